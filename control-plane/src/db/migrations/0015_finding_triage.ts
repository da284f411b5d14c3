import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Triage that sticks (issue 29), additive only. A tracked finding is one fingerprint on one branch
 * of a project: its state, first/last seen and fixed-in scan survive rescans. Each scan's findings
 * point at their tracked finding and say how the scan found them (new, unchanged, reintroduced);
 * the scan keeps its new/unchanged/fixed/reintroduced counts. History and comments hang off the
 * tracked finding; the tenant caps how long a risk may be accepted.
 */
const up = [
  `CREATE TABLE IF NOT EXISTS tracked_findings (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL,
    project_id uuid NOT NULL,
    branch text NOT NULL,
    fingerprint text NOT NULL,
    source_kind text NOT NULL DEFAULT 'archive',
    rule text NOT NULL,
    severity text NOT NULL,
    state text NOT NULL DEFAULT 'open'
      CHECK (state IN ('open', 'in_review', 'confirmed', 'false_positive', 'accepted_risk', 'fixed', 'reopened')),
    state_reason text,
    risk_expires_at timestamptz,
    state_changed_at timestamptz,
    state_changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
    first_seen_scan_id uuid NOT NULL,
    first_seen_at timestamptz NOT NULL DEFAULT now(),
    last_seen_scan_id uuid NOT NULL,
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    fixed_in_scan_id uuid,
    fixed_at timestamptz,
    UNIQUE (tenant_id, id),
    UNIQUE (tenant_id, project_id, branch, fingerprint),
    FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE
  )`,
  // Fixing walks a branch's live findings; expiry walks accepted risks.
  `CREATE INDEX IF NOT EXISTS tracked_findings_branch_state_idx ON tracked_findings (tenant_id, project_id, branch, state)`,
  `CREATE INDEX IF NOT EXISTS tracked_findings_risk_expiry_idx ON tracked_findings (risk_expires_at) WHERE state = 'accepted_risk'`,
  `CREATE TABLE IF NOT EXISTS finding_history (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL,
    tracked_id uuid NOT NULL,
    actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
    scan_id uuid,
    from_state text,
    to_state text NOT NULL,
    reason text,
    risk_expires_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (tenant_id, tracked_id) REFERENCES tracked_findings (tenant_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX IF NOT EXISTS finding_history_tracked_idx ON finding_history (tenant_id, tracked_id, created_at)`,
  `CREATE TABLE IF NOT EXISTS finding_comments (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL,
    tracked_id uuid NOT NULL,
    author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
    body text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (tenant_id, tracked_id) REFERENCES tracked_findings (tenant_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX IF NOT EXISTS finding_comments_tracked_idx ON finding_comments (tenant_id, tracked_id, created_at)`,
  `ALTER TABLE findings ADD COLUMN IF NOT EXISTS tracked_id uuid`,
  `ALTER TABLE findings ADD COLUMN IF NOT EXISTS baseline text CHECK (baseline IN ('new', 'unchanged', 'reintroduced'))`,
  // The dashboard's "new in this scan" filter and the join to the tracked state.
  `CREATE INDEX IF NOT EXISTS findings_tenant_scan_tracked_idx ON findings (tenant_id, scan_id, tracked_id)`,
  `CREATE INDEX IF NOT EXISTS findings_tenant_scan_baseline_idx ON findings (tenant_id, scan_id, baseline, severity_rank DESC)`,
  `ALTER TABLE scans ADD COLUMN IF NOT EXISTS tracking jsonb`,
  `ALTER TABLE tenants ADD COLUMN IF NOT EXISTS risk_acceptance_max_days integer NOT NULL DEFAULT 90
    CHECK (risk_acceptance_max_days BETWEEN 1 AND 3650)`,
];

export const migration0015: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE tenants DROP COLUMN IF EXISTS risk_acceptance_max_days`.execute(db);
    await sql`ALTER TABLE scans DROP COLUMN IF EXISTS tracking`.execute(db);
    await sql`DROP INDEX IF EXISTS findings_tenant_scan_baseline_idx`.execute(db);
    await sql`DROP INDEX IF EXISTS findings_tenant_scan_tracked_idx`.execute(db);
    await sql`ALTER TABLE findings DROP COLUMN IF EXISTS baseline`.execute(db);
    await sql`ALTER TABLE findings DROP COLUMN IF EXISTS tracked_id`.execute(db);
    await sql`DROP TABLE IF EXISTS finding_comments`.execute(db);
    await sql`DROP TABLE IF EXISTS finding_history`.execute(db);
    await sql`DROP TABLE IF EXISTS tracked_findings`.execute(db);
  },
};
