import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/RowAction';
import { Tag } from 'primereact/tag';
import { PlainTable } from '../../../components/PlainTable';
import { Pager } from '../../../components/pager/Pager';
import { formatDate, formatNumber } from '../../../lib/format';
import { TENANTS_PAGE_SIZE } from './tenantsFilters';
import type { TenantRow } from './tenantFragment';

const COLUMNS = ['name', 'quota', 'regime', 'status', 'createdAt', 'actions'] as const;

export interface TenantsTableProps {
  rows: readonly TenantRow[];
  total: number;
  page: number;
  loading: boolean;
  currentTenantId: string | null;
  onPage: (page: number) => void;
  onEdit: (tenant: TenantRow) => void;
  onToggleActive: (tenant: TenantRow) => void;
  onSso: (tenant: TenantRow) => void;
}

/** The administered tenants: quota, regime, status and the actions on each. */
export function TenantsTable({ rows, total, page, loading, currentTenantId, onPage, onEdit, onToggleActive, onSso }: TenantsTableProps) {
  const { t } = useTranslation('admin-tenants');
  return (
    <PlainTable
      className="admin-tenants__table"
      testId="admin-tenants-table"
      loading={loading}
      caption={t('table.caption')}
      footer={total > TENANTS_PAGE_SIZE ? <Pager page={page} pageSize={TENANTS_PAGE_SIZE} total={total} onPage={onPage} label={t('table.pager')} /> : null}
      columns={COLUMNS.map((column) => t(`table.${column}`))}
      empty={t('table.empty')}
    >
      {rows.map((tenant) => (
        <tr key={tenant.id} data-testid="admin-tenant-row">
          <th scope="row" className="admin-tenants__name">
            {tenant.name}
            {tenant.id === currentTenantId ? <Tag value={t('table.current')} severity="info" className="admin-tenants__tag" /> : null}
          </th>
          <td>{tenant.quotaUnits === null || tenant.quotaUnits === undefined ? <span className="muted">{t('table.noQuota')}</span> : t('table.units', { value: formatNumber(tenant.quotaUnits) })}</td>
          <td>{tenant.bacenRegime ? t(`regime.${tenant.bacenRegime}`) : t('regime.unknown')}</td>
          <td>
            <Tag value={tenant.isActive ? t('status.active') : t('status.inactive')} severity={tenant.isActive ? 'success' : 'secondary'} />
          </td>
          <td>{formatDate(tenant.createdAt)}</td>
          <td>
            <div className="row-actions">
              <RowAction icon="pi pi-pencil" label={t('actions.edit')} aria-label={t('actions.editAria', { name: tenant.name })} onClick={() => onEdit(tenant)} />
              <RowAction icon="pi pi-building" label={t('actions.sso')} aria-label={t('actions.ssoAria', { name: tenant.name })} onClick={() => onSso(tenant)} />
              <Link
                className="p-button p-button-text p-button-sm admin-tenants__link"
                to={`/admin/tenants/audit?tenant=${encodeURIComponent(tenant.id)}`}
                aria-label={t('actions.auditAria', { name: tenant.name })}
              >
                <span className="pi pi-history p-button-icon p-button-icon-left" aria-hidden="true" />
                <span className="p-button-label">{t('actions.audit')}</span>
              </Link>
              <RowAction
                severity={tenant.isActive ? 'danger' : 'secondary'}
                icon={tenant.isActive ? 'pi pi-ban' : 'pi pi-replay'}
                label={tenant.isActive ? t('actions.deactivate') : t('actions.reactivate')}
                aria-label={tenant.isActive ? t('actions.deactivateAria', { name: tenant.name }) : t('actions.reactivateAria', { name: tenant.name })}
                onClick={() => onToggleActive(tenant)}
              />
            </div>
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
