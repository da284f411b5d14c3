import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The target branch of a pull/merge-request scan sent by the CI client (`baseRef`). Additive: a
 * nullable column, safe on a running install.
 */
export const migration0007: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE scans ADD COLUMN IF NOT EXISTS base_ref text`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE scans DROP COLUMN IF EXISTS base_ref`.execute(db);
  },
};
