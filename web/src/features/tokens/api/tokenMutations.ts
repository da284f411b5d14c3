import { graphql } from '../../../gql';

/** A new token; its secret comes back this once. */
export const CreateTokenMutation = graphql(`
  mutation CreateProjectToken($tenantId: UUID!, $input: CreateTokenRequestInput!) {
    createTenantToken(tenantId: $tenantId, input: $input) {
      secret
      token {
        id
        ...TokenRow_token
      }
    }
  }
`);

/** A new secret for the token; the old one keeps working only for the grace period asked. */
export const RotateTokenMutation = graphql(`
  mutation RotateProjectToken($tenantId: UUID!, $tokenId: UUID!, $input: RotateTokenRequestInput!) {
    rotateTenantToken(tenantId: $tenantId, tokenId: $tokenId, input: $input) {
      secret
      token {
        id
        ...TokenRow_token
      }
    }
  }
`);

/** Revocation (isActive=false): the token stops at once, its grace period too. */
export const RevokeTokenMutation = graphql(`
  mutation RevokeProjectToken($tenantId: UUID!, $tokenId: UUID!) {
    updateTenantToken(tenantId: $tenantId, tokenId: $tokenId, input: { isActive: false }) {
      id
      ...TokenRow_token
    }
  }
`);
