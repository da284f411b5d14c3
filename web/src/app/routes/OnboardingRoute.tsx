import { lazy } from 'react';
import { getFragmentData } from '../../gql';
import { useAuth } from '../../features/auth';
import { QuotaIndicatorUsageFragment } from '../../features/quota';
import { ScanProgressPanel, ScanStatusProvider, useScanStatus } from '../../features/scans';
import { useWorkspace } from '../../features/workspace';

const OnboardingPage = lazy(() => import('../../features/onboarding/OnboardingPage'));

/** The wizard with the selected project's live scan status (subscription, polling fallback) and the quota. */
function OnboardingWithScan({ tenantId }: { tenantId: string | null }) {
  const workspace = useWorkspace();
  const { status } = useScanStatus();
  const usage = getFragmentData(QuotaIndicatorUsageFragment, workspace.usage);
  const project = workspace.selectedProject;
  return (
    <OnboardingPage
      tenantId={tenantId}
      project={project ? { id: project.id, name: project.name } : null}
      scan={status}
      scanPanel={<ScanProgressPanel />}
      quota={usage ? { percent: usage.percent, warnings: usage.warnings.filter((w): w is string => typeof w === 'string') } : null}
    />
  );
}

/** /onboarding composed from auth, workspace, scans and quota. */
export default function OnboardingRoute() {
  const auth = useAuth();
  const workspace = useWorkspace();
  const tenantId = auth.authMode === 'session' ? (workspace.selectedTenant?.id ?? null) : null;
  return (
    <ScanStatusProvider tenantId={tenantId} projectId={workspace.selectedProject?.id ?? null}>
      <OnboardingWithScan tenantId={tenantId} />
    </ScanStatusProvider>
  );
}
