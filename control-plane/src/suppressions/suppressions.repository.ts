/**
 * Every suppression of a tenant's open tracked findings: triage decisions (Falso positivo, Risco
 * aceito) and the code's own (a `vigia-ignore` comment, an imported SARIF's accepted suppression),
 * one row per suppression, with where the finding was last seen. Always scoped by tenant.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Severity } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import { toNumber } from '../lib/db.js';
import type { PageWindow } from '../lib/paging.js';

export type SuppressionKind = 'in_source' | 'imported' | 'false_positive' | 'accepted_risk';

export interface SuppressionFilter {
  kind?: SuppressionKind;
  projectId?: string;
  query?: string;
}

export interface SuppressionRecord {
  tracked_id: string;
  kind: SuppressionKind;
  project_id: string;
  project_name: string;
  branch: string;
  rule: string;
  severity: Severity;
  file: string | null;
  line: number | null;
  reason: string | null;
  since: Date;
  user_id: string | null;
  user_email: string | null;
  user_name: string | null;
  token_name: string | null;
  commit_sha: string | null;
  risk_expires_at: Date | null;
}

/** Both kinds of suppression as one relation, with the finding's last location, filtered. */
function suppressions(tenantId: string, filter: SuppressionFilter): RawBuilder<unknown> {
  const conditions = [sql`true`];
  if (filter.kind) conditions.push(sql`s.kind = ${filter.kind}`);
  if (filter.projectId) conditions.push(sql`s.project_id = ${filter.projectId}`);
  if (filter.query) {
    const like = `%${filter.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(lower(s.rule) LIKE ${like} OR lower(coalesce(loc.file, '')) LIKE ${like} OR lower(coalesce(s.reason, '')) LIKE ${like})`);
  }
  return sql`(WITH s AS (
      SELECT t.id AS tracked_id, t.state AS kind, t.project_id, t.branch, t.rule, t.severity, t.last_seen_scan_id,
        t.state_reason AS reason, coalesce(t.state_changed_at, t.first_seen_at) AS since, t.state_changed_by AS user_id,
        NULL::uuid AS token_id, NULL::text AS commit_sha, t.risk_expires_at
      FROM tracked_findings t
      WHERE t.tenant_id = ${tenantId} AND t.state IN ('false_positive', 'accepted_risk')
      UNION ALL
      SELECT t.id, CASE f.suppression_kind WHEN 'in_source' THEN 'in_source' ELSE 'imported' END, t.project_id, t.branch, t.rule,
        t.severity, t.last_seen_scan_id, f.suppression_reason, t.suppressed_at, sc.created_by, sc.token_id, sc.commit_sha, NULL
      FROM tracked_findings t
      JOIN findings f ON f.tenant_id = t.tenant_id AND f.scan_id = t.last_seen_scan_id AND f.tracked_id = t.id
        AND f.suppression_status = 'accepted'
      LEFT JOIN scans sc ON sc.tenant_id = t.tenant_id AND sc.id = t.suppressed_scan_id
      WHERE t.tenant_id = ${tenantId} AND t.suppressed_at IS NOT NULL AND t.state <> 'fixed'
    )
    SELECT s.tracked_id, s.kind, s.project_id, p.name AS project_name, s.branch, s.rule, s.severity, loc.file, loc.line,
      s.reason, s.since, u.id AS user_id, u.email AS user_email, u.name AS user_name, tk.name AS token_name, s.commit_sha, s.risk_expires_at
    FROM s
    JOIN projects p ON p.tenant_id = ${tenantId} AND p.id = s.project_id
    LEFT JOIN LATERAL (
      SELECT f.file, f.line FROM findings f
      WHERE f.tenant_id = ${tenantId} AND f.scan_id = s.last_seen_scan_id AND f.tracked_id = s.tracked_id LIMIT 1
    ) loc ON true
    LEFT JOIN users u ON u.id = s.user_id
    LEFT JOIN api_tokens tk ON tk.tenant_id = ${tenantId} AND tk.id = s.token_id
    WHERE ${sql.join(conditions, sql` AND `)}) AS listed`;
}

export async function listSuppressions(db: Db, tenantId: string, filter: SuppressionFilter, window: PageWindow): Promise<SuppressionRecord[]> {
  const result = await sql<SuppressionRecord>`SELECT * FROM ${suppressions(tenantId, filter)}
    ORDER BY since DESC, tracked_id, kind LIMIT ${window.limit} OFFSET ${window.offset}`.execute(db);
  return result.rows;
}

export async function countSuppressions(db: Db, tenantId: string, filter: SuppressionFilter): Promise<number> {
  const result = await sql<{ n: string | number }>`SELECT count(*) AS n FROM ${suppressions(tenantId, filter)}`.execute(db);
  return toNumber(result.rows[0]?.n ?? 0);
}
