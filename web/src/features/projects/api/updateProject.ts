import { graphql } from '../../../gql';

export const UpdateProjectMutation = graphql(`
  mutation UpdateProject($projectId: UUID!, $input: UpdateProjectRequestInput!) {
    updateProject(projectId: $projectId, input: $input) {
      id
      ...ProjectsTable_project
    }
  }
`);
