import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { PageHeader } from '../../../components/PageHeader';
import { FilterBar } from '../../../components/FilterBar';
import { LoadError } from '../../../components/LoadError';
import { useToast } from '../../../components/toast';
import { useConfirmStatusChange } from '../../../components/useConfirmStatusChange';
import { useFreshOptions } from '../../../lib/apollo';
import { useUrlState } from '../../../lib/url-state/useUrlState';
import { getFragmentData } from '../../../gql';
import { AdminTenantsQuery } from './api/adminTenants';
import { CreateTenantMutation, addToTenantList } from './api/createTenant';
import { UpdateTenantMutation } from './api/updateTenant';
import { TenantRowFragment, type TenantRow } from './tenantFragment';
import { tenantErrorMessage } from './tenantErrors';
import { applyTenantFilterChange, SEARCH_MAX_LENGTH, tenantFiltersUrl, visibleTenants } from './tenantsFilters';
import { TenantsTable } from './TenantsTable';
import { TenantFormDialog, type TenantChanges } from './TenantFormDialog';
import { TenantsTabs } from './TenantsTabs';
import { TenantSsoDialog } from './TenantSsoDialog';
import './admin-tenants.css';


export interface AdminTenantsPageProps {
  /** The tenants where the user is TENANT_ADMIN (whoami). */
  adminTenantIds: readonly string[];
  currentTenantId: string | null;
  onTenantCreated: () => void;
}

/** /admin/tenants: create, rename, quota, Banco Central regime and soft removal of the administered tenants. */
export default function AdminTenantsPage({ adminTenantIds, currentTenantId, onTenantCreated }: AdminTenantsPageProps) {
  const { t } = useTranslation('admin-tenants');
  const toast = useToast();
  const confirmStatusChange = useConfirmStatusChange();
  const [filters, change] = useUrlState(tenantFiltersUrl, applyTenantFilterChange);
  // null: closed; 'new': create; a tenant: edit it.
  const [editing, setEditing] = useState<TenantRow | 'new' | null>(null);
  const [ssoFor, setSsoFor] = useState<TenantRow | null>(null);
  // Created here before whoami lists the new membership.
  const [createdIds, setCreatedIds] = useState<string[]>([]);

  const fresh = useFreshOptions(AdminTenantsQuery, undefined, 'admin');
  const { data, loading, error, refetch } = useQuery(AdminTenantsQuery, fresh);
  const [createTenant] = useMutation(CreateTenantMutation, { update: (cache, result) => addToTenantList(cache, result.data?.createTenant) });
  const [updateTenant] = useMutation(UpdateTenantMutation);

  const administered = useMemo(() => {
    const ids = new Set([...adminTenantIds, ...createdIds]);
    return getFragmentData(TenantRowFragment, data?.listTenants?.tenants ?? []).filter((tenant) => ids.has(tenant.id));
  }, [data, adminTenantIds, createdIds]);
  const { rows, total } = visibleTenants(administered, filters);

  async function save(changes: TenantChanges) {
    if (editing === 'new') {
      const result = await createTenant({ variables: { input: { name: changes.name ?? '' } } });
      const created = result.data?.createTenant;
      if (created) {
        setCreatedIds((ids) => [...ids, created.id]);
        onTenantCreated();
        toast.show({ severity: 'success', detail: t('toasts.created', { name: created.name }) });
      }
      return;
    }
    if (!editing) return;
    const result = await updateTenant({ variables: { tenantId: editing.id, input: changes } });
    toast.show({ severity: 'success', detail: t('toasts.updated', { name: result.data?.updateTenant?.name ?? editing.name }) });
  }

  const toggleActive = (tenant: TenantRow) =>
    confirmStatusChange({
      record: tenant,
      text: (key, values) => t(key, values),
      success: tenant.isActive ? t('toasts.deactivated', { name: tenant.name }) : t('toasts.reactivated', { name: tenant.name }),
      run: (isActive) => updateTenant({ variables: { tenantId: tenant.id, input: { isActive } } }),
      failureMessage: (failure) => tenantErrorMessage(failure, 'update'),
    });

  return (
    <div className="page admin-tenants" data-testid="admin-tenants">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button type="button" label={t('actions.create')} icon="pi pi-plus" onClick={() => setEditing('new')} />}
      />
      <TenantsTabs />
      <FilterBar
        search={{ value: filters.q, onSearch: (q) => change({ type: 'search', q }), label: t('filters.searchLabel'), placeholder: t('filters.searchPlaceholder'), maxLength: SEARCH_MAX_LENGTH, className: 'field field--inline', testId: 'admin-tenants-search' }}
      />
      {error ? (
        <LoadError message={tenantErrorMessage(error, 'load')} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <TenantsTable
          rows={rows}
          total={total}
          page={filters.page}
          loading={loading && !data}
          currentTenantId={currentTenantId}
          onPage={(page) => change({ type: 'page', page })}
          onEdit={(tenant) => setEditing(tenant)}
          onToggleActive={toggleActive}
          onSso={(tenant) => setSsoFor(tenant)}
        />
      )}
      {ssoFor ? (
        <TenantSsoDialog
          key={ssoFor.id}
          tenant={ssoFor}
          onHide={() => setSsoFor(null)}
          onSaved={() => toast.show({ severity: 'success', detail: t('toasts.ssoSaved', { name: ssoFor.name }) })}
        />
      ) : null}
      {editing ? <TenantFormDialog key={editing === 'new' ? 'new' : editing.id} tenant={editing === 'new' ? null : editing} onHide={() => setEditing(null)} onSubmit={save} /> : null}
    </div>
  );
}
