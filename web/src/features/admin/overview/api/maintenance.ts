import { graphql } from '../../../../gql';

/** Both carry confirm: "yes" (spec §5); the server refuses them without it. */
export const AdminRotateKeysMutation = graphql(`
  mutation AdminRotateKeys($tenantId: UUID) {
    rotateSigningKeys(tenantId: $tenantId, input: { confirm: "yes" }) {
      kid
      createdAt
      retiredKid
      retiredKeyValidUntil
    }
  }
`);

export const AdminClearCachesMutation = graphql(`
  mutation AdminClearCaches($tenantId: UUID) {
    clearCaches(tenantId: $tenantId, input: { confirm: "yes" }) {
      cleared
    }
  }
`);
