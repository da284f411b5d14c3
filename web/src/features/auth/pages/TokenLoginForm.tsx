import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Form } from '../../../components/form/Form';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { useAuth } from '../AuthProvider';

/** Token login (spec §5): a viewer or run token, validated then verified by the server. */
export function TokenLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  // The error shows under the button, and describes the field too.
  const errorId = `${useId()}-error`;
  const { loginWithToken } = useAuth();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit() {
    setError(null);
    setLoading(true);
    try {
      await loginWithToken(token);
      onSuccess();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('token.errors.failed'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Form onSubmit={submit}>
      <FormField label={t('token.label')} hint={t('token.hint')} describedBy={errorId}>
        {(control) => <InputText {...control} type="password" name="token" autoComplete="off" spellCheck={false} value={token} onChange={(event) => setToken(event.target.value)} aria-invalid={error ? true : undefined} />}
      </FormField>
      <Button type="submit" label={t('token.submit')} icon="pi pi-key" loading={loading} disabled={loading || !token.trim()} />
      <FormError id={errorId} message={error} />
    </Form>
  );
}
