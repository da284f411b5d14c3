import { lazy } from 'react';
import { useWorkspace } from '../../features/workspace';

const AdminOverviewPage = lazy(() => import('../../features/admin/overview/AdminOverviewPage'));

/** /admin: the selected tenant's observability and security operations. */
export default function AdminOverviewRoute() {
  const workspace = useWorkspace();
  return <AdminOverviewPage tenantId={workspace.selectedTenant?.id ?? null} projects={workspace.projects} />;
}
