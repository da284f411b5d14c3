import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { graphql } from '../../gql';
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

/** Perfil: e-mail, roles and access, and the display name the user can change. */
export default function ProfilePanel({ name, email, roles, tokenMode, onSaved }: ProfilePanelProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [value, setValue] = useState(name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useMutation(UpdateProfileMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
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
        <dd>{roles.length > 0 ? roles.join(', ') : '—'}</dd>
        <dt>{t('profile.access')}</dt>
        <dd>{tokenMode ? t('profile.accessToken') : t('profile.accessSession')}</dd>
      </dl>
      {tokenMode ? (
        <p className="muted">{t('profile.tokenReadOnly')}</p>
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('profile.name')}</label>
            <InputText
              id={`${id}-name`}
              value={value}
              maxLength={120}
              invalid={Boolean(error)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                setSaved(false);
              }}
            />
            {error ? (
              <small id={`${id}-error`} className="field__error">
                {error}
              </small>
            ) : null}
          </div>
          <div aria-live="polite">{saved ? <Message severity="success" text={t('profile.saved')} /> : null}</div>
          <div className="form__actions">
            <Button type="submit" label={t('profile.save')} icon="pi pi-check" loading={loading} />
          </div>
        </form>
      )}
    </div>
  );
}
