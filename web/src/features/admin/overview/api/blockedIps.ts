import { graphql } from '../../../../gql';

/** Addresses and CIDR blocks this tenant's administrators blocked (expired ones left out). */
export const AdminBlockedIpsQuery = graphql(`
  query AdminBlockedIps($tenantId: UUID) {
    blockedIps(tenantId: $tenantId) {
      blockedIps {
        id
        ip
        reason
        createdAt
        createdBy
        expiresAt
      }
    }
  }
`);

export const AdminBlockIpMutation = graphql(`
  mutation AdminBlockIp($tenantId: UUID, $ip: IpOrCidr!, $reason: BlockReason!, $expiresAt: DateTime) {
    blockIp(tenantId: $tenantId, input: { ip: $ip, reason: $reason, expiresAt: $expiresAt }) {
      id
      ip
    }
  }
`);

export const AdminUnblockIpMutation = graphql(`
  mutation AdminUnblockIp($tenantId: UUID, $ip: IpOrCidr!) {
    unblockIp(tenantId: $tenantId, input: { ip: $ip }) {
      success
    }
  }
`);
