import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { useToast } from '../../../components/toast';
import { failureMessage } from '../overview/failure';
import { AdminDeleteWebhookMutation, AdminRotateWebhookSecretMutation, AdminTestWebhookMutation, AdminUpdateWebhookMutation, AdminWebhooksQuery } from './api/webhooks';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { DeliveriesDialog } from './DeliveriesDialog';
import { SecretDialog } from './SecretDialog';
import { WebhooksTable, type WebhookItem } from './WebhooksTable';
import './admin-webhooks.css';

/**
 * /admin/webhooks: the tenant's webhooks; create (secret shown once), test event, secret rotation (the
 * new secret shown once), enable/disable, remove, delivery log and replay.
 */
export default function AdminWebhooksPage({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('admin-webhooks');
  const toast = useToast();
  const confirm = useConfirm();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<WebhookItem | null>(null);
  const { data, error, loading } = useQuery(AdminWebhooksQuery, { variables: { tenantId } });
  const refetch = { refetchQueries: [AdminWebhooksQuery], awaitRefetchQueries: true };
  const [update] = useMutation(AdminUpdateWebhookMutation, refetch);
  const [remove] = useMutation(AdminDeleteWebhookMutation, refetch);
  const [rotate] = useMutation(AdminRotateWebhookSecretMutation, refetch);
  const [sendTest] = useMutation(AdminTestWebhookMutation);
  const [rotatedSecret, setRotatedSecret] = useState<string | null>(null);
  const webhooks = data?.webhooks?.webhooks ?? [];

  const toggle = async (webhook: WebhookItem) => {
    try {
      await update({ variables: { tenantId, webhookId: webhook.id, input: { enabled: !webhook.enabled } } });
      toast.show({ severity: 'success', detail: webhook.enabled ? t('actions.disabled') : t('actions.enabled') });
    } catch (failure) {
      toast.show({ severity: 'error', detail: t('actions.failed', { message: failureMessage(failure) }) });
    }
  };

  const test = async (webhook: WebhookItem) => {
    try {
      await sendTest({ variables: { tenantId, webhookId: webhook.id } });
      toast.show({ severity: 'success', detail: t('actions.tested', { name: webhook.name }) });
    } catch (failure) {
      toast.show({ severity: 'error', detail: t('actions.failed', { message: failureMessage(failure) }) });
    }
  };

  const askRotate = (webhook: WebhookItem) =>
    confirm({
      title: t('actions.rotateTitle', { name: webhook.name }),
      description: t('actions.rotateExplain'),
      onConfirm: async () => {
        try {
          const result = await rotate({ variables: { tenantId, webhookId: webhook.id } });
          setRotatedSecret(result.data?.rotateWebhookSecret?.secret ?? null);
        } catch (failure) {
          toast.show({ severity: 'error', detail: t('actions.failed', { message: failureMessage(failure) }) });
        }
      },
    });

  const askRemove = (webhook: WebhookItem) =>
    confirm({
      title: t('actions.removeTitle', { name: webhook.name }),
      description: t('actions.removeExplain'),
      onConfirm: async () => {
        try {
          await remove({ variables: { tenantId, webhookId: webhook.id } });
          toast.show({ severity: 'success', detail: t('actions.removed') });
        } catch (failure) {
          toast.show({ severity: 'error', detail: t('actions.failed', { message: failureMessage(failure) }) });
        }
      },
    });

  return (
    <div className="admin-webhooks" data-testid="admin-webhooks">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button type="button" icon="pi pi-plus" label={t('create')} onClick={() => setCreating(true)} />}
      />
      {error ? (
        <p className="admin-section__error" role="alert">
          {failureMessage(error)}
        </p>
      ) : null}
      <WebhooksTable webhooks={webhooks} loading={loading && !data} onDeliveries={setViewing}
        onTest={(w) => void test(w)}
        onRotate={askRotate}
        onToggle={(w) => void toggle(w)} onRemove={askRemove} />
      {creating ? <CreateWebhookDialog tenantId={tenantId} onClose={() => setCreating(false)} /> : null}
      {rotatedSecret ? <SecretDialog secret={rotatedSecret} note={t('secret.rotated')} onClose={() => setRotatedSecret(null)} /> : null}
      {viewing ? <DeliveriesDialog tenantId={tenantId} webhook={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}
