import { graphql } from '../../../gql';

export const CreateProjectMutation = graphql(`
  mutation CreateProject($tenantId: UUID, $input: CreateProjectRequestInput!) {
    createProject(tenantId: $tenantId, input: $input) {
      id
      name
      ...ProjectsTable_project
    }
  }
`);
