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
