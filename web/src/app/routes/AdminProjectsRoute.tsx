import { CreateProjectDialog } from '../../features/projects';
import { AdminProjectsPage } from '../../features/admin/projects/AdminProjectsPage';
import { ProjectTokens } from '../../features/tokens';
import { useWorkspace } from '../../features/workspace';

/** /admin/projects composed from admin, projects (create dialog), tokens and the workspace's tenant. */
export default function AdminProjectsRoute() {
  const tenantId = useWorkspace().selectedTenant?.id ?? null;
  return (
    <AdminProjectsPage
      tenantId={tenantId}
      renderTokens={(project) => <ProjectTokens tenantId={project.tenantId} projectId={project.id} projectName={project.name} />}
      renderCreateDialog={(slot) => <CreateProjectDialog tenantId={tenantId} {...slot} />}
    />
  );
}
