import { useTranslation } from 'react-i18next';
import { DataTable } from 'primereact/datatable';
import { Pager } from '../../components/pager/Pager';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '../../lib/format';

export const ProjectsTableProjectFragment = graphql(`
  fragment ProjectsTable_project on Project {
    id
    tenantId
    name
    description
    environments
    isActive
    createdAt
  }
`);

export type ProjectRow = ResultOf<typeof ProjectsTableProjectFragment>;

export interface ProjectsTableProps {
  projects: ReadonlyArray<FragmentType<typeof ProjectsTableProjectFragment>>;
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  selectedProjectId: string | null;
  onSelect: (project: ProjectRow) => void;
  canManage: boolean;
  onToggleActive: (project: ProjectRow) => void;
}

/** Paginator without the rows-per-page dropdown (its hidden select has no label). */

export function ProjectsTable(props: ProjectsTableProps) {
  const { t } = useTranslation('projects');
  const rows = props.projects.map((ref) => getFragmentData(ProjectsTableProjectFragment, ref));

  const nameBody = (row: ProjectRow) => (
    <div className="projects-table__name">
      <span className="projects-table__title">{row.name}</span>
      {row.id === props.selectedProjectId ? <Tag value={t('table.selected')} severity="info" className="projects-table__tag" /> : null}
    </div>
  );

  const environmentsBody = (row: ProjectRow) => {
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

  const statusBody = (row: ProjectRow) => (
    <Tag value={row.isActive ? t('status.active') : t('status.inactive')} severity={row.isActive ? 'success' : 'secondary'} />
  );

  const actionsBody = (row: ProjectRow) => (
    <div className="row-actions">
      <Button
        type="button"
        size="small"
        label={row.id === props.selectedProjectId ? t('actions.selected') : t('actions.select')}
        aria-label={row.id === props.selectedProjectId ? t('actions.selectedAria', { name: row.name }) : t('actions.selectAria', { name: row.name })}
        icon="pi pi-check-circle"
        outlined={row.id !== props.selectedProjectId}
        disabled={!row.isActive}
        onClick={() => props.onSelect(row)}
      />
      {props.canManage ? (
        <Button
          type="button"
          size="small"
          severity={row.isActive ? 'danger' : 'secondary'}
          text
          icon={row.isActive ? 'pi pi-ban' : 'pi pi-replay'}
          label={row.isActive ? t('actions.deactivate') : t('actions.reactivate')}
          aria-label={row.isActive ? t('actions.deactivateAria', { name: row.name }) : t('actions.reactivateAria', { name: row.name })}
          onClick={() => props.onToggleActive(row)}
        />
      ) : null}
    </div>
  );

  return (
    <DataTable
      value={rows}
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
      <Column header={t('table.name')} body={nameBody} />
      <Column header={t('table.description')} field="description" />
      <Column header={t('table.environments')} body={environmentsBody} />
      <Column header={t('table.status')} body={statusBody} />
      <Column header={t('table.createdAt')} body={(row: ProjectRow) => formatDate(row.createdAt)} />
      <Column header={t('table.actions')} body={actionsBody} />
    </DataTable>
  );
}
