import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { AuthShell } from '../../../components/AuthShell';
import { getErrorStatus, getServerMessage } from '../../../lib/apollo';
import { SignupMutation } from '../api/signup';

type Field = 'name' | 'email' | 'tenantName';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', tenantName: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [signup, { loading }] = useMutation(SignupMutation, { context: { requestClient: 'auth' } });

  function validate(): Partial<Record<Field, string>> {
    const errors: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) errors.name = t('signup.errors.nameRequired');
    if (!values.email.trim()) errors.email = t('signup.errors.emailRequired');
    if (values.tenantName.trim().length < 2) errors.tenantName = t('signup.errors.tenantRequired');
    return errors;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const errors = validate();
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await signup({ variables: { input: { name: values.name.trim(), email: values.email.trim(), tenantName: values.tenantName.trim() } } });
      setSentTo(values.email.trim());
    } catch (failure) {
      const status = getErrorStatus(failure);
      setError(status === 422 || status === 429 ? (getServerMessage(failure) ?? t('signup.errors.failed')) : t('signup.errors.failed'));
    }
  }

  const field = (name: Field, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{t(`signup.fields.${name}`)}</label>
      <InputText
        id={`${id}-${name}`}
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? `${id}-${name}-error` : undefined}
        invalid={Boolean(fieldErrors[name])}
      />
      {fieldErrors[name] ? (
        <small id={`${id}-${name}-error`} className="field__error">
          {fieldErrors[name]}
        </small>
      ) : null}
    </div>
  );

  return (
    <AuthShell
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <p>
          {t('signup.haveAccount')} <Link to="/login">{t('signup.loginLink')}</Link>
        </p>
      }
    >
      {sentTo ? (
        <Message severity="success" text={t('signup.success', { email: sentTo })} className="form__message" />
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          {field('name', 'text', 'name')}
          {field('email', 'email', 'email')}
          {field('tenantName', 'text', 'organization')}
          <Button type="submit" label={t('signup.submit')} icon="pi pi-user-plus" loading={loading} disabled={loading} />
          <div aria-live="polite">{error ? <Message severity="error" text={error} className="form__message" /> : null}</div>
        </form>
      )}
    </AuthShell>
  );
}
