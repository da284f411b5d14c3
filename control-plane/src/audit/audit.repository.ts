import { sql } from 'kysely';
import type { Db } from '../lib/db.js';
import { escapeLike, toNumber, totalCount } from '../lib/db.js';
import type { PageWindow } from '../lib/paging.js';
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

export interface AuditFilter {
  actorId?: string;
  /** One action, or a family when it ends in a dot ("user."). */
  action?: string;
  from?: Date;
  to?: Date;
}

export interface AuditRecord {
  id: string;
  action: string;
  actorUserId: string | null;
  actorTokenId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  meta: Record<string, unknown>;
  ip: string | null;
  createdAt: Date;
}

function filteredAudit(db: Db, tenantId: string, filter: AuditFilter) {
  let query = db.selectFrom('audit_log as a').where('a.tenant_id', '=', tenantId);
  if (filter.actorId) {
    const actorId = filter.actorId;
    query = query.where((eb) => eb.or([eb('a.actor_user_id', '=', actorId), eb('a.actor_token_id', '=', actorId)]));
  }
  if (filter.action) {
    query = filter.action.endsWith('.')
      ? query.where('a.action', 'like', `${escapeLike(filter.action)}%`)
      : query.where('a.action', '=', filter.action);
  }
  if (filter.from) query = query.where('a.created_at', '>=', filter.from);
  if (filter.to) query = query.where('a.created_at', '<', filter.to);
  return query;
}

/** Entries of one tenant, newest first, with the acting user's name and e-mail or the token's name. */
export async function listAudit(
  db: Db,
  tenantId: string,
  filter: AuditFilter,
  page: PageWindow,
): Promise<AuditRecord[]> {
  const rows = await filteredAudit(db, tenantId, filter)
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .leftJoin('api_tokens as k', (join) => join.onRef('k.id', '=', 'a.actor_token_id').onRef('k.tenant_id', '=', 'a.tenant_id'))
    .select([
      'a.id',
      'a.action',
      'a.actor_user_id',
      'a.actor_token_id',
      'a.target_type',
      'a.target_id',
      'a.meta',
      'a.ip',
      'a.created_at',
      sql<string | null>`coalesce(u.name, k.name)`.as('actor_name'),
      'u.email as actor_email',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorUserId: row.actor_user_id,
    actorTokenId: row.actor_token_id,
    actorName: row.actor_name,
    actorEmail: row.actor_email ?? null,
    targetType: row.target_type,
    targetId: row.target_id,
    meta: (row.meta ?? {}) as Record<string, unknown>,
    ip: row.ip,
    createdAt: row.created_at,
  }));
}

export async function countAudit(db: Db, tenantId: string, filter: AuditFilter): Promise<number> {
  const row = await filteredAudit(db, tenantId, filter).select(totalCount()).executeTakeFirstOrThrow();
  return toNumber(row.total);
}
