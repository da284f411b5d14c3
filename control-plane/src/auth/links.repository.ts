import { sql } from 'kysely';
import type { InviteProjectRole, InviteRow, RoleName } from '../db/types.js';
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
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

export async function setInviteAcceptedBy(db: Db, tenantId: string, inviteId: string, userId: string): Promise<void> {
  await db.updateTable('invites').set({ accepted_by: userId }).where('tenant_id', '=', tenantId).where('id', '=', inviteId).execute();
}
