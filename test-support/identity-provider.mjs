// A real OpenID provider for tests (issue 32): see identity-provider.d.ts.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (the `oidc-provider` package) on loopback: one confidential client for
 * Vigia and another one, a static account store keyed by login, an RSA signing key of its own
 * (published at its JWKS endpoint), its development sign-in and consent pages. ID tokens live
 * `idTokenTtlSeconds`.
 */
export async function startIdentityProvider(options) {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const clientId = 'vigia';
  const clientSecret = randomBytes(24).toString('hex');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const client = (id) => ({
    client_id: id,
    client_secret: clientSecret,
    redirect_uris: [options.redirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  });
  const provider = new Provider(issuer, {
    clients: [client(clientId), client('outro-aplicativo')],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'chave-teste', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    ttl: { IdToken: options.idTokenTtlSeconds ?? 3600 },
    async findAccount(_ctx, sub) {
      const account = options.accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            ...(account.emailVerified !== undefined ? { email_verified: account.emailVerified } : {}),
            ...(account.name ? { name: account.name } : {}),
          };
        },
      };
    },
  });
  let audience;
  let tamper = false;
  const issue = provider.IdToken.prototype.issue;
  provider.IdToken.prototype.issue = async function issueFor(...args) {
    if (audience) this.client = (await provider.Client.find(audience)) ?? this.client;
    const token = await issue.apply(this, args);
    if (!tamper) return token;
    // The same header and claims under a signature that is no longer theirs (one byte changed).
    const [header, payload, signature] = token.split('.');
    const bytes = Buffer.from(signature, 'base64url');
    bytes[0] ^= 0xff;
    return [header, payload, bytes.toString('base64url')].join('.');
  };
  server.on('request', provider.callback());

  async function authorize(authorizationUrl, login) {
    const jar = new Map();
    const keep = (response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (value && !/expires=Thu, 01 Jan 1970/i.test(cookie)) jar.set(name, value);
        else jar.delete(name);
      }
    };
    const send = async (url, body) => {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(body ? { body } : {}),
      });
      keep(response);
      return response;
    };
    let response = await send(authorizationUrl);
    for (let step = 0; step < 12; step += 1) {
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, issuer);
        if (next.href.startsWith(options.redirectUri)) return next.searchParams;
        response = await send(next.href);
        continue;
      }
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
      if (response.status !== 200 || !action || !prompt) throw new Error(`provider answered ${response.status}: ${page.slice(0, 300)}`);
      const fields = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'qualquer' } : {}) });
      response = await send(new URL(action, issuer).href, fields);
    }
    throw new Error('the provider never sent the browser back');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    issueIdTokensFor(other) {
      audience = other;
    },
    tamperIdTokenSignatures(on) {
      tamper = on;
    },
    authorize,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
