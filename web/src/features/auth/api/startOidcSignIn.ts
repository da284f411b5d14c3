import { graphql } from '../../../gql';

/** Single sign-on: the provider's authorization URL for the tenant of this e-mail's domain. */
export const StartOidcSignInMutation = graphql(`
  mutation StartOidcSignIn($input: OidcStartRequestInput!) {
    startOidcSignIn(input: $input) {
      authorizationUrl
    }
  }
`);
