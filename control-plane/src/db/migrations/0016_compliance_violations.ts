import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Spec §9's score counts violations (findings of severity high or critical citing a framework) over
 * every finding; the PDF prints those counts so a reader can recompute each score. The per-domain
 * counts are kept with the scores. Rows written under the former severity-weighted rule are
 * dropped where the start-up backfill writes them again (scans of at most 100,000 findings, its
 * bound), so no trend point or PDF keeps a score the page's rule cannot reproduce.
 */
export const migration0016: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE compliance_scores ADD COLUMN IF NOT EXISTS violations jsonb`.execute(db);
    await sql`DELETE FROM compliance_scores WHERE violations IS NULL AND total_findings <= 100000`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE compliance_scores DROP COLUMN IF EXISTS violations`.execute(db);
  },
};
