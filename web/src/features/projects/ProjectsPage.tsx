import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { Message } from 'primereact/message';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/toast';
import { useConfirm } from '../../components/confirm';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { getErrorStatus, getServerMessage, useFreshOptions } from '../../lib/apollo';
import { projectErrorMessage } from '../../lib/error-messages';
import { ProjectsPageQuery } from './api/projectsPage';
import { UpdateProjectMutation } from './api/updateProject';
import { evictProjectLists } from './api/evictProjectLists';
import { ProjectsTable, type ProjectRow } from './ProjectsTable';
import { CreateProjectDialog } from './CreateProjectDialog';

/** Page size of the projects list (spec §9). */
export const PROJECTS_PAGE_SIZE = 20;
/** Search debounce (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;

type StatusFilter = 'all' | 'active' | 'inactive';

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
  const { t: tc } = useTranslation('common');
  const id = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('active');
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

  function toggleActive(project: ProjectRow) {
    const deactivate = project.isActive;
    confirm({
      title: deactivate ? t('deactivate.title') : t('reactivate.title'),
      description: deactivate ? t('deactivate.description', { name: project.name }) : t('reactivate.description', { name: project.name }),
      warning: deactivate ? t('deactivate.warning') : undefined,
      danger: deactivate,
      onConfirm: async () => {
        try {
          await updateProject({ variables: { projectId: project.id, input: { isActive: !deactivate } } });
          toast.show({ severity: 'success', detail: deactivate ? t('deactivate.success', { name: project.name }) : t('reactivate.success', { name: project.name }) });
        } catch (failure) {
          const status = getErrorStatus(failure);
          const message = status === 422 || status === 404 ? getServerMessage(failure) : undefined;
          toast.show({ severity: 'error', detail: message ?? (status === 403 ? t('errors.forbiddenUpdate') : t('errors.update')) });
        }
      },
    });
  }

  const statusOptions = [
    { label: t('filters.active'), value: 'active' },
    { label: t('filters.inactive'), value: 'inactive' },
    { label: t('filters.all'), value: 'all' },
  ];

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
        <div className="field field--inline">
          <span id={`${id}-status`} className="visually-hidden">
            {t('filters.statusLabel')}
          </span>
          <SelectButton
            value={status}
            options={statusOptions}
            allowEmpty={false}
            aria-labelledby={`${id}-status`}
            onChange={(event) => {
              if (!event.value) return;
              setStatus(event.value as StatusFilter);
              setPage(1);
            }}
          />
        </div>
      </div>

      {error ? (
        <div className="error-box" role="alert">
          <Message severity="error" text={projectErrorMessage(error)} />
          <Button type="button" label={tc('actions.retry')} icon="pi pi-refresh" text onClick={() => void refetch().catch(() => undefined)} />
        </div>
      ) : null}

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
