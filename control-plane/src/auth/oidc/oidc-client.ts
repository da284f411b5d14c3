import * as oidc from 'openid-client';
import { checkedFetch } from '../../webhooks/checked-fetch.js';
import type { Resolver, TargetPolicy } from '../../webhooks/target-guard.js';

/** How long a provider's discovery document is reused before it is read again. */
const METADATA_TTL_MS = 10 * 60 * 1000;
const PROVIDER_TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';

export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | undefined;
  /** undefined when the provider does not say. */
  emailVerified: boolean | undefined;
  name: string | undefined;
}

/** What the provider's addresses may not be (SSRF), in refusals. */
export const PROVIDER_REFUSAL = 'ser um provedor de login único';

/**
 * The relying party of OpenID Connect over `openid-client`: authorization code with PKCE (S256),
 * state and nonce; on the way back the code is exchanged and the ID token checked for its
 * signature against the provider's JWKS (non-repudiation checks on), issuer, audience (our client
 * id), expiry and nonce. `clock` is the time the checks are made at.
 */
export class OidcRelyingParty {
  private readonly metadata = new Map<string, { server: oidc.ServerMetadata; readAt: number }>();

  constructor(
    private readonly deps: {
      clock: () => Date;
      /** The outbound policy of webhooks: https only, no private, loopback or metadata addresses unless allowed. */
      policy: TargetPolicy;
      resolve?: Resolver | undefined;
    },
  ) {
    this.fetchChecked = checkedFetch(deps.policy, deps.resolve, PROVIDER_REFUSAL);
  }

  /**
   * Every request to the provider (discovery, token, JWKS, UserInfo) goes to a checked address and
   * connects to it (no second DNS answer): the issuer is an administrator's input and its discovery
   * document names the other endpoints (SSRF, DNS rebinding).
   */
  private readonly fetchChecked: oidc.CustomFetch;

  async authorizationRequest(provider: ProviderClient, redirectUri: string): Promise<AuthorizationRequest> {
    const config = await this.configuration(provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** Exchanges the code and answers the verified identity; throws when any check fails. */
  async complete(
    provider: ProviderClient,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<VerifiedIdentity> {
    const config = await this.configuration(provider);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    let source: Record<string, unknown> = claims;
    // Providers that keep the scope's claims for the UserInfo endpoint (when an access token was issued).
    if (typeof claims.email !== 'string') source = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    return {
      subject: claims.sub,
      email: typeof source.email === 'string' ? source.email : undefined,
      emailVerified: typeof source.email_verified === 'boolean' ? source.email_verified : undefined,
      name: typeof source.name === 'string' ? source.name : undefined,
    };
  }

  private async configuration(provider: ProviderClient): Promise<oidc.Configuration> {
    const issuer = new URL(provider.issuer);
    const insecure = issuer.protocol === 'http:';
    const cached = this.metadata.get(issuer.href);
    let server = cached && Date.now() - cached.readAt < METADATA_TTL_MS ? cached.server : undefined;
    if (!server) {
      const discovered = await oidc.discovery(issuer, provider.clientId, undefined, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        [oidc.customFetch]: this.fetchChecked,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
      server = discovered.serverMetadata();
      this.metadata.set(issuer.href, { server, readAt: Date.now() });
    }
    const skewSeconds = Math.round((this.deps.clock().getTime() - Date.now()) / 1000);
    const config = new oidc.Configuration(
      server,
      provider.clientId,
      { ...(provider.clientSecret ? { client_secret: provider.clientSecret } : {}), [oidc.clockSkew]: skewSeconds },
      provider.clientSecret ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.None(),
    );
    config.timeout = PROVIDER_TIMEOUT_SECONDS;
    config[oidc.customFetch] = this.fetchChecked;
    if (insecure) oidc.allowInsecureRequests(config);
    oidc.enableNonRepudiationChecks(config);
    return config;
  }
}
