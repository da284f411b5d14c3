import { graphql } from '../../../gql';

/** What a sign-in callback answers, by magic link or single sign-on: the session is opened (the gateway passes the cookie back) or a second factor is asked. */
export const SignInVerificationFragment = graphql(`
  fragment SignInVerification on MagicLinkVerification {
    success
    requiresMFA
    mfaEnrolled
    userId
    message
    redirectTo
    user {
      id
      name
      email
    }
  }
`);
