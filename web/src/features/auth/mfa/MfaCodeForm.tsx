import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Form } from '../../../components/form/Form';
import { FormField } from '../../../components/form/FormField';
import { mfaErrorMessage } from './mfaErrors';

export interface MfaCodeFormProps {
  /** Recovery codes are accepted too (sign-in), not at enrolment. */
  allowRecoveryCode: boolean;
  onSubmit: (code: string) => Promise<void>;
}

/** The code of the authenticator app (or a recovery code) with its error in place. */
export function MfaCodeForm({ allowRecoveryCode, onSubmit }: MfaCodeFormProps) {
  const { t } = useTranslation('mfa');
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const typed = code.trim();
    if (!typed) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(typed);
    } catch (failure) {
      setError(mfaErrorMessage(failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} aria-describedby={`${id}-status`}>
      <FormField label={t('codeLabel')} hint={allowRecoveryCode ? t('codeHintRecovery') : t('codeHint')}>
        {(control) => (
          <InputText
            {...control}
            name="code"
            autoComplete="one-time-code"
            inputMode={allowRecoveryCode ? 'text' : 'numeric'}
            required
            maxLength={32}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" label={t('submit')} icon="pi pi-lock-open" loading={busy} disabled={busy || !code.trim()} />
      <div id={`${id}-status`} aria-live="polite">
        {error ? <Message severity="error" text={error} className="form__message" /> : null}
      </div>
    </Form>
  );
}
