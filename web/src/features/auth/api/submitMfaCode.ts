import { graphql } from '../../../gql';

/** A TOTP or recovery code completes a half-open session (or checks an older one). */
export const SubmitMfaCodeMutation = graphql(`
  mutation SubmitMfaCode($input: MfaCodeRequestInput!) {
    submitMfaCode(input: $input) {
      success
      usedRecoveryCode
      recoveryCodesRemaining
    }
  }
`);
