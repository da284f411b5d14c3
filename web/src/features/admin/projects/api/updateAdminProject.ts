import { graphql } from '../../../../gql';

/** Name, description, environments or status; the answer updates the normalised Project in place. */
export const UpdateAdminProjectMutation = graphql(`
  mutation UpdateAdminProject($projectId: UUID!, $input: UpdateProjectRequestInput!) {
    updateProject(projectId: $projectId, input: $input) {
      id
      ...AdminProject_project
    }
  }
`);
