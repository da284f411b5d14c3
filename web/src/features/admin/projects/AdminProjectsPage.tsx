import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { PageHeader } from '../../../components/PageHeader';
import { useToast } from '../../../components/toast';
import { FilterBar } from '../../../components/FilterBar';
import { LoadError } from '../../../components/LoadError';
import { StatusFilter, type StatusFilterValue } from '../../../components/project-list/StatusFilter';
import { useToggleProjectActive } from '../../../components/project-list/useToggleProjectActive';
import type { ProjectListKey } from '../../../components/project-list/projectListText';
import { projectListVariables } from '../../../components/project-list/filters';
import { getFragmentData } from '../../../gql';
import { useFreshOptions } from '../../../lib/apollo';
import { projectErrorMessage } from '../../../lib/error-messages';
import { useUrlState } from '../../../lib/url-state/useUrlState';
import { AdminProjectFragment } from './api/adminProjectFragment';
import { AdminProjectsQuery } from './api/adminProjects';
import { UpdateAdminProjectMutation } from './api/updateAdminProject';
import { AdminProjectsTable, type AdminProjectRow } from './AdminProjectsTable';
import { EditProjectDialog } from './EditProjectDialog';
import { ProjectDetails } from './ProjectDetails';
import { adminProjectsUrl, applyAdminProjectsChange } from './filters';
import './admin-projects.css';

/** Page size (spec §9). */
const PAGE_SIZE = 20;
/** The status choices of /admin/projects, in their order. */
const STATUS_ORDER: readonly StatusFilterValue[] = ['all', 'active', 'inactive'];

export interface ProjectRef {
  id: string;
  name: string;
  tenantId: string;
}

export interface CreateProjectSlot {
  visible: boolean;
  onHide: () => void;
  onCreated: (project: { id: string; name: string }) => void;
}

export interface AdminProjectsPageProps {
  tenantId: string | null;
  /** The project's tokens panel (tokens feature), composed by the app. */
  renderTokens: (project: ProjectRef) => ReactNode;
  /** The create-project dialog (projects feature, spec §5 messages), composed by the app. */
  renderCreateDialog: (slot: CreateProjectSlot) => ReactNode;
}

/** /admin/projects: the tenant's projects with search and status, create, edit, (de)activate, access and tokens. */
export function AdminProjectsPage({ tenantId, renderTokens, renderCreateDialog }: AdminProjectsPageProps) {
  const { t } = useTranslation('admin-projects');
  const toast = useToast();
  const text = (key: ProjectListKey, values?: { name: string }) => t(key, values);
  const [filters, change] = useUrlState(adminProjectsUrl, applyAdminProjectsChange);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminProjectRow | null>(null);
  const setManagedId = (project: string | null) => change({ type: 'open', project });

  const variables = useMemo(() => projectListVariables(tenantId, filters, PAGE_SIZE), [tenantId, filters]);
  const fresh = useFreshOptions(AdminProjectsQuery, variables, 'admin');
  const { data, previousData, loading, error, refetch } = useQuery(AdminProjectsQuery, { variables, ...fresh, skip: !tenantId });
  const list = data?.listProjects ?? previousData?.listProjects;
  const projects = useMemo(() => getFragmentData(AdminProjectFragment, list?.projects ?? []), [list]);
  const managed = projects.find((project) => project.id === filters.project) ?? null;
  // A status change moves the project between filtered lists: those lists are dropped and refetched.
  const [updateProject] = useMutation(UpdateAdminProjectMutation, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'listProjects' });
      cache.gc();
    },
  });

  const toggleActive = useToggleProjectActive({
    text,
    update: (projectId, isActive) => updateProject({ variables: { projectId, input: { isActive } } }),
  });

  if (!tenantId) return <Message severity="warn" text={t('noTenant')} />;

  return (
    <div className="page admin-projects">
      <PageHeader title={t('title')} description={t('description')} actions={<Button type="button" label={t('actions.create')} icon="pi pi-plus" onClick={() => setCreating(true)} />} />

      <FilterBar
        search={{ value: filters.q, onSearch: (q) => change({ type: 'search', q }), label: t('filters.searchLabel'), placeholder: t('filters.searchPlaceholder'), className: 'field field--inline', testId: 'admin-projects-search' }}
        after={<StatusFilter value={filters.status} order={STATUS_ORDER} text={text} onChange={(status) => change({ type: 'status', status })} />}
      />

      {error ? <LoadError message={projectErrorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} /> : null}

      <AdminProjectsTable
        projects={projects}
        loading={loading && !list}
        total={list?.total ?? 0}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => change({ type: 'page', page })}
        onEdit={setEditing}
        onManage={(project) => setManagedId(project.id)}
        onToggleActive={toggleActive}
      />

      {managed ? (
        <ProjectDetails
          key={managed.id}
          project={managed}
          tokens={renderTokens({ id: managed.id, name: managed.name, tenantId: managed.tenantId })}
          onClose={() => setManagedId(null)}
        />
      ) : null}

      {editing ? (
        <EditProjectDialog
          project={editing}
          onHide={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            toast.show({ severity: 'success', detail: t('edit.success', { name }) });
          }}
        />
      ) : null}

      {renderCreateDialog({
        visible: creating,
        onHide: () => setCreating(false),
        onCreated: (project) => {
          toast.show({ severity: 'success', detail: t('created', { name: project.name }) });
          setManagedId(project.id);
        },
      })}
    </div>
  );
}
