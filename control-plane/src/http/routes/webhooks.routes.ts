import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

/** The tenant's webhooks (admin) and each member's e-mail notifications. */
export function webhooksRoutes(mount: Mount, services: Services): void {
  const { webhooks, notifications } = services.outbound;
  mount('webhooks', 'session')(async ({ actor, headers }) => ({ status: 200, body: await webhooks.list(actor, headers['X-Tenant-ID']) }));
  mount('createWebhook', 'session')(async ({ actor, headers, body, request }) => ({
    status: 201,
    body: await webhooks.create(actor, headers['X-Tenant-ID'], body, request),
  }));
  mount('updateWebhook', 'session')(async ({ actor, headers, params, body, request }) => ({
    status: 200,
    body: await webhooks.update(actor, headers['X-Tenant-ID'], params.webhookId, body, request),
  }));
  mount('deleteWebhook', 'session')(async ({ actor, headers, params, request }) => ({
    status: 200,
    body: await webhooks.remove(actor, headers['X-Tenant-ID'], params.webhookId, request),
  }));
  mount('webhookDeliveries', 'session')(async ({ actor, headers, params }) => ({
    status: 200,
    body: await webhooks.deliveries(actor, headers['X-Tenant-ID'], params.webhookId),
  }));
  mount('replayWebhookDelivery', 'session')(async ({ actor, headers, params, request }) => ({
    status: 202,
    body: await webhooks.replay(actor, headers['X-Tenant-ID'], params.webhookId, params.deliveryId, request),
  }));
  mount('rotateWebhookSecret', 'session')(async ({ actor, headers, params, request }) => ({
    status: 200,
    body: await webhooks.rotateSecret(actor, headers['X-Tenant-ID'], params.webhookId, request),
  }));
  mount('testWebhook', 'session')(async ({ actor, headers, params, request }) => ({
    status: 202,
    body: await webhooks.sendTest(actor, headers['X-Tenant-ID'], params.webhookId, request),
  }));
  mount('notificationPreferences', 'session')(async ({ actor, headers }) => ({
    status: 200,
    body: await notifications.preferences(actor, headers['X-Tenant-ID']),
  }));
  mount('updateNotificationPreferences', 'session')(async ({ actor, headers, body, request }) => ({
    status: 200,
    body: await notifications.save(actor, headers['X-Tenant-ID'], body, request),
  }));
}
