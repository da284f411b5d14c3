import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Rotating a webhook's signing secret (issue 32), additive only. The secret it replaces keeps signing
 * beside the new one until it expires, so a receiver can switch without losing a delivery (each
 * request then carries two `v1=` signatures, as Stripe does when a secret is rolled).
 */
export const migration0021: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE webhooks ADD COLUMN IF NOT EXISTS previous_secret_sealed text, ADD COLUMN IF NOT EXISTS previous_secret_expires_at timestamptz`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE webhooks DROP COLUMN IF EXISTS previous_secret_sealed, DROP COLUMN IF EXISTS previous_secret_expires_at`.execute(db);
  },
};
