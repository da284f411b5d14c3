import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { MiddleTruncate } from '../../../components/MiddleTruncate';
import { PlainTable } from '../../../components/PlainTable';
import type { AdminWebhooksQuery as Result } from '../../../gql/graphql';
import { EVENT_LABELS } from '../../../lib/outboundEvents';
import { formatDate } from '../../../lib/format';

export type WebhookItem = NonNullable<NonNullable<Result['webhooks']>['webhooks']>[number];

export interface WebhooksTableProps {
  webhooks: readonly WebhookItem[];
  loading: boolean;
  onDeliveries: (webhook: WebhookItem) => void;
  onTest: (webhook: WebhookItem) => void;
  onRotate: (webhook: WebhookItem) => void;
  onToggle: (webhook: WebhookItem) => void;
  onRemove: (webhook: WebhookItem) => void;
}

/** One row per webhook: name, address, events, state (with the reason it was disabled) and actions. */
export function WebhooksTable({ webhooks, loading, onDeliveries, onTest, onRotate, onToggle, onRemove }: WebhooksTableProps) {
  const { t } = useTranslation('admin-webhooks');
  const columns = (['name', 'url', 'events', 'state'] as const).map((column) => t(`columns.${column}`));
  return (
    <PlainTable
      className="admin-table"
      testId="webhooks-table"
      loading={loading}
      caption={t('table')}
      empty={t('empty')}
      columns={[...columns, <span key="actions" className="visually-hidden">{t('columns.actions')}</span>]}
    >
      {webhooks.map((webhook) => (
        <tr key={webhook.id} data-testid="webhook-row">
          <th scope="row">{webhook.name}</th>
          <td>
            <MiddleTruncate text={webhook.url} />
          </td>
          <td>{webhook.events.map((event) => t(`events.${EVENT_LABELS[event]}`)).join(', ')}</td>
          <td>
            <Tag value={webhook.enabled ? t('state.enabled') : t('state.disabled')} severity={webhook.enabled ? 'success' : 'danger'} />
            {webhook.disabledReason && !webhook.enabled ? <div className="admin-muted">{webhook.disabledReason}</div> : null}
            {webhook.enabled && webhook.consecutiveFailures > 0 ? <div className="admin-muted">{t('state.failures', { count: webhook.consecutiveFailures })}</div> : null}
            {webhook.previousSecretExpiresAt ? (
              <div className="admin-muted" data-testid="webhook-previous-secret">
                {t('state.previousSecret', { when: formatDate(webhook.previousSecretExpiresAt, true) })}
              </div>
            ) : null}
          </td>
          <td className="webhooks-actions">
            <Button type="button" size="small" outlined label={t('actions.deliveries')} aria-label={t('actions.deliveriesLabel', { name: webhook.name })} onClick={() => onDeliveries(webhook)} />
            <Button type="button" size="small" outlined label={t('actions.test')} aria-label={t('actions.testLabel', { name: webhook.name })} disabled={!webhook.enabled} onClick={() => onTest(webhook)} />
            <Button type="button" size="small" outlined label={t('actions.rotate')} aria-label={t('actions.rotateLabel', { name: webhook.name })} onClick={() => onRotate(webhook)} />
            <Button
              type="button"
              size="small"
              outlined
              label={webhook.enabled ? t('actions.disable') : t('actions.enable')}
              aria-label={webhook.enabled ? t('actions.disableLabel', { name: webhook.name }) : t('actions.enableLabel', { name: webhook.name })}
              onClick={() => onToggle(webhook)}
            />
            <Button type="button" size="small" outlined severity="danger" label={t('actions.remove')} aria-label={t('actions.removeLabel', { name: webhook.name })} onClick={() => onRemove(webhook)} />
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
