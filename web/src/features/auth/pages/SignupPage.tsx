import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { AuthShell } from '../../../components/AuthShell';
import { Form } from '../../../components/form/Form';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { useFieldErrors } from '../../../components/form/useFieldErrors';
import { getErrorStatus, getServerMessage } from '../../../lib/apollo';
import { SignupMutation } from '../api/signup';
import { AuthFooterLink } from './AuthFooterLink';

type Field = 'name' | 'email' | 'tenantName';

export default function SignupPage() {
  const { t } = useTranslation('sign-in');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', tenantName: '' });
  const { fieldErrors, showFieldErrors } = useFieldErrors<Field>();
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

  async function submit() {
    setError(null);
    const errors = validate();
    if (showFieldErrors(errors)) return;
    try {
      await signup({ variables: { input: { name: values.name.trim(), email: values.email.trim(), tenantName: values.tenantName.trim() } } });
      setSentTo(values.email.trim());
    } catch (failure) {
      const status = getErrorStatus(failure);
      setError(status === 422 || status === 429 ? (getServerMessage(failure) ?? t('signup.errors.failed')) : t('signup.errors.failed'));
    }
  }

  const field = (name: Field, type: string, autoComplete: string) => (
    <FormField label={t(`signup.fields.${name}`)} error={fieldErrors[name]}>
      {(control) => (
        <InputText
          {...control}
          type={type}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <AuthShell
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={<AuthFooterLink lead={t('signup.haveAccount')} to="/login" label={t('signup.loginLink')} />}
    >
      {sentTo ? (
        <Message severity="success" text={t('signup.success', { email: sentTo })} className="form__message" />
      ) : (
        <Form onSubmit={submit}>
          {field('name', 'text', 'name')}
          {field('email', 'email', 'email')}
          {field('tenantName', 'text', 'organization')}
          <Button type="submit" label={t('signup.submit')} icon="pi pi-user-plus" loading={loading} disabled={loading} />
          <FormError message={error} />
        </Form>
      )}
    </AuthShell>
  );
}
