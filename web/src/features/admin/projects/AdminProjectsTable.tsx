import { useTranslation } from 'react-i18next';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '../../../lib/format';
import { AdminProjectFragment } from './api/adminProjectFragment';

export type AdminProjectRow = ResultOf<typeof AdminProjectFragment>;

/** Paginator without the rows-per-page dropdown (its hidden select has no label). */
const PAGINATOR_TEMPLATE = 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport';

export interface AdminProjectsTableProps {
  projects: readonly AdminProjectRow[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onEdit: (project: AdminProjectRow) => void;
  onManage: (project: AdminProjectRow) => void;
  onToggleActive: (project: AdminProjectRow) => void;
}

export function AdminProjectsTable(props: AdminProjectsTableProps) {
  const { t } = useTranslation('admin-projects');

  const environmentsBody = (row: AdminProjectRow) => {
    const environments = row.environments.filter((env): env is string => Boolean(env));
    if (environments.length === 0) return <span className="muted">{t('table.noEnvironments')}</span>;
    return (
      <ul className="chip-list" aria-label={t('table.environmentsOf', { name: row.name })}>
        {environments.map((env) => (
          <li key={env} className="chip">
            {env}
          </li>
        ))}
      </ul>
    );
  };

  const actionsBody = (row: AdminProjectRow) => (
    <div className="row-actions">
      <Button type="button" size="small" outlined icon="pi pi-key" label={t('actions.manage')} aria-label={t('actions.manageAria', { name: row.name })} onClick={() => props.onManage(row)} />
      <Button type="button" size="small" text icon="pi pi-pencil" label={t('actions.edit')} aria-label={t('actions.editAria', { name: row.name })} onClick={() => props.onEdit(row)} />
      <Button
        type="button"
        size="small"
        text
        severity={row.isActive ? 'danger' : 'secondary'}
        icon={row.isActive ? 'pi pi-ban' : 'pi pi-replay'}
        label={row.isActive ? t('actions.deactivate') : t('actions.reactivate')}
        aria-label={row.isActive ? t('actions.deactivateAria', { name: row.name }) : t('actions.reactivateAria', { name: row.name })}
        onClick={() => props.onToggleActive(row)}
      />
    </div>
  );

  return (
    <DataTable
      value={[...props.projects]}
      dataKey="id"
      lazy
      paginator
      first={(props.page - 1) * props.pageSize}
      rows={props.pageSize}
      totalRecords={props.total}
      onPage={(event: DataTablePageEvent) => props.onPage(Math.floor(event.first / event.rows) + 1)}
      paginatorTemplate={PAGINATOR_TEMPLATE}
      currentPageReportTemplate={t('table.pageReport')}
      loading={props.loading}
      emptyMessage={t('table.empty')}
      aria-label={t('table.caption')}
      stripedRows
      responsiveLayout="stack"
      breakpoint="768px"
      className="projects-table"
    >
      <Column header={t('table.name')} field="name" />
      <Column header={t('table.description')} field="description" />
      <Column header={t('table.environments')} body={environmentsBody} />
      <Column
        header={t('table.status')}
        body={(row: AdminProjectRow) => <Tag value={row.isActive ? t('status.active') : t('status.inactive')} severity={row.isActive ? 'success' : 'secondary'} />}
      />
      <Column header={t('table.createdAt')} body={(row: AdminProjectRow) => formatDate(row.createdAt)} />
      <Column header={t('table.actions')} body={actionsBody} />
    </DataTable>
  );
}
