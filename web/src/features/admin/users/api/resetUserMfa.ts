import { graphql } from '../../../../gql';

/** Removes a member's second factor (lost phone); audited by the control plane. */
export const ResetUserMfaMutation = graphql(`
  mutation ResetUserMfa($tenantId: UUID!, $userId: UUID!) {
    resetUserMfa(tenantId: $tenantId, userId: $userId) {
      success
    }
  }
`);
