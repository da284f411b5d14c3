import { graphql } from '../../../gql';

/** Checks the viewer or run token sent as bearer. */
export const VerifyTokenQuery = graphql(`
  query VerifyToken {
    verifyToken {
      valid
      kind
      projectId
      projectName
      tenantId
      expiresAt
    }
  }
`);
