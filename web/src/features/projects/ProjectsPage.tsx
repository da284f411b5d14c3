import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { PageHeader } from '../../components/PageHeader';
import { FilterBar } from '../../components/FilterBar';
import { LoadError } from '../../components/LoadError';
import { StatusFilter, type StatusFilterValue } from '../../components/project-list/StatusFilter';
import { useToggleProjectActive } from '../../components/project-list/useToggleProjectActive';
import type { ProjectListKey } from '../../components/project-list/projectListText';
import { applyProjectListChange, projectListUrl, projectListVariables, type ProjectListChange, type ProjectListFilters } from '../../components/project-list/filters';
import { useToast } from '../../components/toast';
import { useFreshOptions } from '../../lib/apollo';
import { useUrlState } from '../../lib/url-state/useUrlState';
import { projectErrorMessage } from '../../lib/error-messages';
import { ProjectsPageQuery } from './api/projectsPage';
import { UpdateProjectMutation } from './api/updateProject';
import { evictProjectLists } from './api/evictProjectLists';
import { ProjectsTable } from './ProjectsTable';
import { CreateProjectDialog } from './CreateProjectDialog';

/** Page size of the projects list (spec §9). */
export const PROJECTS_PAGE_SIZE = 20;

/** The status choices of /projects, in their order; the active projects first. */
const STATUS_ORDER: readonly StatusFilterValue[] = ['active', 'inactive', 'all'];
const projectsUrl = projectListUrl('active');

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
  const toast = useToast();
  const text = (key: ProjectListKey, values?: { name: string }) => t(key, values);
  const [filters, change] = useUrlState<ProjectListFilters, ProjectListChange>(projectsUrl, applyProjectListChange);
  const [creating, setCreating] = useState(false);

  const variables = useMemo(() => projectListVariables(tenantId, filters, PROJECTS_PAGE_SIZE), [tenantId, filters]);
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

      <FilterBar
        search={{ value: filters.q, onSearch: (q) => change({ type: 'search', q }), label: t('filters.searchLabel'), placeholder: t('filters.searchPlaceholder'), className: 'field field--inline', testId: 'projects-search' }}
        after={<StatusFilter value={filters.status} order={STATUS_ORDER} text={text} onChange={(status) => change({ type: 'status', status })} />}
      />

      {error ? <LoadError message={projectErrorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} /> : null}

      <ProjectsTable
        projects={projects}
        loading={loading}
        total={list?.total ?? 0}
        page={filters.page}
        pageSize={PROJECTS_PAGE_SIZE}
        onPage={(page) => change({ type: 'page', page })}
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
