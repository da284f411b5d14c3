import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMessage } from '../../components/LazyMessage';
import { useWorkspace } from '../../features/workspace';

const AdminUsersPage = lazy(() => import('../../features/admin/users/AdminUsersPage'));

/** /admin/users composed from the workspace: the selected tenant and its projects. */
export default function AdminUsersRoute() {
  const { t } = useTranslation('admin-users');
  const workspace = useWorkspace();
  const tenantId = workspace.selectedTenant?.id;
  if (!tenantId) return <LazyMessage severity="warn" text={t('errors.noTenant')} />;
  return <AdminUsersPage key={tenantId} tenantId={tenantId} projects={workspace.projects} />;
}
