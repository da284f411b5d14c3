import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcRelyingParty } from '../auth/oidc/oidc-client.js';
import { checkedFetch } from './checked-fetch.js';
import type { Resolver } from './target-guard.js';

/**
 * Outbound requests to an administrator's URL (the OpenID provider) connect to the address the SSRF
 * guard checked. A real server on 127.0.0.1 stands for the internal service a rebinding would reach.
 */
const production = { allowLoopback: false, allowNetworks: [] };
const development = { allowLoopback: true, allowNetworks: [] };
let server: http.Server;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(`${request.method} ${request.headers.host} ${request.url}`);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ path: request.url, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('checked outbound requests (SSRF, DNS rebinding)', () => {
  it('when a name passes the check, then the request connects to the address checked, not to a second DNS answer', async () => {
    // The system resolver does not know this name (.test is reserved): the request can only arrive if it used the checked address.
    let lookups = 0;
    const once: Resolver = async () => (++lookups === 1 ? ['127.0.0.1'] : ['10.0.0.5']);
    const response = await checkedFetch(development, once)(`http://idp.vigia.test:${port}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/token', body: 'grant_type=authorization_code' });
    expect(lookups).toBe(1);
    expect(seen.at(-1)).toBe(`POST idp.vigia.test:${port} /token`);
  });

  it('when a name maps to 127.0.0.1 or 10.x in production, then nothing is sent and the refusal names the address', async () => {
    const before = seen.length;
    const rebound: Resolver = async () => ['10.0.0.5'];
    await expect(checkedFetch(production, rebound)(`https://idp.vigia.test:${port}/.well-known/openid-configuration`)).rejects.toThrow('(10.0.0.5)');
    // The real resolver: localhost is loopback.
    await expect(checkedFetch(production)(`https://localhost:${port}/jwks`)).rejects.toThrow('endereço de loopback');
    expect(seen.length).toBe(before);
  });

  it('when the single sign-on provider\'s issuer resolves to loopback in production, then discovery is refused before any request', async () => {
    const before = seen.length;
    const relyingParty = new OidcRelyingParty({ clock: () => new Date(), policy: production, resolve: async () => ['127.0.0.1'] });
    await expect(
      relyingParty.authorizationRequest({ issuer: `https://idp.vigia.test:${port}`, clientId: 'vigia', clientSecret: undefined }, 'https://vigia.test/cb'),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ name: 'TargetRefused', message: expect.stringContaining('não pode ser um provedor de login único') }) });
    expect(seen.length).toBe(before);
  });
});
