import { graphql } from '../../../gql';

/** The caller's second factor (also answered to a half-open session). */
export const MfaStatusQuery = graphql(`
  query MfaStatus {
    getMfaStatus {
      enrolled
      required
      sessionVerified
      recoveryCodesRemaining
    }
  }
`);
