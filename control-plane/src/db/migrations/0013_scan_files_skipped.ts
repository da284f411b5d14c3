import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The files a scan could not analyse (issue 28, "no file lost"): the exact count, and the first ones
 * named with their reason (the scanner's SKIPPED_FILES_KEPT). Additive, with defaults: safe on a
 * running install, and a scan in flight simply starts counting at its next batch.
 */
export const migration0013: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE scans ADD COLUMN IF NOT EXISTS files_skipped_count integer NOT NULL DEFAULT 0`.execute(db);
    await sql`ALTER TABLE scans ADD COLUMN IF NOT EXISTS files_skipped jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE scans DROP COLUMN IF EXISTS files_skipped`.execute(db);
    await sql`ALTER TABLE scans DROP COLUMN IF EXISTS files_skipped_count`.execute(db);
  },
};
