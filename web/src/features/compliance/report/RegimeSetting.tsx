import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { useFreshOptions } from '../../../lib/apollo';
import { ComplianceTenantRegimeQuery } from '../api/tenantRegime';
import type { Regime } from './report';

export interface RegimeSettingProps {
  /** Session mode's tenant; null in token mode (then only the report's regime is known). */
  tenantId: string | null;
  /** TENANT_ADMIN: gets the link to where the regime is changed (/admin/tenants). */
  isTenantAdmin: boolean;
  /** The regime the shown report cites. */
  reportRegime: Regime | null;
}

/** "Regime do Banco Central", read-only here: it is set per tenant on /admin/tenants. */
export function RegimeSetting({ tenantId, isTenantAdmin, reportRegime }: RegimeSettingProps) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const fresh = useFreshOptions(ComplianceTenantRegimeQuery, undefined, 'admin');
  const tenants = useQuery(ComplianceTenantRegimeQuery, { skip: !tenantId, ...fresh });
  const tenantRegime = (tenants.data?.listTenants?.tenants.find((tenant) => tenant?.id === tenantId)?.bacenRegime ?? null) as Regime | null;
  const current = tenantRegime ?? reportRegime;
  const label = (regime: Regime | null) => (regime ? t(`regime.${regime}`) : t('regime.unknown'));

  return (
    <section className="compliance-section compliance-regime" aria-labelledby={`${id}-title`} data-testid="compliance-regime">
      <h2 id={`${id}-title`} className="compliance-section__title">
        {t('regime.label')}
      </h2>
      <p className="compliance-regime__value" data-testid="compliance-regime-value">
        {label(current)}
      </p>
      <p className="compliance-regime__hint">
        {t('regime.explain')} {isTenantAdmin ? null : t('regime.adminOnly')}
        {isTenantAdmin ? (
          <Link to="/admin/tenants" data-testid="compliance-regime-manage">
            {t('regime.manage')}
          </Link>
        ) : null}
      </p>
      {reportRegime ? <p className="compliance-regime__report">{t('regime.reportRegime', { regime: label(reportRegime) })}</p> : null}
    </section>
  );
}
