import { graphql } from '../../../gql';

/** Consumes a magic link; the gateway passes the session cookie back. */
export const VerifyMagicLinkQuery = graphql(`
  query VerifyMagicLink($token: LinkToken!) {
    verifyMagicLink(token: $token) {
      ...SignInVerification
    }
  }
`);
