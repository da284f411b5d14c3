import { sql } from 'kysely';
import type { RoleName } from '../../db/identity-tables.js';
import type { Db } from '../../lib/db.js';

export interface OidcSettingsRow {
  tenantId: string;
  issuer: string;
  clientId: string;
  clientSecretSealed: string | null;
  allowedDomains: string[];
  defaultRole: RoleName;
  jitEnabled: boolean;
  enabled: boolean;
  updatedAt: Date;
}

const COLUMNS = [
  'tenant_id as tenantId',
  'issuer',
  'client_id as clientId',
  'client_secret_sealed as clientSecretSealed',
  'allowed_domains as allowedDomains',
  'default_role as defaultRole',
  'jit_enabled as jitEnabled',
  'enabled',
  'updated_at as updatedAt',
] as const;

export async function findOidcSettings(db: Db, tenantId: string, options: { lock?: boolean } = {}): Promise<OidcSettingsRow | undefined> {
  let query = db.selectFrom('tenant_oidc_settings').select(COLUMNS).where('tenant_id', '=', tenantId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The enabled settings of the active tenant that signs in people of `domain`, if one does. */
export async function findEnabledOidcByDomain(db: Db, domain: string): Promise<OidcSettingsRow | undefined> {
  return db
    .selectFrom('tenant_oidc_settings')
    .select(COLUMNS)
    .where('enabled', '=', true)
    .where('tenant_id', 'in', (eb) => eb.selectFrom('tenants').select('id').where('is_active', '=', true))
    .where(sql<boolean>`${domain} = ANY(allowed_domains)`)
    .executeTakeFirst();
}

/** The domains of `domains` another tenant already signs in with. */
export async function domainsClaimedElsewhere(db: Db, tenantId: string, domains: string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .selectFrom('tenant_oidc_settings')
    .select('allowed_domains')
    .where('tenant_id', '!=', tenantId)
    .where(sql<boolean>`allowed_domains && ${sql.val(domains)}::text[]`)
    .execute();
  const claimed = new Set(rows.flatMap((row) => row.allowed_domains));
  return domains.filter((domain) => claimed.has(domain));
}

export async function saveOidcSettings(
  db: Db,
  values: Omit<OidcSettingsRow, 'updatedAt'> & { updatedBy: string | null },
): Promise<void> {
  const row = {
    issuer: values.issuer,
    client_id: values.clientId,
    client_secret_sealed: values.clientSecretSealed,
    allowed_domains: values.allowedDomains,
    default_role: values.defaultRole,
    jit_enabled: values.jitEnabled,
    enabled: values.enabled,
    updated_by: values.updatedBy,
  };
  await db
    .insertInto('tenant_oidc_settings')
    .values({ tenant_id: values.tenantId, ...row })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet({ ...row, updated_at: sql<Date>`now()` }))
    .execute();
}
