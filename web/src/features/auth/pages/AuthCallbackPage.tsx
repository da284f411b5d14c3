import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { AuthShell } from '../../../components/AuthShell';
import { FullScreenLoader } from '../../../components/FullScreenLoader';
import { useAuth } from '../AuthProvider';
import { MfaChallenge } from '../mfa/MfaChallenge';

type View =
  | { kind: 'verifying' }
  | { kind: 'error'; message: string }
  | { kind: 'mfa'; message: string | null; enrolled: boolean; redirectTo: string };

/** Magic-link return page (spec §2/§4): verifies ?token and opens the session. */
export default function AuthCallbackPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { completeMagicLink, completeSessionLogin } = useAuth();
  const [view, setView] = useState<View>(() => (token ? { kind: 'verifying' } : { kind: 'error', message: t('callback.invalid') }));

  useEffect(() => {
    if (!token) return;
    let active = true;
    completeMagicLink(token).then(
      (outcome) => {
        if (!active) return;
        if (outcome.kind === 'authenticated') navigate(outcome.redirectTo, { replace: true });
        else setView({ kind: 'mfa', message: outcome.message, enrolled: outcome.enrolled, redirectTo: outcome.redirectTo });
      },
      (error: unknown) => {
        if (active) setView({ kind: 'error', message: error instanceof Error && error.message ? error.message : t('callback.invalid') });
      },
    );
    return () => {
      active = false;
    };
  }, [token, completeMagicLink, navigate, t]);

  if (view.kind === 'verifying') return <FullScreenLoader message={t('callback.verifying')} />;

  if (view.kind === 'mfa') {
    // The second factor completes the half-open session; then whoami as after any sign-in.
    const finish = () => {
      completeSessionLogin().then(
        () => navigate(view.redirectTo, { replace: true }),
        () => setView({ kind: 'error', message: t('callback.invalid') }),
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
