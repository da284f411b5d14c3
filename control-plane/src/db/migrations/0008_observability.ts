import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 14, observability: processes that run scans say they are alive (`worker_heartbeats`, one
 * row per process, removed on a clean stop); alerts get a kind and a subject so a rule raises one
 * open alert per (tenant, kind, subject) and counts repeats; `security_counters` keeps hourly counts
 * of refused requests (401, 403, CSRF, rate limits, invalid sign-in links) shared by every process.
 * Additive only: safe on a running install.
 */
const up: string[] = [
  `CREATE TABLE IF NOT EXISTS worker_heartbeats (
    worker_id text PRIMARY KEY,
    kind text NOT NULL,
    hostname text NOT NULL,
    pid integer NOT NULL,
    concurrency integer NOT NULL,
    interval_seconds integer NOT NULL,
    started_at timestamptz NOT NULL DEFAULT now(),
    seen_at timestamptz NOT NULL DEFAULT now()
  )`,
  `ALTER TABLE alerts ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'legacy'`,
  `ALTER TABLE alerts ADD COLUMN IF NOT EXISTS subject text NOT NULL DEFAULT ''`,
  `ALTER TABLE alerts ADD COLUMN IF NOT EXISTS occurrences integer NOT NULL DEFAULT 1`,
  `ALTER TABLE alerts ADD COLUMN IF NOT EXISTS last_seen_at timestamptz NOT NULL DEFAULT now()`,
  `CREATE UNIQUE INDEX IF NOT EXISTS alerts_open_subject_idx ON alerts (tenant_id, kind, subject) WHERE resolved_at IS NULL`,
  `CREATE TABLE IF NOT EXISTS security_counters (
    kind text NOT NULL,
    hour timestamptz NOT NULL,
    count integer NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, hour)
  )`,
];

const down: string[] = [
  `DROP TABLE IF EXISTS security_counters`,
  `DROP INDEX IF EXISTS alerts_open_subject_idx`,
  `ALTER TABLE alerts DROP COLUMN IF EXISTS last_seen_at`,
  `ALTER TABLE alerts DROP COLUMN IF EXISTS occurrences`,
  `ALTER TABLE alerts DROP COLUMN IF EXISTS subject`,
  `ALTER TABLE alerts DROP COLUMN IF EXISTS kind`,
  `DROP TABLE IF EXISTS worker_heartbeats`,
];

export const migration0008: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
