import { graphql } from '../../../gql';

/** Accepting proves the e-mail as a magic link does: the answer may ask for the second factor first. */
export const AcceptInviteMutation = graphql(`
  mutation AcceptInvite($input: AcceptInviteRequestInput!) {
    acceptInvite(input: $input) {
      success
      requiresMFA
      mfaEnrolled
      message
      user {
        id
        name
        email
      }
    }
  }
`);
