import { graphql } from '../../../gql';

/** The manual alternative: the ready curl command that uploads the current directory. */
export const OnboardingCurlQuery = graphql(`
  query OnboardingCurlCommand($tenantId: UUID, $projectId: UUID) {
    scanCurlCommand(tenantId: $tenantId, projectId: $projectId) {
      command
    }
  }
`);
