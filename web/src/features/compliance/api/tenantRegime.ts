import { graphql } from '../../../gql';

/** The tenants with their Banco Central regime (normalised by id with the workspace's list). */
export const ComplianceTenantRegimeQuery = graphql(`
  query ComplianceTenantRegime {
    listTenants {
      tenants {
        id
        bacenRegime
      }
    }
  }
`);

/** TENANT_ADMIN: the regime new scans cite. */
export const UpdateTenantRegimeMutation = graphql(`
  mutation ComplianceUpdateTenantRegime($tenantId: UUID!, $bacenRegime: ComplianceRegime!) {
    updateTenant(tenantId: $tenantId, input: { bacenRegime: $bacenRegime }) {
      id
      bacenRegime
    }
  }
`);
