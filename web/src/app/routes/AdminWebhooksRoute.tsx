import { lazy } from 'react';
import { useWorkspace } from '../../features/workspace';

const AdminWebhooksPage = lazy(() => import('../../features/admin/webhooks/AdminWebhooksPage'));

/** /admin/webhooks: the selected tenant's webhooks and their delivery logs. */
export default function AdminWebhooksRoute() {
  const workspace = useWorkspace();
  return <AdminWebhooksPage tenantId={workspace.selectedTenant?.id ?? null} />;
}
