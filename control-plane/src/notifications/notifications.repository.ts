import { sql } from 'kysely';
import type { Severity } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';

export interface PreferenceRow {
  events: string[];
  minSeverity: Severity;
  delivery: 'immediate' | 'digest';
}

export async function findPreferences(db: Db, tenantId: string, userId: string): Promise<PreferenceRow | undefined> {
  return db
    .selectFrom('notification_preferences')
    .select(['events', 'min_severity as minSeverity', 'delivery'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function savePreferences(db: Db, tenantId: string, userId: string, prefs: PreferenceRow): Promise<void> {
  await db
    .insertInto('notification_preferences')
    .values({ tenant_id: tenantId, user_id: userId, events: prefs.events, min_severity: prefs.minSeverity, delivery: prefs.delivery })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id']).doUpdateSet({ events: prefs.events, min_severity: prefs.minSeverity, delivery: prefs.delivery, updated_at: sql`now()` }),
    )
    .execute();
}

export interface Recipient extends PreferenceRow {
  userId: string;
  email: string;
}

/** Active members of an active tenant who asked for `event`. */
export async function recipientsOf(db: Db, tenantId: string, event: string): Promise<Recipient[]> {
  return db
    .selectFrom('notification_preferences as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('tenant_members as m', (join) => join.onRef('m.tenant_id', '=', 'p.tenant_id').onRef('m.user_id', '=', 'p.user_id'))
    .innerJoin('tenants as t', 't.id', 'p.tenant_id')
    .select(['p.user_id as userId', 'u.email', 'p.events', 'p.min_severity as minSeverity', 'p.delivery'])
    .where('p.tenant_id', '=', tenantId)
    .where(sql<boolean>`${event} = ANY(p.events)`)
    .where('u.is_active', '=', true)
    .where('m.is_active', '=', true)
    .where('t.is_active', '=', true)
    .execute();
}

export async function addDigestItem(db: Db, item: { tenantId: string; userId: string; event: string; summary: string }): Promise<void> {
  await db.insertInto('notification_digest_items').values({ tenant_id: item.tenantId, user_id: item.userId, event: item.event, summary: item.summary }).execute();
}

/** Members with items waiting for their digest. */
export async function pendingDigests(db: Db): Promise<{ tenantId: string; userId: string }[]> {
  return db
    .selectFrom('notification_digest_items')
    .select(['tenant_id as tenantId', 'user_id as userId'])
    .where('sent_at', 'is', null)
    .groupBy(['tenant_id', 'user_id'])
    .execute();
}

/** Marks a member's waiting items as sent and answers them: two processes never send the same item. */
export async function claimDigestItems(db: Db, tenantId: string, userId: string): Promise<{ event: string; summary: string; createdAt: Date }[]> {
  const rows = await db
    .updateTable('notification_digest_items')
    .set({ sent_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('sent_at', 'is', null)
    .returning(['event', 'summary', 'created_at as createdAt'])
    .execute();
  await db.updateTable('notification_preferences').set({ last_digest_at: sql`now()` }).where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function recipientAddress(db: Db, tenantId: string, userId: string): Promise<{ email: string; tenantName: string } | undefined> {
  return db
    .selectFrom('users as u')
    .innerJoin('tenant_members as m', 'm.user_id', 'u.id')
    .innerJoin('tenants as t', 't.id', 'm.tenant_id')
    .select(['u.email', 't.name as tenantName'])
    .where('u.id', '=', userId)
    .where('m.tenant_id', '=', tenantId)
    .where('u.is_active', '=', true)
    .where('m.is_active', '=', true)
    .executeTakeFirst();
}
