import { graphql } from '../../../gql';

/** Route query of /projects: one page of projects, rows described by the table's fragment. */
export const ProjectsPageQuery = graphql(`
  query ProjectsPage($tenantId: UUID, $page: PositiveInt!, $pageSize: PositiveInt!, $search: SearchText, $isActive: Boolean) {
    listProjects(tenantId: $tenantId, page: $page, pageSize: $pageSize, search: $search, isActive: $isActive) {
      total
      page
      pageSize
      projects {
        id
        ...ProjectsTable_project
      }
    }
  }
`);
