import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Alerts written before kinds existed were given the kind 'legacy', which the contract's AlertKind
 * does not have: one such row made the alerts list answer 500. They become 'other', its default too.
 */
export const migration0012: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`UPDATE alerts SET kind = 'other' WHERE kind = 'legacy'`.execute(db);
    await sql`ALTER TABLE alerts ALTER COLUMN kind SET DEFAULT 'other'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE alerts ALTER COLUMN kind SET DEFAULT 'legacy'`.execute(db);
  },
};
