import { graphql } from '../../../../gql';

/** The month's units of every project against the tenant's quota. */
export const AdminUsageQuery = graphql(`
  query AdminUsage($tenantId: UUID) {
    usageSummary(tenantId: $tenantId) {
      tenantId
      month
      used
      limit
      percent
      byProject {
        projectId
        units
        scans
      }
    }
  }
`);
