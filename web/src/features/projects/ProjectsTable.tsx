import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { ProjectListTable } from '../../components/project-list/ProjectListTable';
import { ToggleActiveButton } from '../../components/ToggleActiveButton';
import type { ProjectListKey } from '../../components/project-list/projectListText';

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

/** The projects of /projects: the selected one is tagged; TENANT_ADMINs also (de)activate. */
export function ProjectsTable({ projects, selectedProjectId, onSelect, canManage, onToggleActive, ...list }: ProjectsTableProps) {
  const { t } = useTranslation('projects');
  const text = (key: ProjectListKey, values?: { name: string }) => t(key, values);
  const rows = projects.map((ref) => getFragmentData(ProjectsTableProjectFragment, ref));

  const nameBody = (row: ProjectRow) => (
    <div className="projects-table__name">
      <span className="projects-table__title">{row.name}</span>
      {row.id === selectedProjectId ? <Tag value={t('table.selected')} severity="info" className="projects-table__tag" /> : null}
    </div>
  );

  const actionsBody = (row: ProjectRow) => (
    <div className="row-actions">
      <Button
        type="button"
        size="small"
        label={row.id === selectedProjectId ? t('actions.selected') : t('actions.select')}
        aria-label={row.id === selectedProjectId ? t('actions.selectedAria', { name: row.name }) : t('actions.selectAria', { name: row.name })}
        icon="pi pi-check-circle"
        outlined={row.id !== selectedProjectId}
        disabled={!row.isActive}
        onClick={() => onSelect(row)}
      />
      {canManage ? <ToggleActiveButton row={row} text={text} onToggle={() => onToggleActive(row)} /> : null}
    </div>
  );

  return <ProjectListTable {...list} text={text} rows={rows} renderName={nameBody} renderActions={actionsBody} />;
}
