import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Every completed scan rewrites the last-seen columns of each tracked finding it saw (issue 29).
 * None of those columns is indexed, so with free space left on each page PostgreSQL updates the row
 * in place (a heap-only update) instead of writing a new entry in each of the table's indexes. New
 * pages keep 30 % free; existing rows move to such pages as they are next updated.
 */
export const migration0020: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE tracked_findings SET (fillfactor = 70)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE tracked_findings RESET (fillfactor)`.execute(db);
  },
};
