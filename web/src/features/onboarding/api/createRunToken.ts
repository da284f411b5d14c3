import { graphql } from '../../../gql';

/** A RUN_ token of the project for the CI secret; the secret comes back once. */
export const CreateRunTokenMutation = graphql(`
  mutation OnboardingCreateRunToken($tenantId: UUID!, $input: CreateTokenRequestInput!) {
    createTenantToken(tenantId: $tenantId, input: $input) {
      secret
      token {
        id
        name
        prefix
        projectId
        expiresAt
      }
    }
  }
`);
