import { useMutation } from '@apollo/client/react';
import { SubmitMfaCodeMutation } from '../api/submitMfaCode';
import { MfaCodeForm } from './MfaCodeForm';
import { MfaEnrollment } from './MfaEnrollment';

/** The mfa_required state (spec §4): the code of the enrolled app, or the enrolment when there is none yet. */
export function MfaChallenge({ enrolled, onVerified }: { enrolled: boolean; onVerified: () => void }) {
  const [verify] = useMutation(SubmitMfaCodeMutation, { context: { skipAuthRedirect: true, noRetry: true, requestClient: 'auth' } });
  if (!enrolled) return <MfaEnrollment onDone={onVerified} />;
  return (
    <MfaCodeForm
      allowRecoveryCode
      onSubmit={async (code) => {
        await verify({ variables: { input: { code } } });
        onVerified();
      }}
    />
  );
}
