export { ProjectsPage, PROJECTS_PAGE_SIZE } from './ProjectsPage';
export type { ProjectsPageProps } from './ProjectsPage';
export { CreateProjectDialog } from './CreateProjectDialog';
export type { CreateProjectDialogProps } from './CreateProjectDialog';
