import { graphql } from '../../../gql';

/** A new TOTP secret with its QR code, answered once. */
export const StartMfaEnrollmentMutation = graphql(`
  mutation StartMfaEnrollment {
    startMfaEnrollment {
      secret
      otpauthUrl
      qrCode
    }
  }
`);
