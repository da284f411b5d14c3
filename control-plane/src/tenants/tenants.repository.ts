import { sql } from 'kysely';
import type { BacenRegime, MfaPolicy, TenantRow } from '../db/identity-tables.js';
import type { Db } from '../lib/db.js';
import { patchSet, toNumber } from '../lib/db.js';
import { slaColumns, type SlaDays } from '../triage/deadlines.js';

export async function findTenant(db: Db, tenantId: string): Promise<TenantRow | undefined> {
  return db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
}

export async function listTenantsByIds(db: Db, tenantIds: string[]): Promise<TenantRow[]> {
  if (tenantIds.length === 0) return [];
  return db.selectFrom('tenants').selectAll().where('id', 'in', tenantIds).orderBy('name').orderBy('id').execute();
}

export async function insertTenant(db: Db, values: { name: string }): Promise<TenantRow> {
  return db.insertInto('tenants').values({ name: values.name }).returningAll().executeTakeFirstOrThrow();
}

export async function updateTenant(
  db: Db,
  tenantId: string,
  patch: { name?: string; isActive?: boolean; bacenRegime?: BacenRegime; quotaUnits?: number; mfaPolicy?: MfaPolicy; riskAcceptanceMaxDays?: number; slaDays?: SlaDays },
): Promise<TenantRow | undefined> {
  return db
    .updateTable('tenants')
    .set(
      patchSet({
        name: patch.name,
        is_active: patch.isActive,
        bacen_regime: patch.bacenRegime,
        quota_units: patch.quotaUnits,
        mfa_policy: patch.mfaPolicy,
        risk_acceptance_max_days: patch.riskAcceptanceMaxDays,
        ...(patch.slaDays ? slaColumns(patch.slaDays) : {}),
      }),
    )
    .where('id', '=', tenantId)
    .returningAll()
    .executeTakeFirst();
}

/** Row lock on the tenant for the rest of the transaction. */
export async function lockTenant(db: Db, tenantId: string): Promise<void> {
  await db.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().execute();
}

export async function countTenants(db: Db): Promise<number> {
  const row = await db.selectFrom('tenants').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return toNumber(row.count);
}
