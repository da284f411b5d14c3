import { graphql } from '../../../../../gql';

/** The project filter of /admin/tenants/suppressions: the chosen tenant's projects (first 100), inactive ones included. */
export const AdminSuppressionProjectsQuery = graphql(`
  query AdminSuppressionProjects($tenantId: UUID!) {
    listProjects(tenantId: $tenantId, page: 1, pageSize: 100) {
      projects {
        id
        name
        isActive
      }
    }
  }
`);
