import { lazy } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../features/auth';
import { useWorkspace } from '../../features/workspace';
import { TENANT_ADMIN } from '../access';

const ProjectsPage = lazy(() => import('../../features/projects/ProjectsPage'));

/** /projects composed from auth and workspace: selecting a project sets the workspace project. */
export default function ProjectsRoute() {
  const auth = useAuth();
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <ProjectsPage
      tenantId={workspace.selectedTenant?.id ?? null}
      selectedProjectId={workspace.selectedProject?.id ?? null}
      canManage={auth.roles.includes(TENANT_ADMIN)}
      onSelectProject={(project) => {
        workspace.selectProject(project);
        if (from && from !== '/projects') navigate(from, { replace: true });
      }}
    />
  );
}
