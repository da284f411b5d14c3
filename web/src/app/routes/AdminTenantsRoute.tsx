import { lazy } from 'react';
import { useAuth } from '../../features/auth';
import { useWorkspace } from '../../features/workspace';
import { TENANT_ADMIN } from '../access';

const AdminTenantsPage = lazy(() => import('../../features/admin/tenants/AdminTenantsPage'));

/** /admin/tenants composed from auth and workspace: the tenants the user administers. */
export default function AdminTenantsRoute() {
  const auth = useAuth();
  const workspace = useWorkspace();
  const adminTenantIds = auth.memberships.filter((m) => m.roles.includes(TENANT_ADMIN)).map((m) => m.tenantId);
  return (
    <AdminTenantsPage
      adminTenantIds={adminTenantIds}
      currentTenantId={workspace.selectedTenant?.id ?? null}
      // whoami lists the new membership (TENANT_ADMIN of the created tenant).
      onTenantCreated={() => void auth.refreshSession()}
    />
  );
}
