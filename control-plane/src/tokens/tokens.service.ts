import { changes } from '../audit/audit.repository.js';
import { withAudit } from '../audit/with-audit.js';
import type { ApiTokenRow, TokenKindName } from '../db/identity-tables.js';
import type { ApiTokenDto, Schemas } from '../lib/api-types.js';
import { hmacHash, randomHex } from '../lib/crypto.js';
import type { Db } from '../lib/db.js';
import { AppError, invalid, invalidToken, tokenExpired, tokenInactive, tokenRevoked } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorize, type Actor, type TokenActor } from '../policy/index.js';
import { findProject } from '../projects/projects.repository.js';
import { displayPrefix, formatApiToken, parseApiToken } from './token-format.js';
import {
  findToken,
  findTokenBySecretHash,
  insertToken,
  listTokens,
  touchTokenUse,
  updateToken,
  type TokenWithCreator,
} from './tokens.repository.js';

/** Spec: tokens expire after 90 days unless another validity is chosen. */
export const DEFAULT_TOKEN_DAYS = 90;

function tokenStatus(row: ApiTokenRow, now = Date.now()): Schemas['TokenStatus'] {
  if (!row.is_active) return 'revoked';
  return row.expires_at && row.expires_at.getTime() <= now ? 'expired' : 'active';
}

const graceOf = (row: ApiTokenRow): string | null =>
  row.previous_secret_expires_at && row.previous_secret_expires_at.getTime() > Date.now() ? row.previous_secret_expires_at.toISOString() : null;

/** What a token change is recorded as in the audit log (public fields only, never the secret or its hash). */
function tokenSnapshot(row: ApiTokenRow): Record<string, unknown> {
  return {
    name: row.name,
    isActive: row.is_active,
    prefix: row.prefix,
    expiresAt: row.expires_at?.toISOString() ?? null,
    previousSecretExpiresAt: graceOf(row),
  };
}

export function toTokenDto(row: ApiTokenRow, creatorName: string | null = null): ApiTokenDto {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    projectId: row.project_id,
    name: row.name,
    kind: row.kind,
    prefix: row.prefix,
    isActive: row.is_active,
    status: tokenStatus(row),
    createdAt: row.created_at.toISOString(),
    createdByName: creatorName,
    expiresAt: row.expires_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    rotatedAt: row.rotated_at?.toISOString() ?? null,
    previousSecretExpiresAt: graceOf(row),
  };
}

const dtoOf = (row: TokenWithCreator): ApiTokenDto => toTokenDto(row, row.creator_name);

const tokenNotFound = (): AppError => new AppError(404, 'NOT_FOUND', 'Token não encontrado');

export class TokensService {
  constructor(
    private readonly db: Db,
    private readonly pepper: string,
  ) {}

  private hash(secret: string): string {
    return hmacHash(this.pepper, `api-token:${secret}`);
  }

  /**
   * Checks a bearer token. Unknown or malformed: 401 'Token inválido'. A real token (its secret
   * matched) that was revoked, expired or whose project or tenant was deactivated: 401 saying so.
   */
  async authenticate(raw: string): Promise<TokenActor> {
    const parsed = parseApiToken(raw);
    if (!parsed) throw invalidToken();
    const found = await findTokenBySecretHash(this.db, this.hash(parsed.secret));
    if (!found || found.token.project_id !== parsed.projectId || found.token.kind !== parsed.kind) throw invalidToken();
    if (found.refusal === 'revoked') throw tokenRevoked();
    if (found.refusal === 'expired') throw tokenExpired();
    if (found.refusal === 'inactive') throw tokenInactive();
    await touchTokenUse(this.db, found.token.tenant_id, found.token.id);
    return {
      type: 'token',
      tokenId: found.token.id,
      kind: found.token.kind,
      tenantId: found.token.tenant_id,
      projectId: found.token.project_id,
      projectName: found.projectName,
      expiresAt: found.token.expires_at,
    };
  }

  verify(actor: TokenActor): Schemas['TokenVerification'] {
    return {
      valid: true,
      kind: actor.kind,
      projectId: actor.projectId,
      projectName: actor.projectName,
      tenantId: actor.tenantId,
      expiresAt: actor.expiresAt?.toISOString() ?? null,
    };
  }

  async list(actor: Actor, tenantId: string, filter: { projectId?: string; kind?: TokenKindName } = {}): Promise<ApiTokenDto[]> {
    authorize(actor, 'tokens.read', { tenantId });
    return (await listTokens(this.db, tenantId, filter)).map(dtoOf);
  }

