import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Suppressions (issue 29), additive only. A finding carries the suppression the scanner found for
 * it: a `vigia-ignore` comment (in_source) or the imported SARIF's own (external), with its status
 * (accepted, or under_review: proposed, not yet in force) and reason. The tracked finding keeps
 * since when, and from which scan, the code suppresses it: the admin list's age and author.
 */
const up = [
  `ALTER TABLE findings ADD COLUMN IF NOT EXISTS suppression_kind text CHECK (suppression_kind IN ('in_source', 'external'))`,
  `ALTER TABLE findings ADD COLUMN IF NOT EXISTS suppression_status text CHECK (suppression_status IN ('accepted', 'under_review'))`,
  `ALTER TABLE findings ADD COLUMN IF NOT EXISTS suppression_reason text`,
  `ALTER TABLE tracked_findings ADD COLUMN IF NOT EXISTS suppressed_at timestamptz`,
  `ALTER TABLE tracked_findings ADD COLUMN IF NOT EXISTS suppressed_scan_id uuid`,
  // The admin list walks only suppressed tracked findings (by triage or in the code), newest first.
  `CREATE INDEX IF NOT EXISTS tracked_findings_suppressed_idx ON tracked_findings (tenant_id, project_id)
    WHERE state IN ('false_positive', 'accepted_risk') OR suppressed_at IS NOT NULL`,
];

export const migration0017: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX IF EXISTS tracked_findings_suppressed_idx`.execute(db);
    await sql`ALTER TABLE tracked_findings DROP COLUMN IF EXISTS suppressed_scan_id`.execute(db);
    await sql`ALTER TABLE tracked_findings DROP COLUMN IF EXISTS suppressed_at`.execute(db);
    await sql`ALTER TABLE findings DROP COLUMN IF EXISTS suppression_reason`.execute(db);
    await sql`ALTER TABLE findings DROP COLUMN IF EXISTS suppression_status`.execute(db);
    await sql`ALTER TABLE findings DROP COLUMN IF EXISTS suppression_kind`.execute(db);
  },
};
