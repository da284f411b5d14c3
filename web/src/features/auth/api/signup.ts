import { graphql } from '../../../gql';

export const SignupMutation = graphql(`
  mutation Signup($input: SignupRequest_Input!) {
    signup(input: $input) {
      success
      message
    }
  }
`);
