import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql';

/** What a row of /admin/tenants shows; mutations select it too, so the cache updates every view. */
export const TenantRowFragment = graphql(`
  fragment TenantRow_tenant on Tenant {
    id
    name
    isActive
    quotaUnits
    bacenRegime
    mfaPolicy
    riskAcceptanceMaxDays
    slaDays {
      critical
      high
      medium
      low
    }
    createdAt
  }
`);

export type TenantRow = ResultOf<typeof TenantRowFragment>;
export type Regime = NonNullable<TenantRow['bacenRegime']>;
export const REGIMES: readonly Regime[] = ['CMN_4893', 'BCB_85'];
export type MfaPolicy = NonNullable<TenantRow['mfaPolicy']>;
export const MFA_POLICIES: readonly MfaPolicy[] = ['OFF', 'ADMINS', 'EVERYONE'];
