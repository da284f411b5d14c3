import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { InlineLoader } from '../../../components/FullScreenLoader';
import { StartMfaEnrollmentMutation } from '../api/startMfaEnrollment';
import { ConfirmMfaEnrollmentMutation } from '../api/confirmMfaEnrollment';
import { MfaCodeForm } from './MfaCodeForm';
import { mfaErrorMessage } from './mfaErrors';
import './mfa.css';

const AUTH_CONTEXT = { skipAuthRedirect: true, noRetry: true, requestClient: 'auth' } as const;

/**
 * Enrolment of an authenticator app: the QR code (and the secret to type), the first code, then the
 * 10 recovery codes shown once; `onDone` when the person has saved them.
 */
export function MfaEnrollment({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mfa');
  const [start, started] = useMutation(StartMfaEnrollmentMutation, { context: AUTH_CONTEXT });
  const [confirm] = useMutation(ConfirmMfaEnrollmentMutation, { context: AUTH_CONTEXT });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return (
      <div className="mfa-enrollment" data-testid="mfa-recovery-codes">
        <Message severity="success" text={t('enrolled')} className="form__message" />
        <p>{t('recoveryIntro')}</p>
        <ol className="mfa-recovery-codes">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <Button type="button" label={t('savedCodes')} icon="pi pi-check" onClick={onDone} />
      </div>
    );
  }

  const enrollment = started.data?.startMfaEnrollment;
  if (!enrollment) {
    // Started on request (each start replaces the unconfirmed secret, so never twice by itself).
    if (started.loading) return <InlineLoader message={t('preparing')} />;
    return (
      <div className="mfa-enrollment">
        {started.error ? <Message severity="error" text={mfaErrorMessage(started.error)} className="form__message" /> : null}
        <Button type="button" label={t('start')} icon="pi pi-mobile" onClick={() => void start().catch(() => undefined)} />
      </div>
    );
  }

  return (
    <div className="mfa-enrollment">
      <p>{t('scanIntro')}</p>
      <img className="mfa-qr" src={enrollment.qrCode} alt={t('qrAlt')} width={200} height={200} />
      <p>
        {t('secretIntro')} <code data-testid="mfa-secret">{enrollment.secret}</code>
      </p>
      <MfaCodeForm
        allowRecoveryCode={false}
        onSubmit={async (code) => {
          const { data } = await confirm({ variables: { input: { code } } });
          setRecoveryCodes(data?.confirmMfaEnrollment?.recoveryCodes ?? []);
        }}
      />
    </div>
  );
}
