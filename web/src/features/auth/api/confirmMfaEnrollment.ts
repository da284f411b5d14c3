import { graphql } from '../../../gql';

/** The first code confirms the enrolment; the 10 recovery codes come back once. */
export const ConfirmMfaEnrollmentMutation = graphql(`
  mutation ConfirmMfaEnrollment($input: MfaCodeRequestInput!) {
    confirmMfaEnrollment(input: $input) {
      recoveryCodes
    }
  }
`);
