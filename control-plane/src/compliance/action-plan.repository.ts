/**
 * SQL of the action plan of a completed scan (issue 29): the scan's open findings (triage state
 * Aberto, Em análise, Confirmado or Reaberto, not suppressed in the code) under the Banco Central control each cites in the
 * report's regime, the findings of its branch fixed in the period with the scan that proved the fix,
 * and the branch's accepted risks. Every statement is tenant-scoped and set-based.
 */
import { sql, type RawBuilder } from 'kysely';
import type { BacenRegime } from '../db/identity-tables.js';
import type { Severity, TriageState } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import { toNumber } from '../lib/db.js';
import { planColumns } from './plan-columns.js';
import { OPEN_STATES, tenantSla } from '../triage/deadlines.js';

/** A finding without a Banco Central citation still needs correcting: control VIII (assessment and correction of vulnerabilities). */
export const FALLBACK_CONTROL = 'VIII';
/** The citations' regime code for the tenant's setting. */
const CITATION_REGIME: Record<BacenRegime, string> = { CMN_4893: 'cmn4893', BCB_85: 'bcb85' };

export interface PlanScope {
  tenantId: string;
  projectId: string;
  scanId: string;
  branch: string;
  regime: BacenRegime;
  /** Overdue means a due date before this instant. */
  now: Date;
}

export interface OpenItemRow {
  control: string;
  finding_id: string;
  tracked_id: string;
  rule: string;
  severity: Severity;
  file: string;
  line: number;
  state: TriageState;
  first_seen_at: Date;
  due_at: Date | null;
  owner_id: string | null;
  owner_email: string | null;
  owner_name: string | null;
}

export interface GroupCountRow {
  control: string;
  severity: Severity;
  findings: number;
  overdue: number;
}

/** The CTE `open_items` the plan's three open-finding queries select from, and the instant overdue is read at. */
export interface OpenItems {
  cte: RawBuilder<unknown>;
  now: Date;
}

/**
 * The scan's open findings, one row per (finding, cited control). Built once per plan and shared by its
 * three queries (its due dates read the tenant's SLA).
 */
export async function openItems(db: Db, scope: PlanScope): Promise<OpenItems> {
  const { owner, due } = planColumns(await tenantSla(db, scope.tenantId));
  const regime = CITATION_REGIME[scope.regime];
  const cte = sql`open_items AS (
    SELECT f.id AS finding_id, t.id AS tracked_id, f.rule, f.severity, f.severity_rank, f.file, coalesce(f.line, 0) AS line,
      t.state, t.first_seen_at, ${due} AS due_at, ${owner} AS owner_id, ctl AS control
    FROM findings f
    JOIN tracked_findings t ON t.tenant_id = f.tenant_id AND t.id = f.tracked_id
    CROSS JOIN LATERAL unnest(coalesce(
      (SELECT array_agg(DISTINCT regexp_replace(c->>'ref', '^.* ', ''))
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(f.citations) = 'array' THEN f.citations ELSE '[]'::jsonb END) AS c
        WHERE c->>'framework' = 'bacen' AND c->>'regime' = ${regime}),
      ARRAY[${FALLBACK_CONTROL}]::text[])) AS ctl
    WHERE f.tenant_id = ${scope.tenantId} AND f.scan_id = ${scope.scanId} AND f.non_applicable = false
      AND f.suppression_status IS DISTINCT FROM 'accepted'
      AND t.tenant_id = ${scope.tenantId} AND t.state IN (${sql.join([...OPEN_STATES])})
  )`;
  return { cte, now: scope.now };
}

/** Runs `select` (reading `open_items`) after the CTE. */
async function selectOpenItems<Row>(db: Db, open: OpenItems, select: RawBuilder<unknown>): Promise<Row[]> {
  return (await sql<Row>`WITH ${open.cte} ${select}`.execute(db)).rows;
}

/** Per control and severity: open findings and how many are past their due date. */
export async function openGroupCounts(db: Db, open: OpenItems): Promise<GroupCountRow[]> {
  const rows = await selectOpenItems<{ control: string; severity: Severity; findings: string | number; overdue: string | number }>(db, open, sql`
    SELECT control, severity, count(*) AS findings, count(*) FILTER (WHERE due_at < ${open.now}) AS overdue
    FROM open_items GROUP BY control, severity`);
  return rows.map((row) => ({ ...row, findings: toNumber(row.findings), overdue: toNumber(row.overdue) }));
}

/** Distinct open findings of the scan, and the overdue ones, per severity (a finding citing two controls counts once). */
export async function openTotals(db: Db, open: OpenItems): Promise<{ severity: Severity; findings: number; overdue: number }[]> {
  const rows = await selectOpenItems<{ severity: Severity; findings: string | number; overdue: string | number }>(db, open, sql`
    SELECT severity, count(DISTINCT finding_id) AS findings, count(DISTINCT finding_id) FILTER (WHERE due_at < ${open.now}) AS overdue
    FROM open_items GROUP BY severity`);
  return rows.map((row) => ({ severity: row.severity, findings: toNumber(row.findings), overdue: toNumber(row.overdue) }));
}

