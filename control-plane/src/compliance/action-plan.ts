/**
 * The action plan of a completed scan (issue 29; art. 8 §1 V asks the annual report for the results
 * of vulnerability scans "with the action plans for their correction"): built once from the
 * repository's set-based queries and shared by the screen, the PDF and the CSV.
 */
import { loadNorms } from '@vigia/scanner';
import type { BacenRegime } from '../db/identity-tables.js';
import type { Severity } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { acceptedRisks, fixedInPeriod, openGroupCounts, openItemRows, openItems, openTotals, type PlanScope } from './action-plan.repository.js';

export type ActionPlan = Schemas['ActionPlan'];
const DAY_MS = 86_400_000;
/** Findings listed per control on the screen and in the PDF; the CSV lists every one. */
export const PLAN_ITEMS_PER_CONTROL = 50;
/** Fixes listed on the screen and in the PDF. */
export const PLAN_FIXES_LISTED = 200;
/** The period of "fixed in the period": the year up to the scan (the annual report's). */
const PERIOD_DAYS = 365;
const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'info', 'unknown'];

/** A control's citation as the report's regime writes it (the same text as the scanner's citations). */
export function controlRef(regime: BacenRegime, numeral: string): string {
  return regime === 'CMN_4893' ? `CMN 4.893 art. 3º §2º ${numeral}` : `BCB 85 (BCB 538) ${numeral}`;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const days = (from: Date | string, to: Date) => Math.max(0, Math.floor((to.getTime() - new Date(from).getTime()) / DAY_MS));
const bySeverityOrder = <T extends { severity: Severity }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
const actor = (id: string | null, email: string | null, name: string | null) => (id && email ? { owner: { id, email, name } } : {});

export interface PlanRequest {
  tenantId: string;
  projectId: string;
  scan: { id: string; branch: string | null; finishedAt: Date | null };
  regime: BacenRegime;
  now: Date;
  /** null: every finding and fix (the CSV). */
  listed: 'bounded' | 'all';
}

export async function buildActionPlan(db: Db, request: PlanRequest): Promise<ActionPlan> {
  const { now } = request;
  const branch = request.scan.branch || 'main';
  const scope: PlanScope = { tenantId: request.tenantId, projectId: request.projectId, scanId: request.scan.id, branch, regime: request.regime, now };
  const periodEnd = request.scan.finishedAt ?? now;
  const periodStart = new Date(periodEnd.getTime() - PERIOD_DAYS * DAY_MS);
  const all = request.listed === 'all';
  const open = await openItems(db, scope);
  const [counts, totals, items, fixed, risks] = await Promise.all([
    openGroupCounts(db, open),
    openTotals(db, open),
    openItemRows(db, open, all ? null : PLAN_ITEMS_PER_CONTROL),
    fixedInPeriod(db, scope, { from: periodStart, to: periodEnd }, all ? null : PLAN_FIXES_LISTED),
    acceptedRisks(db, scope),
  ]);

  const norms = loadNorms();
  const order = Object.keys(norms.bacenControls);
  const controls = [...new Set(counts.map((row) => row.control))].sort((a, b) => rank(order, a) - rank(order, b));
  const groups = controls.map((control): Schemas['ActionPlanGroup'] => {
    const rows = counts.filter((row) => row.control === control);
    return {
      control,
      ref: controlRef(request.regime, control),
      name: norms.bacenControls[control] ?? control,
      summary: norms.summaries.bacenControls[control] ?? '',
      findings: rows.reduce((sum, row) => sum + row.findings, 0),
      overdue: rows.reduce((sum, row) => sum + row.overdue, 0),
      bySeverity: bySeverityOrder(rows).map(({ severity, findings, overdue }) => ({ severity, findings, overdue })),
      items: items
        .filter((row) => row.control === control)
        .map((row) => ({
          findingId: row.finding_id,
          trackedId: row.tracked_id,
          rule: row.rule,
          severity: row.severity,
          file: row.file,
          line: row.line,
          state: row.state,
          ...actor(row.owner_id, row.owner_email, row.owner_name),
          firstSeenAt: iso(row.first_seen_at),
          ageDays: days(row.first_seen_at, now),
          dueAt: row.due_at ? iso(row.due_at) : null,
          overdue: row.due_at !== null && new Date(row.due_at).getTime() < now.getTime(),
        })),
    };
  });

  return {
    projectId: request.projectId,
    scanId: request.scan.id,
    branch,
    regime: request.regime,
    generatedAt: now.toISOString(),
    periodStart: periodStart.toISOString(),
    periodEnd: periodEnd.toISOString(),
    open: totals.reduce((sum, row) => sum + row.findings, 0),
    overdue: totals.reduce((sum, row) => sum + row.overdue, 0),
    bySeverity: bySeverityOrder(totals),
    groups,
    fixed: fixed.rows.map((row) => ({
      trackedId: row.tracked_id,
      rule: row.rule,
      severity: row.severity,
      file: row.file,
      line: row.line === null ? null : Number(row.line),
      firstSeenAt: iso(row.first_seen_at),
      fixedAt: iso(row.fixed_at),
      fixedInScanId: row.fixed_in_scan_id,
      fixedInScanFinishedAt: row.fixed_scan_finished_at ? iso(row.fixed_scan_finished_at) : null,
      daysToFix: days(row.first_seen_at, new Date(row.fixed_at)),
    })),
    fixedTotal: fixed.total,
    acceptedRisks: risks.map((row) => ({
      trackedId: row.tracked_id,
      rule: row.rule,
      severity: row.severity,
      file: row.file,
      line: row.line === null ? null : Number(row.line),
      reason: row.reason,
      ...(row.approver_id && row.approver_email ? { approver: { id: row.approver_id, email: row.approver_email, name: row.approver_name } } : {}),
      acceptedAt: row.accepted_at ? iso(row.accepted_at) : null,
      expiresAt: row.expires_at ? iso(row.expires_at) : null,
    })),
  };
}

/** A control's place in art. 3 §2 (unknown numerals last). */
function rank(order: readonly string[], control: string): number {
  const at = order.indexOf(control);
  return at === -1 ? order.length : at;
}
