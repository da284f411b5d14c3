/** SQL of the triage: tracked findings, their history and comments, always scoped by tenant. */
import type { Selectable } from 'kysely';
import type { FindingBaseline, Severity, TrackedFindingsTable, TriageState } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import type { AssigneeColumns } from './triage-dto.js';

export type TrackedRow = Selectable<TrackedFindingsTable>;
/** A tracked row with its owner's e-mail and name. */
export type TrackedView = TrackedRow & AssigneeColumns;

/** A finding row of a completed scan of the project, with the tracked finding it belongs to. */
export async function trackedOfFinding(
  db: Db,
  scope: { tenantId: string; projectId: string },
  findingId: string,
): Promise<{ tracked: TrackedView; severity: Severity; baseline: FindingBaseline | null; label: string } | undefined> {
  const row = await db
    .selectFrom('findings as f')
    .innerJoin('scans as s', (join) => join.onRef('s.tenant_id', '=', 'f.tenant_id').onRef('s.id', '=', 'f.scan_id'))
    .innerJoin('tracked_findings as t', (join) => join.onRef('t.tenant_id', '=', 'f.tenant_id').onRef('t.id', '=', 'f.tracked_id'))
    .leftJoin('users as owner', 'owner.id', 't.assignee_user_id')
    .selectAll('t')
    .select(['owner.email as assignee_email', 'owner.name as assignee_name'])
    .select(['f.severity as finding_severity', 'f.baseline as finding_baseline', 'f.rule as finding_rule', 'f.file as finding_file', 'f.line as finding_line'])
    .where('f.tenant_id', '=', scope.tenantId)
    .where('f.project_id', '=', scope.projectId)
    .where('f.id', '=', findingId)
    .where('s.status', '=', 'completed')
    .executeTakeFirst();
  if (!row) return undefined;
  const { finding_severity, finding_baseline, finding_rule, finding_file, finding_line, ...tracked } = row;
  return { tracked, severity: finding_severity, baseline: finding_baseline, label: `${finding_rule} ${finding_file}:${finding_line ?? 0}` };
}

/** Locks the tracked row for a change (two people triaging the same finding take turns). */
export async function lockTracked(db: Db, tenantId: string, trackedId: string): Promise<TrackedRow | undefined> {
  return db.selectFrom('tracked_findings').selectAll().where('tenant_id', '=', tenantId).where('id', '=', trackedId).forUpdate().executeTakeFirst();
}

export interface StateChange {
  tenantId: string;
  trackedId: string;
  actorUserId: string | null;
  from: TriageState;
  to: TriageState;
  reason: string | null;
  riskExpiresAt: Date | null;
  at: Date;
}

/** Sets the state and appends the history row, in the caller's transaction. */
export async function changeState(db: Db, change: StateChange): Promise<TrackedRow> {
  const updated = await db
    .updateTable('tracked_findings')
    .set({
      state: change.to,
      state_reason: change.reason,
      risk_expires_at: change.riskExpiresAt,
      state_changed_at: change.at,
      state_changed_by: change.actorUserId,
    })
    .where('tenant_id', '=', change.tenantId)
    .where('id', '=', change.trackedId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('finding_history')
    .values({
      tenant_id: change.tenantId,
      tracked_id: change.trackedId,
      actor_user_id: change.actorUserId,
      from_state: change.from,
      to_state: change.to,
      reason: change.reason,
      risk_expires_at: change.riskExpiresAt,
      created_at: change.at,
    })
    .execute();
  return updated;
}

const actorColumns = ['u.id as actor_id', 'u.email as actor_email', 'u.name as actor_name'] as const;

export async function historyOf(db: Db, tenantId: string, trackedId: string) {
  return db
    .selectFrom('finding_history as h')
    .leftJoin('users as u', 'u.id', 'h.actor_user_id')
    .select(['h.id', 'h.from_state', 'h.to_state', 'h.reason', 'h.risk_expires_at', 'h.scan_id', 'h.created_at', ...actorColumns])
    .where('h.tenant_id', '=', tenantId)
    .where('h.tracked_id', '=', trackedId)
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute();
}

export async function commentsOf(db: Db, tenantId: string, trackedId: string) {
  return db
    .selectFrom('finding_comments as c')
    .leftJoin('users as u', 'u.id', 'c.author_user_id')
    .select(['c.id', 'c.body', 'c.created_at', ...actorColumns])
    .where('c.tenant_id', '=', tenantId)
    .where('c.tracked_id', '=', trackedId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

export async function addComment(db: Db, comment: { tenantId: string; trackedId: string; authorUserId: string; body: string; at: Date }) {
  return db
    .insertInto('finding_comments')
    .values({ tenant_id: comment.tenantId, tracked_id: comment.trackedId, author_user_id: comment.authorUserId, body: comment.body, created_at: comment.at })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The tracked findings of a page of findings (the dashboard's state, age, due date and owner columns). */
export async function trackedByIds(db: Db, tenantId: string, ids: readonly string[]): Promise<Map<string, TrackedView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tracked_findings as t')
    .leftJoin('users as owner', 'owner.id', 't.assignee_user_id')
    .selectAll('t')
    .select(['owner.email as assignee_email', 'owner.name as assignee_name'])
    .where('t.tenant_id', '=', tenantId)
    .where('t.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function riskAcceptanceMaxDays(db: Db, tenantId: string): Promise<number> {
  const row = await db.selectFrom('tenants').select('risk_acceptance_max_days').where('id', '=', tenantId).executeTakeFirst();
  return row?.risk_acceptance_max_days ?? 90;
}

/** Accepted risks past their expiry, across tenants (the periodic job) or in one tenant. */
export async function expiredRisks(db: Db, now: Date, tenantId?: string) {
  let query = db
    .selectFrom('tracked_findings as t')
    .innerJoin('projects as p', (join) => join.onRef('p.tenant_id', '=', 't.tenant_id').onRef('p.id', '=', 't.project_id'))
    .select(['t.id', 't.tenant_id', 't.project_id', 't.branch', 't.rule', 't.severity', 't.risk_expires_at', 'p.name as project_name'])
    .where('t.state', '=', 'accepted_risk')
    .where('t.risk_expires_at', '<=', now)
    .limit(1000);
  if (tenantId) query = query.where('t.tenant_id', '=', tenantId);
  return query.execute();
}

/** Sets (or clears, with null) the owner of a tracked finding, in the caller's transaction. */
export async function setAssignee(db: Db, change: { tenantId: string; trackedId: string; assigneeUserId: string | null; by: string; at: Date }): Promise<TrackedRow> {
  return db
    .updateTable('tracked_findings')
    .set({ assignee_user_id: change.assigneeUserId, assigned_at: change.assigneeUserId ? change.at : null, assigned_by: change.assigneeUserId ? change.by : null })
    .where('tenant_id', '=', change.tenantId)
    .where('id', '=', change.trackedId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