/**
 * Open findings per control, most severe then oldest first: at most `perControl` per control (the
 * screen and the PDF), or every one when `perControl` is null (the CSV).
 */
export async function openItemRows(db: Db, open: OpenItems, perControl: number | null): Promise<OpenItemRow[]> {
  const rows = await selectOpenItems<OpenItemRow>(db, open, sql`
    SELECT o.control, o.finding_id, o.tracked_id, o.rule, o.severity, o.file, o.line, o.state, o.first_seen_at, o.due_at,
      u.id AS owner_id, u.email AS owner_email, u.name AS owner_name
    FROM (SELECT *, row_number() OVER (PARTITION BY control ORDER BY severity_rank DESC, first_seen_at, file, line, finding_id) AS n FROM open_items) o
    LEFT JOIN users u ON u.id = o.owner_id
    WHERE ${perControl === null ? sql`true` : sql`o.n <= ${perControl}`}
    ORDER BY o.control, o.n`);
  return rows.map((row) => ({ ...row, line: toNumber(row.line) }));
}

/** A tracked finding's last location (`lf`): its row in the scan that last saw it. */
const LAST_LOCATION = sql`LEFT JOIN findings lf ON lf.tenant_id = t.tenant_id AND lf.scan_id = t.last_seen_scan_id AND lf.tracked_id = t.id`;

type BranchScope = Pick<PlanScope, 'tenantId' | 'projectId' | 'branch'>;

/** The tracked findings (`t`) of the scope's branch, in its tenant. */
const ofBranch = (scope: BranchScope) => sql`t.tenant_id = ${scope.tenantId} AND t.project_id = ${scope.projectId} AND t.branch = ${scope.branch}`;

export interface FixedRow {
  tracked_id: string;
  rule: string;
  severity: Severity;
  file: string | null;
  line: number | null;
  first_seen_at: Date;
  fixed_at: Date;
  fixed_in_scan_id: string;
  fixed_scan_finished_at: Date | null;
}

/** Findings of the branch fixed within [from, to], newest fix first, with the scan that proved each fix (its last location from the scan that last saw it). */
export async function fixedInPeriod(
  db: Db,
  scope: BranchScope,
  period: { from: Date; to: Date },
  limit: number | null,
): Promise<{ rows: FixedRow[]; total: number }> {
  // The period is read on the finish of the scan that proved the fix: fixed_at is written when tracking
  // completes, which may come a moment after that scan's finished_at (and so after the report's end).
  // PostgreSQL keeps microseconds and the period's ends are JavaScript dates (milliseconds): compare at
  // their precision, or the report's own scan falls just past the end.
  const finished = sql`date_trunc('milliseconds', fs.finished_at)`;
  const where = sql`${ofBranch(scope)}
    AND t.state = 'fixed' AND ${finished} >= ${period.from} AND ${finished} <= ${period.to}`;
  const fixingScan = sql`JOIN scans fs ON fs.tenant_id = t.tenant_id AND fs.id = t.fixed_in_scan_id`;
  const rows = await sql<FixedRow>`
    SELECT t.id AS tracked_id, t.rule, t.severity, lf.file, lf.line, t.first_seen_at, t.fixed_at, t.fixed_in_scan_id, fs.finished_at AS fixed_scan_finished_at
    FROM tracked_findings t
    ${fixingScan}
    ${LAST_LOCATION}
    WHERE ${where}
    ORDER BY t.fixed_at DESC, t.id
    ${limit === null ? sql`` : sql`LIMIT ${limit}`}`.execute(db);
  const total = await sql<{ n: string | number }>`SELECT count(*) AS n FROM tracked_findings t ${fixingScan} WHERE ${where}`.execute(db);
  return { rows: rows.rows, total: toNumber(total.rows[0]?.n ?? 0) };
}

export interface AcceptedRiskRow {
  tracked_id: string;
  rule: string;
  severity: Severity;
  file: string | null;
  line: number | null;
  reason: string | null;
  accepted_at: Date | null;
  expires_at: Date | null;
  approver_id: string | null;
  approver_email: string | null;
  approver_name: string | null;
}

/** The branch's accepted risks, soonest expiry first, with who accepted each (the last state change). */
export async function acceptedRisks(db: Db, scope: BranchScope): Promise<AcceptedRiskRow[]> {
  const rows = await sql<AcceptedRiskRow>`
    SELECT t.id AS tracked_id, t.rule, t.severity, lf.file, lf.line, t.state_reason AS reason, t.state_changed_at AS accepted_at,
      t.risk_expires_at AS expires_at, u.id AS approver_id, u.email AS approver_email, u.name AS approver_name
    FROM tracked_findings t
    LEFT JOIN users u ON u.id = t.state_changed_by
    ${LAST_LOCATION}
    WHERE ${ofBranch(scope)} AND t.state = 'accepted_risk'
    ORDER BY t.risk_expires_at NULLS LAST, t.id`.execute(db);
  return rows.rows;
}
