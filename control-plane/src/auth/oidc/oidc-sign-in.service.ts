import type { Logger } from 'pino';
import { recordAudit } from '../../audit/audit.repository.js';
import type { Config } from '../../config.js';
import type { Schemas } from '../../lib/api-types.js';
import { randomToken } from '../../lib/crypto.js';
import type { Db } from '../../lib/db.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { seal, unseal } from '../../lib/sealed-box.js';
import type { RateLimiter } from '../../ratelimit/rate-limiter.js';
import type { Resolver } from '../../webhooks/target-guard.js';
import { findUserByEmail, insertUser, loadMemberships, upsertMembership } from '../../users/users.repository.js';
import type { AuthService } from '../auth.service.js';
import type { Credentials, NewSession } from '../credentials.js';
import { OidcRelyingParty, type ProviderClient, type VerifiedIdentity } from './oidc-client.js';
import {
  ssoDomainNotAllowed,
  ssoEmailUnverified,
  ssoFailed,
  ssoInvalidState,
  ssoNoAccount,
  ssoProviderUnreachable,
  ssoSharedAccount,
  ssoUnavailable,
} from './oidc-errors.js';
import { deleteExpiredOidcFlows, insertOidcFlow, takeOidcFlow } from './oidc-flows.repository.js';
import { clientSecretContext, oidcRedirectUri } from './oidc-settings.service.js';
import { findEnabledOidcByDomain, findOidcSettings, type OidcSettingsRow } from './oidc-settings.repository.js';

/** How long a started sign-in waits for the provider to send the person back. */
export const OIDC_FLOW_TTL_SECONDS = 10 * 60;

const flowContext = (stateHash: string): string => `oidc-flow:${stateHash}`;
const domainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export interface StartedOidcSignIn {
  authorizationUrl: string;
  /** The raw value of the cookie that binds the flow to this browser. */
  browserBinding: string;
}

/**
 * Single sign-on with a tenant's OpenID Connect provider. Start: the tenant is found by the
 * e-mail's domain (one neutral answer otherwise), state, nonce and PKCE verifier are kept
 * server-side (state hashed, the rest sealed), bound to the browser. Callback: the state is taken
 * out once, the code exchanged and the ID token verified, the person matched by a verified e-mail
 * within the tenant's domains (or created when just-in-time creation is on), and the session opened
 * as the magic-link callback opens it, second factor included.
 */
export class OidcSignInService {
  private readonly relyingParty: OidcRelyingParty;

  constructor(
    private readonly db: Db,
    private readonly deps: {
      config: Pick<Config, 'rateLimits' | 'publicUrl' | 'webhooks'>;
      auth: AuthService;
      credentials: Credentials;
      limiter: RateLimiter;
      logger: Logger;
      encryptionKey: Buffer;
      clock: () => Date;
      resolve?: Resolver | undefined;
    },
  ) {
    this.relyingParty = new OidcRelyingParty({ clock: deps.clock, policy: deps.config.webhooks, resolve: deps.resolve });
  }

  private get redirectUri(): string {
    return oidcRedirectUri(this.deps.config.publicUrl);
  }

  private providerOf(settings: OidcSettingsRow): ProviderClient {
    return {
      issuer: settings.issuer,
      clientId: settings.clientId,
      clientSecret: settings.clientSecretSealed
        ? unseal(this.deps.encryptionKey, clientSecretContext(settings.tenantId), settings.clientSecretSealed).toString('utf8')
        : undefined,
    };
  }

  async start(body: Schemas['OidcStartRequest'], request: RequestMeta): Promise<StartedOidcSignIn> {
    const email = body.email.trim().toLowerCase();
    await this.deps.limiter.hit('login-ip', request.ip ?? 'unknown', this.deps.config.rateLimits.loginPerIp);
    const settings = await findEnabledOidcByDomain(this.db, domainOf(email));
    if (!settings) throw ssoUnavailable();
    let authorization;
    try {
      authorization = await this.relyingParty.authorizationRequest(this.providerOf(settings), this.redirectUri);
    } catch (error) {
      this.deps.logger.warn({ err: error, tenantId: settings.tenantId }, 'oidc: provider discovery failed');
      throw ssoProviderUnreachable();
    }
    const browserBinding = randomToken(32);
    const stateHash = this.deps.credentials.hash('oidc-state', authorization.state);
    const now = this.deps.clock();
    await deleteExpiredOidcFlows(this.db, now);
    await insertOidcFlow(this.db, {
      stateHash,
      tenantId: settings.tenantId,
      secretsSealed: seal(
        this.deps.encryptionKey,
        flowContext(stateHash),
        Buffer.from(JSON.stringify({ nonce: authorization.nonce, codeVerifier: authorization.codeVerifier }), 'utf8'),
      ),
      browserHash: this.deps.credentials.hash('oidc-browser', browserBinding),
      expiresAt: new Date(now.getTime() + OIDC_FLOW_TTL_SECONDS * 1000),
    });
    return { authorizationUrl: authorization.url, browserBinding };
  }

