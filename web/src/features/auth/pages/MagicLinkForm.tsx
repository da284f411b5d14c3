import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Form } from '../../../components/form/Form';
import { EmailField } from './EmailField';
import { RequestMagicLinkMutation } from '../api/requestMagicLink';
import { safeRedirect } from '../state/authService';

/** Magic-link form: e-mail → 'Enviar link de acesso'. */
export function MagicLinkForm({ redirectTo }: { redirectTo?: string | null }) {
  const { t } = useTranslation('sign-in');
  const id = useId();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [requestLink, { loading }] = useMutation(RequestMagicLinkMutation, { context: { requestClient: 'auth' } });

  async function submit() {
    const address = email.trim();
    if (!address) return;
    setFailed(false);
    setSentTo(null);
    try {
      const target = safeRedirect(redirectTo);
      await requestLink({ variables: { input: target ? { email: address, redirectTo: target } : { email: address } } });
      setSentTo(address);
    } catch {
      setFailed(true);
    }
  }

  return (
    <Form onSubmit={submit} aria-describedby={`${id}-status`}>
      <EmailField label={t('magicLink.emailLabel')} name="email" value={email} onChange={setEmail} invalid={failed} />
      <Button type="submit" label={t('magicLink.submit')} icon="pi pi-envelope" loading={loading} disabled={loading || !email.trim()} />
      <div id={`${id}-status`} aria-live="polite">
        {sentTo ? <Message severity="success" text={t('magicLink.sent', { email: sentTo })} className="form__message" /> : null}
        {failed ? <Message severity="error" text={t('magicLink.error')} className="form__message" /> : null}
      </div>
    </Form>
  );
}
