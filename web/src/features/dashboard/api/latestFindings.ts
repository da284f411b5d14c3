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
    $severity: queryInput_latestFindings_severity
    $q: queryInput_latestFindings_q
    $sortBy: FindingSortField
    $sortOrder: SortOrder
  ) {
    latestFindings(
      X_Tenant_ID: $tenantId
      X_Project_ID: $projectId
      page: $page
      page_size: $pageSize
      severity: $severity
      q: $q
      sort_by: $sortBy
      sort_order: $sortOrder
    ) {
      scanId
      scanFinishedAt
      page
      pageSize
      summary {
        ...DashboardSummary_summary
      }
      findings {
        id
        ...FindingsTable_finding
      }
    }
  }
`);
