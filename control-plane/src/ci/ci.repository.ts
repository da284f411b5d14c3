import { sql } from 'kysely';
import type { Severity, TriageState } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import { DEFAULT_BRANCH } from '../triage/tracking.repository.js';

/** States that take a finding out of the gate: a person decided it is not (or not now) a problem. */
const DISMISSED: TriageState[] = ['false_positive', 'accepted_risk'];

/**
 * The findings the gate counts: applicable, open (not a false positive nor an accepted risk), not
 * suppressed in the code (a `vigia-ignore` comment with its reason, or an imported SARIF's accepted
 * suppression; one only under review still counts) and,
 * with `baseScanId`, absent from that scan (same fingerprint = the same finding, wherever it moved).
 */
function gatedFindings(db: Db, tenantId: string, scanId: string, baseScanId: string | undefined) {
  let query = db
    .selectFrom('findings as f')
    .leftJoin('tracked_findings as t', (join) => join.onRef('t.tenant_id', '=', 'f.tenant_id').onRef('t.id', '=', 'f.tracked_id'))
    .where('f.tenant_id', '=', tenantId)
    .where('f.scan_id', '=', scanId)
    .where('f.non_applicable', '=', false)
    .where((eb) => eb.or([eb('t.state', 'is', null), eb('t.state', 'not in', DISMISSED)]))
    .where((eb) => eb.or([eb('f.suppression_status', 'is', null), eb('f.suppression_status', '<>', 'accepted')]));
  if (baseScanId) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('findings as b')
            .select(sql.lit(1).as('one'))
            .where('b.tenant_id', '=', tenantId)
            .where('b.scan_id', '=', baseScanId)
            .whereRef('b.fingerprint', '=', 'f.fingerprint'),
        ),
      ),
    );
  }
  return query;
}

/** The gated findings of a scan per severity. */
export async function severityCounts(db: Db, tenantId: string, scanId: string, baseScanId?: string): Promise<Record<Severity, number>> {
  const rows = await gatedFindings(db, tenantId, scanId, baseScanId)
    .select(['f.severity', sql<number>`count(*)::int`.as('n')])
    .groupBy('f.severity')
    .execute();
  const counts: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0, info: 0, unknown: 0 };
  for (const row of rows) counts[row.severity] = Number(row.n);
  return counts;
}

/** The gated findings at or above a severity rank, most severe first (what the CI output lists). */
export async function gatedFindingsList(db: Db, tenantId: string, scanId: string, baseScanId: string | undefined, minRank: number, limit: number) {
  return gatedFindings(db, tenantId, scanId, baseScanId)
    .select(['f.severity', 'f.file', 'f.line', 'f.rule'])
    .where('f.severity_rank', '>=', minRank)
    .orderBy('f.severity_rank', 'desc')
    .orderBy('f.file')
    .orderBy('f.line')
    .limit(limit)
    .execute();
}

/** The latest completed scan of a branch of the project (scans sent without a branch are on main). */
export async function latestScanOfBranch(db: Db, scope: { tenantId: string; projectId: string; exceptScanId: string }, branch: string) {
  return db
    .selectFrom('scans')
    .select(['id'])
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('status', '=', 'completed')
    .where('id', '<>', scope.exceptScanId)
    .where(sql<string>`coalesce(branch, ${DEFAULT_BRANCH})`, '=', branch)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
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
