import { sql } from 'kysely';
import type { Severity } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';

export interface WebhookRow {
  id: string;
  tenantId: string;
  name: string;
  url: string;
  events: string[];
  minSeverity: Severity;
  secretSealed: string;
  secretHint: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: Date | null;
  enabled: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: Date;
  updatedAt: Date;
}

const WEBHOOK_COLUMNS = [
  'id',
  'tenant_id as tenantId',
  'name',
  'url',
  'events',
  'min_severity as minSeverity',
  'secret_sealed as secretSealed',
  'secret_hint as secretHint',
  'previous_secret_sealed as previousSecretSealed',
  'previous_secret_expires_at as previousSecretExpiresAt',
  'enabled',
  'disabled_reason as disabledReason',
  'consecutive_failures as consecutiveFailures',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

export async function listWebhooks(db: Db, tenantId: string): Promise<WebhookRow[]> {
  return db.selectFrom('webhooks').select(WEBHOOK_COLUMNS).where('tenant_id', '=', tenantId).orderBy('created_at').execute();
}

export async function findWebhook(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<WebhookRow | undefined> {
  let query = db.selectFrom('webhooks').select(WEBHOOK_COLUMNS).where('tenant_id', '=', tenantId).where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The tenant's enabled webhooks that asked for `event`. */
export async function subscribedWebhooks(db: Db, tenantId: string, event: string): Promise<WebhookRow[]> {
  return db
    .selectFrom('webhooks')
    .select(WEBHOOK_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .where(sql<boolean>`${event} = ANY(events)`)
    .execute();
}

export async function insertWebhook(
  db: Db,
  values: { id: string; tenantId: string; name: string; url: string; events: string[]; minSeverity: Severity; secretSealed: string; secretHint: string; createdBy: string | null },
): Promise<WebhookRow> {
  await db
    .insertInto('webhooks')
    .values({
      id: values.id,
      tenant_id: values.tenantId,
      name: values.name,
      url: values.url,
      events: values.events,
      min_severity: values.minSeverity,
      secret_sealed: values.secretSealed,
      secret_hint: values.secretHint,
      created_by: values.createdBy,
    })
    .execute();
  return (await findWebhook(db, values.tenantId, values.id)) as WebhookRow;
}

export async function updateWebhook(
  db: Db,
  tenantId: string,
  id: string,
  changes: Partial<{ name: string; url: string; events: string[]; minSeverity: Severity; enabled: boolean; disabledReason: string | null; consecutiveFailures: number }>,
): Promise<void> {
  await db
    .updateTable('webhooks')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.url !== undefined ? { url: changes.url } : {}),
      ...(changes.events !== undefined ? { events: changes.events } : {}),
      ...(changes.minSeverity !== undefined ? { min_severity: changes.minSeverity } : {}),
      ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
      ...(changes.disabledReason !== undefined ? { disabled_reason: changes.disabledReason } : {}),
      ...(changes.consecutiveFailures !== undefined ? { consecutive_failures: changes.consecutiveFailures } : {}),
      updated_at: sql`now()`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** A new signing secret; the one it replaces keeps signing beside it until `previousExpiresAt`. */
export async function rotateSecret(
  db: Db,
  tenantId: string,
  id: string,
  values: { secretSealed: string; secretHint: string; previousSealed: string; previousExpiresAt: Date },
): Promise<void> {
  await db
    .updateTable('webhooks')
    .set({
      secret_sealed: values.secretSealed,
      secret_hint: values.secretHint,
      previous_secret_sealed: values.previousSealed,
      previous_secret_expires_at: values.previousExpiresAt,
      updated_at: sql`now()`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteWebhook(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('webhooks').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/**
 * After an attempt: a success resets the count of consecutive failures, a failure adds one; answers
 * the new count (atomic, so concurrent deliveries count right).
 */
export async function countAttempt(db: Db, tenantId: string, id: string, succeeded: boolean): Promise<number> {
  const row = await db
    .updateTable('webhooks')
    .set({ consecutive_failures: succeeded ? 0 : sql`consecutive_failures + 1` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning('consecutive_failures')
    .executeTakeFirst();
  return row?.consecutive_failures ?? 0;
}

/** Disables a webhook that is still enabled; answers whether this call did it (one alert, not one per worker). */
export async function disableIfEnabled(db: Db, tenantId: string, id: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('webhooks')
    .set({ enabled: false, disabled_reason: reason, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
