import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { useToast } from '../../../components/toast';
import { UrlSearchBox } from '../../../components/UrlSearchBox';
import { getFragmentData } from '../../../gql';
import { getErrorStatus, getServerMessage, useFreshOptions } from '../../../lib/apollo';
import { projectErrorMessage } from '../../../lib/error-messages';
import { useUrlState } from '../../../lib/url-state/useUrlState';
import { AdminProjectFragment } from './api/adminProjectFragment';
import { AdminProjectsQuery } from './api/adminProjects';
import { UpdateAdminProjectMutation } from './api/updateAdminProject';
import { AdminProjectsTable, type AdminProjectRow } from './AdminProjectsTable';
import { EditProjectDialog } from './EditProjectDialog';
import { ProjectDetails } from './ProjectDetails';
import { adminProjectsUrl, applyAdminProjectsChange, listVariables, type StatusFilter } from './filters';
import './admin-projects.css';

/** Page size and search debounce (spec §9). */
const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 500;

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
  const { t: tc } = useTranslation('common');
  const id = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const [filters, change] = useUrlState(adminProjectsUrl, applyAdminProjectsChange);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminProjectRow | null>(null);
  const setManagedId = (project: string | null) => change({ type: 'open', project });

  const variables = useMemo(() => listVariables(tenantId, filters, PAGE_SIZE), [tenantId, filters]);
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

  function toggleActive(project: AdminProjectRow) {
    const deactivate = project.isActive;
    confirm({
      title: deactivate ? t('deactivate.title') : t('reactivate.title'),
      description: deactivate ? t('deactivate.description', { name: project.name }) : t('reactivate.description', { name: project.name }),
      warning: deactivate ? t('deactivate.warning') : undefined,
      confirmLabel: deactivate ? t('deactivate.confirm') : t('reactivate.confirm'),
      danger: deactivate,
      onConfirm: async () => {
        try {
          await updateProject({ variables: { projectId: project.id, input: { isActive: !deactivate } } });
          toast.show({ severity: 'success', detail: deactivate ? t('deactivate.success', { name: project.name }) : t('reactivate.success', { name: project.name }) });
        } catch (failure) {
          const code = getErrorStatus(failure);
          const message = code === 422 || code === 404 ? getServerMessage(failure) : undefined;
          toast.show({ severity: 'error', detail: message ?? (code === 403 ? t('errors.forbiddenUpdate') : t('errors.update')) });
        }
      },
    });
  }

  if (!tenantId) return <Message severity="warn" text={t('noTenant')} />;

  return (
    <div className="page admin-projects">
      <PageHeader title={t('title')} description={t('description')} actions={<Button type="button" label={t('actions.create')} icon="pi pi-plus" onClick={() => setCreating(true)} />} />

      <div className="toolbar" role="search">
        <UrlSearchBox
          value={filters.q}
          onSearch={(q) => change({ type: 'search', q })}
          label={t('filters.searchLabel')}
          placeholder={t('filters.searchPlaceholder')}
          maxLength={200}
          debounceMs={SEARCH_DEBOUNCE_MS}
          className="field field--inline"
          testId="admin-projects-search"
        />
        <div className="field field--inline">
          <span id={`${id}-status`} className="visually-hidden">
            {t('filters.statusLabel')}
          </span>
          <SelectButton
            value={filters.status}
            options={[
              { label: t('filters.all'), value: 'all' },
              { label: t('filters.active'), value: 'active' },
              { label: t('filters.inactive'), value: 'inactive' },
            ]}
            allowEmpty={false}
            aria-labelledby={`${id}-status`}
            onChange={(event) => {
              if (!event.value) return;
              change({ type: 'status', status: event.value as StatusFilter });
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
