import { graphql } from '../../../gql';

/** What the tokens table shows of a token (never its secret). */
export const TokenRowFragment = graphql(`
  fragment TokenRow_token on ApiToken {
    id
    projectId
    name
    kind
    prefix
    status
    isActive
    createdByName
    createdAt
    lastUsedAt
    expiresAt
    rotatedAt
    previousSecretExpiresAt
  }
`);
