import { AddressList, isAddressOrCidr, normalizeAddress } from '@vigia/telemetry';
import { withAudit } from '../audit/with-audit.js';
import type { Config } from '../config.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { signingKeyAge } from '../observability/health.js';
import type { SecuritySignals } from '../observability/security-signals.js';
import { authorizedTenant, type Actor } from '../policy/index.js';
import type { AddressGuard } from './address-guard.js';
import { deleteBlockedIp, findActiveBlock, insertBlockedIp, listBlockedIps, type BlockedIpRow } from './blocked-ips.repository.js';

/** Tokens expiring within this many days are listed in the security status. */
export const EXPIRING_TOKEN_DAYS = 14;

function toDto(row: BlockedIpRow): Schemas['BlockedIp'] {
  return {
    id: row.id,
    ip: row.ip,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdBy: row.createdBy,
  };
}

/** "203.0.113.0/24", " ::ffff:10.0.0.1 " → the canonical text stored and compared. */
function canonicalEntry(raw: string): string {
  const [address = '', prefix] = raw.trim().split('/');
  const normalized = normalizeAddress(address).toLowerCase();
  return prefix === undefined ? normalized : `${normalized}/${prefix}`;
}

/** Blocked addresses: TENANT_ADMIN of the tenant; every change audited and applied at once. */
export class SecurityService {
  constructor(
    private readonly db: Db,
    private readonly deps: { guard: AddressGuard; signals: SecuritySignals; config: Pick<Config, 'observability'>; clock?: () => Date },
  ) {}

  /** The last 24 hours of refused requests (installation-wide) and the tenant's addresses, tokens and key. */
  async status(actor: Actor, tenantHeader: string | undefined): Promise<Schemas['SecurityStatusResponse']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'observability.manage');
    const now = new Date();
    const rotationDays = this.deps.config.observability.signingKeyRotationDays;
    const [counts, blocked, tokens, key] = await Promise.all([
      this.deps.signals.last24Hours(),
      listBlockedIps(this.db, tenantId),
      this.db
        .selectFrom('api_tokens')
        .select(['id', 'name', 'kind', 'project_id', 'prefix', 'expires_at'])
        .where('tenant_id', '=', tenantId)
        .where('is_active', '=', true)
        .where('expires_at', '>', now)
        .where('expires_at', '<=', new Date(now.getTime() + EXPIRING_TOKEN_DAYS * 24 * 3600 * 1000))
        .orderBy('expires_at')
        .execute(),
      signingKeyAge(this.db, tenantId, this.deps.clock?.() ?? now, rotationDays),
    ]);
    return {
      securityStatus: {
        since: counts.since.toISOString(),
        until: now.toISOString(),
        requests: {
          failedSignIns: counts.signin_failed,
          rateLimitedSignIns: counts.signin_rate_limited,
          csrfRefusals: counts.csrf_refused,
          unauthorized: counts.unauthorized,
          forbidden: counts.forbidden,
        },
        blockedIps: blocked.map(toDto),
        expiringTokens: tokens.map((token) => ({
          id: token.id,
          name: token.name,
          kind: token.kind,
          projectId: token.project_id,
          prefix: token.prefix,
          expiresAt: new Date(token.expires_at as Date).toISOString(),
        })),
        signingKey: {
          status: key.overdue ? 'degraded' : 'ok',
          kid: key.kid,
          createdAt: key.createdAt?.toISOString() ?? null,
          ageDays: key.ageDays,
          rotationDays,
        },
      },
    };
  }

  async blockedIps(actor: Actor, tenantHeader: string | undefined): Promise<Schemas['BlockedIpList']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'security.manage');
    return { blockedIps: (await listBlockedIps(this.db, tenantId)).map(toDto) };
  }

  async block(actor: Actor, tenantHeader: string | undefined, body: Schemas['BlockIpRequest'], request: RequestMeta): Promise<Schemas['BlockedIp']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'security.manage');
    if (!isAddressOrCidr(body.ip)) throw invalid('ip', 'deve ser um endereço IPv4 ou IPv6, ou um bloco CIDR (ex.: 203.0.113.0/24)');
    const ip = canonicalEntry(body.ip);
    const reason = body.reason.trim();
    if (!reason) throw invalid('reason', 'é obrigatório');
    if (new AddressList([ip]).has(request.ip)) {
      throw invalid('ip', 'inclui o endereço que você está usando; bloqueá-lo encerraria o seu próprio acesso');
    }
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    const now = this.deps.clock?.() ?? new Date();
    if (expiresAt && expiresAt.getTime() <= now.getTime()) throw invalid('expiresAt', 'deve ser uma data futura');
    const createdBy = actor.type === 'user' ? actor.userId : null;
    const row = await withAudit(this.db, actor, request, async (trx) => {
      if (await findActiveBlock(trx, tenantId, ip)) throw new AppError(409, 'CONFLICT', 'Este endereço já está bloqueado');
      const created = await insertBlockedIp(trx, { tenantId, ip, reason, expiresAt, createdBy });
      return {
        result: created,
        audit: {
          tenantId,
          action: 'security.block_ip',
          targetType: 'blocked_ip',
          targetId: created.id,
          targetLabel: ip,
          after: { ip, reason, expiresAt: expiresAt?.toISOString() ?? null },
        },
      };
    });
    await this.deps.guard.refresh();
    return toDto({ id: row.id, ip, reason, createdAt: row.createdAt, expiresAt, createdBy: actor.type === 'user' ? actor.email : null });
  }

  async unblock(actor: Actor, tenantHeader: string | undefined, body: Schemas['UnblockIpRequest'], request: RequestMeta): Promise<Schemas['SuccessResponse']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'security.manage');
    const ip = isAddressOrCidr(body.ip) ? canonicalEntry(body.ip) : body.ip.trim();
    await withAudit(this.db, actor, request, async (trx) => {
      const removed = await deleteBlockedIp(trx, tenantId, ip);
      if (removed === 0) throw notFound('Endereço não está bloqueado');
      return { result: removed, audit: { tenantId, action: 'security.unblock_ip', targetType: 'blocked_ip', targetLabel: ip, before: { ip }, after: { ip: null } } };
    });
    await this.deps.guard.refresh();
    return { success: true };
  }
}
