import { graphql } from '../../../gql';

export const AcceptInviteMutation = graphql(`
  mutation AcceptInvite($input: AcceptInviteRequestInput!) {
    acceptInvite(input: $input) {
      success
      user {
        id
        name
        email
      }
    }
  }
`);
