import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { raiseAlert } from '../alerts/alerts.repository.js';
import type { WebhookConfig } from '../config.js';
import type { Db } from '../lib/db.js';
import { unseal } from '../lib/sealed-box.js';
import { abandonDelivery, findDelivery, insertDelivery, recordAttempt } from './deliveries.repository.js';
import { eventFor, type OutboundEvent } from './webhook-events.js';
import type { AttemptContext, DeliveryJobData, WebhookQueue } from './webhook-queue.js';
import { sendEvent } from './webhook-sender.js';
import type { Resolver } from './target-guard.js';
import { countAttempt, disableIfEnabled, findWebhook, subscribedWebhooks, type WebhookRow } from './webhooks.repository.js';

/** The AES-GCM context of a webhook's secret: a sealed secret copied to another row does not open. */
export const secretContext = (tenantId: string, webhookId: string): string => `webhook:${tenantId}:${webhookId}`;

interface NewDelivery {
  tenantId: string;
  webhookId: string;
  eventId: string;
  event: string;
  payload: unknown;
  replayOf?: string;
}

/** Thrown so the queue retries the attempt later. */
class RetryLater extends Error {}

export interface WebhookDispatcherDeps {
  queue: WebhookQueue;
  config: WebhookConfig;
  encryptionKey: Buffer;
  clock: () => Date;
  logger: Logger;
  /** DNS for the SSRF check (the system resolver unless a test gives its own names). */
  resolve?: Resolver;
}

/**
 * Turns events into deliveries (one per subscribed webhook, on the job queue) and runs each attempt:
 * signs, sends, logs the attempt, lets the queue retry a failure, and disables a webhook after
 * `disableAfterFailures` consecutive failed attempts with an alert to the tenant.
 */
export class WebhookDispatcher {
  constructor(
    private readonly db: Db,
    private readonly deps: WebhookDispatcherDeps,
  ) {}

  async dispatch(event: OutboundEvent): Promise<void> {
    const webhooks = await subscribedWebhooks(this.db, event.tenantId, event.event);
    if (webhooks.length === 0) return;
    const eventId = randomUUID();
    const createdAt = this.deps.clock().toISOString();
    for (const webhook of webhooks) {
      const seen = eventFor(event, webhook.minSeverity);
      if (!seen) continue;
      const payload = { id: eventId, type: event.event, createdAt, tenantId: event.tenantId, data: seen.data };
      await this.enqueue({ tenantId: event.tenantId, webhookId: webhook.id, eventId, event: event.event, payload });
    }
  }

  /** Stores a delivery and queues its first attempt; answers its id. */
  async enqueue(delivery: NewDelivery): Promise<string> {
    const id = await this.enqueueIn(this.db, delivery);
    await this.queueAttempt(delivery.tenantId, id);
    return id;
  }

  /** Stores a pending delivery (inside the caller's transaction); `queueAttempt` after it commits. */
  async enqueueIn(db: Db, delivery: NewDelivery): Promise<string> {
    const id = randomUUID();
    await insertDelivery(db, { id, ...delivery });
    return id;
  }

  async queueAttempt(tenantId: string, deliveryId: string): Promise<void> {
    await this.deps.queue.send({ tenantId, deliveryId });
  }

  /** One attempt of a delivery (the queue's handler); idempotent for a delivery already finished. */
  async handle(job: DeliveryJobData, attempt: AttemptContext): Promise<void> {
    const delivery = await findDelivery(this.db, job.tenantId, job.deliveryId);
    if (!delivery || delivery.status !== 'pending') return;
    const webhook = await findWebhook(this.db, job.tenantId, delivery.webhookId);
    if (!webhook?.enabled) {
      await abandonDelivery(this.db, job.tenantId, delivery.id, 'Não enviado: o webhook está desativado');
      return;
    }
    const result = await sendEvent(
      { url: webhook.url, secrets: this.signingSecrets(webhook) },
      { deliveryId: delivery.id, event: delivery.event, body: JSON.stringify(delivery.payload) },
      { policy: this.deps.config, timeoutMs: this.deps.config.timeoutMs, now: this.deps.clock, ...(this.deps.resolve ? { resolve: this.deps.resolve } : {}) },
    );
    // A refused target fails for good: the same name would be refused again.
    const final = result.succeeded || result.refused || attempt.final;
    const number = Math.max(attempt.number, delivery.attempts + 1);
    await recordAttempt(this.db, job.tenantId, delivery.id, { number, ...result, final });
    const failures = await countAttempt(this.db, job.tenantId, webhook.id, result.succeeded);
    if (!result.succeeded && failures >= this.deps.config.disableAfterFailures) await this.disable(webhook.tenantId, webhook.id, webhook.name, webhook.url, failures);
    if (!final) throw new RetryLater(`webhook delivery ${delivery.id} attempt ${number} failed: ${result.error ?? ''}`);
  }

  /** The current secret, and the one a rotation replaced while it has not expired. */
  private signingSecrets(webhook: WebhookRow): string[] {
    const open = (sealed: string) => unseal(this.deps.encryptionKey, secretContext(webhook.tenantId, webhook.id), sealed).toString('utf8');
    const previousValid = webhook.previousSecretSealed && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > this.deps.clock();
    return previousValid ? [open(webhook.secretSealed), open(webhook.previousSecretSealed as string)] : [open(webhook.secretSealed)];
  }

  private async disable(tenantId: string, webhookId: string, name: string, url: string, failures: number): Promise<void> {
    const reason = `Desativado automaticamente após ${failures} falhas consecutivas de entrega`;
    if (!(await disableIfEnabled(this.db, tenantId, webhookId, reason))) return;
    this.deps.logger.warn({ tenantId, webhookId, failures }, 'webhook disabled after consecutive failures');
    await raiseAlert(this.db, {
      tenantId,
      kind: 'webhook_disabled',
      subject: webhookId,
      severity: 'high',
      title: 'Webhook desativado',
      message: `O webhook ${name} (${url}) foi desativado após ${failures} falhas consecutivas de entrega. Corrija o destino e reative-o na área Admin.`,
      source: 'webhooks',
      meta: { webhookId, name, url, failures },
    });
  }
}
