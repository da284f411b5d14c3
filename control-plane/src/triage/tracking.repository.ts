/**
 * Identity across scans: when a scan completes, each of its findings is matched by fingerprint
 * (rule + file + normalised code, never the line) with the tracked findings of its branch, in a few
 * set-based statements (no row-by-row work, so a 100k-finding scan is a handful of index joins).
 *
 * - a fingerprint the branch already tracks is `unchanged`, or `reintroduced` when it had been
 *   fixed (its state becomes Reaberto, with a history row);
 * - an unknown one is `new`: a tracked finding is created, inheriting the triage of the same
 *   fingerprint on the base branch (a PR scan's base, else the default branch), so a decision
 *   taken on main follows the code into branches;
 * - a tracked finding of the branch (same source kind: a SARIF import does not fix the engine's
 *   findings) absent from this scan becomes Corrigido, fixed in this scan. False positives stay
 *   false positives: when the code comes back the decision still holds.
 */
import { sql } from 'kysely';
import type { ScanTracking } from '../db/scan-tables.js';
import type { Severity } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import { toNumber } from '../lib/db.js';

/** The branch a scan without one is tracked on. */
export const DEFAULT_BRANCH = 'main';

export interface TrackedScan {
  tenantId: string;
  projectId: string;
  scanId: string;
  branch: string | null;
  baseRef: string | null;
  sourceKind: string | null;
}

