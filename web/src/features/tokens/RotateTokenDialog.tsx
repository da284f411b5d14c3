import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { FormDialog } from '../../components/form/FormDialog';
import { FormField } from '../../components/form/FormField';
import { getFragmentData } from '../../gql';
import { RotateTokenMutation } from './api/tokenMutations';
import { TokenRowFragment } from './api/tokenFragment';
import { tokenErrorMessage } from './tokenErrors';
import type { CreatedToken } from './CreateTokenForm';
import type { TokenRow } from './TokensTable';

const MAX_GRACE_HOURS = 168;

export interface RotateTokenDialogProps {
  tenantId: string;
  /** The token to rotate; null: closed. */
  token: TokenRow | null;
  onHide: () => void;
  onRotated: (rotated: CreatedToken) => void;
}

/** Rotation with an optional grace period (0 by default: the current secret stops at once). */
export function RotateTokenDialog({ tenantId, token, onHide, onRotated }: RotateTokenDialogProps) {
  const { t } = useTranslation('tokens');
  const [hours, setHours] = useState('0');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The answer updates the normalised token in place (new prefix, rotatedAt, grace).
  const [rotate, { loading }] = useMutation(RotateTokenMutation);

  function close() {
    setHours('0');
    setFieldError(null);
    setFormError(null);
    onHide();
  }

  async function submit() {
    if (!token) return;
    const gracePeriodHours = Number(hours);
    if (!Number.isInteger(gracePeriodHours) || gracePeriodHours < 0 || gracePeriodHours > MAX_GRACE_HOURS) {
      setFieldError(t('rotate.errors.graceRange'));
      return;
    }
    setFieldError(null);
    setFormError(null);
    try {
      const { data } = await rotate({ variables: { tenantId, tokenId: token.id, input: { gracePeriodHours } } });
      const rotated = data?.rotateTenantToken;
      if (!rotated) throw new Error('no token');
      const row = getFragmentData(TokenRowFragment, rotated.token);
      setHours('0');
      onRotated({ secret: rotated.secret, id: row.id, name: row.name, prefix: row.prefix, expiresAt: row.expiresAt ?? null });
    } catch (failure) {
      setFormError(tokenErrorMessage(failure, t('rotate.errors.failed')));
    }
  }

  const header = token ? t('rotate.title', { name: token.name }) : '';
  return (
    <FormDialog visible={token !== null} header={header} width="32rem" submitLabel={t('rotate.submit')} submitIcon="pi pi-sync" submitting={loading} error={formError} onSubmit={submit} onHide={close}>
      <p>{t('rotate.description')}</p>
      <FormField label={t('rotate.graceHours')} hint={t('rotate.graceHint')} error={fieldError}>
        {(control) => <InputText {...control} type="number" inputMode="numeric" min={0} max={MAX_GRACE_HOURS} value={hours} onChange={(event) => setHours(event.target.value)} />}
      </FormField>
    </FormDialog>
  );
}
