export { ProjectsPage, PROJECTS_PAGE_SIZE } from './ProjectsPage';
export type { ProjectsPageProps } from './ProjectsPage';
