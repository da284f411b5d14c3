import { withAudit } from '../audit/with-audit.js';
import type { ApiTokenRow } from '../db/types.js';
import type { ApiTokenDto, Schemas } from '../lib/api-types.js';
import { hmacHash, randomHex } from '../lib/crypto.js';
import type { Db } from '../lib/db.js';
import { AppError, invalid, invalidToken } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorize, type Actor, type TokenActor } from '../policy/index.js';
import { findProject } from '../projects/projects.repository.js';
import { displayPrefix, formatApiToken, parseApiToken } from './token-format.js';
import { findToken, findTokenBySecretHash, insertToken, listTokens, touchTokenUse, updateToken } from './tokens.repository.js';

export function toTokenDto(row: ApiTokenRow): ApiTokenDto {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    projectId: row.project_id,
    name: row.name,
    kind: row.kind,
    prefix: row.prefix,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    rotatedAt: row.rotated_at?.toISOString() ?? null,
  };
}

const tokenNotFound = (): AppError => new AppError(404, 'NOT_FOUND', 'Token não encontrado');

export class TokensService {
  constructor(
    private readonly db: Db,
    private readonly pepper: string,
  ) {}

  private hash(secret: string): string {
    return hmacHash(this.pepper, `api-token:${secret}`);
  }

  /** Checks a bearer token; any failure is the same 401 'Token inválido'. */
  async authenticate(raw: string): Promise<TokenActor> {
    const parsed = parseApiToken(raw);
    if (!parsed) throw invalidToken();
    const found = await findTokenBySecretHash(this.db, this.hash(parsed.secret));
    if (!found || !found.usable || found.token.project_id !== parsed.projectId || found.token.kind !== parsed.kind) {
      throw invalidToken();
    }
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

  async list(actor: Actor, tenantId: string): Promise<ApiTokenDto[]> {
    authorize(actor, 'tokens.read', { tenantId });
    return (await listTokens(this.db, tenantId)).map(toTokenDto);
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
    const expiresAt = body.expiresInDays ? new Date(Date.now() + body.expiresInDays * 86_400_000) : null;
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
      return {
        result: { token: toTokenDto(row), secret: formatApiToken(row.kind, row.project_id, secret) },
        audit: { tenantId, action: 'token.create', targetType: 'api_token', targetId: row.id, meta: { kind: row.kind, projectId: row.project_id } },
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
      const row = await updateToken(trx, tenantId, tokenId, {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
      });
      if (!row) throw tokenNotFound();
      return {
        result: toTokenDto(row),
        audit: {
          tenantId,
          action: body.isActive === false ? 'token.revoke' : 'token.update',
          targetType: 'api_token',
          targetId: tokenId,
          meta: { fields: Object.keys(body) },
        },
      };
    });
  }

  /** New secret; the old one stops matching at once because only the hash of the new one is kept. */
  async rotate(actor: Actor, tenantId: string, tokenId: string, request: RequestMeta): Promise<Schemas['TokenWithSecret']> {
    authorize(actor, 'tokens.manage', { tenantId });
    return withAudit(this.db, actor, request, async (trx) => {
      const current = await findToken(trx, tenantId, tokenId);
      if (!current) throw tokenNotFound();
      const secret = randomHex(32);
      const row = await updateToken(trx, tenantId, tokenId, {
        secretHash: this.hash(secret),
        prefix: displayPrefix(current.kind, current.project_id, secret),
        rotated: true,
      });
      if (!row) throw tokenNotFound();
      return {
        result: { token: toTokenDto(row), secret: formatApiToken(row.kind, row.project_id, secret) },
        audit: { tenantId, action: 'token.rotate', targetType: 'api_token', targetId: tokenId },
      };
    });
  }
}
