import { graphql } from '../../../../../gql';

/** Route query of /admin/tenants/suppressions: one page of the tenant's suppressions for the filters. */
export const AdminSuppressionsQuery = graphql(`
  query AdminSuppressions($tenantId: UUID!, $projectId: UUID, $kind: SuppressionKind, $q: SuppressionSearchText, $page: PositiveInt!, $pageSize: PositiveInt!) {
    listSuppressions(tenantId: $tenantId, projectId: $projectId, kind: $kind, q: $q, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      suppressions {
        trackedId
        kind
        projectName
        branch
        rule
        severity
        file
        line
        reason
        since
        author {
          id
          name
          email
        }
        tokenName
        commitSha
        riskExpiresAt
      }
    }
  }
`);
