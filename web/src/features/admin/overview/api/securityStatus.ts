import { graphql } from '../../../../gql';

/** Refused requests of the last 24 hours, tokens about to expire and the signing key's age. */
export const AdminSecurityStatusQuery = graphql(`
  query AdminSecurityStatus($tenantId: UUID) {
    securityStatus(tenantId: $tenantId) {
      securityStatus {
        since
        until
        requests {
          failedSignIns
          rateLimitedSignIns
          csrfRefusals
          unauthorized
          forbidden
        }
        blockedIps {
          id
        }
        expiringTokens {
          id
          name
          kind
          prefix
          expiresAt
        }
        signingKey {
          status
          ageDays
          rotationDays
        }
      }
    }
  }
`);
