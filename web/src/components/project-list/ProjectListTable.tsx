import type { ReactNode } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { Pager } from '../pager/Pager';
import { formatDate } from '../../lib/format';
import type { ProjectListText } from './projectListText';

/** The fields of a project the list shows (each page reads them through its own fragment). */
export interface ProjectListRow {
  id: string;
  name: string;
  description: string;
  environments: ReadonlyArray<string | null>;
  isActive: boolean;
  createdAt: string;
}

export interface ProjectListTableProps<Row extends ProjectListRow> {
  rows: readonly Row[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The page's strings (table.*, status.*). */
  text: ProjectListText;
  /** The name cell, when the page adds to the name (a "selected" tag). */
  renderName?: (row: Row) => ReactNode;
  /** The row's buttons. */
  renderActions: (row: Row) => ReactNode;
}

/** A page of projects (/projects and /admin/projects): name, description, environments, status, creation date and the page's actions. */
export function ProjectListTable<Row extends ProjectListRow>({ rows, loading, total, page, pageSize, onPage, text, renderName, renderActions }: ProjectListTableProps<Row>) {
  const environmentsBody = (row: Row) => {
    const environments = row.environments.filter((env): env is string => Boolean(env));
    if (environments.length === 0) return <span className="muted">{text('table.noEnvironments')}</span>;
    return (
      <ul className="chip-list" aria-label={text('table.environmentsOf', { name: row.name })}>
        {environments.map((env) => (
          <li key={env} className="chip">
            {env}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <DataTable
      value={[...rows]}
      dataKey="id"
      lazy
      // PrimeReact memoizes body cells on rowData only; renderName/renderActions read page state
      // (the selected project, a pending toggle), so a memoized cell would keep showing the old state.
      cellMemo={false}
      footer={<Pager page={page} pageSize={pageSize} total={total} onPage={onPage} label={text('table.pagerLabel')} />}
      loading={loading}
      emptyMessage={text('table.empty')}
      aria-label={text('table.caption')}
      stripedRows
      responsiveLayout="stack"
      breakpoint="768px"
      className="projects-table"
    >
      {renderName ? <Column header={text('table.name')} body={renderName} /> : <Column header={text('table.name')} field="name" />}
      <Column header={text('table.description')} field="description" />
      <Column header={text('table.environments')} body={environmentsBody} />
      <Column
        header={text('table.status')}
        body={(row: Row) => <Tag value={row.isActive ? text('status.active') : text('status.inactive')} severity={row.isActive ? 'success' : 'secondary'} />}
      />
      <Column header={text('table.createdAt')} body={(row: Row) => formatDate(row.createdAt)} />
      <Column header={text('table.actions')} body={renderActions} />
    </DataTable>
  );
}
