import { graphql } from '../../../gql';

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      success
    }
  }
`);
