import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { PageHeader } from '../../../../components/PageHeader';
import { useFreshOptions } from '../../../../lib/apollo';
import { useUrlState } from '../../../../lib/url-state/useUrlState';
import { getFragmentData } from '../../../../gql';
import { AdminTenantsQuery } from '../api/adminTenants';
import { TenantRowFragment } from '../tenantFragment';
import { tenantErrorMessage } from '../tenantErrors';
import { TenantsTabs } from '../TenantsTabs';
import { AdminAuditLogQuery } from './api/auditLog';
import { AdminAuditActorsQuery } from './api/auditActors';
import { AuditRowFragment } from './auditEntryFragment';
import { applyAuditFilterChange, AUDIT_PAGE_SIZE, auditFiltersUrl, periodInstants, validPeriod, type AuditFilters } from './auditFilters';
import { AuditFiltersBar } from './AuditFiltersBar';
import { AuditTable } from './AuditTable';
import { useAuditExport } from './useAuditExport';
import '../admin-tenants.css';


export interface AdminAuditPageProps {
  adminTenantIds: readonly string[];
  /** The workspace's tenant: audited unless the URL names another administered one. */
  defaultTenantId: string | null;
}

function logVariables(tenantId: string, filters: AuditFilters) {
  return { tenantId, actorId: filters.actorId, action: filters.action, ...periodInstants(filters), page: filters.page, pageSize: AUDIT_PAGE_SIZE };
}

/** /admin/tenants/audit ("Auditoria"): the tenant's administrative changes, filtered and paged in the URL, exported as CSV. */
export default function AdminAuditPage({ adminTenantIds, defaultTenantId }: AdminAuditPageProps) {
  const { t } = useTranslation('admin-tenants');
  const { t: tc } = useTranslation('common');
  const [urlFilters, change] = useUrlState(auditFiltersUrl, applyAuditFilterChange);

  const tenantsResult = useQuery(AdminTenantsQuery, useFreshOptions(AdminTenantsQuery, undefined, 'admin'));
  const tenants = useMemo(
    () => getFragmentData(TenantRowFragment, tenantsResult.data?.listTenants?.tenants ?? []).filter((tenant) => adminTenantIds.includes(tenant.id)),
    [tenantsResult.data, adminTenantIds],
  );
  const tenantId = [urlFilters.tenantId, defaultTenantId, adminTenantIds[0]].find((id): id is string => Boolean(id) && adminTenantIds.includes(id as string)) ?? null;
  const filters = useMemo(() => ({ ...urlFilters, tenantId }), [urlFilters, tenantId]);
  const tenantName = tenants.find((tenant) => tenant.id === tenantId)?.name ?? '';

  const variables = useMemo(() => (tenantId ? logVariables(tenantId, filters) : null), [tenantId, filters]);
  const skip = !variables || !validPeriod(filters);
  const logFresh = useFreshOptions(AdminAuditLogQuery, variables ?? undefined, 'admin');
  const log = useQuery(AdminAuditLogQuery, {
    variables: variables ?? logVariables('', filters),
    skip,
    ...logFresh,
    notifyOnNetworkStatusChange: true,
  });
  const actorVariables = useMemo(() => ({ tenantId: tenantId ?? '' }), [tenantId]);
  const actorsFresh = useFreshOptions(AdminAuditActorsQuery, actorVariables, 'admin');
  const actors = useQuery(AdminAuditActorsQuery, { variables: actorVariables, skip: !tenantId, ...actorsFresh });
  const exporter = useAuditExport(tenantId, filters);

  const page = log.error ? null : (log.data?.listAuditLog ?? log.previousData?.listAuditLog ?? null);
  const entries = useMemo(() => getFragmentData(AuditRowFragment, page?.entries ?? []), [page]);
  const search = tenantId ? `?tenant=${encodeURIComponent(tenantId)}` : '';

  return (
    <div className="page admin-audit" data-testid="admin-audit">
      <PageHeader
        title={t('audit.title')}
        description={tenantId ? t('audit.description', { tenant: tenantName }) : undefined}
        actions={
          <Button
            type="button"
            icon="pi pi-download"
            label={exporter.running ? t('audit.export.running') : t('audit.export.button')}
            loading={exporter.running}
            disabled={!tenantId || !validPeriod(filters)}
            onClick={() => void exporter.run()}
          />
        }
      />
      <TenantsTabs auditSearch={search} />
      {!tenantId ? (
        <Message severity="warn" text={t('audit.noTenant')} />
      ) : (
        <>
          <AuditFiltersBar filters={filters} tenants={tenants} actors={actors.data?.listTenantUsers?.users ?? []} onChange={change} />
          {tenantsResult.error ? <Message severity="error" text={tenantErrorMessage(tenantsResult.error, 'load')} /> : null}
          {log.error ? (
            <div className="error-box" role="alert">
              <Message severity="error" text={tenantErrorMessage(log.error, 'audit')} />
              <Button type="button" label={tc('actions.retry')} icon="pi pi-refresh" text onClick={() => void log.refetch().catch(() => undefined)} />
            </div>
          ) : (
            <AuditTable entries={entries} total={page?.total ?? 0} page={filters.page} loading={log.loading} onPage={(next) => change({ type: 'page', page: next })} />
          )}
        </>
      )}
    </div>
  );
}
