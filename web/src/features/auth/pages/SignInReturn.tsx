import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { AuthShell } from '../../../components/AuthShell';
import { FullScreenLoader } from '../../../components/FullScreenLoader';
import { useAuth } from '../AuthProvider';
import { MfaChallenge } from '../mfa/MfaChallenge';
import type { MagicLinkOutcome } from '../state/authService';

type View =
  | { kind: 'verifying' }
  | { kind: 'error'; message: string }
  | { kind: 'mfa'; message: string | null; enrolled: boolean; redirectTo: string };

/**
 * The page a sign-in comes back to (magic link, single sign-on): runs `complete` once, then goes
 * on, asks for the second factor (spec §4 mfa_required), or shows why it failed. `complete` is
 * null when the address carries nothing to complete; `failure` is then shown.
 */
export function SignInReturn({ complete, failure, verifying }: { complete: (() => Promise<MagicLinkOutcome>) | null; failure: string; verifying: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { completeSessionLogin } = useAuth();
  const [view, setView] = useState<View>(() => (complete ? { kind: 'verifying' } : { kind: 'error', message: failure }));

  useEffect(() => {
    if (!complete) return;
    let active = true;
    complete().then(
      (outcome) => {
        if (!active) return;
        if (outcome.kind === 'authenticated') navigate(outcome.redirectTo, { replace: true });
        else setView({ kind: 'mfa', message: outcome.message, enrolled: outcome.enrolled, redirectTo: outcome.redirectTo });
      },
      (error: unknown) => {
        if (active) setView({ kind: 'error', message: error instanceof Error && error.message ? error.message : failure });
      },
    );
    return () => {
      active = false;
    };
  }, [complete, failure, navigate]);

  if (view.kind === 'verifying') return <FullScreenLoader message={verifying} />;

  if (view.kind === 'mfa') {
    // The second factor completes the half-open session; then whoami as after any sign-in.
    const finish = () => {
      completeSessionLogin().then(
        () => navigate(view.redirectTo, { replace: true }),
        () => setView({ kind: 'error', message: failure }),
      );
    };
    return (
      <AuthShell title={t('callback.mfaTitle')}>
        <Message severity="info" text={view.message ?? t('callback.mfaDefault')} className="form__message" />
        <MfaChallenge enrolled={view.enrolled} onVerified={finish} />
        <p>
          <Link to="/login">{t('callback.backToLogin')}</Link>
        </p>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('callback.errorTitle')}>
      <Message severity="error" text={view.message} className="form__message" />
      <p>
        <Link to="/login">{t('callback.backToLogin')}</Link>
      </p>
    </AuthShell>
  );
}
