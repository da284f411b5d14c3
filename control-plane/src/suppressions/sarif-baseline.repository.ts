/** What the served SARIF needs beyond the stored file: each finding's suppressions and triage, and the branch's previous scan. */
import { sql } from 'kysely';
import type { Severity, SuppressionKind, SuppressionStatus, TriageState } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import type { ScanRow } from '../scans/scans.repository.js';
import { DEFAULT_BRANCH } from '../triage/tracking.repository.js';

export interface CurrentFinding {
  fingerprint: string;
  line: number | null;
  col: number | null;
  severity: Severity;
  message: string;
  suppression_kind: SuppressionKind | null;
  suppression_status: SuppressionStatus | null;
  suppression_reason: string | null;
  state: TriageState | null;
  state_reason: string | null;
  risk_expires_at: Date | null;
}

/** The scan's findings with their tracked triage, by fingerprint (one row each: fingerprints are unique per scan). */
export async function currentFindings(db: Db, tenantId: string, scanId: string): Promise<Map<string, CurrentFinding>> {
  const rows = await db
    .selectFrom('findings as f')
    .leftJoin('tracked_findings as t', (join) => join.onRef('t.tenant_id', '=', 'f.tenant_id').onRef('t.id', '=', 'f.tracked_id'))
    .select(['f.fingerprint', 'f.line', 'f.col', 'f.severity', 'f.message', 'f.suppression_kind', 'f.suppression_status', 'f.suppression_reason'])
    .select(['t.state', 't.state_reason', 't.risk_expires_at'])
    .where('f.tenant_id', '=', tenantId)
    .where('f.scan_id', '=', scanId)
    .execute();
  return new Map(rows.map((row) => [row.fingerprint, row as CurrentFinding]));
}

/**
 * The SARIF baseline (§3.27.24): the latest scan of the same branch and source kind that completed
 * before this one (a SARIF import is not the engine's baseline, nor the other way round).
 */
export async function previousScanOf(db: Db, row: ScanRow): Promise<string | undefined> {
  if (!row.finished_at) return undefined;
  const found = await db
    .selectFrom('scans')
    .select('id')
    .where('tenant_id', '=', row.tenant_id)
    .where('project_id', '=', row.project_id)
    .where('status', '=', 'completed')
    .where('id', '<>', row.id)
    .where('finished_at', '<', row.finished_at)
    .where(sql<string>`coalesce(branch, ${DEFAULT_BRANCH})`, '=', row.branch || DEFAULT_BRANCH)
    .where(sql<string>`coalesce(source_kind, 'archive')`, '=', row.source_kind ?? 'archive')
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return found?.id;
}
