import { graphql } from '../../../../gql';

/** Rename, quota, regime and soft removal (isActive); the normalised Tenant updates every view. */
export const UpdateTenantMutation = graphql(`
  mutation AdminUpdateTenant($tenantId: UUID!, $input: UpdateTenantRequestInput!) {
    updateTenant(tenantId: $tenantId, input: $input) {
      id
      name
      ...TenantRow_tenant
    }
  }
`);
