import { graphql } from '../../../gql';

/** What a row of the artifacts list shows (and what the viewer and the actions need). */
export const ArtifactRowFragment = graphql(`
  fragment ArtifactRow_artifact on Artifact {
    id
    kind
    name
    contentType
    sizeBytes
    scanId
    createdAt
  }
`);
