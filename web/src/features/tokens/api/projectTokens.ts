import { graphql } from '../../../gql';

/** The viewer and run tokens of one project. */
export const ProjectTokensQuery = graphql(`
  query ProjectTokens($tenantId: UUID!, $projectId: UUID!) {
    listTenantTokens(tenantId: $tenantId, projectId: $projectId) {
      tokens {
        id
        ...TokenRow_token
      }
    }
  }
`);
