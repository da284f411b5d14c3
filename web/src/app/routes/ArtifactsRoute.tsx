import { lazy } from 'react';
import { useWorkspace } from '../../features/workspace';

const ArtifactsPage = lazy(() => import('../../features/artifacts/ArtifactsPage'));

/** /artifacts: the selected project's scan artifacts. */
export default function ArtifactsRoute() {
  const project = useWorkspace().selectedProject;
  // RequireProject guarantees a project.
  if (!project) return null;
  return <ArtifactsPage key={project.id} projectId={project.id} projectName={project.name} />;
}