/** Matches a completing scan's findings with its branch's tracked findings; returns the counts. */
export async function trackScanFindings(db: Db, scan: TrackedScan): Promise<ScanTracking> {
  const { tenantId: t, projectId: p, scanId: s } = scan;
  const branch = scan.branch || DEFAULT_BRANCH;
  const base = scan.baseRef || DEFAULT_BRANCH;
  const inheritFrom = base === branch ? null : base;
  const kind = scan.sourceKind ?? 'archive';
  // Fresh rows have no statistics (PGlite never analyses; PostgreSQL not yet): the planner would
  // take a nested loop with a sequential scan inside and go quadratic. Hash joins keep every
  // statement linear in the scan's and the branch's findings; restored at the end (SET LOCAL).
  await sql`SET LOCAL enable_nestloop = off`.execute(db);

  // The rows were linked when written (upsertFindings): correct only the links a scan of the branch
  // completed since made stale, and rows written without a link (before this release). Reads every
  // row of the scan but rewrites only those few: no full rewrite of the findings and their indexes.
  const expected = sql`CASE WHEN t.state = 'fixed' THEN 'reintroduced' ELSE 'unchanged' END`;
  await sql`UPDATE findings f SET tracked_id = t.id, baseline = ${expected}
    FROM tracked_findings t
    WHERE f.tenant_id = ${t} AND f.scan_id = ${s}
      AND t.tenant_id = ${t} AND t.project_id = ${p} AND t.branch = ${branch} AND t.fingerprint = f.fingerprint
      AND (f.tracked_id IS DISTINCT FROM t.id OR f.baseline IS DISTINCT FROM ${expected})`.execute(db);
  await sql`UPDATE findings f SET tracked_id = gen_random_uuid(), baseline = 'new'
    WHERE f.tenant_id = ${t} AND f.scan_id = ${s} AND (f.tracked_id IS NULL OR f.baseline IS DISTINCT FROM 'new')
      AND NOT EXISTS (SELECT 1 FROM tracked_findings t
        WHERE t.tenant_id = ${t} AND t.project_id = ${p} AND t.branch = ${branch} AND t.fingerprint = f.fingerprint)`.execute(db);

  await sql`INSERT INTO finding_history (tenant_id, tracked_id, scan_id, from_state, to_state)
    SELECT ${t}, f.tracked_id, ${s}, 'fixed', 'reopened' FROM findings f
    WHERE f.tenant_id = ${t} AND f.scan_id = ${s} AND f.baseline = 'reintroduced'`.execute(db);

  // Unindexed columns only (state changes just for reintroduced rows): with the table's free space
  // per page (fillfactor, migration 0018) these are heap-only updates, no index entries written.
  await sql`UPDATE tracked_findings t
    SET last_seen_scan_id = ${s}, last_seen_at = now(), rule = f.rule, severity = f.severity,
      state = CASE WHEN t.state = 'fixed' THEN 'reopened' ELSE t.state END,
      state_changed_at = CASE WHEN t.state = 'fixed' THEN now() ELSE t.state_changed_at END,
      fixed_in_scan_id = NULL, fixed_at = NULL
    FROM findings f
    WHERE f.tenant_id = ${t} AND f.scan_id = ${s} AND f.baseline <> 'new' AND f.tracked_id = t.id AND t.tenant_id = ${t}`.execute(db);

  // New fingerprints get the tracked row whose id their findings already carry.
  await sql`INSERT INTO tracked_findings (id, tenant_id, project_id, branch, fingerprint, source_kind, rule, severity,
      state, state_reason, risk_expires_at, state_changed_at, state_changed_by, first_seen_scan_id, last_seen_scan_id)
    SELECT f.tracked_id, f.tenant_id, f.project_id, ${branch}, f.fingerprint, ${kind}, f.rule, f.severity,
      coalesce(b.state, 'open'), b.state_reason, b.risk_expires_at, b.state_changed_at, b.state_changed_by, ${s}, ${s}
    FROM findings f
    LEFT JOIN tracked_findings b ON b.tenant_id = ${t} AND b.project_id = ${p} AND b.branch = ${inheritFrom}
      AND b.fingerprint = f.fingerprint AND b.state <> 'fixed'
    WHERE f.tenant_id = ${t} AND f.scan_id = ${s} AND f.baseline = 'new'
    ON CONFLICT (tenant_id, project_id, branch, fingerprint) DO NOTHING`.execute(db);
  // A scan of the branch completing at the same moment may have created one first: follow it.
  await sql`UPDATE findings f SET tracked_id = t.id
    FROM tracked_findings t
    WHERE f.tenant_id = ${t} AND f.scan_id = ${s} AND f.baseline = 'new'
      AND t.tenant_id = ${t} AND t.project_id = ${p} AND t.branch = ${branch} AND t.fingerprint = f.fingerprint AND t.id <> f.tracked_id`.execute(db);

  const absent = sql`tenant_id = ${t} AND project_id = ${p} AND branch = ${branch} AND source_kind = ${kind}
    AND state NOT IN ('fixed', 'false_positive') AND last_seen_scan_id <> ${s}`;
  await sql`INSERT INTO finding_history (tenant_id, tracked_id, scan_id, from_state, to_state)
    SELECT tenant_id, id, ${s}, state, 'fixed' FROM tracked_findings WHERE ${absent}`.execute(db);
  const fixed = await sql`UPDATE tracked_findings SET state = 'fixed', fixed_in_scan_id = ${s}, fixed_at = now(), state_changed_at = now()
    WHERE ${absent}`.execute(db);

  // Per baseline, and per severity what is open (applicable, not suppressed in the code, not false
  // positive, accepted risk or fixed): the scan's counts and its point of the remediation trend, in one pass.
  const counts = await sql<{ baseline: string; severity: Severity; is_open: boolean; n: string | number }>`
    SELECT f.baseline, f.severity, (NOT f.non_applicable AND f.suppression_status IS DISTINCT FROM 'accepted'
      AND t.state IN ('open', 'in_review', 'confirmed', 'reopened')) AS is_open, count(*) AS n
    FROM findings f JOIN tracked_findings t ON t.tenant_id = f.tenant_id AND t.id = f.tracked_id
    WHERE f.tenant_id = ${t} AND f.scan_id = ${s} AND t.tenant_id = ${t}
    GROUP BY 1, 2, 3`.execute(db);
  await sql`SET LOCAL enable_nestloop = on`.execute(db);
  const by: Record<string, number> = {};
  const open: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0, info: 0, unknown: 0 };
  for (const row of counts.rows) {
    by[row.baseline] = (by[row.baseline] ?? 0) + toNumber(row.n);
    if (row.is_open) open[row.severity] += toNumber(row.n);
  }
  return {
    branch,
    new: by.new ?? 0,
    unchanged: by.unchanged ?? 0,
    fixed: Number(fixed.numAffectedRows ?? 0n),
    reintroduced: by.reintroduced ?? 0,
    open,
  };
}
