import { lazy } from 'react';
import { ScanProgressPanel, useScanStatus } from '../../features/scans';
import { useAuth } from '../../features/auth';
import { useWorkspace } from '../../features/workspace';
import { canRunOnboarding } from '../access';

const DashboardPage = lazy(() => import('../../features/dashboard/DashboardPage'));

/** /dashboard: the project's findings with the live scan panel of the layout's scan status. */
export default function DashboardRoute() {
  const auth = useAuth();
  const workspace = useWorkspace();
  const { completedScanId } = useScanStatus();
  const project = workspace.selectedProject;
  // RequireProject guarantees a project; the tenant is implied by a token in token mode.
  if (!project) return null;
  return (
    <div className="page-stack">
      <ScanProgressPanel />
      <DashboardPage
        key={project.id}
        tenantId={auth.authMode === 'session' ? (workspace.selectedTenant?.id ?? null) : null}
        projectId={project.id}
        projectName={project.name}
        completedScanId={completedScanId}
        offerOnboarding={canRunOnboarding(auth.authMode, auth.roles)}
      />
    </div>
  );
}
