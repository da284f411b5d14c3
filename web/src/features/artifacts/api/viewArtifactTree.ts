import { graphql } from '../../../gql';

/** One JSON node (by JSON Pointer) of an artifact with one page of its children: the tree viewer. */
export const ArtifactTreeQuery = graphql(`
  query ArtifactTree($projectId: UUID!, $artifactId: UUID!, $path: JsonPointer!, $page: PositiveInt!, $pageSize: PositiveInt!) {
    viewArtifact(projectId: $projectId, artifactId: $artifactId, mode: TREE, path: $path, page: $page, pageSize: $pageSize) {
      path
      page
      pageSize
      totalChildren
      node {
        pointer
        key
        index
        type
        size
        value
        truncated
      }
      children {
        pointer
        key
        index
        type
        size
        value
        truncated
      }
    }
  }
`);
