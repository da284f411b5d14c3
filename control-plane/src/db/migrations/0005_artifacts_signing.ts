import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Artifacts listing and signed download URLs:
 * - the artifacts page lists a project's artifacts newest first (index in that order);
 * - signing keys belong to a tenant (its TENANT_ADMIN rotates them); at most one active key per
 *   tenant (the partial unique index makes "create the first key" safe under concurrency).
 *   Nothing signed with the table before this migration (it was unused), so it starts empty.
 */
const up: string[] = [
  `CREATE INDEX artifacts_tenant_project_created_idx ON artifacts (tenant_id, project_id, created_at DESC, id DESC)`,
  `DELETE FROM signing_keys`,
  `ALTER TABLE signing_keys ADD COLUMN tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE`,
  `CREATE UNIQUE INDEX signing_keys_one_active_key ON signing_keys (tenant_id) WHERE retired_at IS NULL`,
  `CREATE INDEX signing_keys_tenant_retired_idx ON signing_keys (tenant_id, retired_at)`,
];

export const migration0005: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('DROP INDEX IF EXISTS signing_keys_tenant_retired_idx').execute(db);
    await sql.raw('DROP INDEX IF EXISTS signing_keys_one_active_key').execute(db);
    await sql.raw('ALTER TABLE signing_keys DROP COLUMN IF EXISTS tenant_id').execute(db);
    await sql.raw('DROP INDEX IF EXISTS artifacts_tenant_project_created_idx').execute(db);
  },
};
