import { graphql } from '../../../gql';

export const WorkspaceTenantsQuery = graphql(`
  query WorkspaceTenants {
    listTenants {
      tenants {
        id
        name
        isActive
      }
    }
  }
`);
