import { sql } from 'kysely';
import type { Db } from '../lib/db.js';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface DeliveryRow {
  id: string;
  tenantId: string;
  webhookId: string;
  eventId: string;
  event: string;
  payload: unknown;
  status: DeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
  replayOf: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface AttemptRow {
  deliveryId: string;
  attempt: number;
  succeeded: boolean;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  createdAt: Date;
}

const DELIVERY_COLUMNS = [
  'id',
  'tenant_id as tenantId',
  'webhook_id as webhookId',
  'event_id as eventId',
  'event',
  'payload',
  'status',
  'attempts',
  'response_status as responseStatus',
  'duration_ms as durationMs',
  'error',
  'replay_of as replayOf',
  'created_at as createdAt',
  'finished_at as finishedAt',
] as const;

export async function insertDelivery(
  db: Db,
  values: { id: string; tenantId: string; webhookId: string; eventId: string; event: string; payload: unknown; replayOf?: string },
): Promise<void> {
  await db
    .insertInto('webhook_deliveries')
    .values({
      id: values.id,
      tenant_id: values.tenantId,
      webhook_id: values.webhookId,
      event_id: values.eventId,
      event: values.event,
      payload: JSON.stringify(values.payload),
      replay_of: values.replayOf ?? null,
    })
    .execute();
}

export async function findDelivery(db: Db, tenantId: string, id: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').select(DELIVERY_COLUMNS).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** A webhook's deliveries, newest first. */
export async function listDeliveries(db: Db, tenantId: string, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('webhook_id', '=', webhookId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function attemptsOf(db: Db, tenantId: string, deliveryIds: string[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db
    .selectFrom('webhook_attempts')
    .select(['delivery_id as deliveryId', 'attempt', 'succeeded', 'response_status as responseStatus', 'duration_ms as durationMs', 'error', 'created_at as createdAt'])
    .where('tenant_id', '=', tenantId)
    .where('delivery_id', 'in', deliveryIds)
    .orderBy('attempt')
    .execute();
}

/** Writes one attempt and the delivery's state after it (`final`: no retry follows). */
export async function recordAttempt(
  db: Db,
  tenantId: string,
  deliveryId: string,
  attempt: { number: number; succeeded: boolean; responseStatus: number | null; durationMs: number; error: string | null; final: boolean },
): Promise<void> {
  await db
    .insertInto('webhook_attempts')
    .values({
      tenant_id: tenantId,
      delivery_id: deliveryId,
      attempt: attempt.number,
      succeeded: attempt.succeeded,
      response_status: attempt.responseStatus,
      duration_ms: attempt.durationMs,
      error: attempt.error,
    })
    .execute();
  const status: DeliveryStatus = attempt.succeeded ? 'succeeded' : attempt.final ? 'failed' : 'pending';
  await db
    .updateTable('webhook_deliveries')
    .set({
      status,
      attempts: attempt.number,
      response_status: attempt.responseStatus,
      duration_ms: attempt.durationMs,
      error: attempt.error,
      ...(status === 'pending' ? {} : { finished_at: sql`now()` }),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', deliveryId)
    .execute();
}

/** Ends a delivery without an attempt (its webhook was disabled or removed meanwhile). */
export async function abandonDelivery(db: Db, tenantId: string, deliveryId: string, error: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', error, finished_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', deliveryId)
    .where('status', '=', 'pending')
    .execute();
}
