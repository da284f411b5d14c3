import { graphql } from '../../../gql';

/** The signed-in user, their session, tenant memberships and the CSRF token. */
export const WhoamiQuery = graphql(`
  query Whoami {
    whoami {
      csrfToken
      user {
        id
        name
        email
        role
        roles
        tenantId
        projectIds
        projectRoles {
          projectId
          role
        }
        isActive
      }
      session {
        id
        authMode
        expiresAt
      }
      tenants {
        tenantId
        tenantName
        roles
      }
    }
  }
`);
