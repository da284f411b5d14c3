import type { Db } from '../lib/db.js';
import type { RequestMeta } from '../lib/request-meta.js';
import type { Actor } from '../policy/index.js';

export interface AuditEntry {
  tenantId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  /** How the target reads in the audit list (an e-mail, a token or project name); never a secret. */
  targetLabel?: string;
  /** The changed fields as they were and as they became; never secrets or their hashes. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

/** The fields of `after` whose value differs from `before`, both sides reduced to them. */
export function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Appends one row to audit_log: who (user or token), what, on which target, from where. */
export async function recordAudit(
  db: Db,
  actor: Actor | { type: 'user'; userId: string } | null,
  request: RequestMeta | null,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      tenant_id: entry.tenantId,
      actor_user_id: actor?.type === 'user' ? actor.userId : null,
      actor_token_id: actor?.type === 'token' ? actor.tokenId : null,
      action: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId ?? null,
      ip: request?.ip ?? null,
      meta: JSON.stringify({
        ...entry.meta,
        ...(entry.targetLabel !== undefined ? { targetLabel: entry.targetLabel } : {}),
        ...(entry.before !== undefined ? { before: entry.before } : {}),
        ...(entry.after !== undefined ? { after: entry.after } : {}),
      }),
    })
    .execute();
}
