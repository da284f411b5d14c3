import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { CopyButton } from '../../../components/CopyButton';

/** A signing secret shown this once (at creation or after a rotation): the API never returns it again. */
export function SecretDialog({ secret, note, onClose }: { secret: string; note?: string; onClose: () => void }) {
  const { t } = useTranslation('admin-webhooks');
  return (
    <Dialog visible onHide={onClose} header={t('secret.title')} modal style={{ width: 'min(34rem, 95vw)' }}>
      <p role="status">{t('secret.once')}</p>
      {note ? <p>{note}</p> : null}
      <p>
        <code className="webhooks-secret" data-testid="webhook-secret">
          {secret}
        </code>
      </p>
      <div className="webhooks-dialog__actions">
        <CopyButton text={secret} label={t('secret.copy')} done={t('secret.copied')} unavailable={t('secret.unavailable')} />
        <Button type="button" label={t('secret.done')} onClick={onClose} />
      </div>
      <p className="admin-muted">{t('secret.docs')}</p>
    </Dialog>
  );
}
