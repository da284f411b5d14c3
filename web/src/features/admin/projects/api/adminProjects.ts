import { graphql } from '../../../../gql';

/** One page of the tenant's projects for /admin/projects. */
export const AdminProjectsQuery = graphql(`
  query AdminProjects($tenantId: UUID, $page: PositiveInt!, $pageSize: PositiveInt!, $search: SearchText, $isActive: Boolean) {
    listProjects(tenantId: $tenantId, page: $page, pageSize: $pageSize, search: $search, isActive: $isActive) {
      total
      page
      pageSize
      projects {
        id
        ...AdminProject_project
      }
    }
  }
`);