  async create(
    actor: Actor,
    tenantId: string,
    body: Schemas['CreateTokenRequest'],
    request: RequestMeta,
  ): Promise<Schemas['TokenWithSecret']> {
    authorize(actor, 'tokens.manage', { tenantId });
    const project = await findProject(this.db, tenantId, body.projectId);
    if (!project) throw invalid('projectId', 'não pertence ao tenant');
    if (!project.is_active) throw invalid('projectId', 'refere-se a um projeto inativo');
    const secret = randomHex(32);
    const expiresAt = new Date(Date.now() + (body.expiresInDays ?? DEFAULT_TOKEN_DAYS) * 86_400_000);
    return withAudit(this.db, actor, request, async (trx) => {
      const row = await insertToken(trx, {
        tenantId,
        projectId: project.id,
        kind: body.kind,
        name: body.name.trim(),
        prefix: displayPrefix(body.kind, project.id, secret),
        secretHash: this.hash(secret),
        expiresAt,
        createdBy: actor.type === 'user' ? actor.userId : null,
      });
      const creator = actor.type === 'user' ? (actor.name ?? actor.email) : null;
      return {
        result: { token: toTokenDto(row, creator), secret: formatApiToken(row.kind, row.project_id, secret) },
        audit: {
          tenantId,
          action: 'token.create',
          targetType: 'api_token',
          targetId: row.id,
          targetLabel: row.name,
          after: { ...tokenSnapshot(row), kind: row.kind, projectId: row.project_id },
        },
      };
    });
  }

  async update(
    actor: Actor,
    tenantId: string,
    tokenId: string,
    body: Schemas['UpdateTokenRequest'],
    request: RequestMeta,
  ): Promise<ApiTokenDto> {
    authorize(actor, 'tokens.manage', { tenantId });
    return withAudit(this.db, actor, request, async (trx) => {
      const current = await findToken(trx, tenantId, tokenId);
      if (!current) throw tokenNotFound();
      const revoking = body.isActive === false && current.is_active;
      const row = await updateToken(trx, tenantId, tokenId, {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
        // A revocation also ends the grace period of a previous secret.
        ...(revoking ? { previousSecret: null } : {}),
      });
      if (!row) throw tokenNotFound();
      return {
        result: toTokenDto(row, current.creator_name),
        audit: {
          tenantId,
          action: revoking ? 'token.revoke' : 'token.update',
          targetType: 'api_token',
          targetId: tokenId,
          targetLabel: row.name,
          ...changes(tokenSnapshot(current), tokenSnapshot(row)),
        },
      };
    });
  }

  /**
   * New secret. The old one stops matching at once (only the hash of the new one is kept), unless
   * a grace period is asked for: then its hash is kept as the previous secret until it ends.
   */
  async rotate(
    actor: Actor,
    tenantId: string,
    tokenId: string,
    body: Schemas['RotateTokenRequest'] | undefined,
    request: RequestMeta,
  ): Promise<Schemas['TokenWithSecret']> {
    authorize(actor, 'tokens.manage', { tenantId });
    const graceHours = body?.gracePeriodHours ?? 0;
    return withAudit(this.db, actor, request, async (trx) => {
      const current = await findToken(trx, tenantId, tokenId);
      if (!current) throw tokenNotFound();
      if (!current.is_active) throw invalid('tokenId', 'refere-se a um token revogado');
      // A new secret would expire with the token at once: create a new token instead.
      if (tokenStatus(current) === 'expired') throw invalid('tokenId', 'refere-se a um token expirado');
      const secret = randomHex(32);
      const row = await updateToken(trx, tenantId, tokenId, {
        secretHash: this.hash(secret),
        prefix: displayPrefix(current.kind, current.project_id, secret),
        rotated: true,
        previousSecret: graceHours > 0 ? { hash: current.secret_hash, expiresAt: new Date(Date.now() + graceHours * 3_600_000) } : null,
      });
      if (!row) throw tokenNotFound();
      return {
        result: { token: toTokenDto(row, current.creator_name), secret: formatApiToken(row.kind, row.project_id, secret) },
        audit: {
          tenantId,
          action: 'token.rotate',
          targetType: 'api_token',
          targetId: tokenId,
          targetLabel: row.name,
          before: { prefix: current.prefix },
          after: { prefix: row.prefix, previousSecretExpiresAt: graceOf(row) },
          meta: { gracePeriodHours: graceHours },
        },
      };
    });
  }
}