  async complete(
    query: { code: string; state: string; iss?: string },
    browserBinding: string | undefined,
    request: RequestMeta,
    replacing: string | undefined,
  ): Promise<{ result: Schemas['MagicLinkVerification']; session: NewSession }> {
    await this.deps.limiter.hit('callback-ip', request.ip ?? 'unknown', this.deps.config.rateLimits.callbackPerIp);
    const stateHash = this.deps.credentials.hash('oidc-state', query.state);
    // Taken out before anything else: a state works once, even when this sign-in fails.
    const flow = await takeOidcFlow(this.db, stateHash);
    if (!flow || flow.expiresAt.getTime() < this.deps.clock().getTime()) throw ssoInvalidState();
    if (!browserBinding || this.deps.credentials.hash('oidc-browser', browserBinding) !== flow.browserHash) throw ssoInvalidState();
    const settings = await findOidcSettings(this.db, flow.tenantId);
    if (!settings?.enabled) throw ssoInvalidState();
    const checks = JSON.parse(unseal(this.deps.encryptionKey, flowContext(stateHash), flow.secretsSealed).toString('utf8')) as {
      nonce: string;
      codeVerifier: string;
    };
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.searchParams.set('code', query.code);
    callbackUrl.searchParams.set('state', query.state);
    if (query.iss !== undefined) callbackUrl.searchParams.set('iss', query.iss);

    let identity: VerifiedIdentity;
    try {
      identity = await this.relyingParty.complete(this.providerOf(settings), callbackUrl, { state: query.state, ...checks });
    } catch (error) {
      this.deps.logger.warn({ err: error, tenantId: settings.tenantId }, 'oidc: code exchange or ID token verification failed');
      await this.refused(settings.tenantId, request, 'token_rejected');
      throw ssoFailed();
    }
    return this.signIn(settings, identity, request, replacing);
  }

  private async signIn(
    settings: OidcSettingsRow,
    identity: VerifiedIdentity,
    request: RequestMeta,
    replacing: string | undefined,
  ): Promise<{ result: Schemas['MagicLinkVerification']; session: NewSession }> {
    const tenantId = settings.tenantId;
    // A provider that does not say the address was verified is taken at its word only when it says nothing.
    if (!identity.email || identity.emailVerified === false) {
      await this.refused(tenantId, request, 'email_unverified');
      throw ssoEmailUnverified();
    }
    const email = identity.email.trim().toLowerCase();
    if (!settings.allowedDomains.includes(domainOf(email))) {
      await this.refused(tenantId, request, 'domain_not_allowed');
      throw ssoDomainNotAllowed();
    }
    const refusal = await this.db.transaction().execute(async (trx) => {
      let user = await findUserByEmail(trx, email);
      let created = false;
      if (!user) {
        if (!settings.jitEnabled) return 'no_account' as const;
        user = await insertUser(trx, { email, name: identity.name?.trim() || null });
        await upsertMembership(trx, tenantId, user.id, [settings.defaultRole]);
        created = true;
      }
      if (!user.is_active) return 'no_account' as const;
      const memberships = await loadMemberships(trx, user.id);
      const here = memberships.find((m) => m.tenantId === tenantId);
      if (!here) return 'no_account' as const;
      // One tenant's provider vouches for its own people only: an account of other tenants signs in by e-mail.
      if (memberships.some((m) => m.tenantId !== tenantId)) return 'shared_account' as const;
      if (created) {
        await recordAudit(trx, { type: 'user', userId: user.id }, request, {
          tenantId,
          action: 'user.sso_create',
          targetType: 'user',
          targetId: user.id,
          targetLabel: email,
          after: { roles: [settings.defaultRole] },
        });
      }
      return this.deps.auth.openSignedInSession(trx, user, request, replacing, { method: 'oidc', tenantId });
    });
    if (refusal === 'no_account') {
      await this.refused(tenantId, request, 'no_account');
      throw ssoNoAccount();
    }
    if (refusal === 'shared_account') {
      await this.refused(tenantId, request, 'shared_account');
      throw ssoSharedAccount();
    }
    return refusal;
  }

  /** A refused sign-in, in the tenant's audit log (without the address: it may be nobody's). */
  private async refused(tenantId: string, request: RequestMeta, reason: string): Promise<void> {
    await recordAudit(this.db, null, request, { tenantId, action: 'auth.sso_refused', meta: { reason } });
  }
}
