import { sql } from 'kysely';
import type { Db } from '../lib/db.js';

export interface BlockedIpRow {
  id: string;
  ip: string;
  reason: string;
  createdAt: Date;
  expiresAt: Date | null;
  createdBy: string | null;
}

/** A block still in force: no end, or an end in the future. */
const active = sql<boolean>`(blocked_ips.expires_at IS NULL OR blocked_ips.expires_at > now())`;

/** Every address blocked now, over all tenants: what the guards of every process enforce. */
export async function activeBlockedAddresses(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('blocked_ips').select('ip').where(active).execute();
  return rows.map((row) => row.ip);
}

/** The tenant's blocks in force, newest first, with the e-mail of who made each. */
export async function listBlockedIps(db: Db, tenantId: string): Promise<BlockedIpRow[]> {
  const rows = await db
    .selectFrom('blocked_ips')
    .leftJoin('users', 'users.id', 'blocked_ips.created_by')
    .select(['blocked_ips.id', 'blocked_ips.ip', 'blocked_ips.reason', 'blocked_ips.created_at', 'blocked_ips.expires_at', 'users.email'])
    .where('blocked_ips.tenant_id', '=', tenantId)
    .where(active)
    .orderBy('blocked_ips.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    reason: row.reason,
    createdAt: new Date(row.created_at),
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    createdBy: row.email ?? null,
  }));
}

export async function findActiveBlock(db: Db, tenantId: string, ip: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('blocked_ips').select('id').where('tenant_id', '=', tenantId).where('ip', '=', ip).where(active).executeTakeFirst();
}

export async function insertBlockedIp(
  db: Db,
  values: { tenantId: string; ip: string; reason: string; expiresAt: Date | null; createdBy: string | null },
): Promise<{ id: string; createdAt: Date }> {
  const row = await db
    .insertInto('blocked_ips')
    .values({ tenant_id: values.tenantId, ip: values.ip, reason: values.reason, expires_at: values.expiresAt?.toISOString() ?? null, created_by: values.createdBy })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: new Date(row.created_at) };
}

/** Removes the tenant's blocks of exactly this entry (expired ones too); the number removed. */
export async function deleteBlockedIp(db: Db, tenantId: string, ip: string): Promise<number> {
  const result = await db.deleteFrom('blocked_ips').where('tenant_id', '=', tenantId).where('ip', '=', ip).executeTakeFirst();
  return Number(result.numDeletedRows);
}
