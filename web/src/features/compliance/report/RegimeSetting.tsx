import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFreshOptions } from '../../../lib/apollo';
import { useToast } from '../../../components/toast';
import { ComplianceTenantRegimeQuery, UpdateTenantRegimeMutation } from '../api/tenantRegime';
import type { Regime } from './report';

const REGIMES: Regime[] = ['CMN_4893', 'BCB_85'];

export interface RegimeSettingProps {
  /** Session mode's tenant; null in token mode (then only the report's regime is known). */
  tenantId: string | null;
  canEdit: boolean;
  /** The regime the shown report cites. */
  reportRegime: Regime | null;
}

/** "Regime do Banco Central": a select for TENANT_ADMINs, text for everyone else. */
export function RegimeSetting({ tenantId, canEdit, reportRegime }: RegimeSettingProps) {
  const { t } = useTranslation('compliance');
  const toast = useToast();
  const id = useId();
  const hintId = useId();
  const fresh = useFreshOptions(ComplianceTenantRegimeQuery, undefined, 'admin');
  const tenants = useQuery(ComplianceTenantRegimeQuery, { skip: !tenantId, ...fresh });
  const [update, { loading: saving }] = useMutation(UpdateTenantRegimeMutation);
  const tenantRegime = (tenants.data?.listTenants?.tenants.find((tenant) => tenant?.id === tenantId)?.bacenRegime ?? null) as Regime | null;
  const current = tenantRegime ?? reportRegime;
  const label = (regime: Regime | null) => (regime ? t(`regime.${regime}`) : t('regime.unknown'));

  const change = async (regime: Regime) => {
    if (!tenantId || regime === current) return;
    try {
      await update({ variables: { tenantId, bacenRegime: regime } });
      toast.show({ severity: 'success', detail: t('regime.saved', { regime: label(regime) }) });
    } catch {
      toast.show({ severity: 'error', detail: t('errors.regime') });
    }
  };

  return (
    <section className="compliance-section compliance-regime" aria-labelledby={`${id}-title`} data-testid="compliance-regime">
      <h2 id={`${id}-title`} className="compliance-section__title">
        {t('regime.label')}
      </h2>
      {canEdit && tenantId ? (
        <div className="compliance-regime__field">
          <label htmlFor={id} className="visually-hidden">
            {t('regime.label')}
          </label>
          <select
            id={id}
            className="p-inputtext p-component"
            value={current ?? ''}
            disabled={saving || tenants.loading}
            aria-describedby={hintId}
            onChange={(event) => void change(event.target.value as Regime)}
            data-testid="compliance-regime-select"
          >
            {current === null ? <option value="">{t('regime.unknown')}</option> : null}
            {REGIMES.map((regime) => (
              <option key={regime} value={regime}>
                {t(`regime.${regime}`)}
              </option>
            ))}
          </select>
          {saving ? <span className="compliance-regime__saving">{t('regime.saving')}</span> : null}
        </div>
      ) : (
        <p className="compliance-regime__value" data-testid="compliance-regime-value">
          {label(current)}
        </p>
      )}
      <p id={hintId} className="compliance-regime__hint">
        {t('regime.explain')}
        {canEdit ? null : ` ${t('regime.adminOnly')}`}
      </p>
      {reportRegime ? <p className="compliance-regime__report">{t('regime.reportRegime', { regime: label(reportRegime) })}</p> : null}
    </section>
  );
}
