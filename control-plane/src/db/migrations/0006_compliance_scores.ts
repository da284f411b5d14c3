import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Compliance results of each scan, written when its COMPLIANCE_JSON is generated: the four domain
 * scores and the overall one (the trend reads these without opening artifacts) and the bounded
 * articles summary (findings grouped by article/control, a few samples each) the compliance PDF
 * is built from. Additive only: a new table, nothing existing is rewritten, so it is safe on a
 * running install; scans completed before it simply have no row (no trend point, and the ANPD
 * template and compliance PDF answer 404 for them until they are scanned again).
 *
 * Numbered 0005 so that it cannot clash with another 0004; the migrator accepts migrations added
 * out of order (connection.ts), so a 0004 merged later still applies on databases that ran this.
 */
const up: string[] = [
  `CREATE TABLE IF NOT EXISTS compliance_scores (
    tenant_id uuid NOT NULL,
    project_id uuid NOT NULL,
    scan_id uuid NOT NULL,
    regime text NOT NULL,
    lgpd smallint NOT NULL CHECK (lgpd BETWEEN 0 AND 100),
    bacen smallint NOT NULL CHECK (bacen BETWEEN 0 AND 100),
    security smallint NOT NULL CHECK (security BETWEEN 0 AND 100),
    open_finance smallint NOT NULL CHECK (open_finance BETWEEN 0 AND 100),
    overall smallint NOT NULL CHECK (overall BETWEEN 0 AND 100),
    total_findings integer NOT NULL,
    articles jsonb NOT NULL DEFAULT '[]'::jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, scan_id),
    FOREIGN KEY (tenant_id, scan_id) REFERENCES scans (tenant_id, id) ON DELETE CASCADE
  )`,
  // The trend: a project's latest scans.
  `CREATE INDEX IF NOT EXISTS compliance_scores_project_idx ON compliance_scores (tenant_id, project_id, created_at DESC)`,
];

export const migration0006: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('DROP TABLE IF EXISTS compliance_scores').execute(db);
  },
};
