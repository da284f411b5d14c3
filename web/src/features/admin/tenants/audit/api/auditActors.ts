import { graphql } from '../../../../../gql';

/** The people of the tenant, removed ones included (they may have acted before): the actor filter. */
export const AdminAuditActorsQuery = graphql(`
  query AdminAuditActors($tenantId: UUID!) {
    listTenantUsers(tenantId: $tenantId, includeInactive: true, pageSize: 100) {
      total
      users {
        id
        name
        email
      }
    }
  }
`);
