import { sql, type UpdateObject } from 'kysely';
import type { Database } from '../db/database.js';
import type { InviteProjectRole, InviteRow, RoleName } from '../db/identity-tables.js';
import type { Db } from '../lib/db.js';

export async function insertMagicLink(
  db: Db,
  values: { tokenHash: string; userId: string; purpose: 'login' | 'signup'; redirectTo: string | null; ttlSeconds: number; ip: string | null },
): Promise<void> {
  await db
    .insertInto('magic_links')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      purpose: values.purpose,
      redirect_to: values.redirectTo,
      expires_at: sql<Date>`now() + make_interval(secs => ${values.ttlSeconds})`,
      ip: values.ip,
    })
    .execute();
}

/** Marks the link used if it is still unused and unexpired, atomically; undefined otherwise. */
export async function consumeMagicLink(db: Db, tokenHash: string): Promise<{ userId: string; redirectTo: string | null } | undefined> {
  const row = await db
    .updateTable('magic_links')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'redirect_to'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, redirectTo: row.redirect_to } : undefined;
}

export async function insertInvite(
  db: Db,
  values: {
    tenantId: string;
    email: string;
    name: string | null;
    roles: RoleName[];
    projectRoles: InviteProjectRole[];
    tokenHash: string;
    invitedBy: string | null;
    expiresInHours: number;
  },
): Promise<InviteRow> {
  return db
    .insertInto('invites')
    .values({
      tenant_id: values.tenantId,
      email: values.email.toLowerCase(),
      name: values.name,
      roles: values.roles,
      project_roles: JSON.stringify(values.projectRoles),
      token_hash: values.tokenHash,
      invited_by: values.invitedBy,
      expires_at: sql<Date>`now() + make_interval(hours => ${values.expiresInHours})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks the invite accepted if it is still open, atomically; the invite row, or undefined. */
export async function consumeInvite(db: Db, tokenHash: string): Promise<InviteRow | undefined> {
  return db
    .updateTable('invites')
    .set({ accepted_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

export type InviteWithInviter = InviteRow & { inviter_name: string | null };

function invitesWithInviter(db: Db, tenantId: string) {
  return db
    .selectFrom('invites as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .selectAll('i')
    .select(sql<string | null>`coalesce(u.name, u.email)`.as('inviter_name'))
    .where('i.tenant_id', '=', tenantId);
}

/** Invitations neither accepted nor revoked (expired ones included), newest first. */
export async function listOpenInvites(db: Db, tenantId: string): Promise<InviteWithInviter[]> {
  return invitesWithInviter(db, tenantId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .limit(500)
    .execute();
}

export async function findInvite(db: Db, tenantId: string, inviteId: string): Promise<InviteWithInviter | undefined> {
  return invitesWithInviter(db, tenantId).where('i.id', '=', inviteId).executeTakeFirst();
}

/** Changes one open invitation (neither accepted nor revoked); whether there was one to change. */
async function updateOpenInvite(db: Db, tenantId: string, inviteId: string, changes: UpdateObject<Database, 'invites'>): Promise<boolean> {
  const row = await db
    .updateTable('invites')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', inviteId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A new link and expiry for an open invitation (the old link's hash is replaced, so it stops working). */
export async function renewInvite(db: Db, tenantId: string, inviteId: string, tokenHash: string, expiresInHours: number): Promise<boolean> {
  return updateOpenInvite(db, tenantId, inviteId, {
    token_hash: tokenHash,
    expires_at: sql<Date>`now() + make_interval(hours => ${expiresInHours})`,
  });
}

export async function revokeInvite(db: Db, tenantId: string, inviteId: string): Promise<boolean> {
  return updateOpenInvite(db, tenantId, inviteId, { revoked_at: sql<Date>`now()` });
}

export async function setInviteAcceptedBy(db: Db, tenantId: string, inviteId: string, userId: string): Promise<void> {
  await db.updateTable('invites').set({ accepted_by: userId }).where('tenant_id', '=', tenantId).where('id', '=', inviteId).execute();
}
