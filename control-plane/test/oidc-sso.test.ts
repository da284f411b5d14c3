import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, Client } from './helpers/client.js';
import { testClock } from './helpers/clock.js';
import { loadConfig } from '../src/config.js';
import { signUpOtherTenant, startDemoApp, type DemoApp } from './helpers/demo-app.js';
import { startIdentityProvider, type TestIdentityProvider } from '@vigia/test-support/identity-provider';

/**
 * Issue 32, single sign-on with OpenID Connect on the real control plane against a real OpenID
 * provider on loopback (oidc-provider: its own signing key and JWKS, sign-in and consent pages):
 * the tenant's settings (secret sealed and never returned, audited without it), the start by
 * e-mail domain, the code exchange with PKCE and the ID token checks (audience, expiry), the single
 * use of the state, the domain list, just-in-time creation, and the second factor after SSO.
 */
const clock = testClock();
const REDIRECT_URI = 'http://localhost:4000/auth/sso/callback';
let { app, admin, tenantId } = {} as DemoApp;
let idp: TestIdentityProvider;

const settings = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  issuer: idp.issuer,
  clientId: idp.clientId,
  allowedDomains: ['banco-alfa.com.br'],
  defaultRole: 'ANALYST',
  jitEnabled: true,
  ...overrides,
});
const save = (body: Record<string, unknown>) => admin.put(`/api/v1/admin/tenants/${tenantId}/oidc`, body);

/** A browser: starts SSO for `email` at Vigia, signs in at the provider as `login`, and comes back. */
async function signInWithSso(email: string, login: string): Promise<{ browser: Client; query: URLSearchParams; answer: ApiResponse }> {
  const browser = app.client();
  const started = await browser.post('/auth/oidc/start', { email });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const query = await idp.authorize(started.body.authorizationUrl, login);
  const answer = await browser.get(`/auth/oidc/callback?${query}`);
  return { browser, query, answer };
}

const auditOf = (action: string) =>
  app.cp.db.selectFrom('audit_log').select(['meta', 'actor_user_id']).where('action', '=', action).where('tenant_id', '=', tenantId).execute();

beforeAll(async () => {
  // The provider runs on loopback: allowed here as in development (WEBHOOK_ALLOW_LOOPBACK), refused by default.
  const base = loadConfig({});
  ({ app, admin, tenantId } = await startDemoApp({ webhooks: { ...base.webhooks, allowLoopback: true } }, { clock }));
  idp = await startIdentityProvider({
    redirectUri: REDIRECT_URI,
    idTokenTtlSeconds: 60,
    accounts: {
      ana: { email: 'ana@banco-alfa.com.br', emailVerified: true, name: 'Ana Souza' },
      bruno: { email: 'bruno@banco-alfa.com.br', emailVerified: true },
      carla: { email: 'carla@gmail.com', emailVerified: true },
      dora: { email: 'dora@banco-alfa.com.br', emailVerified: false },
      edu: { email: 'edu@banco-alfa.com.br', emailVerified: true },
    },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await idp?.close();
});

describe('the tenant administrator connects the tenant to its OpenID provider', () => {
  it('when the settings are saved, then the secret is sealed, never returned, and the audit entry names no secret', async () => {
    expect((await admin.get(`/api/v1/admin/tenants/${tenantId}/oidc`)).body).toMatchObject({ configured: false, enabled: false, hasClientSecret: false });
    const saved = await save(settings({ clientSecret: idp.clientSecret, allowedDomains: ['Banco-Alfa.com.br'] }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, enabled: true, hasClientSecret: true, allowedDomains: ['banco-alfa.com.br'], redirectUri: REDIRECT_URI });
    expect(JSON.stringify(saved.body)).not.toContain(idp.clientSecret);
    const read = await admin.get(`/api/v1/admin/tenants/${tenantId}/oidc`);
    expect(read.body).toMatchObject({ hasClientSecret: true, clientId: 'vigia', defaultRole: 'ANALYST', jitEnabled: true });
    expect(JSON.stringify(read.body)).not.toContain(idp.clientSecret);

    const stored = await app.cp.db.selectFrom('tenant_oidc_settings').select('client_secret_sealed').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    expect(stored.client_secret_sealed).toMatch(/^v1\./);
    expect(stored.client_secret_sealed).not.toContain(idp.clientSecret);
    const audit = await auditOf('tenant.sso_update');
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.meta)).not.toContain(idp.clientSecret);
    expect(audit[0]?.meta).toMatchObject({ clientSecretChanged: true, after: { hasClientSecret: true, issuer: idp.issuer, allowedDomains: ['banco-alfa.com.br'] } });
  });

  it('when an issuer is plain http off this machine, points at a cloud metadata address, or enabling lacks a domain, then the settings are refused', async () => {
    expect((await save(settings({ issuer: 'http://idp.banco-alfa.com.br' }))).status).toBe(422);
    const metadata = await save(settings({ issuer: 'https://169.254.169.254' }));
    expect(metadata.status).toBe(422);
    expect(metadata.body.message).toMatch(/metadados de nuvem.*provedor de login único/);
    expect((await save(settings({ allowedDomains: [] }))).status).toBe(422);
  });

  it('when another tenant claims a domain already used, then it is refused', async () => {
    const { otherAdmin, otherTenantId } = await signUpOtherTenant(app);
    const taken = await otherAdmin.put(`/api/v1/admin/tenants/${otherTenantId}/oidc`, settings({ clientSecret: 'x' }));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('SSO_DOMAIN_TAKEN');
    // And a tenant's settings are its own administrators' only.
    expect((await otherAdmin.get(`/api/v1/admin/tenants/${tenantId}/oidc`)).status).toBe(403);
  });
});

