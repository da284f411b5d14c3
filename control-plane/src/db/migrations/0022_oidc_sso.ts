import { sql, type Kysely, type Migration } from 'kysely';

/**
 * OpenID Connect single sign-on (issue 32), additive only. A tenant's provider settings: issuer,
 * client id, the client secret sealed (AES-256-GCM, src/lib/sealed-box.ts; never read back by the
 * API), the e-mail domains that sign in through it, the role of people created on their first
 * sign-in and whether they are created at all. A flow is one sign-in in progress: its state is kept
 * as a keyed hash, its nonce and PKCE verifier sealed, bound to the browser that started it,
 * deleted when the provider sends the person back (single use) and short-lived.
 */
const up = [
  `CREATE TABLE IF NOT EXISTS tenant_oidc_settings (
    tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
    issuer text NOT NULL,
    client_id text NOT NULL,
    client_secret_sealed text,
    allowed_domains text[] NOT NULL DEFAULT '{}',
    default_role text NOT NULL DEFAULT 'VIEWER' CHECK (default_role IN ('TENANT_ADMIN', 'PROJECT_ADMIN', 'ANALYST', 'VIEWER')),
    jit_enabled boolean NOT NULL DEFAULT false,
    enabled boolean NOT NULL DEFAULT false,
    updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS tenant_oidc_settings_domains_idx ON tenant_oidc_settings USING gin (allowed_domains)`,
  `CREATE TABLE IF NOT EXISTS oidc_flows (
    state_hash text PRIMARY KEY,
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    secrets_sealed text NOT NULL,
    browser_hash text NOT NULL,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS oidc_flows_expiry_idx ON oidc_flows (expires_at)`,
];

export const migration0022: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('DROP TABLE IF EXISTS oidc_flows').execute(db);
    await sql.raw('DROP TABLE IF EXISTS tenant_oidc_settings').execute(db);
  },
};
