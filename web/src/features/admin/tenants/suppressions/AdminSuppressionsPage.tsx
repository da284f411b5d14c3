import { useMemo, useState } from 'react';
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
import { TenantsTabs } from '../TenantsTabs';
import { AdminSuppressionsQuery } from './api/suppressions';
import { AdminSuppressionProjectsQuery } from './api/suppressionProjects';
import { applySuppressionFilterChange, SUPPRESSIONS_PAGE_SIZE, suppressionFiltersUrl, type SuppressionFilters } from './suppressionFilters';
import { SuppressionsFiltersBar } from './SuppressionsFiltersBar';
import { SuppressionsTable } from './SuppressionsTable';
import { useSuppressionsExport } from './useSuppressionsExport';
import '../admin-tenants.css';

export interface AdminSuppressionsPageProps {
  adminTenantIds: readonly string[];
  /** The workspace's tenant: listed unless the URL names another administered one. */
  defaultTenantId: string | null;
}

function listVariables(tenantId: string, filters: SuppressionFilters) {
  return { tenantId, projectId: filters.projectId, kind: filters.kind, q: filters.q.trim() || null, page: filters.page, pageSize: SUPPRESSIONS_PAGE_SIZE };
}

/** /admin/tenants/suppressions ("Supressões"): every suppression of one administered tenant (or one of its projects), filtered and paged in the URL, exported as CSV. */
export default function AdminSuppressionsPage({ adminTenantIds, defaultTenantId }: AdminSuppressionsPageProps) {
  const { t } = useTranslation('admin-suppressions');
  const { t: tc } = useTranslation('common');
  const [urlFilters, change] = useUrlState(suppressionFiltersUrl, applySuppressionFilterChange);
  // Ages are counted from when the page opened: a list that re-renders does not shift under the reader.
  const [now] = useState(() => Date.now());

  const tenantsResult = useQuery(AdminTenantsQuery, useFreshOptions(AdminTenantsQuery, undefined, 'admin'));
  const tenants = useMemo(
    () => getFragmentData(TenantRowFragment, tenantsResult.data?.listTenants?.tenants ?? []).filter((tenant) => adminTenantIds.includes(tenant.id)),
    [tenantsResult.data, adminTenantIds],
  );
  const tenantId = [urlFilters.tenantId, defaultTenantId, adminTenantIds[0]].find((id): id is string => Boolean(id) && adminTenantIds.includes(id as string)) ?? null;
  const filters = useMemo(() => ({ ...urlFilters, tenantId }), [urlFilters, tenantId]);
  const tenantName = tenants.find((tenant) => tenant.id === tenantId)?.name ?? '';

  const projectVariables = useMemo(() => ({ tenantId: tenantId ?? '' }), [tenantId]);
  const projectsFresh = useFreshOptions(AdminSuppressionProjectsQuery, projectVariables, 'admin');
  const projectsResult = useQuery(AdminSuppressionProjectsQuery, { variables: projectVariables, skip: !tenantId, ...projectsFresh });
  const projects = useMemo(
    () =>
      (projectsResult.data?.listProjects?.projects ?? []).map((project) => ({
        id: project.id,
        name: project.isActive ? project.name : t('filters.inactiveProject', { name: project.name }),
      })),
    [projectsResult.data, t],
  );

  const variables = useMemo(() => (tenantId ? listVariables(tenantId, filters) : null), [tenantId, filters]);
  const fresh = useFreshOptions(AdminSuppressionsQuery, variables ?? undefined, 'admin');
  const list = useQuery(AdminSuppressionsQuery, { variables: variables ?? listVariables('', filters), skip: !variables, ...fresh, notifyOnNetworkStatusChange: true });
  const exporter = useSuppressionsExport(tenantId, filters);

  const page = list.error ? null : (list.data?.listSuppressions ?? list.previousData?.listSuppressions ?? null);
  const search = tenantId ? `?tenant=${encodeURIComponent(tenantId)}` : '';

  return (
    <div className="page admin-suppressions" data-testid="admin-suppressions">
      <PageHeader
        title={t('title')}
        description={tenantId ? t('description', { tenant: tenantName }) : undefined}
        actions={
          <Button
            type="button"
            icon="pi pi-download"
            label={exporter.running ? t('export.running') : t('export.button')}
            loading={exporter.running}
            disabled={!tenantId}
            onClick={() => void exporter.run()}
          />
        }
      />
      <TenantsTabs auditSearch={search} />
      {!tenantId ? (
        <Message severity="warn" text={t('noTenant')} />
      ) : (
        <>
          <SuppressionsFiltersBar filters={filters} tenants={tenants} projects={projects} onChange={change} />
          {list.error ? (
            <div className="error-box" role="alert">
              <Message severity="error" text={t('loadFailed')} />
              <Button type="button" label={tc('actions.retry')} icon="pi pi-refresh" text onClick={() => void list.refetch().catch(() => undefined)} />
            </div>
          ) : (
            <SuppressionsTable rows={page?.suppressions ?? []} total={page?.total ?? 0} page={filters.page} loading={list.loading} now={now} onPage={(next) => change({ type: 'page', page: next })} />
          )}
        </>
      )}
    </div>
  );
}
