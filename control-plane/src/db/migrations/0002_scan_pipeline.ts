import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The durable scan pipeline (PostgreSQL 15 syntax): progress figures, the lease a worker holds on a
 * running scan (worker_id + heartbeat_at), the job that carries it, where its source lives, and
 * exactly one usage record per scan.
 */
const up: string[] = [
  `ALTER TABLE scans
    ADD COLUMN files_total integer,
    ADD COLUMN files_scanned integer NOT NULL DEFAULT 0,
    ADD COLUMN findings_count integer NOT NULL DEFAULT 0,
    ADD COLUMN source_name text,
    ADD COLUMN job_id text,
    ADD COLUMN worker_id text,
    ADD COLUMN heartbeat_at timestamptz,
    ADD COLUMN attempts integer NOT NULL DEFAULT 0`,
  // Startup recovery and "is something running" look scans up by status.
  `CREATE INDEX scans_active_idx ON scans (status) WHERE status IN ('queued', 'running')`,
  // A scan is metered once: replays of its finalization hit this key and insert nothing.
  `CREATE UNIQUE INDEX usage_records_tenant_scan_key ON usage_records (tenant_id, scan_id) WHERE scan_id IS NOT NULL`,
  // One artifact of each kind per scan: rewriting it on a replay updates the row.
  `CREATE UNIQUE INDEX artifacts_tenant_scan_kind_key ON artifacts (tenant_id, scan_id, kind)`,
];

export const migration0002: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('DROP INDEX IF EXISTS artifacts_tenant_scan_kind_key').execute(db);
    await sql.raw('DROP INDEX IF EXISTS usage_records_tenant_scan_key').execute(db);
    await sql.raw('DROP INDEX IF EXISTS scans_active_idx').execute(db);
    await sql
      .raw(
        'ALTER TABLE scans DROP COLUMN files_total, DROP COLUMN files_scanned, DROP COLUMN findings_count, DROP COLUMN source_name, ' +
          'DROP COLUMN job_id, DROP COLUMN worker_id, DROP COLUMN heartbeat_at, DROP COLUMN attempts',
      )
      .execute(db);
  },
};
