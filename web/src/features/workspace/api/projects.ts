import { graphql } from '../../../gql';

/** Projects offered by the project selector (first 100 of the tenant). */
export const WorkspaceProjectsQuery = graphql(`
  query WorkspaceProjects($tenantId: UUID) {
    listProjects(tenantId: $tenantId, page: 1, pageSize: 100) {
      total
      projects {
        id
        tenantId
        name
        isActive
      }
    }
  }
`);
