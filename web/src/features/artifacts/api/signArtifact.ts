import { graphql } from '../../../gql';

/** A short-lived download URL (path-relative to the gateway) that needs no credentials. */
export const SignArtifactMutation = graphql(`
  mutation SignArtifact($projectId: UUID!, $artifactId: UUID!) {
    signArtifact(projectId: $projectId, artifactId: $artifactId) {
      signedUrl
      expiresAt
    }
  }
`);
