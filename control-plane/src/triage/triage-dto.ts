import type { FindingBaseline } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';
import { dueAtOf, type SlaDays } from './deadlines.js';
import type { TrackedRow } from './triage.repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The owner's columns, when the read joined users on assignee_user_id. */
export interface AssigneeColumns {
  assignee_email: string | null;
  assignee_name: string | null;
}

/** What the due date is computed against: the tenant's SLA, now. */
export interface DeadlineContext {
  sla: SlaDays;
  now: Date;
}

/**
 * A tracked row as the contract's FindingTriage; `baseline` is how one scan found it. With the
 * tenant's SLA it carries its due date and whether it is overdue.
 */
export function toTriageDto(row: TrackedRow & Partial<AssigneeColumns>, baseline?: FindingBaseline | null, deadline?: DeadlineContext): Schemas['FindingTriage'] {
  const dueAt = deadline ? dueAtOf(row, deadline.sla) : null;
  const assignee = row.assignee_user_id && row.assignee_email ? { id: row.assignee_user_id, email: row.assignee_email, name: row.assignee_name ?? null } : undefined;
  return {
    trackedId: row.id,
    branch: row.branch,
    state: row.state,
    ...(baseline ? { baseline } : {}),
    stateReason: row.state_reason,
    riskExpiresAt: isoOrNull(row.risk_expires_at),
    firstSeenAt: iso(row.first_seen_at),
    lastSeenAt: iso(row.last_seen_at),
    fixedInScanId: row.fixed_in_scan_id,
    ...(deadline ? { dueAt: dueAt?.toISOString() ?? null, overdue: dueAt !== null && dueAt.getTime() < deadline.now.getTime() } : {}),
    ...(assignee ? { assignee } : {}),
  };
}

interface ActorColumns {
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
}

function actorOf(row: ActorColumns): Schemas['TriageActor'] | undefined {
  return row.actor_id && row.actor_email ? { id: row.actor_id, email: row.actor_email, name: row.actor_name } : undefined;
}

export function toHistoryDto(
  row: ActorColumns & {
    id: string;
    from_state: Schemas['FindingState'] | null;
    to_state: Schemas['FindingState'];
    reason: string | null;
    risk_expires_at: Date | null;
    scan_id: string | null;
    created_at: Date;
  },
): Schemas['FindingHistoryEntry'] {
  const actor = actorOf(row);
  return {
    id: row.id,
    fromState: row.from_state ?? 'open',
    toState: row.to_state,
    reason: row.reason,
    riskExpiresAt: isoOrNull(row.risk_expires_at),
    scanId: row.scan_id,
    createdAt: iso(row.created_at),
    ...(actor ? { actor } : {}),
  };
}

export function toCommentDto(row: ActorColumns & { id: string; body: string; created_at: Date }): Schemas['FindingComment'] {
  const author = actorOf(row);
  return { id: row.id, body: row.body, createdAt: iso(row.created_at), ...(author ? { author } : {}) };
}
