import { graphql } from '../../../gql';

export const CreateProjectMutation = graphql(`
  mutation CreateProject($tenantId: UUID, $input: CreateProjectRequest_Input!) {
    createProject(X_Tenant_ID: $tenantId, input: $input) {
      id
      name
      ...ProjectsTable_project
    }
  }
`);
