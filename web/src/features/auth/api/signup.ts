import { graphql } from '../../../gql';

export const SignupMutation = graphql(`
  mutation Signup($input: SignupRequestInput!) {
    signup(input: $input) {
      success
      message
    }
  }
`);
