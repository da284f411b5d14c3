import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { getFragmentData } from '../../gql';
import type { TokenKind } from '../../gql/graphql';
import { CreateTokenMutation } from './api/tokenMutations';
import { TokenRowFragment } from './api/tokenFragment';
import { addToProjectTokens } from './api/tokensCache';
import { tokenErrorMessage } from './tokenErrors';

/** Spec: tokens expire after 90 days unless another validity is chosen (the contract allows 1 to 3650). */
export const DEFAULT_TOKEN_DAYS = 90;
const MAX_TOKEN_DAYS = 3650;

export interface CreatedToken {
  secret: string;
  id: string;
  name: string;
  expiresAt: string | null;
  prefix: string;
}

export interface CreateTokenFormProps {
  tenantId: string;
  projectId: string;
  /** The kinds offered; one kind hides the choice (the onboarding only makes RUN tokens). */
  kinds: readonly TokenKind[];
  defaultName?: string;
  /** The submit button's label; 'Criar token' by default. */
  submitLabel?: string;
  onCreated: (created: CreatedToken) => void;
  onCancel?: () => void;
}

type Field = 'name' | 'expiresInDays';

/** Name, kind and validity of a new token; the created token goes into the project's cached list. */
export function CreateTokenForm({ tenantId, projectId, kinds, defaultName = '', submitLabel, onCreated, onCancel }: CreateTokenFormProps) {
  const { t } = useTranslation('tokens');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [name, setName] = useState(defaultName);
  const [kind, setKind] = useState<TokenKind>(kinds[0] ?? 'RUN');
  const [days, setDays] = useState(String(DEFAULT_TOKEN_DAYS));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [createToken, { loading }] = useMutation(CreateTokenMutation, {
    update: (cache, { data }) => {
      if (data?.createTenantToken) addToProjectTokens(cache, { tenantId, projectId }, data.createTenantToken.token);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const expiresInDays = Number(days);
    const errors: Partial<Record<Field, string>> = {};
    if (!name.trim()) errors.name = t('create.errors.nameRequired');
    if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > MAX_TOKEN_DAYS) errors.expiresInDays = t('create.errors.daysRange');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      const { data } = await createToken({ variables: { tenantId, input: { name: name.trim(), projectId, kind, expiresInDays } } });
      const created = data?.createTenantToken;
      if (!created) throw new Error('no token');
      const token = getFragmentData(TokenRowFragment, created.token);
      onCreated({ secret: created.secret, id: token.id, name: token.name, prefix: token.prefix, expiresAt: token.expiresAt ?? null });
    } catch (failure) {
      setFormError(tokenErrorMessage(failure, t('create.errors.failed')));
    }
  }

  const describedBy = (field: Field, hint?: string) => [fieldErrors[field] ? `${id}-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const error = (field: Field) =>
    fieldErrors[field] ? (
      <small id={`${id}-${field}-error`} className="field__error">
        {fieldErrors[field]}
      </small>
    ) : null;

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('create.name')}</label>
        <InputText
          id={`${id}-name`}
          value={name}
          maxLength={120}
          invalid={Boolean(fieldErrors.name)}
          aria-invalid={fieldErrors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          onChange={(event) => setName(event.target.value)}
        />
        {error('name')}
      </div>
      {kinds.length > 1 ? (
        <div className="field">
          <span id={`${id}-kind`}>{t('create.kind')}</span>
          <SelectButton
            value={kind}
            options={kinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            allowEmpty={false}
            aria-labelledby={`${id}-kind`}
            onChange={(event) => {
              if (event.value) setKind(event.value as TokenKind);
            }}
          />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-days`}>{t('create.expiresInDays')}</label>
        <InputText
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TOKEN_DAYS}
          value={days}
          invalid={Boolean(fieldErrors.expiresInDays)}
          aria-invalid={fieldErrors.expiresInDays ? true : undefined}
          aria-describedby={describedBy('expiresInDays', `${id}-days-hint`)}
          onChange={(event) => setDays(event.target.value)}
        />
        <small id={`${id}-days-hint`} className="field__hint">
          {t('create.expiresHint', { days: Number(days) > 0 ? Number(days) : DEFAULT_TOKEN_DAYS })}
        </small>
        {error('expiresInDays')}
      </div>
      <div aria-live="polite">{formError ? <Message severity="error" text={formError} className="form__message" /> : null}</div>
      <div className="form__actions">
        {onCancel ? <Button type="button" label={tc('actions.cancel')} severity="secondary" outlined onClick={onCancel} disabled={loading} /> : null}
        <Button type="submit" icon="pi pi-key" label={loading ? t('create.submitting') : (submitLabel ?? t('create.submit'))} loading={loading} />
      </div>
    </form>
  );
}
