import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { useFreshOptions } from '../../../../lib/apollo';
import { useUrlState } from '../../../../lib/url-state/useUrlState';
import { TenantListPage } from '../list/TenantListPage';
import { useAdministeredTenant } from '../list/useAdministeredTenant';
import { AdminSuppressionsQuery } from './api/suppressions';
import { AdminSuppressionProjectsQuery } from './api/suppressionProjects';
import { applySuppressionFilterChange, SUPPRESSIONS_PAGE_SIZE, suppressionFiltersUrl, type SuppressionFilters } from './suppressionFilters';
import { SuppressionsFiltersBar } from './SuppressionsFiltersBar';
import { SuppressionsTable } from './SuppressionsTable';
import { useSuppressionsExport } from './useSuppressionsExport';

export interface AdminSuppressionsPageProps {
  adminTenantIds: readonly string[];
  /** The workspace's tenant: listed unless the URL names another administered one. */
  defaultTenantId: string | null;
}

function listVariables(tenantId: string, filters: SuppressionFilters) {
  return { tenantId, projectId: filters.projectId, kind: filters.kind, q: filters.q.trim() || null, page: filters.page, pageSize: SUPPRESSIONS_PAGE_SIZE };
}

/** The chosen tenant's projects for the project filter, inactive ones said so. */
function useTenantProjects(tenantId: string | null) {
  const { t } = useTranslation('admin-suppressions');
  const variables = useMemo(() => ({ tenantId: tenantId ?? '' }), [tenantId]);
  const fresh = useFreshOptions(AdminSuppressionProjectsQuery, variables, 'admin');
  const { data } = useQuery(AdminSuppressionProjectsQuery, { variables, skip: !tenantId, ...fresh });
  return useMemo(
    () => (data?.listProjects?.projects ?? []).map((project) => ({ id: project.id, name: project.isActive ? project.name : t('filters.inactiveProject', { name: project.name }) })),
    [data, t],
  );
}

/** /admin/tenants/suppressions ("Supressões"): every suppression of one administered tenant (or one of its projects), filtered and paged in the URL, exported as CSV. */
export default function AdminSuppressionsPage({ adminTenantIds, defaultTenantId }: AdminSuppressionsPageProps) {
  const { t } = useTranslation('admin-suppressions');
  const [urlFilters, change] = useUrlState(suppressionFiltersUrl, applySuppressionFilterChange);
  // Ages are counted from when the page opened: a list that re-renders does not shift under the reader.
  const [now] = useState(() => Date.now());

  const { tenants, tenantId, tenantName } = useAdministeredTenant(adminTenantIds, defaultTenantId, urlFilters.tenantId);
  const filters = useMemo(() => ({ ...urlFilters, tenantId }), [urlFilters, tenantId]);
  const projects = useTenantProjects(tenantId);

  const variables = useMemo(() => (tenantId ? listVariables(tenantId, filters) : null), [tenantId, filters]);
  const fresh = useFreshOptions(AdminSuppressionsQuery, variables ?? undefined, 'admin');
  const list = useQuery(AdminSuppressionsQuery, { variables: variables ?? listVariables('', filters), skip: !variables, ...fresh, notifyOnNetworkStatusChange: true });
  const exporter = useSuppressionsExport(tenantId, filters);

  const page = list.error ? null : (list.data?.listSuppressions ?? list.previousData?.listSuppressions ?? null);

  return (
    <TenantListPage
      name="admin-suppressions"
      title={t('title')}
      description={t('description', { tenant: tenantName })}
      tenantId={tenantId}
      noTenant={t('noTenant')}
      exporter={{ label: exporter.running ? t('export.running') : t('export.button'), running: exporter.running, disabled: !tenantId, run: () => void exporter.run() }}
      filters={<SuppressionsFiltersBar filters={filters} tenants={tenants} projects={projects} onChange={change} />}
      failure={list.error ? { message: t('loadFailed'), retry: () => void list.refetch().catch(() => undefined) } : null}
      table={<SuppressionsTable rows={page?.suppressions ?? []} total={page?.total ?? 0} page={filters.page} loading={list.loading} now={now} onPage={(next) => change({ type: 'page', page: next })} />}
    />
  );
}
