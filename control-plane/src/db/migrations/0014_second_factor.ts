import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The second factor (issue 32), additive only: a tenant's policy (off, administrators, everyone),
 * each user's TOTP secret (sealed with AES-256-GCM, confirmed once a first code checks out) and
 * last accepted time step (a code works once), their one-time recovery codes (hashed), and a
 * session's second-factor state: half-open until the code is checked, and when it was checked.
 */
const up = [
  `ALTER TABLE tenants ADD COLUMN IF NOT EXISTS mfa_policy text NOT NULL DEFAULT 'off' CHECK (mfa_policy IN ('off', 'admins', 'everyone'))`,
  `CREATE TABLE IF NOT EXISTS user_second_factors (
    user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    secret_sealed text NOT NULL,
    confirmed_at timestamptz,
    last_used_step integer,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS user_recovery_codes (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS user_recovery_codes_hash_key ON user_recovery_codes (user_id, code_hash)`,
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS mfa_pending boolean NOT NULL DEFAULT false`,
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS mfa_verified_at timestamptz`,
];

export const migration0014: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS mfa_verified_at`.execute(db);
    await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS mfa_pending`.execute(db);
    await sql`DROP TABLE IF EXISTS user_recovery_codes`.execute(db);
    await sql`DROP TABLE IF EXISTS user_second_factors`.execute(db);
    await sql`ALTER TABLE tenants DROP COLUMN IF EXISTS mfa_policy`.execute(db);
  },
};
