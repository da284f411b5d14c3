import { sql } from 'kysely';
import type { ApiTokenRow, TokenKindName } from '../db/identity-tables.js';
import { patchSet, type Db } from '../lib/db.js';

/** A token with the name (or e-mail) of who created it. */
export type TokenWithCreator = ApiTokenRow & { creator_name: string | null };

function tokensWithCreator(db: Db, tenantId: string) {
  return db
    .selectFrom('api_tokens as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .selectAll('k')
    .select(sql<string | null>`coalesce(u.name, u.email)`.as('creator_name'))
    .where('k.tenant_id', '=', tenantId);
}

export async function listTokens(db: Db, tenantId: string, filter: { projectId?: string; kind?: TokenKindName } = {}): Promise<TokenWithCreator[]> {
  let query = tokensWithCreator(db, tenantId);
  if (filter.projectId) query = query.where('k.project_id', '=', filter.projectId);
  if (filter.kind) query = query.where('k.kind', '=', filter.kind);
  return query.orderBy('k.created_at', 'desc').orderBy('k.id').execute();
}

export async function findToken(db: Db, tenantId: string, tokenId: string): Promise<TokenWithCreator | undefined> {
  return tokensWithCreator(db, tenantId).where('k.id', '=', tokenId).executeTakeFirst();
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
  patch: {
    name?: string;
    isActive?: boolean;
    secretHash?: string;
    prefix?: string;
    rotated?: boolean;
    previousSecret?: { hash: string; expiresAt: Date } | null;
  },
): Promise<ApiTokenRow | undefined> {
  return db
    .updateTable('api_tokens')
    .set({
      ...patchSet({ name: patch.name, is_active: patch.isActive, secret_hash: patch.secretHash, prefix: patch.prefix }),
      ...(patch.rotated ? { rotated_at: sql<Date>`now()` } : {}),
      ...(patch.previousSecret !== undefined
        ? { previous_secret_hash: patch.previousSecret?.hash ?? null, previous_secret_expires_at: patch.previousSecret?.expiresAt ?? null }
        : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', tokenId)
    .returningAll()
    .executeTakeFirst();
}

/** Why a token that exists cannot be used now; undefined when it can. */
export type TokenRefusal = 'revoked' | 'expired' | 'inactive';

export interface TokenCredential {
  token: ApiTokenRow;
  projectName: string;
  refusal: TokenRefusal | undefined;
}

/**
 * The token holding this secret hash (as its current secret, or as the previous one within the
 * grace period of a rotation), with why it may not be used right now, if so.
 */
export async function findTokenBySecretHash(db: Db, secretHash: string): Promise<TokenCredential | undefined> {
  const row = await db
    .selectFrom('api_tokens as k')
    .innerJoin('projects as p', (join) => join.onRef('p.id', '=', 'k.project_id').onRef('p.tenant_id', '=', 'k.tenant_id'))
    .innerJoin('tenants as t', 't.id', 'k.tenant_id')
    .selectAll('k')
    .select([
      'p.name as project_name',
      sql<boolean>`p.is_active and t.is_active`.as('owner_active'),
      sql<boolean>`k.expires_at is not null and k.expires_at <= now()`.as('expired'),
    ])
    .where((eb) =>
      eb.or([
        eb('k.secret_hash', '=', secretHash),
        eb.and([eb('k.previous_secret_hash', '=', secretHash), eb('k.previous_secret_expires_at', '>', sql<Date>`now()`)]),
      ]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const { project_name, owner_active, expired, ...token } = row;
  const refusal: TokenRefusal | undefined = !token.is_active ? 'revoked' : expired ? 'expired' : !owner_active ? 'inactive' : undefined;
  return { token, projectName: project_name, refusal };
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
