import { useTranslation } from 'react-i18next';
import { DataTable } from 'primereact/datatable';
import { Pager } from '../../../components/pager/Pager';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '../../../lib/format';
import { AdminProjectFragment } from './api/adminProjectFragment';

export type AdminProjectRow = ResultOf<typeof AdminProjectFragment>;

/** Paginator without the rows-per-page dropdown (its hidden select has no label). */

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
      footer={<Pager page={props.page} pageSize={props.pageSize} total={props.total} onPage={props.onPage} label={t('table.pagerLabel')} />}
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