describe('signing in with SSO', () => {
  it('when the e-mail domain signs in with no tenant, then the answer is the same neutral one as a tenant with SSO off', async () => {
    const unknown = await app.client().post('/auth/oidc/start', { email: 'alguem@desconhecido.com.br' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('SSO_UNAVAILABLE');
    await save(settings({ enabled: false }));
    const off = await app.client().post('/auth/oidc/start', { email: 'ana@banco-alfa.com.br' });
    expect(off.status).toBe(400);
    expect(off.body).toEqual(unknown.body);
    await save(settings());
  });

  it('when a new person of an allowed domain signs in, then they are created with the default role and get a session', async () => {
    const started = await app.client().post('/auth/oidc/start', { email: 'ana@banco-alfa.com.br' });
    const url = new URL(started.body.authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);

    const { browser, answer } = await signInWithSso('ana@banco-alfa.com.br', 'ana');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, requiresMFA: false, user: { email: 'ana@banco-alfa.com.br', name: 'Ana Souza' } });
    const whoami = await browser.get('/auth/whoami');
    expect(whoami.status).toBe(200);
    expect(whoami.body.user).toMatchObject({ email: 'ana@banco-alfa.com.br', tenantId, roles: ['ANALYST'] });
    expect((await auditOf('user.sso_create')).map((row) => row.meta)).toContainEqual(expect.objectContaining({ targetLabel: 'ana@banco-alfa.com.br' }));
    expect((await auditOf('auth.sign_in')).map((row) => row.meta)).toContainEqual({ method: 'oidc' });
  });

  it('when the same person signs in again, then their account is matched, not created twice', async () => {
    const { answer } = await signInWithSso('ana@banco-alfa.com.br', 'ana');
    expect(answer.status).toBe(200);
    const users = await app.cp.db.selectFrom('users').select('id').where('email', '=', 'ana@banco-alfa.com.br').execute();
    expect(users).toHaveLength(1);
  });

  it('when the provider sends back a state already used, then it is refused', async () => {
    const { browser, query, answer } = await signInWithSso('ana@banco-alfa.com.br', 'ana');
    expect(answer.status).toBe(200);
    const replayed = await browser.get(`/auth/oidc/callback?${query}`);
    expect(replayed.status).toBe(400);
    expect(replayed.body.code).toBe('SSO_INVALID_STATE');
  });

  it('when another browser brings the code and state back, then it is refused', async () => {
    const browser = app.client();
    const started = await browser.post('/auth/oidc/start', { email: 'ana@banco-alfa.com.br' });
    const query = await idp.authorize(started.body.authorizationUrl, 'ana');
    const stranger = await app.client().get(`/auth/oidc/callback?${query}`);
    expect(stranger.status).toBe(400);
    expect(stranger.body.code).toBe('SSO_INVALID_STATE');
  });

  it('when the ID token was issued for another client (wrong audience), then no session is opened', async () => {
    idp.issueIdTokensFor('outro-aplicativo');
    try {
      const { browser, answer } = await signInWithSso('ana@banco-alfa.com.br', 'ana');
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('SSO_FAILED');
      expect(answer.body.message).toMatch(/provedor de login único/);
      expect(answer.setCookies.some((cookie) => cookie.startsWith('vigia_session=') && !cookie.startsWith('vigia_session=;'))).toBe(false);
      expect((await browser.get('/auth/whoami')).status).toBe(401);
    } finally {
      idp.issueIdTokensFor(undefined);
    }
  });

  it('when the ID token\'s signature does not verify against the provider\'s keys, then no session is opened', async () => {
    idp.tamperIdTokenSignatures(true);
    try {
      const { browser, answer } = await signInWithSso('ana@banco-alfa.com.br', 'ana');
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('SSO_FAILED');
      expect((await browser.get('/auth/whoami')).status).toBe(401);
    } finally {
      idp.tamperIdTokenSignatures(false);
    }
  });

  it('when the ID token has expired by the time it is checked, then no session is opened', async () => {
    const browser = app.client();
    const startedAt = Date.now();
    clock.hold(startedAt);
    try {
      const started = await browser.post('/auth/oidc/start', { email: 'ana@banco-alfa.com.br' });
      const query = await idp.authorize(started.body.authorizationUrl, 'ana');
      // Five minutes later: the sign-in (10 minutes) still waits, the ID token (60 s) has expired.
      clock.hold(startedAt + 5 * 60 * 1000);
      const answer = await browser.get(`/auth/oidc/callback?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('SSO_FAILED');
      expect((await browser.get('/auth/whoami')).status).toBe(401);
    } finally {
      clock.release();
    }
  });

  it('when the provider vouches for an address outside the tenant\'s domains, then it is refused', async () => {
    const { answer } = await signInWithSso('ana@banco-alfa.com.br', 'carla');
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('SSO_DOMAIN_NOT_ALLOWED');
    expect(await app.cp.db.selectFrom('users').select('id').where('email', '=', 'carla@gmail.com').executeTakeFirst()).toBeUndefined();
  });

  it('when the provider says the e-mail is not verified, then it is refused', async () => {
    const { answer } = await signInWithSso('dora@banco-alfa.com.br', 'dora');
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('SSO_EMAIL_UNVERIFIED');
  });

  it('when just-in-time creation is off and the person has no account, then it is refused and nobody is created', async () => {
    await save(settings({ jitEnabled: false }));
    const { answer } = await signInWithSso('bruno@banco-alfa.com.br', 'bruno');
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('SSO_NO_ACCOUNT');
    expect(answer.body.message).toMatch(/convite/);
    expect(await app.cp.db.selectFrom('users').select('id').where('email', '=', 'bruno@banco-alfa.com.br').executeTakeFirst()).toBeUndefined();
    expect((await auditOf('auth.sso_refused')).map((row) => row.meta)).toContainEqual({ reason: 'no_account' });
    await save(settings());
  });

  it('when the tenant asks everyone for a second factor, then the SSO callback answers requiresMFA and the session is half-open', async () => {
    expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { mfaPolicy: 'everyone' })).status).toBe(200);
    const { browser, answer } = await signInWithSso('edu@banco-alfa.com.br', 'edu');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: false, requiresMFA: true, mfaEnrolled: false });
    expect((await browser.get('/auth/whoami')).status).toBe(401);
    expect((await browser.get('/auth/mfa')).body).toMatchObject({ enrolled: false, required: true, sessionVerified: false });
  });
});
