import { graphql } from '../../../gql';

/**
 * Route query of /dashboard: one page (50) of the latest scan's findings for the filters in the
 * URL, with the summary of the same filter. Rows and summary are described by their fragments.
 */
export const DashboardFindingsQuery = graphql(`
  query DashboardFindings(
    $tenantId: UUID
    $projectId: UUID
    $page: PositiveInt!
    $pageSize: PositiveInt!
    $severity: [Severity!]
    $state: [FindingState!]
    $newOnly: Boolean
    $overdueOnly: Boolean
    $assignedToMe: Boolean
    $q: SearchText
    $sortBy: FindingSortField
    $sortOrder: SortOrder
  ) {
    latestFindings(
      tenantId: $tenantId
      projectId: $projectId
      page: $page
      pageSize: $pageSize
      severity: $severity
      state: $state
      newOnly: $newOnly
      overdueOnly: $overdueOnly
      assignedToMe: $assignedToMe
      q: $q
      sortBy: $sortBy
      sortOrder: $sortOrder
    ) {
      scanId
      scanFinishedAt
      page
      pageSize
      summary {
        ...DashboardSummary_summary
      }
      tracking {
        ...ScanComparison_tracking
      }
      findings {
        id
        ...FindingsTable_finding
      }
    }
  }
`);
