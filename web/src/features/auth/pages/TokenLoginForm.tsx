import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useAuth } from '../AuthProvider';

/** Token login (spec §5): a viewer or run token, validated then verified by the server. */
export function TokenLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const { loginWithToken } = useAuth();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
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
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-token`}>{t('token.label')}</label>
        <InputText
          id={`${id}-token`}
          type="password"
          name="token"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={error ? true : undefined}
        />
        <small id={`${id}-hint`} className="field__hint">
          {t('token.hint')}
        </small>
      </div>
      <Button type="submit" label={t('token.submit')} icon="pi pi-key" loading={loading} disabled={loading || !token.trim()} />
      <div id={`${id}-error`} aria-live="polite">
        {error ? <Message severity="error" text={error} className="form__message" /> : null}
      </div>
    </form>
  );
}
