import { graphql } from '../../../gql';

export const RequestMagicLinkMutation = graphql(`
  mutation RequestMagicLink($input: MagicLinkRequest_Input!) {
    requestMagicLink(input: $input) {
      success
      message
    }
  }
`);
