import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { getFragmentData } from '../../gql';
import { useAuth } from '../../features/auth';
import { CreateProjectDialog } from '../../features/projects';
import { QuotaIndicatorUsageFragment } from '../../features/quota';
import { ScanProgressPanel, ScanStatusProvider, useScanStatus } from '../../features/scans';
import { useWorkspace } from '../../features/workspace';
import { onboardingTokenSlots } from './onboardingTokenSlots';

const OnboardingPage = lazy(() => import('../../features/onboarding/OnboardingPage'));

/** The tenant's first project, created from the wizard and selected in the workspace. */
function NewProject({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('projects');
  const workspace = useWorkspace();
  const [open, setOpen] = useState(false);
  if (!tenantId) return null;
  return (
    <>
      <Button type="button" icon="pi pi-plus" label={t('create.open')} onClick={() => setOpen(true)} />
      <CreateProjectDialog
        visible={open}
        tenantId={tenantId}
        onHide={() => setOpen(false)}
        onCreated={(project) => {
          setOpen(false);
          workspace.selectProject({ id: project.id, name: project.name, tenantId });
        }}
      />
    </>
  );
}

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
      projectSetup={<NewProject tenantId={tenantId} />}
      tokens={onboardingTokenSlots}
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
