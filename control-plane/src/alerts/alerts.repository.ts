import { sql } from 'kysely';
import type { Severity } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';

export type AlertKind = 'signin_failures' | 'quota' | 'scan_failed' | 'critical_findings' | 'worker_silent' | 'signing_key_age' | 'risk_expired' | 'webhook_disabled' | 'finding_overdue';

export interface NewAlert {
  tenantId: string;
  kind: AlertKind;
  subject: string;
  severity: Severity;
  title: string;
  message: string;
  source: string;
  meta?: Record<string, unknown>;
}

export interface AlertRow {
  id: string;
  tenantId: string;
  kind: string;
  subject: string;
  severity: Severity;
  title: string;
  message: string;
  source: string;
  meta: Record<string, unknown>;
  occurrences: number;
  createdAt: Date;
  lastSeenAt: Date;
  resolvedAt: Date | null;
  resolvedReason: string | null;
  resolvedBy: string | null;
}

/**
 * Opens the alert, or counts a repeat on the open one of the same (tenant, kind, subject): the
 * partial unique index makes this one statement safe between processes. With `once`, a subject
 * that already had an alert, even resolved, is not raised again (a state that lasts — a month's
 * quota threshold, an old key, a dead worker — is acknowledged once).
 */
/** Whether an alert (open or resolved) of this kind and subject was ever raised for the tenant. */
export async function alertExists(db: Db, tenantId: string, kind: AlertKind, subject: string): Promise<boolean> {
  const row = await db.selectFrom('alerts').select('id').where('tenant_id', '=', tenantId).where('kind', '=', kind).where('subject', '=', subject).executeTakeFirst();
  return row !== undefined;
}

export async function raiseAlert(db: Db, alert: NewAlert, options: { once?: boolean } = {}): Promise<void> {
  if (options.once) {
    const seen = await db
      .selectFrom('alerts')
      .select('id')
      .where('tenant_id', '=', alert.tenantId)
      .where('kind', '=', alert.kind)
      .where('subject', '=', alert.subject)
      .where('resolved_at', 'is not', null)
      .executeTakeFirst();
    if (seen) return;
  }
  await db
    .insertInto('alerts')
    .values({
      tenant_id: alert.tenantId,
      kind: alert.kind,
      subject: alert.subject,
      severity: alert.severity,
      title: alert.title,
      message: alert.message,
      source: alert.source,
      meta: JSON.stringify(alert.meta ?? {}),
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'kind', 'subject'])
        .where('resolved_at', 'is', null)
        .doUpdateSet({
          occurrences: sql`alerts.occurrences + 1`,
          last_seen_at: sql`now()`,
          message: (eb) => eb.ref('excluded.message'),
          meta: (eb) => eb.ref('excluded.meta'),
        }),
    )
    .execute();
}

function baseQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('alerts')
    .leftJoin('users', 'users.id', 'alerts.resolved_by')
    .select([
      'alerts.id',
      'alerts.tenant_id',
      'alerts.kind',
      'alerts.subject',
      'alerts.severity',
      'alerts.title',
      'alerts.message',
      'alerts.source',
      'alerts.meta',
      'alerts.occurrences',
      'alerts.created_at',
      'alerts.last_seen_at',
      'alerts.resolved_at',
      'alerts.resolved_reason',
      'users.email',
    ])
    .where('alerts.tenant_id', '=', tenantId);
}

type Selected = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toRow(row: Selected): AlertRow {
  return {
    id: row.id,
    tenantId: row.tenant_id as string,
    kind: row.kind,
    subject: row.subject,
    severity: row.severity,
    title: row.title,
    message: row.message,
    source: row.source,
    meta: (typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta) as Record<string, unknown>,
    occurrences: row.occurrences,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    resolvedAt: row.resolved_at ? new Date(row.resolved_at) : null,
    resolvedReason: row.resolved_reason,
    resolvedBy: row.email ?? null,
  };
}

/** The tenant's alerts, newest first (open ones only unless asked), at most `limit`. */
export async function listAlerts(
  db: Db,
  tenantId: string,
  filter: { includeResolved: boolean; severities: Severity[] | undefined; limit: number },
): Promise<AlertRow[]> {
  let query = baseQuery(db, tenantId);
  if (!filter.includeResolved) query = query.where('alerts.resolved_at', 'is', null);
  if (filter.severities) query = query.where('alerts.severity', 'in', filter.severities);
  const rows = await query.orderBy('alerts.last_seen_at', 'desc').orderBy('alerts.id').limit(filter.limit).execute();
  return rows.map(toRow);
}

export async function findAlert(db: Db, tenantId: string, alertId: string, options: { lock?: boolean } = {}): Promise<AlertRow | undefined> {
  let query = baseQuery(db, tenantId).where('alerts.id', '=', alertId);
  if (options.lock) query = query.forUpdate(['alerts']);
  const row = await query.executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** Open alerts of the tenant by severity. */
export async function openCounts(db: Db, tenantId: string): Promise<Partial<Record<Severity, number>>> {
  const rows = await db
    .selectFrom('alerts')
    .select(['severity', sql<number>`count(*)::int`.as('n')])
    .where('tenant_id', '=', tenantId)
    .where('resolved_at', 'is', null)
    .groupBy('severity')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.severity, Number(row.n)]));
}

export async function markResolved(db: Db, alertId: string, values: { reason: string; userId: string | null }): Promise<void> {
  await db
    .updateTable('alerts')
    .set({ resolved_at: sql<Date>`now()`, resolved_reason: values.reason, resolved_by: values.userId })
    .where('id', '=', alertId)
    .execute();
}

/** Tenants that are in use: the ones installation-wide alerts (an address, a worker) go to. */
export async function activeTenantIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('tenants').select('id').where('is_active', '=', true).execute();
  return rows.map((row) => row.id);
}
