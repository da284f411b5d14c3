import { lazy } from 'react';
import { useAuth } from '../../features/auth';
import { useWorkspace } from '../../features/workspace';
import { TENANT_ADMIN } from '../access';

const AdminAuditPage = lazy(() => import('../../features/admin/tenants/audit/AdminAuditPage'));

/** /admin/tenants/audit: the audit log of one administered tenant (the selected one by default). */
export default function AdminAuditRoute() {
  const auth = useAuth();
  const workspace = useWorkspace();
  const adminTenantIds = auth.memberships.filter((m) => m.roles.includes(TENANT_ADMIN)).map((m) => m.tenantId);
  return <AdminAuditPage adminTenantIds={adminTenantIds} defaultTenantId={workspace.selectedTenant?.id ?? null} />;
}
