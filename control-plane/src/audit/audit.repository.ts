import type { Db } from '../lib/db.js';
import type { RequestMeta } from '../lib/request-meta.js';
import type { Actor } from '../policy/index.js';

export interface AuditEntry {
  tenantId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  meta?: Record<string, unknown>;
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
      meta: JSON.stringify(entry.meta ?? {}),
    })
    .execute();
}
