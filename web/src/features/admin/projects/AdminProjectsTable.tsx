import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { ProjectListTable } from '../../../components/project-list/ProjectListTable';
import { ToggleActiveButton } from '../../../components/ToggleActiveButton';
import type { ProjectListKey } from '../../../components/project-list/projectListText';
import { AdminProjectFragment } from './api/adminProjectFragment';

export type AdminProjectRow = ResultOf<typeof AdminProjectFragment>;

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

/** The projects of /admin/projects, each with access and tokens, edit and (de)activate. */
export function AdminProjectsTable({ projects, onEdit, onManage, onToggleActive, ...list }: AdminProjectsTableProps) {
  const { t } = useTranslation('admin-projects');
  const text = (key: ProjectListKey, values?: { name: string }) => t(key, values);

  const actionsBody = (row: AdminProjectRow) => (
    <div className="row-actions">
      <Button type="button" size="small" outlined icon="pi pi-key" label={t('actions.manage')} aria-label={t('actions.manageAria', { name: row.name })} onClick={() => onManage(row)} />
      <Button type="button" size="small" text icon="pi pi-pencil" label={t('actions.edit')} aria-label={t('actions.editAria', { name: row.name })} onClick={() => onEdit(row)} />
      <ToggleActiveButton row={row} text={text} onToggle={() => onToggleActive(row)} />
    </div>
  );

  return <ProjectListTable {...list} text={text} rows={projects} renderActions={actionsBody} />;
}
