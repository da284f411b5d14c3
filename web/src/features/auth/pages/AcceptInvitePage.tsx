import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { AuthShell } from '../../../components/AuthShell';
import { getErrorStatus, getServerMessage } from '../../../lib/apollo';
import { AcceptInviteMutation } from '../api/acceptInvite';
import { useAuth } from '../AuthProvider';
import { AuthFooterLink } from './AuthFooterLink';
import { SignInReturn } from './SignInReturn';
import type { MagicLinkOutcome } from '../state/authService';

/**
 * Accepts an invitation (?token): name → acceptInvite → whoami → /welcome; when the tenant asks for a
 * second factor (or the person has one), the code first, as after a magic link (spec §4 mfa_required).
 */
export default function AcceptInvitePage() {
  const { t } = useTranslation('sign-in');
  const { t: ta } = useTranslation('auth');
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { completeInvite } = useAuth();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(token ? null : t('invite.invalid'));
  const [accept, { loading }] = useMutation(AcceptInviteMutation, { context: { skipAuthRedirect: true, requestClient: 'auth' } });
  const [finishing, setFinishing] = useState(false);
  const [secondFactor, setSecondFactor] = useState<(() => Promise<MagicLinkOutcome>) | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    setError(null);
    let accepted;
    try {
      accepted = (await accept({ variables: { input: name.trim() ? { token, name: name.trim() } : { token } } })).data?.acceptInvite;
    } catch (failure) {
      const status = getErrorStatus(failure);
      setError(status === 400 || status === 422 ? (getServerMessage(failure) ?? t('invite.invalid')) : t('invite.failed'));
      return;
    }
    if (!accepted) {
      setError(t('invite.failed'));
      return;
    }
    if (accepted.requiresMFA) {
      // The session is half-open: the sign-in return page asks for the code (or the enrolment) and goes on.
      setSecondFactor(() => () => completeInvite(accepted));
      return;
    }
    setFinishing(true);
    try {
      const outcome = await completeInvite(accepted);
      navigate(outcome.redirectTo, { replace: true });
    } catch {
      setFinishing(false);
      setError(t('invite.failed'));
    }
  }

  if (secondFactor) return <SignInReturn complete={secondFactor} failure={t('invite.failed')} verifying={ta('callback.verifying')} />;

  return (
    <AuthShell
      title={t('invite.title')}
      subtitle={t('invite.subtitle')}
      footer={<AuthFooterLink to="/login" label={ta('callback.backToLogin')} />}
    >
      {token ? (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('invite.nameLabel')}</label>
            <InputText id={`${id}-name`} name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} maxLength={120} />
          </div>
          <Button type="submit" label={t('invite.submit')} icon="pi pi-check" loading={loading || finishing} disabled={loading || finishing} />
        </form>
      ) : null}
      <div aria-live="polite">{error ? <Message severity="error" text={error} className="form__message" /> : null}</div>
    </AuthShell>
  );
}
