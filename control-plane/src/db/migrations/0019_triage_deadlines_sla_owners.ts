import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Deadlines and owners of tracked findings (issue 29), additive only. The tenant sets how many
 * days a finding of each severity may stay open (its SLA); the due date is computed in the query
 * (first seen + the SLA of its severity), so changing the SLA moves every due date at once. A
 * tracked finding may have an owner (a member with access to its project) and remembers when its
 * overdue alert was raised, so the periodic check raises it once.
 */
const up = [
  `ALTER TABLE tenants ADD COLUMN IF NOT EXISTS sla_critical_days integer NOT NULL DEFAULT 7 CHECK (sla_critical_days BETWEEN 1 AND 3650)`,
  `ALTER TABLE tenants ADD COLUMN IF NOT EXISTS sla_high_days integer NOT NULL DEFAULT 30 CHECK (sla_high_days BETWEEN 1 AND 3650)`,
  `ALTER TABLE tenants ADD COLUMN IF NOT EXISTS sla_medium_days integer NOT NULL DEFAULT 90 CHECK (sla_medium_days BETWEEN 1 AND 3650)`,
  `ALTER TABLE tenants ADD COLUMN IF NOT EXISTS sla_low_days integer NOT NULL DEFAULT 180 CHECK (sla_low_days BETWEEN 1 AND 3650)`,
  `ALTER TABLE tracked_findings ADD COLUMN IF NOT EXISTS assignee_user_id uuid REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE tracked_findings ADD COLUMN IF NOT EXISTS assigned_at timestamptz`,
  `ALTER TABLE tracked_findings ADD COLUMN IF NOT EXISTS assigned_by uuid REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE tracked_findings ADD COLUMN IF NOT EXISTS overdue_alerted_at timestamptz`,
  // "Meus achados": the few tracked findings of one owner, then their rows in the scan by tracked_id.
  `CREATE INDEX IF NOT EXISTS tracked_findings_assignee_idx ON tracked_findings (tenant_id, assignee_user_id) WHERE assignee_user_id IS NOT NULL`,
  // The periodic overdue check walks only open critical/high findings not yet alerted, oldest first.
  `CREATE INDEX IF NOT EXISTS tracked_findings_overdue_alert_idx ON tracked_findings (tenant_id, first_seen_at)
    WHERE overdue_alerted_at IS NULL AND severity IN ('critical', 'high') AND state IN ('open', 'in_review', 'confirmed', 'reopened')`,
];

export const migration0019: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX IF EXISTS tracked_findings_overdue_alert_idx`.execute(db);
    await sql`DROP INDEX IF EXISTS tracked_findings_assignee_idx`.execute(db);
    for (const column of ['overdue_alerted_at', 'assigned_by', 'assigned_at', 'assignee_user_id']) {
      await sql`ALTER TABLE tracked_findings DROP COLUMN IF EXISTS ${sql.raw(column)}`.execute(db);
    }
    for (const severity of ['critical', 'high', 'medium', 'low']) {
      await sql`ALTER TABLE tenants DROP COLUMN IF EXISTS ${sql.raw(`sla_${severity}_days`)}`.execute(db);
    }
  },
};
