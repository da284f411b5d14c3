import { lazy } from 'react';
import { useAuth } from '../../features/auth';
import { useWorkspace } from '../../features/workspace';
import { TENANT_ADMIN } from '../access';

const AdminSuppressionsPage = lazy(() => import('../../features/admin/tenants/suppressions/AdminSuppressionsPage'));

/** /admin/tenants/suppressions: every suppression of one administered tenant (the selected one by default). */
export default function AdminSuppressionsRoute() {
  const auth = useAuth();
  const workspace = useWorkspace();
  const adminTenantIds = auth.memberships.filter((m) => m.roles.includes(TENANT_ADMIN)).map((m) => m.tenantId);
  return <AdminSuppressionsPage adminTenantIds={adminTenantIds} defaultTenantId={workspace.selectedTenant?.id ?? null} />;
}
