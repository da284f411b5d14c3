import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
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
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [hours, setHours] = useState('0');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The answer updates the normalised token in place (new prefix, rotatedAt, grace).
  const [rotate, { loading }] = useMutation(RotateTokenMutation);

  function close() {
    if (loading) return;
    setHours('0');
    setFieldError(null);
    setFormError(null);
    onHide();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
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

  return (
    <Dialog visible={token !== null} onHide={close} header={token ? t('rotate.title', { name: token.name }) : ''} modal closable={!loading} style={{ width: 'min(32rem, 95vw)' }}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('rotate.description')}</p>
        <div className="field">
          <label htmlFor={`${id}-hours`}>{t('rotate.graceHours')}</label>
          <InputText
            id={`${id}-hours`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_GRACE_HOURS}
            value={hours}
            invalid={Boolean(fieldError)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-hours-hint ${id}-hours-error` : `${id}-hours-hint`}
            onChange={(event) => setHours(event.target.value)}
          />
          <small id={`${id}-hours-hint`} className="field__hint">
            {t('rotate.graceHint')}
          </small>
          {fieldError ? (
            <small id={`${id}-hours-error`} className="field__error">
              {fieldError}
            </small>
          ) : null}
        </div>
        <div aria-live="polite">{formError ? <Message severity="error" text={formError} className="form__message" /> : null}</div>
        <div className="form__actions">
          <Button type="button" label={tc('actions.cancel')} severity="secondary" outlined onClick={close} disabled={loading} />
          <Button type="submit" icon="pi pi-sync" label={loading ? tc('actions.processing') : t('rotate.submit')} loading={loading} />
        </div>
      </form>
    </Dialog>
  );
}
