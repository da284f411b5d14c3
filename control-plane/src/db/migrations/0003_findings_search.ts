import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The dashboard reads a project's latest scan filtered, sorted and paged in SQL:
 * - severity_rank orders critical > high > medium > low > info > unknown with a plain btree;
 * - a trigram index serves the free-text search (ILIKE '%term%') over file, message, rule, category;
 * - finding_counts keeps per-scan counts by severity, category, framework and applicability (a
 *   completed scan never changes), so summaries of chip filters never count a million rows.
 */
const up: string[] = [
  `ALTER TABLE findings ADD COLUMN severity_rank smallint GENERATED ALWAYS AS (
    CASE severity WHEN 'critical' THEN 5 WHEN 'high' THEN 4 WHEN 'medium' THEN 3
      WHEN 'low' THEN 2 WHEN 'info' THEN 1 ELSE 0 END) STORED`,
  // Covering: a search walking this index in page order filters (and counts) without reading the
  // table, since every column of the searched text and of the summary is in the index.
  `CREATE INDEX findings_scan_severity_order_idx ON findings (tenant_id, scan_id, severity_rank DESC, file, line, id)
    INCLUDE (message, rule, category, framework, severity, non_applicable)`,
  // Must match searchText() in findings.repository.ts character for character to be used.
  `CREATE INDEX findings_search_trgm_idx ON findings
    USING gin ((file || ' ' || message || ' ' || rule || ' ' || coalesce(category, '')) gin_trgm_ops)`,
  // Finer statistics on the searched text steady the planner's guess of how rare a word is.
  `ALTER INDEX findings_search_trgm_idx ALTER COLUMN 1 SET STATISTICS 1000`,
  `ALTER TABLE scans ADD COLUMN finding_counts_at timestamptz`,
  `CREATE TABLE finding_counts (
    tenant_id uuid NOT NULL,
    scan_id uuid NOT NULL,
    severity text NOT NULL,
    category text NOT NULL,
    framework text NOT NULL,
    non_applicable boolean NOT NULL,
    findings integer NOT NULL,
    PRIMARY KEY (tenant_id, scan_id, severity, category, framework, non_applicable),
    FOREIGN KEY (tenant_id, scan_id) REFERENCES scans (tenant_id, id) ON DELETE CASCADE
  )`,
];

export const migration0003: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('DROP TABLE IF EXISTS finding_counts').execute(db);
    await sql.raw('ALTER TABLE scans DROP COLUMN IF EXISTS finding_counts_at').execute(db);
    await sql.raw('DROP INDEX IF EXISTS findings_search_trgm_idx').execute(db);
    await sql.raw('DROP INDEX IF EXISTS findings_scan_severity_order_idx').execute(db);
    await sql.raw('ALTER TABLE findings DROP COLUMN IF EXISTS severity_rank').execute(db);
  },
};
