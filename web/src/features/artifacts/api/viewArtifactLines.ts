import { graphql } from '../../../gql';

/** One page of an artifact's lines with their numbers: the text viewer. */
export const ArtifactLinesQuery = graphql(`
  query ArtifactLines($projectId: UUID!, $artifactId: UUID!, $page: PositiveInt!, $pageSize: PositiveInt!) {
    viewArtifact(projectId: $projectId, artifactId: $artifactId, mode: LINES, page: $page, pageSize: $pageSize) {
      page
      pageSize
      totalLines
      lines {
        number
        text
        truncated
      }
    }
  }
`);
