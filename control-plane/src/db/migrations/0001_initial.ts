import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The whole model of spec §3 (PostgreSQL 15 syntax; PGlite runs it too). Tenant-owned tables
 * carry tenant_id, their indexes start with it, and composite foreign keys (tenant_id, x_id)
 * make it impossible for a row to point at another tenant's project or scan.
 */
const ROLES = `ARRAY['TENANT_ADMIN','PROJECT_ADMIN','ANALYST','VIEWER']::text[]`;
const SEVERITIES = `('critical','high','medium','low','info','unknown')`;

const up: string[] = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,

  `CREATE TABLE tenants (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name text NOT NULL,
    is_active boolean NOT NULL DEFAULT true,
    bacen_regime text NOT NULL DEFAULT 'CMN_4893' CHECK (bacen_regime IN ('CMN_4893', 'BCB_85')),
    quota_units integer NOT NULL DEFAULT 100000 CHECK (quota_units >= 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE users (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email text NOT NULL CHECK (email = lower(email)),
    name text,
    is_active boolean NOT NULL DEFAULT true,
    last_login_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX users_email_key ON users (email)`,

  `CREATE TABLE tenant_members (
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    roles text[] NOT NULL DEFAULT '{}' CHECK (roles <@ ${ROLES}),
    is_active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, user_id)
  )`,
  // Sign-in and whoami look memberships up by user.
  `CREATE INDEX tenant_members_user_idx ON tenant_members (user_id)`,

  `CREATE TABLE projects (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    name text NOT NULL,
    description text NOT NULL DEFAULT '',
    environments text[] NOT NULL DEFAULT '{}',
    is_active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (tenant_id, id)
  )`,
  `CREATE UNIQUE INDEX projects_tenant_name_key ON projects (tenant_id, lower(name))`,

  `CREATE TABLE project_members (
    tenant_id uuid NOT NULL,
    project_id uuid NOT NULL,
    user_id uuid NOT NULL,
    role text NOT NULL CHECK (role = ANY (${ROLES})),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, project_id, user_id),
    FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE,
    FOREIGN KEY (tenant_id, user_id) REFERENCES tenant_members (tenant_id, user_id) ON DELETE CASCADE
  )`,
  `CREATE INDEX project_members_tenant_user_idx ON project_members (tenant_id, user_id)`,

  `CREATE TABLE magic_links (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    token_hash text NOT NULL UNIQUE,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose text NOT NULL DEFAULT 'login' CHECK (purpose IN ('login', 'signup')),
    redirect_to text,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    ip text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX magic_links_user_idx ON magic_links (user_id)`,
  `CREATE INDEX magic_links_expires_idx ON magic_links (expires_at)`,

  `CREATE TABLE invites (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    email text NOT NULL CHECK (email = lower(email)),
    name text,
    roles text[] NOT NULL CHECK (roles <@ ${ROLES}),
    project_roles jsonb NOT NULL DEFAULT '[]',
    token_hash text NOT NULL UNIQUE,
    invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
    expires_at timestamptz NOT NULL,
    accepted_at timestamptz,
    accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX invites_tenant_email_idx ON invites (tenant_id, email)`,

  `CREATE TABLE sessions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    token_hash text NOT NULL UNIQUE,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    csrf_token text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    ip text,
    user_agent text,
    revoked_at timestamptz
  )`,
  `CREATE INDEX sessions_user_idx ON sessions (user_id)`,
  `CREATE INDEX sessions_expires_idx ON sessions (expires_at)`,

  `CREATE TABLE api_tokens (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL,
    project_id uuid NOT NULL,
    kind text NOT NULL CHECK (kind IN ('VIEWER', 'RUN')),
    name text NOT NULL,
    prefix text NOT NULL,
    secret_hash text NOT NULL UNIQUE,
    is_active boolean NOT NULL DEFAULT true,
    expires_at timestamptz,
    last_used_at timestamptz,
    rotated_at timestamptz,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX api_tokens_tenant_project_idx ON api_tokens (tenant_id, project_id)`,

  `CREATE TABLE rate_limits (
    key text NOT NULL,
    window_start timestamptz NOT NULL,
    count integer NOT NULL DEFAULT 0,
    PRIMARY KEY (key, window_start)
  )`,
  `CREATE INDEX rate_limits_window_idx ON rate_limits (window_start)`,

  `CREATE TABLE scans (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL,
    project_id uuid NOT NULL,
    status text NOT NULL DEFAULT 'queued'
      CHECK (status IN ('queued', 'running', 'paused', 'completed', 'failed', 'cancelled')),
    stage text NOT NULL DEFAULT 'queued'
      CHECK (stage IN ('queued', 'analyzing', 'generating_compliance', 'finalizing', 'completed', 'failed')),
    progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
    eta_seconds integer,
    started_at timestamptz,
    finished_at timestamptz,
    branch text,
    commit_sha text,
    source_kind text,
    lines_scanned integer NOT NULL DEFAULT 0,
    units integer NOT NULL DEFAULT 0,
    error text,
    checkpoint jsonb,
    summary jsonb,
    can_resume boolean NOT NULL DEFAULT false,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    token_id uuid REFERENCES api_tokens (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (tenant_id, id),
    FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX scans_tenant_project_created_idx ON scans (tenant_id, project_id, created_at DESC)`,
  `CREATE INDEX scans_tenant_status_idx ON scans (tenant_id, status)`,

  `CREATE TABLE findings (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    scan_id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    project_id uuid NOT NULL,
    file text NOT NULL,
    line integer,
    col integer,
    message text NOT NULL,
    severity text NOT NULL CHECK (severity IN ${SEVERITIES}),
    rule text NOT NULL,
    category text,
    framework text,
    frameworks text[] NOT NULL DEFAULT '{}',
    cwe text,
    fingerprint text NOT NULL,
    dedup_count integer NOT NULL DEFAULT 1,
    snippet text,
    meta jsonb NOT NULL DEFAULT '{}',
    citations jsonb NOT NULL DEFAULT '[]',
    non_applicable boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (tenant_id, scan_id) REFERENCES scans (tenant_id, id) ON DELETE CASCADE,
    FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE
  )`,
  `CREATE UNIQUE INDEX findings_tenant_scan_fingerprint_key ON findings (tenant_id, scan_id, fingerprint)`,
  `CREATE INDEX findings_tenant_scan_severity_idx ON findings (tenant_id, scan_id, severity)`,
  `CREATE INDEX findings_tenant_project_idx ON findings (tenant_id, project_id)`,

  `CREATE TABLE artifacts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL,
    project_id uuid NOT NULL,
    scan_id uuid NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    content_type text NOT NULL,
    size_bytes bigint NOT NULL DEFAULT 0,
    storage_path text NOT NULL,
    sha256 text,
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE,
    FOREIGN KEY (tenant_id, scan_id) REFERENCES scans (tenant_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX artifacts_tenant_project_scan_idx ON artifacts (tenant_id, project_id, scan_id, kind)`,

  `CREATE TABLE usage_records (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL,
    project_id uuid NOT NULL,
    scan_id uuid,
    units integer NOT NULL CHECK (units >= 0),
    lines integer NOT NULL DEFAULT 0,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE,
    FOREIGN KEY (tenant_id, scan_id) REFERENCES scans (tenant_id, id)
  )`,
  `CREATE INDEX usage_records_tenant_recorded_idx ON usage_records (tenant_id, recorded_at)`,
  `CREATE INDEX usage_records_tenant_project_recorded_idx ON usage_records (tenant_id, project_id, recorded_at)`,

  `CREATE TABLE alerts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
    severity text NOT NULL CHECK (severity IN ${SEVERITIES}),
    title text NOT NULL,
    message text NOT NULL,
    source text NOT NULL,
    meta jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    resolved_at timestamptz,
    resolved_reason text,
    resolved_by uuid REFERENCES users (id) ON DELETE SET NULL
  )`,
  `CREATE INDEX alerts_tenant_created_idx ON alerts (tenant_id, created_at DESC)`,

  `CREATE TABLE blocked_ips (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    ip text NOT NULL,
    reason text NOT NULL,
    tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
    expires_at timestamptz,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX blocked_ips_tenant_ip_idx ON blocked_ips (tenant_id, ip)`,
  `CREATE INDEX blocked_ips_ip_idx ON blocked_ips (ip)`,

  `CREATE TABLE signing_keys (
    kid text PRIMARY KEY,
    secret text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    retired_at timestamptz
  )`,

  `CREATE TABLE audit_log (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid,
    actor_user_id uuid,
    actor_token_id uuid,
    action text NOT NULL,
    target_type text,
    target_id text,
    ip text,
    meta jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX audit_log_tenant_created_idx ON audit_log (tenant_id, created_at DESC)`,

  `CREATE TABLE client_errors (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid,
    user_id uuid,
    level text NOT NULL CHECK (level IN ('error', 'warn', 'info')),
    message text NOT NULL,
    stack text,
    context jsonb NOT NULL DEFAULT '{}',
    url text,
    user_agent text,
    occurred_at timestamptz NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    ip text
  )`,
  `CREATE INDEX client_errors_tenant_received_idx ON client_errors (tenant_id, received_at DESC)`,
];

const tables = [
  'client_errors', 'audit_log', 'signing_keys', 'blocked_ips', 'alerts', 'usage_records', 'artifacts',
  'findings', 'scans', 'rate_limits', 'api_tokens', 'sessions', 'invites', 'magic_links',
  'project_members', 'projects', 'tenant_members', 'users', 'tenants',
];

export const migration0001: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  },
};
