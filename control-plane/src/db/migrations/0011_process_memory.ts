import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 14, memory per process: each heartbeat carries the process's heap and RSS, so /admin shows
 * every process that runs scans, not only the one that answers. Additive only.
 */
export const migration0011: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE worker_heartbeats ADD COLUMN IF NOT EXISTS heap_used bigint`.execute(db);
    await sql`ALTER TABLE worker_heartbeats ADD COLUMN IF NOT EXISTS heap_total bigint`.execute(db);
    await sql`ALTER TABLE worker_heartbeats ADD COLUMN IF NOT EXISTS rss bigint`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE worker_heartbeats DROP COLUMN IF EXISTS rss`.execute(db);
    await sql`ALTER TABLE worker_heartbeats DROP COLUMN IF EXISTS heap_total`.execute(db);
    await sql`ALTER TABLE worker_heartbeats DROP COLUMN IF EXISTS heap_used`.execute(db);
  },
};
