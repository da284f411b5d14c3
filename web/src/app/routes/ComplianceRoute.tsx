import { lazy } from 'react';
import { useAuth } from '../../features/auth';
import { useWorkspace } from '../../features/workspace';

const CompliancePage = lazy(() => import('../../features/compliance/CompliancePage'));

/** /compliance: the selected project's compliance report; TENANT_ADMINs (session mode) get the link to change the regime. */
export default function ComplianceRoute() {
  const auth = useAuth();
  const workspace = useWorkspace();
  const project = workspace.selectedProject;
  // RequireProject guarantees a project; the tenant is implied by a token in token mode.
  if (!project) return null;
  const session = auth.authMode === 'session';
  return (
    <CompliancePage
      key={project.id}
      tenantId={session ? (workspace.selectedTenant?.id ?? null) : null}
      projectId={project.id}
      projectName={project.name}
      isTenantAdmin={session && auth.roles.includes('TENANT_ADMIN')}
    />
  );
}
