import { sql } from 'kysely';
import type { Severity } from '../db/types.js';
import type { Db } from '../lib/db.js';

/** Applicable findings of a scan per severity (the gate ignores non-applicable ones). */
export async function severityCounts(db: Db, tenantId: string, scanId: string): Promise<Record<Severity, number>> {
  const rows = await db
    .selectFrom('findings')
    .select(['severity', sql<number>`count(*)::int`.as('n')])
    .where('tenant_id', '=', tenantId)
    .where('scan_id', '=', scanId)
    .where('non_applicable', '=', false)
    .groupBy('severity')
    .execute();
  const counts: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0, info: 0, unknown: 0 };
  for (const row of rows) counts[row.severity] = Number(row.n);
  return counts;
}

/** The scan's SARIF artifact, scoped by tenant. */
export async function sarifArtifactOf(db: Db, tenantId: string, scanId: string): Promise<{ storage_path: string } | undefined> {
  return db
    .selectFrom('artifacts')
    .select(['storage_path'])
    .where('tenant_id', '=', tenantId)
    .where('scan_id', '=', scanId)
    .where('kind', '=', 'SARIF')
    .executeTakeFirst();
}

/** What GitLab's SAST report needs of each applicable finding of a scan. */
export async function findingsForReport(db: Db, tenantId: string, scanId: string) {
  return db
    .selectFrom('findings')
    .select(['fingerprint', 'file', 'line', 'message', 'severity', 'rule', 'cwe'])
    .where('tenant_id', '=', tenantId)
    .where('scan_id', '=', scanId)
    .where('non_applicable', '=', false)
    .orderBy('severity_rank', 'desc')
    .orderBy('fingerprint')
    .execute();
}
