export interface ProviderAccount {
  email: string;
  emailVerified?: boolean;
  name?: string;
}

/**
 * A real OpenID provider (the `oidc-provider` package) on loopback: one confidential client
 * (`clientId`, `clientSecret`) and another one ('outro-aplicativo'), a static account store keyed by
 * login, an RSA signing key of its own published at its JWKS endpoint, and its development sign-in
 * and consent pages (a login form with the fields login and password, then "Continue").
 */
export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The next ID tokens are issued for this other registered client (a wrong audience), until reset with undefined. */
  issueIdTokensFor(clientId: string | undefined): void;
  /** While on, ID tokens carry a signature that does not verify against the provider's JWKS. */
  tamperIdTokenSignatures(on: boolean): void;
  /**
   * Plays the browser at the provider over HTTP: opens the authorization URL, signs in as `login`
   * through the provider's own pages, consents, and answers the query the provider sends back to
   * the redirect URI (code, state, iss).
   */
  authorize(authorizationUrl: string, login: string): Promise<URLSearchParams>;
  close(): Promise<void>;
}

export function startIdentityProvider(options: {
  redirectUri: string;
  accounts: Record<string, ProviderAccount>;
  /** How long ID tokens live (default 3600). */
  idTokenTtlSeconds?: number;
}): Promise<TestIdentityProvider>;
