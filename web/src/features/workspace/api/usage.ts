import { graphql } from '../../../gql';

/** Units used this month against the tenant's quota (top-bar indicator). */
export const WorkspaceUsageQuery = graphql(`
  query WorkspaceUsage($tenantId: UUID, $projectId: UUID) {
    usageSummary(tenantId: $tenantId, projectId: $projectId) {
      tenantId
      month
      percent
      ...QuotaIndicator_usage
    }
  }
`);
