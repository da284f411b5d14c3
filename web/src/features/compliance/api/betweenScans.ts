import { graphql } from '../../../gql';

/** Open findings by severity over the branch's last scans, and the median time to fix per severity. */
export const RemediationTrendQuery = graphql(`
  query RemediationTrend($tenantId: UUID, $projectId: UUID!, $branch: String) {
    remediationTrend(tenantId: $tenantId, projectId: $projectId, branch: $branch) {
      branch
      branches
      points {
        scanId
        finishedAt
        new
        fixed
        open {
          critical
          high
          medium
          low
          info
          unknown
        }
      }
      medianTimeToFix {
        severity
        fixed
        medianDays
      }
    }
  }
`);

/** Two completed scans compared by fingerprint: new, fixed and unchanged findings. */
export const CompareScansQuery = graphql(`
  query CompareScans($tenantId: UUID, $projectId: UUID!, $base: UUID!, $head: UUID!) {
    compareScans(tenantId: $tenantId, projectId: $projectId, base: $base, head: $head) {
      newCount
      fixedCount
      unchangedCount
      new {
        findingId
        rule
        severity
        file
        line
      }
      fixed {
        findingId
        rule
        severity
        file
        line
      }
      unchanged {
        findingId
        rule
        severity
        file
        line
      }
    }
  }
`);
