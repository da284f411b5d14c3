import { graphql } from '../../../../gql';

/** A project as /admin/projects shows and edits it. */
export const AdminProjectFragment = graphql(`
  fragment AdminProject_project on Project {
    id
    tenantId
    name
    description
    environments
    isActive
    createdAt
  }
`);
