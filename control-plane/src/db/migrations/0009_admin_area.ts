import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The admin area (issue 13), additive only: revoked invitations, a token's previous secret kept
 * for a chosen grace period after rotation, and the audit log read by action and by actor.
 */
const up = [
  `ALTER TABLE invites ADD COLUMN IF NOT EXISTS revoked_at timestamptz`,
  `ALTER TABLE api_tokens ADD COLUMN IF NOT EXISTS previous_secret_hash text`,
  `ALTER TABLE api_tokens ADD COLUMN IF NOT EXISTS previous_secret_expires_at timestamptz`,
  `CREATE UNIQUE INDEX IF NOT EXISTS api_tokens_previous_secret_key ON api_tokens (previous_secret_hash) WHERE previous_secret_hash IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS audit_log_tenant_actor_created_idx ON audit_log (tenant_id, actor_user_id, created_at DESC)`,
];

export const migration0009: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX IF EXISTS audit_log_tenant_actor_created_idx`.execute(db);
    await sql`DROP INDEX IF EXISTS api_tokens_previous_secret_key`.execute(db);
    await sql`ALTER TABLE api_tokens DROP COLUMN IF EXISTS previous_secret_expires_at`.execute(db);
    await sql`ALTER TABLE api_tokens DROP COLUMN IF EXISTS previous_secret_hash`.execute(db);
    await sql`ALTER TABLE invites DROP COLUMN IF EXISTS revoked_at`.execute(db);
  },
};
