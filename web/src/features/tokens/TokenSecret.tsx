import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { CopyButton } from '../../components/CopyButton';
import { formatDate } from '../../lib/format';

export interface TokenSecretProps {
  name: string;
  secret: string;
  expiresAt: string | null | undefined;
  /** Inside a dialog whose header already names the token. */
  headingless?: boolean;
}

/** A just created or rotated token: the whole secret, shown this once, with a copy button. */
export function TokenSecret({ name, secret, expiresAt, headingless = false }: TokenSecretProps) {
  const { t } = useTranslation('tokens');
  const id = useId();
  return (
    <div className="token-secret">
      {headingless ? null : (
        <h3 id={`${id}-title`} className="token-secret__title">
          {t('secret.title', { name })}
        </h3>
      )}
      <label htmlFor={`${id}-secret`}>{t('secret.label')}</label>
      <div className="token-secret__row">
        <InputText id={`${id}-secret`} value={secret} readOnly className="token-secret__value" onFocus={(event) => event.target.select()} />
        <CopyButton text={secret} label={t('secret.copy')} done={t('secret.copied')} unavailable={t('secret.clipboardUnavailable')} />
      </div>
      <p className="token-secret__expiry">{expiresAt ? t('secret.expires', { date: formatDate(expiresAt) }) : t('secret.noExpiry')}</p>
      <Message severity="warn" text={t('secret.once')} />
    </div>
  );
}
