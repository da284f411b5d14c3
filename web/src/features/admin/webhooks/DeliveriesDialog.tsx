import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { PlainTable } from '../../../components/PlainTable';
import { useToast } from '../../../components/toast';
import { formatDate, formatNumber } from '../../../lib/format';
import { failureMessage } from '../overview/failure';
import { AdminReplayDeliveryMutation, AdminWebhookDeliveriesQuery } from './api/deliveries';
import { DELIVERY_EVENT_LABELS } from '../../../lib/outboundEvents';

const STATUS_SEVERITY = { PENDING: 'info', SUCCEEDED: 'success', FAILED: 'danger' } as const;

export interface DeliveriesDialogProps {
  tenantId: string | null;
  webhook: { id: string; name: string };
  onClose: () => void;
}

/** A webhook's delivery log (status, response, time, attempts, error) with "Reenviar" per delivery. */
export function DeliveriesDialog({ tenantId, webhook, onClose }: DeliveriesDialogProps) {
  const { t } = useTranslation('admin-webhooks');
  const toast = useToast();
  const variables = { tenantId, webhookId: webhook.id };
  // Pending deliveries move on their own: ask again every few seconds while the dialog is open.
  const { data, error, loading } = useQuery(AdminWebhookDeliveriesQuery, { variables, pollInterval: 5000, fetchPolicy: 'cache-and-network' });
  const [replay] = useMutation(AdminReplayDeliveryMutation, { refetchQueries: [{ query: AdminWebhookDeliveriesQuery, variables }], awaitRefetchQueries: true });
  const deliveries = data?.webhookDeliveries?.deliveries ?? [];

  const doReplay = async (deliveryId: string) => {
    try {
      await replay({ variables: { ...variables, deliveryId } });
      toast.show({ severity: 'success', detail: t('deliveries.replayed') });
    } catch (failure) {
      toast.show({ severity: 'error', detail: t('deliveries.replayFailed', { message: failureMessage(failure) }) });
    }
  };

  const columns = ['when', 'event', 'status', 'response', 'duration', 'attempts', 'error'].map((column) => t(`deliveries.${column}` as 'deliveries.when'));
  return (
    <Dialog visible onHide={onClose} header={t('deliveries.title', { name: webhook.name })} modal style={{ width: 'min(64rem, 98vw)' }}>
      {error ? (
        <p className="admin-section__error" role="alert">
          {failureMessage(error)}
        </p>
      ) : null}
      <PlainTable
        className="admin-table"
        testId="webhook-deliveries"
        loading={loading && !data}
        caption={t('deliveries.table')}
        empty={t('deliveries.empty')}
        columns={[...columns, <span key="replay" className="visually-hidden">{t('deliveries.replay')}</span>]}
      >
        {deliveries.map((delivery) => (
          <tr key={delivery.id} data-testid="webhook-delivery-row">
            <th scope="row">
              {formatDate(delivery.createdAt, true)}
              {delivery.replayOf ? <span className="admin-muted"> ({t('deliveries.replayOf')})</span> : null}
            </th>
            <td>{t(`events.${DELIVERY_EVENT_LABELS[delivery.event]}`)}</td>
            <td>
              <Tag value={t(`deliveries.${delivery.status}`)} severity={STATUS_SEVERITY[delivery.status]} />
            </td>
            <td>{delivery.responseStatus ?? t('deliveries.noResponse')}</td>
            <td>{delivery.durationMs === null || delivery.durationMs === undefined ? '' : t('deliveries.milliseconds', { value: formatNumber(delivery.durationMs) })}</td>
            <td>
              <span>{formatNumber(delivery.attempts)}</span>
              <ul className="webhooks-attempts">
                {delivery.attemptLog.map((attempt) => (
                  <li key={attempt.attempt}>
                    {t('deliveries.attemptLog', {
                      attempt: attempt.attempt,
                      result: attempt.responseStatus ?? t('deliveries.noResponse'),
                      duration: formatNumber(attempt.durationMs),
                    })}
                  </li>
                ))}
              </ul>
            </td>
            <td>{delivery.error ?? ''}</td>
            <td>
              <Button
                type="button"
                size="small"
                outlined
                icon="pi pi-replay"
                label={t('deliveries.replay')}
                aria-label={t('deliveries.replayLabel', { when: formatDate(delivery.createdAt, true) })}
                onClick={() => void doReplay(delivery.id)}
              />
            </td>
          </tr>
        ))}
      </PlainTable>
      <div className="webhooks-dialog__actions">
        <Button type="button" label={t('deliveries.close')} onClick={onClose} />
      </div>
    </Dialog>
  );
}
