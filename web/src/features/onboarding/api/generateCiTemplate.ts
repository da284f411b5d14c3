import { graphql } from '../../../gql';

/** The pipeline file for the chosen platform, triggers and failOn. */
export const GenerateCiTemplateMutation = graphql(`
  mutation OnboardingGenerateCiTemplate($input: CiTemplateRequestInput!) {
    generateCiTemplate(input: $input) {
      platform
      path
      content
      secretName
      zipFileName
      instructions
    }
  }
`);
