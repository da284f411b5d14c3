/** SQL of deadlines: due dates computed from first seen + the tenant's SLA, always scoped by tenant. */
import { sql } from 'kysely';
import type { Severity } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import { toNumber } from '../lib/db.js';
import { OPEN_STATES, SLA_SEVERITIES, type SlaDays, type SlaSeverity } from './deadlines.js';

const openStates = sql.join(OPEN_STATES.map((state) => sql.lit(state)));

/** The SLA of the row's severity, in days (0 for severities without one). */
function slaOfSeverity(sla: SlaDays) {
  return sql<number>`(CASE severity ${sql.join(
    SLA_SEVERITIES.map((severity) => sql`WHEN ${sql.lit(severity)} THEN ${sla[severity]}::int`),
    sql` `,
  )} ELSE 0 END)`;
}

/** The first-seen cutoff of the row's severity: open and first seen before it means overdue. */
function cutoffOfSeverity(cutoffs: Record<SlaSeverity, Date>) {
  return sql<Date>`(CASE severity ${sql.join(
    SLA_SEVERITIES.map((severity) => sql`WHEN ${sql.lit(severity)} THEN ${cutoffs[severity].toISOString()}::timestamptz`),
    sql` `,
  )} END)`;
}

export interface SeverityDeadlineCounts {
  severity: SlaSeverity;
  open: number;
  overdue: number;
  fixed: number;
  fixedWithinSla: number;
}

/** Open, overdue, fixed and fixed-in-time counts of a branch's tracked findings, per severity with an SLA. */
export async function deadlineCounts(
  db: Db,
  scope: { tenantId: string; projectId: string; branch: string },
  sla: SlaDays,
  cutoffs: Record<SlaSeverity, Date>,
): Promise<SeverityDeadlineCounts[]> {
  const result = await sql<{ severity: SlaSeverity; open: string | number; overdue: string | number; fixed: string | number; fixed_within: string | number }>`
    SELECT severity,
      count(*) FILTER (WHERE state IN (${openStates})) AS open,
      count(*) FILTER (WHERE state IN (${openStates}) AND first_seen_at < ${cutoffOfSeverity(cutoffs)}) AS overdue,
      count(*) FILTER (WHERE state = 'fixed') AS fixed,
      count(*) FILTER (WHERE state = 'fixed' AND fixed_at <= first_seen_at + ${slaOfSeverity(sla)} * interval '1 day') AS fixed_within
    FROM tracked_findings
    WHERE tenant_id = ${scope.tenantId} AND project_id = ${scope.projectId} AND branch = ${scope.branch}
      AND severity IN (${sql.join(SLA_SEVERITIES.map((severity) => sql.lit(severity)))})
    GROUP BY severity`.execute(db);
  const bySeverity = new Map(result.rows.map((row) => [row.severity, row]));
  return SLA_SEVERITIES.map((severity) => {
    const row = bySeverity.get(severity);
    return {
      severity,
      open: toNumber(row?.open ?? 0),
      overdue: toNumber(row?.overdue ?? 0),
      fixed: toNumber(row?.fixed ?? 0),
      fixedWithinSla: toNumber(row?.fixed_within ?? 0),
    };
  });
}

export interface NewlyOverdue {
  id: string;
  project_id: string;
  project_name: string;
  severity: Severity;
  rule: string;
  first_seen_at: Date;
  /** The finding of the latest scan that saw it, with its place (for the finding.overdue event). */
  finding_id: string | null;
  file: string | null;
  line: number | null;
}

/**
 * Claims the tenant's open critical and high findings past their deadline that were never alerted
 * (at most `limit`, oldest first): marks them alerted and returns them. One statement with SKIP
 * LOCKED, so two processes running the check never claim the same finding.
 */
export async function claimNewlyOverdue(db: Db, tenantId: string, cutoffs: Record<SlaSeverity, Date>, now: Date, limit = 1000): Promise<NewlyOverdue[]> {
  const result = await sql<NewlyOverdue>`
    WITH claimed AS (
      UPDATE tracked_findings t SET overdue_alerted_at = ${now.toISOString()}::timestamptz
      FROM projects p
      WHERE t.tenant_id = ${tenantId} AND p.tenant_id = t.tenant_id AND p.id = t.project_id
        AND t.id IN (
          SELECT id FROM tracked_findings
          WHERE tenant_id = ${tenantId} AND overdue_alerted_at IS NULL
            AND severity IN ('critical', 'high') AND state IN (${openStates})
            AND first_seen_at < ${cutoffOfSeverity(cutoffs)}
          ORDER BY first_seen_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
      RETURNING t.id, t.project_id, p.name AS project_name, t.severity, t.rule, t.first_seen_at, t.last_seen_scan_id)
    SELECT c.id, c.project_id, c.project_name, c.severity, c.rule, c.first_seen_at, latest.id AS finding_id, latest.file, latest.line
    FROM claimed c
    LEFT JOIN LATERAL (SELECT f.id, f.file, f.line FROM findings f
      WHERE f.tenant_id = ${tenantId} AND f.tracked_id = c.id AND f.scan_id = c.last_seen_scan_id LIMIT 1) latest ON true`.execute(db);
  return result.rows;
}
