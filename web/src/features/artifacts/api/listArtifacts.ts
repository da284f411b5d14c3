import { graphql } from '../../../gql';

/** Route query of /artifacts: one page (24) of the project's artifacts for the filters in the URL. */
export const ArtifactsListQuery = graphql(`
  query ArtifactsList(
    $projectId: UUID!
    $page: PositiveInt!
    $pageSize: PositiveInt!
    $scanId: UUID
    $kinds: [ArtifactKind!]
    $search: SearchText
  ) {
    listArtifacts(projectId: $projectId, page: $page, pageSize: $pageSize, scanId: $scanId, kinds: $kinds, search: $search) {
      total
      page
      pageSize
      items {
        id
        ...ArtifactRow_artifact
      }
    }
  }
`);
