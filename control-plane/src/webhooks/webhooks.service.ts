import { randomUUID } from 'node:crypto';
import { withAudit } from '../audit/with-audit.js';
import type { WebhookConfig } from '../config.js';
import type { Severity } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';
import { randomToken } from '../lib/crypto.js';
import type { Db } from '../lib/db.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { seal } from '../lib/sealed-box.js';
import { authorizedTenant, type Actor } from '../policy/index.js';
import { attemptsOf, findDelivery, listDeliveries, type AttemptRow, type DeliveryRow } from './deliveries.repository.js';
import { checkTarget, TargetRefused, type Resolver } from './target-guard.js';
import { secretContext, type WebhookDispatcher } from './webhook-dispatcher.js';
import { deleteWebhook, findWebhook, insertWebhook, listWebhooks, rotateSecret, updateWebhook, type WebhookRow } from './webhooks.repository.js';

const DELIVERY_LOG_LIMIT = 100;
/** How long a rotated secret keeps signing beside the new one: a day for the receiver to switch. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;
export const TEST_EVENT = 'webhook.test';
const webhookNotFound = () => notFound('Webhook não encontrado');

function toDto(row: WebhookRow): Schemas['Webhook'] {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: row.events as Schemas['OutboundEvent'][],
    minSeverity: row.minSeverity as Schemas['MinimumSeverity'],
    secretHint: row.secretHint,
    previousSecretExpiresAt: row.previousSecretSealed && row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date() ? row.previousSecretExpiresAt.toISOString() : null,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDeliveryDto(row: DeliveryRow, attempts: AttemptRow[]): Schemas['WebhookDelivery'] {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventId: row.eventId,
    event: row.event as Schemas['DeliveryEvent'],
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.error,
    replayOf: row.replayOf,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    attemptLog: attempts.map((a) => ({
      attempt: a.attempt,
      succeeded: a.succeeded,
      responseStatus: a.responseStatus,
      durationMs: a.durationMs,
      error: a.error,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** What the audit log keeps of a webhook: never its secret. */
const audited = (row: WebhookRow) => ({ name: row.name, url: row.url, events: row.events, minSeverity: row.minSeverity, enabled: row.enabled });

/** The administration of a tenant's webhooks (TENANT_ADMIN): every change audited, the secret shown once. */
export class WebhooksService {
  constructor(
    private readonly db: Db,
    private readonly deps: { config: WebhookConfig; encryptionKey: Buffer; dispatcher: WebhookDispatcher; resolve?: Resolver },
  ) {}

  private async checkUrl(raw: string): Promise<string> {
    const url = raw.trim();
    try {
      await checkTarget(url, this.deps.config, this.deps.resolve);
    } catch (error) {
      if (error instanceof TargetRefused) throw invalid('url', error.message);
      throw error;
    }
    return url;
  }

  /** A new signing secret, sealed for this webhook's row only. */
  private newSecret(tenantId: string, webhookId: string): { secret: string; sealed: string; hint: string } {
    const secret = `whsec_${randomToken(32)}`;
    return { secret, sealed: seal(this.deps.encryptionKey, secretContext(tenantId, webhookId), Buffer.from(secret, 'utf8')), hint: secret.slice(-4) };
  }

  private static name(raw: string): string {
    const name = raw.trim();
    if (!name) throw invalid('name', 'é obrigatório');
    return name;
  }

