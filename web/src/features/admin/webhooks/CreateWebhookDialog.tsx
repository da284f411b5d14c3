import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { MinimumSeverity, OutboundEvent } from '../../../gql/graphql';
import { failureMessage } from '../overview/failure';
import { AdminCreateWebhookMutation, AdminWebhooksQuery } from './api/webhooks';
import { EventChoices } from './EventChoices';
import { SecretDialog } from './SecretDialog';

export interface CreateWebhookDialogProps {
  tenantId: string | null;
  onClose: () => void;
}

/** Creates a webhook, then shows its signing secret this once (the API never returns it again). */
export function CreateWebhookDialog({ tenantId, onClose }: CreateWebhookDialogProps) {
  const { t } = useTranslation('admin-webhooks');
  const ids = { name: useId(), url: useId(), urlHint: useId(), error: useId() };
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<OutboundEvent[]>(['SCAN_FAILED', 'GATE_FAILED']);
  const [minSeverity, setMinSeverity] = useState<MinimumSeverity>('HIGH');
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [create, { loading }] = useMutation(AdminCreateWebhookMutation, { refetchQueries: [AdminWebhooksQuery], awaitRefetchQueries: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !url.trim() || events.length === 0) {
      setProblem(t('form.required'));
      return;
    }
    setProblem(null);
    try {
      const result = await create({ variables: { tenantId, input: { name: name.trim(), url: url.trim(), events, minSeverity } } });
      setSecret(result.data?.createWebhook?.secret ?? null);
    } catch (failure) {
      setProblem(t('form.failed', { message: failureMessage(failure) }));
    }
  };

  if (secret) return <SecretDialog secret={secret} onClose={onClose} />;

  return (
    <Dialog visible onHide={onClose} header={t('form.title')} modal style={{ width: 'min(34rem, 95vw)' }}>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate aria-describedby={problem ? ids.error : undefined}>
        <div className="admin-field">
          <label htmlFor={ids.name} className="admin-field__label">
            {t('form.name')}
          </label>
          <InputText id={ids.name} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} aria-required />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.url} className="admin-field__label">
            {t('form.url')}
          </label>
          <InputText id={ids.url} type="url" value={url} onChange={(e) => setUrl(e.target.value)} maxLength={2000} aria-required aria-describedby={ids.urlHint} autoComplete="off" />
          <small id={ids.urlHint} className="admin-muted">
            {t('form.urlHint')}
          </small>
        </div>
        <EventChoices events={events} onEvents={setEvents} minSeverity={minSeverity} onMinSeverity={setMinSeverity} />
        {problem ? (
          <p id={ids.error} className="admin-field__error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="webhooks-dialog__actions">
          <Button type="button" label={t('form.cancel')} outlined onClick={onClose} />
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={loading} />
        </div>
      </form>
    </Dialog>
  );
}
