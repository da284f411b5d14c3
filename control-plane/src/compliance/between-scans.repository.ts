/**
 * SQL of "between scans" (issue 29): the open findings by severity at each completed scan of a
 * branch, the median time to fix per severity, and the comparison of two scans by fingerprint
 * (unique per scan). Every statement is tenant-scoped; none reads more than the scans it names.
 */
import { sql, type Selectable } from 'kysely';
import type { ScanTracking, ScansTable } from '../db/scan-tables.js';
import type { Severity } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import { toNumber } from '../lib/db.js';

export interface BranchScanRow {
  id: string;
  finished_at: Date;
  tracking: ScanTracking | null;
}

/** The branch's latest `limit` completed scans, newest first (a scan without branch is main's). */
export async function branchScans(db: Db, scope: { tenantId: string; projectId: string; branch: string }, limit: number): Promise<BranchScanRow[]> {
  const rows = await db
    .selectFrom('scans')
    .select(['id', 'finished_at', 'tracking'])
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('status', '=', 'completed')
    .where('finished_at', 'is not', null)
    .where(sql<string>`coalesce(branch, 'main')`, '=', scope.branch)
    .orderBy('finished_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, finished_at: row.finished_at as Date }));
}

/** The branches of the project's completed scans, most recently scanned first (a scan without branch is main's). */
export async function scannedBranches(db: Db, scope: { tenantId: string; projectId: string }, limit: number): Promise<string[]> {
  const branch = sql<string>`coalesce(branch, 'main')`;
  const rows = await db
    .selectFrom('scans')
    .select(branch.as('branch'))
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('status', '=', 'completed')
    .where('finished_at', 'is not', null)
    .groupBy(branch)
    .orderBy(sql`max(finished_at)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.branch);
}

/** Applicable findings per severity of scans completed before tracking kept its open counts (from the dashboard's finding_counts). */
export async function severityCountsOf(db: Db, tenantId: string, scanIds: readonly string[]): Promise<{ scan_id: string; severity: Severity; n: number }[]> {
  if (scanIds.length === 0) return [];
  const rows = await db
    .selectFrom('finding_counts')
    .select(['scan_id', 'severity'])
    .select((eb) => eb.fn.sum<string | number>('findings').as('n'))
    .where('tenant_id', '=', tenantId)
    .where('scan_id', 'in', [...scanIds])
    .where('non_applicable', '=', false)
    .groupBy(['scan_id', 'severity'])
    .execute();
  return rows.map((row) => ({ scan_id: row.scan_id, severity: row.severity as Severity, n: toNumber(row.n) }));
}

/** Per severity: findings of the branch fixed so far and the median days from first seen to fixed. */
export async function medianTimeToFix(db: Db, scope: { tenantId: string; projectId: string; branch: string }) {
  const rows = await sql<{ severity: Severity; fixed: string | number; median_days: string | number | null }>`
    SELECT severity, count(*) AS fixed,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM fixed_at - first_seen_at)) / 86400 AS median_days
    FROM tracked_findings
    WHERE tenant_id = ${scope.tenantId} AND project_id = ${scope.projectId} AND branch = ${scope.branch}
      AND state = 'fixed' AND fixed_at IS NOT NULL
    GROUP BY severity`.execute(db);
  return rows.rows.map((row) => ({ severity: row.severity, fixed: toNumber(row.fixed), medianDays: row.median_days === null ? null : Number(row.median_days) }));
}

/** A completed scan of the project (other tenants' and projects' scans are not found). */
export async function completedScan(db: Db, scope: { tenantId: string; projectId: string }, scanId: string): Promise<Selectable<ScansTable> | undefined> {
  return db
    .selectFrom('scans')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('id', '=', scanId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
}

export interface ComparedRow {
  id: string;
  rule: string;
  severity: Severity;
  file: string;
  line: number | null;
  message: string;
}

type Kind = 'new' | 'fixed' | 'unchanged';

/** The findings of one side, with or without a same-fingerprint finding on the other. */
function side(tenantId: string, kind: Kind, base: string, head: string) {
  const [from, other, present] = kind === 'fixed' ? [base, head, false] : [head, base, kind === 'unchanged'];
  return sql`findings f WHERE f.tenant_id = ${tenantId} AND f.scan_id = ${from} AND f.non_applicable = false
    AND ${present ? sql`` : sql`NOT`} EXISTS (SELECT 1 FROM findings o
      WHERE o.tenant_id = ${tenantId} AND o.scan_id = ${other} AND o.fingerprint = f.fingerprint AND o.non_applicable = false)`;
}

export async function compareCounts(db: Db, tenantId: string, base: string, head: string): Promise<Record<Kind, number>> {
  const count = async (kind: Kind) => toNumber((await sql<{ n: string | number }>`SELECT count(*) AS n FROM ${side(tenantId, kind, base, head)}`.execute(db)).rows[0]?.n);
  return { new: await count('new'), fixed: await count('fixed'), unchanged: await count('unchanged') };
}

/** Up to `limit` findings of a kind, most severe first. */
export async function compareList(db: Db, tenantId: string, kind: Kind, base: string, head: string, limit: number): Promise<ComparedRow[]> {
  const rows = await sql<ComparedRow>`SELECT f.id, f.rule, f.severity, f.file, f.line, f.message FROM ${side(tenantId, kind, base, head)}
    ORDER BY f.severity_rank DESC, f.file, f.line, f.id LIMIT ${limit}`.execute(db);
  return rows.rows;
}
