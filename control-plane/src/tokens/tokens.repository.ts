import { sql } from 'kysely';
import type { ApiTokenRow, TokenKindName } from '../db/types.js';
import type { Db } from '../lib/db.js';

export async function listTokens(db: Db, tenantId: string): Promise<ApiTokenRow[]> {
  return db.selectFrom('api_tokens').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function findToken(db: Db, tenantId: string, tokenId: string): Promise<ApiTokenRow | undefined> {
  return db.selectFrom('api_tokens').selectAll().where('tenant_id', '=', tenantId).where('id', '=', tokenId).executeTakeFirst();
}

export async function insertToken(
  db: Db,
  values: {
    tenantId: string;
    projectId: string;
    kind: TokenKindName;
    name: string;
    prefix: string;
    secretHash: string;
    expiresAt: Date | null;
    createdBy: string | null;
  },
): Promise<ApiTokenRow> {
  return db
    .insertInto('api_tokens')
    .values({
      tenant_id: values.tenantId,
      project_id: values.projectId,
      kind: values.kind,
      name: values.name,
      prefix: values.prefix,
      secret_hash: values.secretHash,
      expires_at: values.expiresAt,
      created_by: values.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateToken(
  db: Db,
  tenantId: string,
  tokenId: string,
  patch: { name?: string; isActive?: boolean; secretHash?: string; prefix?: string; rotated?: boolean },
): Promise<ApiTokenRow | undefined> {
  return db
    .updateTable('api_tokens')
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.isActive !== undefined ? { is_active: patch.isActive } : {}),
      ...(patch.secretHash !== undefined ? { secret_hash: patch.secretHash } : {}),
      ...(patch.prefix !== undefined ? { prefix: patch.prefix } : {}),
      ...(patch.rotated ? { rotated_at: sql<Date>`now()` } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', tokenId)
    .returningAll()
    .executeTakeFirst();
}

export interface TokenCredential {
  token: ApiTokenRow;
  projectName: string;
  usable: boolean;
}

/** The token holding this secret hash, with whether it may be used right now (active, unexpired, tenant and project active). */
export async function findTokenBySecretHash(db: Db, secretHash: string): Promise<TokenCredential | undefined> {
  const row = await db
    .selectFrom('api_tokens as k')
    .innerJoin('projects as p', (join) => join.onRef('p.id', '=', 'k.project_id').onRef('p.tenant_id', '=', 'k.tenant_id'))
    .innerJoin('tenants as t', 't.id', 'k.tenant_id')
    .selectAll('k')
    .select([
      'p.name as project_name',
      sql<boolean>`k.is_active and p.is_active and t.is_active and (k.expires_at is null or k.expires_at > now())`.as('usable'),
    ])
    .where('k.secret_hash', '=', secretHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { project_name, usable, ...token } = row;
  return { token, projectName: project_name, usable };
}

/** Records use, at most once a minute per token to keep reads cheap. */
export async function touchTokenUse(db: Db, tenantId: string, tokenId: string): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', tokenId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();
}
