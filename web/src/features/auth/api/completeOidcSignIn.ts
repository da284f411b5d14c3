import { graphql } from '../../../gql';

/** The provider sent the person back: code and state open the session (the gateway passes the cookie back). */
export const CompleteOidcSignInQuery = graphql(`
  query CompleteOidcSignIn($code: OidcCode!, $state: OidcState!, $iss: OidcIssuer) {
    completeOidcSignIn(code: $code, state: $state, iss: $iss) {
      ...SignInVerification
    }
  }
`);
