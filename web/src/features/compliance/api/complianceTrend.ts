import { graphql } from '../../../gql';

/**
 * Scores of the project's last completed scans, oldest first: the trend chart and the scan
 * selector (the latest point is the default scan).
 */
export const ComplianceTrendQuery = graphql(`
  query ComplianceTrend($tenantId: UUID, $projectId: UUID!, $limit: PositiveInt) {
    complianceTrend(tenantId: $tenantId, projectId: $projectId, limit: $limit) {
      projectId
      points {
        scanId
        finishedAt
        regime
        totalFindings
        scores {
          lgpd
          bacen
          security
          open_finance
          overall
        }
      }
    }
  }
`);
