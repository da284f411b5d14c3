import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { FormError } from '../../components/form/FormError';
import { FormField } from '../../components/form/FormField';
import { useFieldErrors } from '../../components/form/useFieldErrors';
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
  const id = useId();
  const [name, setName] = useState(defaultName);
  const [kind, setKind] = useState<TokenKind>(kinds[0] ?? 'RUN');
  const [days, setDays] = useState(String(DEFAULT_TOKEN_DAYS));
  const { fieldErrors, showFieldErrors } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [createToken, { loading }] = useMutation(CreateTokenMutation, {
    update: (cache, { data }) => {
      if (data?.createTenantToken) addToProjectTokens(cache, { tenantId, projectId }, data.createTenantToken.token);
    },
  });

  async function submit() {
    setFormError(null);
    const expiresInDays = Number(days);
    const errors: Partial<Record<Field, string>> = {};
    if (!name.trim()) errors.name = t('create.errors.nameRequired');
    if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > MAX_TOKEN_DAYS) errors.expiresInDays = t('create.errors.daysRange');
    if (showFieldErrors(errors)) return;
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

  return (
    <Form onSubmit={submit}>
      <FormField label={t('create.name')} error={fieldErrors.name}>
        {(control) => <InputText {...control} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />}
      </FormField>
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
      <FormField label={t('create.expiresInDays')} hint={t('create.expiresHint', { days: Number(days) > 0 ? Number(days) : DEFAULT_TOKEN_DAYS })} error={fieldErrors.expiresInDays}>
        {(control) => <InputText {...control} type="number" inputMode="numeric" min={1} max={MAX_TOKEN_DAYS} value={days} onChange={(event) => setDays(event.target.value)} />}
      </FormField>
      <FormError message={formError} />
      <FormActions submitLabel={submitLabel ?? t('create.submit')} submittingLabel={t('create.submitting')} submitIcon="pi pi-key" submitting={loading} onCancel={onCancel} />
    </Form>
  );
}
