import { graphql } from '../../../gql';

export const RequestMagicLinkMutation = graphql(`
  mutation RequestMagicLink($input: MagicLinkRequestInput!) {
    requestMagicLink(input: $input) {
      success
      message
    }
  }
`);
