import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { PageHeader } from '../../../components/PageHeader';
import { LazyMessage } from '../../../components/LazyMessage';
import { useConfirm } from '../../../components/confirm';
import { useToast } from '../../../components/toast';
import { getErrorStatus } from '../../../lib/apollo';
import { useUrlState } from '../../../lib/url-state/useUrlState';
import { applyFilterChange, userFiltersUrl, USERS_PAGE_SIZE } from './filters';
import { UserFiltersBar } from './UserFiltersBar';
import { UsersTable } from './UsersTable';
import { displayName, type UserItem } from './UserRow';
import { useUsersList } from './useUsersList';
import { BatchBar } from './BatchBar';
import { InviteDialog } from './InviteDialog';
import { PendingInvites } from './PendingInvites';
import { EditUserDialog, UpdateTenantUserMutation } from './EditUserDialog';
import type { ProjectOption } from './RoleFields';
import { userUpdateError } from './userErrors';
import { ResetUserMfaMutation } from './api/resetUserMfa';
import './admin-users.css';

export interface AdminUsersPageProps {
  tenantId: string;
  /** The tenant's projects, for project names and project roles. */
  projects: readonly ProjectOption[];
}

/** /admin/users: the tenant's users with search and role filter in the URL, invitations, edits, removal and batch actions. */
export default function AdminUsersPage({ tenantId, projects }: AdminUsersPageProps) {
  const { t } = useTranslation('admin-users');
  const { t: tc } = useTranslation('common');
  const toast = useToast();
  const confirm = useConfirm();
  const [filters, change] = useUrlState(userFiltersUrl, applyFilterChange);
  const list = useUsersList(tenantId, filters);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<UserItem | null>(null);
  const [update] = useMutation(UpdateTenantUserMutation);
  const [resetMfa] = useMutation(ResetUserMfaMutation);
  const projectNames = useMemo(() => new Map(projects.map((project) => [project.id, project.name])), [projects]);

  const toggle = (user: UserItem) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(user.id)) next.delete(user.id);
      else next.add(user.id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => {
      const allOn = list.users.length > 0 && list.users.every((user) => current.has(user.id));
      const next = new Set(current);
      for (const user of list.users) {
        if (allOn) next.delete(user.id);
        else next.add(user.id);
      }
      return next;
    });

  const setActive = async (user: UserItem, isActive: boolean) => {
    try {
      await update({ variables: { tenantId, userId: user.id, input: { isActive } } });
      toast.show({ severity: 'success', detail: isActive ? t('edit.success') : t('remove.success') });
    } catch (failure) {
      toast.show({ severity: 'error', detail: userUpdateError(failure, t('edit.error')) });
    }
  };

  const remove = (user: UserItem) =>
    confirm({
      title: t('remove.title'),
      description: t('remove.description', { name: displayName(user) }),
      warning: t('remove.warning'),
      danger: true,
      onConfirm: () => setActive(user, false),
    });

  const resetSecondFactor = (user: UserItem) =>
    confirm({
      title: t('resetMfa.title'),
      description: t('resetMfa.description', { name: displayName(user) }),
      warning: t('resetMfa.warning'),
      danger: true,
      onConfirm: async () => {
        try {
          await resetMfa({ variables: { tenantId, userId: user.id } });
          toast.show({ severity: 'success', detail: t('resetMfa.success', { name: displayName(user) }) });
        } catch (failure) {
          toast.show({ severity: 'error', detail: userUpdateError(failure, t('resetMfa.error')) });
        }
      },
    });

  const loadError = list.error ? (getErrorStatus(list.error) === 403 ? t('errors.forbidden') : t('errors.load')) : null;

  return (
    <div className="page admin-users" data-testid="admin-users">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button type="button" label={t('invite.open')} icon="pi pi-user-plus" onClick={() => setInviting(true)} />}
      />

      <UserFiltersBar filters={filters} change={change} />

      {selected.size > 0 ? (
        <BatchBar
          tenantId={tenantId}
          selected={[...selected]}
          onClear={() => setSelected(new Set())}
          onDone={(changed) =>
            setSelected((current) => new Set([...current].filter((userId) => !changed.includes(userId))))
          }
        />
      ) : null}

      {loadError ? (
        <div className="error-box" role="alert" data-testid="users-error">
          <LazyMessage severity="error" text={loadError} />
          <Button type="button" label={tc('actions.retry')} icon="pi pi-refresh" text onClick={list.retry} />
        </div>
      ) : null}

      {!loadError && !list.loaded && list.loading ? (
        <p role="status" className="muted">
          {t('table.loading')}
        </p>
      ) : null}

      {!loadError && list.loaded ? (
        <UsersTable
          users={list.users}
          total={list.total}
          page={filters.page}
          pageSize={USERS_PAGE_SIZE}
          loading={list.loading}
          selected={selected}
          projectNames={projectNames}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onPage={(page) => change({ type: 'page', page })}
          onEdit={setEditing}
          onRemove={remove}
          onReactivate={(user) => void setActive(user, true)}
          onResetMfa={resetSecondFactor}
        />
      ) : null}

      <PendingInvites tenantId={tenantId} />

      <InviteDialog
        visible={inviting}
        tenantId={tenantId}
        projects={projects}
        onHide={() => setInviting(false)}
        onInvited={() => toast.show({ severity: 'success', detail: t('invite.success') })}
      />
      {editing ? <EditUserDialog key={editing.id} tenantId={tenantId} user={editing} projects={projects} onHide={() => setEditing(null)} /> : null}
    </div>
  );
}
