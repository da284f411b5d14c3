import { withAudit } from '../../audit/with-audit.js';
import type { Schemas } from '../../lib/api-types.js';
import type { Db } from '../../lib/db.js';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { seal } from '../../lib/sealed-box.js';
import { authorize, type Actor } from '../../policy/index.js';
import { lockTenant, findTenant } from '../../tenants/tenants.repository.js';
import type { WebhookConfig } from '../../config.js';
import { checkTarget, TargetRefused, type Resolver } from '../../webhooks/target-guard.js';
import { PROVIDER_REFUSAL } from './oidc-client.js';
import { domainsClaimedElsewhere, findOidcSettings, saveOidcSettings, type OidcSettingsRow } from './oidc-settings.repository.js';

/** The sealed client secret opens only in its own tenant's row. */
export const clientSecretContext = (tenantId: string): string => `oidc-client-secret:${tenantId}`;

/** Where the provider sends people back: the web app's route, which hands code and state to the control plane. */
export const oidcRedirectUri = (publicUrl: string): string => `${publicUrl}/auth/sso/callback`;

/** What the audit log keeps of the settings: never the secret, only whether one is stored. */
const audited = (row: Omit<OidcSettingsRow, 'updatedAt' | 'tenantId'>) => ({
  enabled: row.enabled,
  issuer: row.issuer,
  clientId: row.clientId,
  hasClientSecret: row.clientSecretSealed !== null,
  allowedDomains: row.allowedDomains,
  defaultRole: row.defaultRole,
  jitEnabled: row.jitEnabled,
});

function issuerOf(raw: string, required: boolean): string {
  const issuer = raw.trim().replace(/\/+$/, '');
  if (!issuer) {
    if (required) throw invalid('issuer', 'é obrigatório para ativar o login único');
    return '';
  }
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw invalid('issuer', 'deve ser um endereço https:// válido');
  }
  if (url.search || url.hash || url.username || url.password) throw invalid('issuer', 'não pode ter parâmetros, fragmento ou credenciais');
  return issuer;
}

/** The administration of a tenant's single sign-on (TENANT_ADMIN): every change audited, the secret write-only. */
export class OidcSettingsService {
  constructor(
    private readonly db: Db,
    private readonly deps: { encryptionKey: Buffer; publicUrl: string; policy: Pick<WebhookConfig, 'allowLoopback' | 'allowNetworks'>; resolve?: Resolver | undefined },
  ) {}

  private toDto(row: OidcSettingsRow | undefined): Schemas['OidcSettings'] {
    return {
      configured: row !== undefined,
      enabled: row?.enabled ?? false,
      issuer: row?.issuer ?? '',
      clientId: row?.clientId ?? '',
      hasClientSecret: (row?.clientSecretSealed ?? null) !== null,
      allowedDomains: row?.allowedDomains ?? [],
      defaultRole: row?.defaultRole ?? 'VIEWER',
      jitEnabled: row?.jitEnabled ?? false,
      redirectUri: oidcRedirectUri(this.deps.publicUrl),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  async get(actor: Actor, tenantId: string): Promise<Schemas['OidcSettings']> {
    authorize(actor, 'sso.manage', { tenantId });
    if (!(await findTenant(this.db, tenantId))) throw notFound('Tenant não encontrado');
    return this.toDto(await findOidcSettings(this.db, tenantId));
  }

  async save(actor: Actor, tenantId: string, body: Schemas['UpdateOidcSettingsRequest'], request: RequestMeta): Promise<Schemas['OidcSettings']> {
    authorize(actor, 'sso.manage', { tenantId });
    const issuer = issuerOf(body.issuer, body.enabled);
    // The same outbound rules as webhooks (SSRF): https://, public addresses unless the operator allows others.
    if (issuer) {
      try {
        await checkTarget(issuer, this.deps.policy, this.deps.resolve, PROVIDER_REFUSAL);
      } catch (error) {
        if (error instanceof TargetRefused) throw invalid('issuer', error.message);
        throw error;
      }
    }
    const clientId = body.clientId.trim();
    if (body.enabled && !clientId) throw invalid('clientId', 'é obrigatório para ativar o login único');
    const allowedDomains = [...new Set(body.allowedDomains.map((domain) => domain.trim().toLowerCase()))];
    if (body.enabled && allowedDomains.length === 0) throw invalid('allowedDomains', 'informe ao menos um domínio para ativar o login único');
    const row = await withAudit(this.db, actor, request, async (trx) => {
      await lockTenant(trx, tenantId);
      if (!(await findTenant(trx, tenantId))) throw notFound('Tenant não encontrado');
      const claimed = await domainsClaimedElsewhere(trx, tenantId, allowedDomains);
      if (claimed.length > 0) {
        throw new AppError(409, 'SSO_DOMAIN_TAKEN', `Domínio já usado no login único de outra organização: ${claimed.join(', ')}`, { field: 'allowedDomains' });
      }
      const before = await findOidcSettings(trx, tenantId, { lock: true });
      const next = {
        tenantId,
        issuer,
        clientId,
        clientSecretSealed:
          body.clientSecret !== undefined
            ? seal(this.deps.encryptionKey, clientSecretContext(tenantId), Buffer.from(body.clientSecret, 'utf8'))
            : (before?.clientSecretSealed ?? null),
        allowedDomains,
        defaultRole: body.defaultRole,
        jitEnabled: body.jitEnabled,
        enabled: body.enabled,
      };
      await saveOidcSettings(trx, { ...next, updatedBy: actor.type === 'user' ? actor.userId : null });
      const after = (await findOidcSettings(trx, tenantId)) as OidcSettingsRow;
      return {
        result: after,
        audit: {
          tenantId,
          action: 'tenant.sso_update',
          targetType: 'tenant',
          targetId: tenantId,
          ...(before ? { before: audited(before) } : {}),
          after: audited(after),
          // A replaced secret is told, never shown.
          meta: { clientSecretChanged: body.clientSecret !== undefined },
        },
      };
    });
    return this.toDto(row);
  }
}
