import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Form } from '../../../components/form/Form';
import { EmailField } from './EmailField';
import { getServerMessage } from '../../../lib/apollo';
import { leaveAppFor } from '../../../lib/navigation';
import { StartOidcSignInMutation } from '../api/startOidcSignIn';

/** "Entrar com SSO": asks the work e-mail, whose domain picks the organization's provider, and goes there. */
export function SsoSignIn() {
  const { t } = useTranslation('sign-in');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [start, { loading }] = useMutation(StartOidcSignInMutation, { context: { requestClient: 'auth', noRetry: true } });

  if (!open) {
    return <Button type="button" label={t('sso.open')} icon="pi pi-building" outlined onClick={() => setOpen(true)} />;
  }

  async function submit() {
    const address = email.trim();
    if (!address) return;
    setError(null);
    try {
      const { data } = await start({ variables: { input: { email: address } } });
      const url = data?.startOidcSignIn?.authorizationUrl;
      if (!url) throw new Error('no authorization URL');
      leaveAppFor(url);
    } catch (failure) {
      setError(getServerMessage(failure) ?? t('sso.startError'));
    }
  }

  return (
    <Form onSubmit={submit} aria-describedby={`${id}-status`}>
      <EmailField label={t('sso.emailLabel')} hint={t('sso.emailHint')} name="sso-email" value={email} onChange={setEmail} invalid={Boolean(error)} />
      <Button type="submit" label={t('sso.submit')} icon="pi pi-sign-in" loading={loading} disabled={loading || !email.trim()} />
      <div id={`${id}-status`} aria-live="polite">
        {error ? <Message severity="error" text={error} className="form__message" /> : null}
      </div>
    </Form>
  );
}
