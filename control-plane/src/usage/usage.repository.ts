import { sql } from 'kysely';
import type { Db } from '../lib/db.js';
import { toNumber } from '../lib/db.js';

export interface UsageScope {
  tenantId: string;
  /** Only these projects ('all' for the whole tenant). */
  projects: 'all' | string[];
}

function records(db: Db, scope: UsageScope, from: Date, to?: Date) {
  let query = db.selectFrom('usage_records').where('tenant_id', '=', scope.tenantId).where('recorded_at', '>=', from);
  if (to) query = query.where('recorded_at', '<', to);
  if (scope.projects !== 'all') {
    query = scope.projects.length ? query.where('project_id', 'in', scope.projects) : query.where(sql<boolean>`false`);
  }
  return query;
}

export async function sumUnits(db: Db, scope: UsageScope, from: Date, to?: Date): Promise<number> {
  const row = await records(db, scope, from, to)
    .select(sql<string>`coalesce(sum(units), 0)::bigint::text`.as('units'))
    .executeTakeFirstOrThrow();
  return toNumber(row.units);
}

export async function unitsByProject(
  db: Db,
  scope: UsageScope,
  from: Date,
  to: Date,
): Promise<{ projectId: string; units: number; scans: number }[]> {
  const rows = await records(db, scope, from, to)
    .select([
      'project_id',
      sql<string>`coalesce(sum(units), 0)::bigint::text`.as('units'),
      sql<number>`count(distinct scan_id)::int`.as('scans'),
    ])
    .groupBy('project_id')
    .orderBy('project_id')
    .execute();
  return rows.map((row) => ({ projectId: row.project_id, units: toNumber(row.units), scans: toNumber(row.scans) }));
}

export async function quotaOf(db: Db, tenantId: string): Promise<number> {
  const row = await db.selectFrom('tenants').select('quota_units').where('id', '=', tenantId).executeTakeFirst();
  return row?.quota_units ?? 0;
}

const RUNNING = ['queued', 'running'] as const;

export async function countRunningScans(db: Db, scope: UsageScope): Promise<number> {
  let query = db.selectFrom('scans').where('tenant_id', '=', scope.tenantId).where('status', 'in', RUNNING);
  if (scope.projects !== 'all') {
    query = scope.projects.length ? query.where('project_id', 'in', scope.projects) : query.where(sql<boolean>`false`);
  }
  const row = await query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return toNumber(row.count);
}

/** Serialises the metering of one tenant's scans until the transaction ends. */
export async function lockTenantQuota(trx: Db, tenantId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`vigia:quota:${tenantId}`}))`.execute(trx);
}

/** Records the scan's units once (the unique key on scan_id makes a replay insert nothing). */
export async function recordUsage(
  db: Db,
  usage: { tenantId: string; projectId: string; scanId: string; units: number; lines: number },
): Promise<void> {
  await db
    .insertInto('usage_records')
    .values({ tenant_id: usage.tenantId, project_id: usage.projectId, scan_id: usage.scanId, units: usage.units, lines: usage.lines })
    .onConflict((oc) => oc.columns(['tenant_id', 'scan_id']).where('scan_id', 'is not', null).doNothing())
    .execute();
}
