import { graphql } from '../../../gql';

/** The action plan of the scan shown (issue 29): open findings per control, fixes of the period, accepted risks. */
export const ComplianceActionPlanQuery = graphql(`
  query ComplianceActionPlan($tenantId: UUID, $projectId: UUID!, $scanId: UUID!) {
    complianceActionPlan(tenantId: $tenantId, projectId: $projectId, scanId: $scanId) {
      scanId
      branch
      regime
      periodStart
      periodEnd
      open
      overdue
      fixedTotal
      groups {
        control
        ref
        name
        summary
        findings
        overdue
        items {
          findingId
          rule
          severity
          file
          line
          state
          owner {
            id
            email
            name
          }
          ageDays
          dueAt
          overdue
        }
      }
      fixed {
        trackedId
        rule
        severity
        file
        line
        fixedAt
        fixedInScanId
        daysToFix
      }
      acceptedRisks {
        trackedId
        rule
        severity
        file
        line
        reason
        approver {
          id
          email
          name
        }
        expiresAt
      }
    }
  }
`);
