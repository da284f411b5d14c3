import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { useToast } from '../../../components/toast';
import { failureMessage } from '../overview/failure';
import { AdminDeleteWebhookMutation, AdminUpdateWebhookMutation, AdminWebhooksQuery } from './api/webhooks';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { DeliveriesDialog } from './DeliveriesDialog';
import { WebhooksTable, type WebhookItem } from './WebhooksTable';
import './admin-webhooks.css';

/** /admin/webhooks: the tenant's webhooks; create (secret shown once), enable/disable, remove, delivery log and replay. */
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
  const webhooks = data?.webhooks?.webhooks ?? [];

  const toggle = async (webhook: WebhookItem) => {
    try {
      await update({ variables: { tenantId, webhookId: webhook.id, input: { enabled: !webhook.enabled } } });
      toast.show({ severity: 'success', detail: webhook.enabled ? t('actions.disabled') : t('actions.enabled') });
    } catch (failure) {
      toast.show({ severity: 'error', detail: t('actions.failed', { message: failureMessage(failure) }) });
    }
  };

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
      <WebhooksTable webhooks={webhooks} loading={loading && !data} onDeliveries={setViewing} onToggle={(w) => void toggle(w)} onRemove={askRemove} />
      {creating ? <CreateWebhookDialog tenantId={tenantId} onClose={() => setCreating(false)} /> : null}
      {viewing ? <DeliveriesDialog tenantId={tenantId} webhook={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}
