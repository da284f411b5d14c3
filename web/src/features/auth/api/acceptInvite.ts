import { graphql } from '../../../gql';

export const AcceptInviteMutation = graphql(`
  mutation AcceptInvite($input: AcceptInviteRequest_Input!) {
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
