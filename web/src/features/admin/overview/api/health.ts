import { graphql } from '../../../../gql';

/** Every dependency checked for real (level=security, TENANT_ADMIN only). */
export const AdminHealthQuery = graphql(`
  query AdminHealth($tenantId: UUID) {
    health(level: SECURITY, tenantId: $tenantId) {
      status
      time
      version
      checks {
        database {
          status
          latencyMs
        }
        queue {
          status
          depth
          activeJobs
        }
        workers {
          status
          alive
          silent
          concurrency
          lastSeenAt
        }
        storage {
          status
          writable
          freeBytes
          totalBytes
          minFreeBytes
        }
        smtp {
          status
          latencyMs
          error
        }
        signingKey {
          status
          ageDays
          rotationDays
          createdAt
        }
      }
    }
  }
`);
