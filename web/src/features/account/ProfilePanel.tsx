import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { graphql } from '../../gql';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { FormField } from '../../components/form/FormField';
import { getErrorStatus, getServerMessage } from '../../lib/apollo';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileRequestInput!) {
    updateProfile(input: $input) {
      id
      name
    }
  }
`);

export interface ProfilePanelProps {
  name: string | null;
  email: string | null;
  roles: readonly string[];
  /** Token access has no profile to edit. */
  tokenMode: boolean;
  /** After a saved name (the app reloads who is signed in). */
  onSaved: () => void;
}

const ROLE_NAMES = ['TENANT_ADMIN', 'PROJECT_ADMIN', 'ANALYST', 'VIEWER'] as const;
const isRoleName = (role: string): role is (typeof ROLE_NAMES)[number] => (ROLE_NAMES as readonly string[]).includes(role);

/** Perfil: e-mail, roles (by their Portuguese names) and access, and the display name the user can change. */
export default function ProfilePanel({ name, email, roles, tokenMode, onSaved }: ProfilePanelProps) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useMutation(UpdateProfileMutation);

  async function submit() {
    setSaved(false);
    const trimmed = value.trim();
    if (!trimmed) {
      setError(t('profile.nameRequired'));
      return;
    }
    setError(null);
    try {
      await save({ variables: { input: { name: trimmed } } });
      setSaved(true);
      onSaved();
    } catch (failure) {
      const status = getErrorStatus(failure);
      setError((status !== undefined && status < 500 ? getServerMessage(failure) : undefined) ?? t('profile.failed'));
    }
  }

  return (
    <div className="settings-panel">
      <dl className="details-list">
        <dt>{t('profile.email')}</dt>
        <dd>{email ?? '—'}</dd>
        <dt>{t('profile.roles')}</dt>
        <dd>{roles.length > 0 ? roles.map((role) => (isRoleName(role) ? t(`profile.roleNames.${role}`) : role)).join(', ') : '—'}</dd>
        <dt>{t('profile.access')}</dt>
        <dd>{tokenMode ? t('profile.accessToken') : t('profile.accessSession')}</dd>
      </dl>
      {tokenMode ? (
        <p className="muted">{t('profile.tokenReadOnly')}</p>
      ) : (
        <Form onSubmit={submit}>
          <FormField label={t('profile.name')} error={error}>
            {(control) => (
              <InputText
                {...control}
                value={value}
                maxLength={120}
                onChange={(event) => {
                  setValue(event.target.value);
                  setSaved(false);
                }}
              />
            )}
          </FormField>
          <div aria-live="polite">{saved ? <Message severity="success" text={t('profile.saved')} /> : null}</div>
          <FormActions submitLabel={t('profile.save')} submittingLabel={t('profile.save')} submitIcon="pi pi-check" submitting={loading} />
        </Form>
      )}
    </div>
  );
}