  async list(actor: Actor, tenantHeader: string | undefined): Promise<Schemas['WebhookList']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'webhooks.manage');
    return { webhooks: (await listWebhooks(this.db, tenantId)).map(toDto) };
  }

  async create(actor: Actor, tenantHeader: string | undefined, body: Schemas['CreateWebhookRequest'], request: RequestMeta): Promise<Schemas['CreatedWebhook']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'webhooks.manage');
    const name = WebhooksService.name(body.name);
    const url = await this.checkUrl(body.url);
    const id = randomUUID();
    const { secret, sealed, hint } = this.newSecret(tenantId, id);
    const row = await withAudit(this.db, actor, request, async (trx) => {
      const created = await insertWebhook(trx, {
        id,
        tenantId,
        name,
        url,
        events: [...new Set(body.events)],
        minSeverity: (body.minSeverity ?? 'high') as Severity,
        secretSealed: sealed,
        secretHint: hint,
        createdBy: actor.type === 'user' ? actor.userId : null,
      });
      return {
        result: created,
        audit: { tenantId, action: 'webhook.create', targetType: 'webhook', targetId: id, targetLabel: name, after: audited(created) },
      };
    });
    return { webhook: toDto(row), secret };
  }

  async update(
    actor: Actor,
    tenantHeader: string | undefined,
    webhookId: string,
    body: Schemas['UpdateWebhookRequest'],
    request: RequestMeta,
  ): Promise<Schemas['Webhook']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'webhooks.manage');
    const name = body.name === undefined ? undefined : WebhooksService.name(body.name);
    const url = body.url === undefined ? undefined : await this.checkUrl(body.url);
    const row = await withAudit(this.db, actor, request, async (trx) => {
      const before = await findWebhook(trx, tenantId, webhookId, { lock: true });
      if (!before) throw webhookNotFound();
      const enabling = body.enabled === true && !before.enabled;
      await updateWebhook(trx, tenantId, webhookId, {
        ...(name !== undefined ? { name } : {}),
        ...(url !== undefined ? { url } : {}),
        ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
        ...(body.minSeverity !== undefined ? { minSeverity: body.minSeverity } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled, disabledReason: body.enabled ? null : 'Desativado por um administrador' } : {}),
        // A webhook enabled again starts counting failures afresh.
        ...(enabling ? { consecutiveFailures: 0 } : {}),
      });
      const after = (await findWebhook(trx, tenantId, webhookId)) as WebhookRow;
      return {
        result: after,
        audit: { tenantId, action: 'webhook.update', targetType: 'webhook', targetId: webhookId, targetLabel: after.name, before: audited(before), after: audited(after) },
      };
    });
    return toDto(row);
  }

  async remove(actor: Actor, tenantHeader: string | undefined, webhookId: string, request: RequestMeta): Promise<Schemas['SuccessResponse']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'webhooks.manage');
    await withAudit(this.db, actor, request, async (trx) => {
      const before = await findWebhook(trx, tenantId, webhookId, { lock: true });
      if (!before) throw webhookNotFound();
      await deleteWebhook(trx, tenantId, webhookId);
      return {
        result: undefined,
        audit: { tenantId, action: 'webhook.delete', targetType: 'webhook', targetId: webhookId, targetLabel: before.name, before: audited(before) },
      };
    });
    return { success: true };
  }

  async deliveries(actor: Actor, tenantHeader: string | undefined, webhookId: string): Promise<Schemas['WebhookDeliveryList']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'webhooks.manage');
    if (!(await findWebhook(this.db, tenantId, webhookId))) throw webhookNotFound();
    const rows = await listDeliveries(this.db, tenantId, webhookId, DELIVERY_LOG_LIMIT);
    const attempts = await attemptsOf(this.db, tenantId, rows.map((row) => row.id));
    return { deliveries: rows.map((row) => toDeliveryDto(row, attempts.filter((a) => a.deliveryId === row.id))) };
  }

  async replay(actor: Actor, tenantHeader: string | undefined, webhookId: string, deliveryId: string, request: RequestMeta): Promise<Schemas['WebhookDelivery']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'webhooks.manage');
    const webhook = await findWebhook(this.db, tenantId, webhookId);
    if (!webhook) throw webhookNotFound();
    const original = await findDelivery(this.db, tenantId, deliveryId);
    if (!original || original.webhookId !== webhookId) throw notFound('Entrega não encontrada');
    return this.enqueueAudited(actor, request, webhook, 'webhook.replay', { eventId: original.eventId, event: original.event, payload: original.payload, replayOf: original.id }, (id) => ({
      deliveryId: original.id,
      replayId: id,
      event: original.event,
    }));
  }

  /** A signed `webhook.test` event, delivered and logged like any other, so the receiver can be checked before a real event. */
  async sendTest(actor: Actor, tenantHeader: string | undefined, webhookId: string, request: RequestMeta): Promise<Schemas['WebhookDelivery']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'webhooks.manage');
    const webhook = await findWebhook(this.db, tenantId, webhookId);
    if (!webhook) throw webhookNotFound();
    const eventId = randomUUID();
    const payload = {
      id: eventId,
      type: TEST_EVENT,
      createdAt: new Date().toISOString(),
      tenantId,
      data: { webhookId, name: webhook.name, message: 'Evento de teste enviado por um administrador do Vigia.' },
    };
    return this.enqueueAudited(actor, request, webhook, 'webhook.test', { eventId, event: TEST_EVENT, payload }, (id) => ({ deliveryId: id }));
  }

  /** A new secret shown this once; the replaced one signs beside it for ROTATION_GRACE_MS. */
  async rotateSecret(actor: Actor, tenantHeader: string | undefined, webhookId: string, request: RequestMeta): Promise<Schemas['CreatedWebhook']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'webhooks.manage');
    const { secret, sealed, hint } = this.newSecret(tenantId, webhookId);
    const row = await withAudit(this.db, actor, request, async (trx) => {
      const before = await findWebhook(trx, tenantId, webhookId, { lock: true });
      if (!before) throw webhookNotFound();
      const previousExpiresAt = new Date(Date.now() + ROTATION_GRACE_MS);
      await rotateSecret(trx, tenantId, webhookId, { secretSealed: sealed, secretHint: hint, previousSealed: before.secretSealed, previousExpiresAt });
      const after = (await findWebhook(trx, tenantId, webhookId)) as WebhookRow;
      return {
        result: after,
        // The hints tell the secrets apart in the log; neither secret is kept there.
        audit: { tenantId, action: 'webhook.rotate_secret', targetType: 'webhook', targetId: webhookId, targetLabel: after.name, meta: { previousHint: before.secretHint, hint, previousExpiresAt: previousExpiresAt.toISOString() } },
      };
    });
    return { webhook: toDto(row), secret };
  }

  /** Stores a delivery of an enabled webhook with its audit entry, then queues its first attempt. */
  private async enqueueAudited(
    actor: Actor,
    request: RequestMeta,
    webhook: WebhookRow,
    action: string,
    delivery: { eventId: string; event: string; payload: unknown; replayOf?: string },
    meta: (deliveryId: string) => Record<string, unknown>,
  ): Promise<Schemas['WebhookDelivery']> {
    const { tenantId } = webhook;
    if (!webhook.enabled) throw new AppError(409, 'CONFLICT', 'Este webhook está desativado: ative-o antes de enviar uma entrega');
    const newId = await withAudit(this.db, actor, request, async (trx) => {
      const id = await this.deps.dispatcher.enqueueIn(trx, { tenantId, webhookId: webhook.id, ...delivery });
      return { result: id, audit: { tenantId, action, targetType: 'webhook', targetId: webhook.id, targetLabel: webhook.name, meta: meta(id) } };
    });
    await this.deps.dispatcher.queueAttempt(tenantId, newId);
    const created = (await findDelivery(this.db, tenantId, newId)) as DeliveryRow;
    return toDeliveryDto(created, []);
  }
}
