import { sql } from 'kysely';
import type { Severity } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import { toNumber } from '../lib/db.js';

/**
 * The scan's counts by severity, category, primary framework and applicability (what the
 * dashboard's chips and charts read), written once when the scan is finalised: a completed scan's
 * findings never change. Idempotent (a replayed finalisation writes nothing new).
 */
export async function writeFindingCounts(db: Db, tenantId: string, scanId: string): Promise<void> {
  await sql`INSERT INTO finding_counts (tenant_id, scan_id, severity, category, framework, non_applicable, findings)
    SELECT tenant_id, scan_id, severity, coalesce(category, ''), coalesce(framework, 'security'), non_applicable, count(*)
    FROM findings WHERE tenant_id = ${tenantId} AND scan_id = ${scanId}
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT DO NOTHING`.execute(db);
  await db.updateTable('scans').set({ finding_counts_at: new Date() }).where('tenant_id', '=', tenantId).where('id', '=', scanId).execute();
}

export interface ScanSummary {
  total: number;
  occurrences: number;
  bySeverity: Record<Severity, number>;
  byCategory: Record<string, number>;
  /** Each finding once, under its primary framework (what the dashboard's chart shows). */
  byFramework: Record<string, number>;
}

/** The scan row's summary, from the finding_counts just written (plus the occurrences). */
export async function scanSummary(db: Db, tenantId: string, scanId: string): Promise<ScanSummary> {
  const rows = await db
    .selectFrom('finding_counts')
    .select(['severity', 'category', 'framework', 'findings'])
    .where('tenant_id', '=', tenantId)
    .where('scan_id', '=', scanId)
    .execute();
  const occurrences = await db
    .selectFrom('findings')
    .select(sql<string>`coalesce(sum(dedup_count), 0)::bigint::text`.as('n'))
    .where('tenant_id', '=', tenantId)
    .where('scan_id', '=', scanId)
    .executeTakeFirstOrThrow();
  const summary: ScanSummary = {
    total: 0,
    occurrences: toNumber(occurrences.n),
    bySeverity: { critical: 0, high: 0, medium: 0, low: 0, info: 0, unknown: 0 },
    byCategory: {},
    byFramework: {},
  };
  for (const row of rows) {
    const n = toNumber(row.findings);
    summary.total += n;
    summary.bySeverity[row.severity] += n;
    const category = row.category || 'unknown';
    summary.byCategory[category] = (summary.byCategory[category] ?? 0) + n;
    summary.byFramework[row.framework] = (summary.byFramework[row.framework] ?? 0) + n;
  }
  return summary;
}
