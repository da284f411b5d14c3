import { sql } from 'kysely';
import type { UserRow } from '../db/identity-tables.js';
import type { Db } from '../lib/db.js';

export interface SessionRecord {
  id: string;
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  mfaPending: boolean;
  mfaVerified: boolean;
  /** The user has a confirmed second factor. */
  mfaEnrolled: boolean;
  user: UserRow;
}

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: string;
    csrfToken: string;
    ttlSeconds: number;
    ip: string | null;
    userAgent: string | null;
    mfaPending?: boolean;
  },
): Promise<{ id: string; createdAt: Date; expiresAt: Date }> {
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      csrf_token: values.csrfToken,
      expires_at: sql<Date>`now() + make_interval(secs => ${values.ttlSeconds})`,
      ip: values.ip,
      user_agent: values.userAgent,
      mfa_pending: values.mfaPending ?? false,
    })
    .returning(['id', 'created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_at, expiresAt: row.expires_at };
}

/** An open session (not revoked, not expired) of an active user. */
export async function findOpenSession(db: Db, tokenHash: string): Promise<SessionRecord | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('user_second_factors as f', (join) => join.onRef('f.user_id', '=', 'u.id').on('f.confirmed_at', 'is not', null))
    .selectAll('u')
    .select([
      's.id as session_id',
      's.csrf_token',
      's.created_at as session_created_at',
      's.expires_at as session_expires_at',
      's.last_seen_at as session_last_seen_at',
      's.mfa_pending as session_mfa_pending',
      's.mfa_verified_at as session_mfa_verified_at',
      'f.user_id as factor_user_id',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    session_id,
    csrf_token,
    session_created_at,
    session_expires_at,
    session_last_seen_at,
    session_mfa_pending,
    session_mfa_verified_at,
    factor_user_id,
    ...user
  } = row;
  return {
    id: session_id,
    csrfToken: csrf_token,
    createdAt: session_created_at,
    expiresAt: session_expires_at,
    lastSeenAt: session_last_seen_at,
    mfaPending: session_mfa_pending,
    mfaVerified: session_mfa_verified_at !== null,
    mfaEnrolled: factor_user_id !== null,
    user,
  };
}

/** The second factor checked out: a half-open session becomes a full one. */
export async function markSessionVerified(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ mfa_pending: false, mfa_verified_at: sql<Date>`now()` }).where('id', '=', sessionId).execute();
}

/** Sliding expiry: pushes expires_at forward and returns the new value. */
export async function extendSession(db: Db, sessionId: string, ttlSeconds: number): Promise<Date | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now()`, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('expires_at')
    .executeTakeFirst();
  return row?.expires_at;
}

export async function revokeSessionByHash(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Drops sessions and links that ended more than a week ago. */
export async function purgeExpiredCredentials(db: Db): Promise<void> {
  const cutoff = sql<Date>`now() - interval '7 days'`;
  await db.deleteFrom('sessions').where('expires_at', '<', cutoff).execute();
  await db.deleteFrom('magic_links').where('expires_at', '<', cutoff).execute();
}

export interface OpenSessionRow {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

/** The user's sessions that still work (not ended, not expired), most recently seen first. */
export async function listOpenSessions(db: Db, userId: string): Promise<OpenSessionRow[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    userAgent: row.user_agent,
    ip: row.ip,
  }));
}

/** Ends one open session of this user (another user's id is not found); whether one was ended. */
export async function revokeUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
