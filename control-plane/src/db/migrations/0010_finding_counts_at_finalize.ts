import { sql, type Kysely, type Migration } from 'kysely';

/**
 * finding_counts are written when a scan is finalised, no longer on the first dashboard read:
 * completed scans whose counts were never read get them here, once.
 */
export const migration0010: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`INSERT INTO finding_counts (tenant_id, scan_id, severity, category, framework, non_applicable, findings)
      SELECT f.tenant_id, f.scan_id, f.severity, coalesce(f.category, ''), coalesce(f.framework, 'security'), f.non_applicable, count(*)
      FROM findings f JOIN scans s ON s.tenant_id = f.tenant_id AND s.id = f.scan_id
      WHERE s.status = 'completed' AND s.finding_counts_at IS NULL
      GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT DO NOTHING`.execute(db);
    await sql`UPDATE scans SET finding_counts_at = now() WHERE status = 'completed' AND finding_counts_at IS NULL`.execute(db);
  },
  async down() {
    // The counts stay: they are what a later read would have written.
  },
};
