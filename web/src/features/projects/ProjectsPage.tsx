import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { PageHeader } from '../../components/PageHeader';
import { LoadError } from '../../components/LoadError';
import { StatusFilter, type StatusFilterValue } from '../../components/project-list/StatusFilter';
import { useToggleProjectActive } from '../../components/project-list/useToggleProjectActive';
import type { ProjectListKey } from '../../components/project-list/projectListText';
import { useToast } from '../../components/toast';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useFreshOptions } from '../../lib/apollo';
import { projectErrorMessage } from '../../lib/error-messages';
import { ProjectsPageQuery } from './api/projectsPage';
import { UpdateProjectMutation } from './api/updateProject';
import { evictProjectLists } from './api/evictProjectLists';
import { ProjectsTable } from './ProjectsTable';
import { CreateProjectDialog } from './CreateProjectDialog';

/** Page size of the projects list (spec §9). */
export const PROJECTS_PAGE_SIZE = 20;
/** Search debounce (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** The status choices of /projects, in their order. */
const STATUS_ORDER: readonly StatusFilterValue[] = ['active', 'inactive', 'all'];

export interface ProjectsPageProps {
  tenantId: string | null;
  selectedProjectId: string | null;
  /** TENANT_ADMIN: may create, deactivate and reactivate projects. */
  canManage: boolean;
  onSelectProject: (project: { id: string; name: string; tenantId: string }) => void;
}

/** /projects (session mode): list, search, status filter, create and soft-remove projects. */
export function ProjectsPage({ tenantId, selectedProjectId, canManage, onSelectProject }: ProjectsPageProps) {
  const { t } = useTranslation('projects');
  const id = useId();
  const toast = useToast();
  const text = (key: ProjectListKey, values?: { name: string }) => t(key, values);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilterValue>('active');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const variables = {
    tenantId,
    page,
    pageSize: PROJECTS_PAGE_SIZE,
    search: debouncedSearch || null,
    isActive: status === 'all' ? null : status === 'active',
  };
  const fresh = useFreshOptions(ProjectsPageQuery, variables, 'data');
  const { data, loading, error, refetch } = useQuery(ProjectsPageQuery, { variables, ...fresh });
  const [updateProject] = useMutation(UpdateProjectMutation, { update: evictProjectLists });

  const list = data?.listProjects;
  const projects = list?.projects ?? [];

  const toggleActive = useToggleProjectActive({
    text,
    update: (projectId, isActive) => updateProject({ variables: { projectId, input: { isActive } } }),
  });

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={canManage ? <Button type="button" label={t('create.open')} icon="pi pi-plus" onClick={() => setCreating(true)} /> : null}
      />

      <div className="toolbar" role="search">
        <div className="field field--inline">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {t('filters.searchLabel')}
          </label>
          <span className="toolbar__search">
            <i className="pi pi-search" aria-hidden="true" />
            <InputText
              id={`${id}-search`}
              type="search"
              value={search}
              placeholder={t('filters.searchPlaceholder')}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </span>
        </div>
        <StatusFilter
          value={status}
          order={STATUS_ORDER}
          text={text}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </div>

      {error ? <LoadError message={projectErrorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} /> : null}

      <ProjectsTable
        projects={projects}
        loading={loading}
        total={list?.total ?? 0}
        page={page}
        pageSize={PROJECTS_PAGE_SIZE}
        onPage={setPage}
        selectedProjectId={selectedProjectId}
        canManage={canManage}
        onSelect={(project) => {
          onSelectProject({ id: project.id, name: project.name, tenantId: project.tenantId });
          toast.show({ severity: 'success', detail: t('selectedToast', { name: project.name }) });
        }}
        onToggleActive={toggleActive}
      />

      <CreateProjectDialog
        visible={creating}
        tenantId={tenantId}
        onHide={() => setCreating(false)}
        onCreated={(project) => toast.show({ severity: 'success', detail: t('create.success', { name: project.name }) })}
      />
    </div>
  );
}

export default ProjectsPage;
