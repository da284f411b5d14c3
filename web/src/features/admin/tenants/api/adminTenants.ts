import { graphql } from '../../../../gql';

/** Route query of /admin/tenants: the caller's tenants (the page keeps those they administer). */
export const AdminTenantsQuery = graphql(`
  query AdminTenants {
    listTenants {
      tenants {
        id
        ...TenantRow_tenant
      }
    }
  }
`);
