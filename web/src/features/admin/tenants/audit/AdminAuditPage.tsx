import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Message } from 'primereact/message';
import { useFreshOptions } from '../../../../lib/apollo';
import { useUrlState } from '../../../../lib/url-state/useUrlState';
import { getFragmentData } from '../../../../gql';
import { tenantErrorMessage } from '../tenantErrors';
import { TenantListPage } from '../list/TenantListPage';
import { useAdministeredTenant } from '../list/useAdministeredTenant';
import { AdminAuditLogQuery } from './api/auditLog';
import { AdminAuditActorsQuery } from './api/auditActors';
import { AuditRowFragment } from './auditEntryFragment';
import { applyAuditFilterChange, AUDIT_PAGE_SIZE, auditFiltersUrl, periodInstants, validPeriod, type AuditFilters } from './auditFilters';
import { AuditFiltersBar } from './AuditFiltersBar';
import { AuditTable } from './AuditTable';
import { useAuditExport } from './useAuditExport';

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
  const [urlFilters, change] = useUrlState(auditFiltersUrl, applyAuditFilterChange);

  const administered = useAdministeredTenant(adminTenantIds, defaultTenantId, urlFilters.tenantId);
  const { tenantId } = administered;
  const filters = useMemo(() => ({ ...urlFilters, tenantId }), [urlFilters, tenantId]);

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

  return (
    <TenantListPage
      name="admin-audit"
      title={t('audit.title')}
      description={t('audit.description', { tenant: administered.tenantName })}
      tenantId={tenantId}
      noTenant={t('audit.noTenant')}
      exporter={{
        label: exporter.running ? t('audit.export.running') : t('audit.export.button'),
        running: exporter.running,
        disabled: !tenantId || !validPeriod(filters),
        run: () => void exporter.run(),
      }}
      filters={<AuditFiltersBar filters={filters} tenants={administered.tenants} actors={actors.data?.listTenantUsers?.users ?? []} onChange={change} />}
      notice={administered.error ? <Message severity="error" text={tenantErrorMessage(administered.error, 'load')} /> : null}
      failure={log.error ? { message: tenantErrorMessage(log.error, 'audit'), retry: () => void log.refetch().catch(() => undefined) } : null}
      table={<AuditTable entries={entries} total={page?.total ?? 0} page={filters.page} loading={log.loading} onPage={(next) => change({ type: 'page', page: next })} />}
    />
  );
}
