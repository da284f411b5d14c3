import { graphql } from '../../../../gql';

/** Who reaches the project, and with which project role (TENANT_ADMINs reach every project). */
export const ProjectMembersQuery = graphql(`
  query AdminProjectMembers($projectId: UUID!) {
    listProjectMembers(projectId: $projectId) {
      projectId
      members {
        userId
        name
        email
        role
        access
      }
    }
  }
`);
