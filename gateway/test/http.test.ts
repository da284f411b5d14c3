import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './support/gateway.js';
import { freePort } from './support/ports.js';

// The HTTP side of the gateway that needs no control plane: the web app, headers, limits and
// the anonymous side of the admin-only checks. CONTROL_PLANE_URL points at a closed port.
let dist: string;
let gateway: RunningGateway;
let withoutDist: RunningGateway;

const BIG_SCRIPT = 'export const linha = "vigia";\n'.repeat(400);
const INDEX = '<!doctype html><html lang="pt-BR"><head><title>Vigia</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'vigia-gw-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-B7xq9Zk2.js'), 'console.log("vigia")');
  writeFileSync(join(dist, 'assets', 'dashboard-Dq81xZp3.js'), BIG_SCRIPT);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const controlPlaneUrl = `http://127.0.0.1:${await freePort()}`;
  gateway = await startGateway({ controlPlaneUrl, webDist: dist, bodyLimitBytes: 64 * 1024 });
  withoutDist = await startGateway({ controlPlaneUrl, webDist: join(dist, 'missing') });
});

afterAll(async () => {
  await gateway?.stop();
  await withoutDist?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves index.html at / without caching it, with the security headers', async () => {
    const response = await fetch(`${gateway.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it('falls back to index.html for the SPA routes, /auth ones included', async () => {
    for (const path of ['/auth/callback?token=abc', '/auth/invite/accept?token=abc', '/projects/123/dashboard', '/login']) {
      const response = await fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('caches hashed assets for good and other files briefly', async () => {
    const asset = await fetch(`${gateway.url}/assets/index-B7xq9Zk2.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${gateway.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('gzips the app files for clients that accept it, and only for them', async () => {
    const gzipped = await fetch(`${gateway.url}/assets/dashboard-Dq81xZp3.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(await gzipped.text()).toBe(BIG_SCRIPT);
    const plain = await fetch(`${gateway.url}/assets/dashboard-Dq81xZp3.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
  });

  it('answers 404 for missing files and server paths instead of the SPA', async () => {
    expect((await fetch(`${gateway.url}/assets/gone-C1a2b3c4.js`)).status).toBe(404);
    const api = await fetch(`${gateway.url}/api/v1/projects`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    expect((await fetch(`${gateway.url}/`, { method: 'POST' })).status).toBe(404);
  });

  it('says the web app is not built when WEB_DIST does not exist', async () => {
    const response = await fetch(`${withoutDist.url}/`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('não foi compilado');
  });
});

describe('server', () => {
  it('reports itself up and the control plane down on /healthz', async () => {
    const response = await fetch(`${gateway.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'degraded', gateway: 'ok', controlPlane: { status: 'down' } });
  });

  it('refuses bodies over the limit', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(100 * 1024) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Requisição muito grande' });
  });

  it('answers GraphQL that needs no upstream', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('grants no other origin access to /graphql: no CORS headers, and a preflight is not approved', async () => {
    const origin = 'https://outro-site.example';
    const post = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(post.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${gateway.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-csrf-token' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('speaks graphql-sse in distinct-connections mode at /graphql, with shaped errors', async () => {
    const client = createClient({ url: `${gateway.url}/graphql`, singleConnection: false, retryAttempts: 0 });
    const results: unknown[] = [];
    for await (const result of client.iterate({ query: '{ __typename health { status } }' })) results.push(result);
    client.dispose();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      data: { __typename: 'Query', health: null },
      errors: [{ path: ['health'], extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } }],
    });
  });

  it('answers the scan upload with 502 UPSTREAM_UNAVAILABLE, without the address, when the control plane is down', async () => {
    const form = new FormData();
    form.append('file', new Blob(['conteúdo']), 'fonte.tar.gz');
    const response = await fetch(`${gateway.url}/api/v1/scans`, { method: 'POST', body: form });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: 'Serviço indisponível. Tente novamente em instantes.' });
    expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
  });

  it('says the service is unavailable, without the address, when the control plane is down', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health { status } }' }),
    });
    const text = await response.text();
    expect(JSON.parse(text).errors[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } });
    expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|stack/);
  });
});

describe('GraphiQL and introspection, anonymous', () => {
  const forbidden = { code: 'FORBIDDEN', message: 'Acesso negado. Função necessária: TENANT_ADMIN' };

  it('refuses the GraphiQL page', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(forbidden);
  });

  it('refuses introspection by POST and GET, and lets __typename through', async () => {
    const post = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual(forbidden);
    const get = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ __type(name: "Project") { name } }')}`);
    expect(get.status).toBe(403);
  });

  it('refuses introspection however the request spells it, and never answers the schema', async () => {
    const SCHEMA = '{ __schema { queryType { name } } }';
    const ask = async (init: RequestInit, search = '') => {
      const response = await fetch(`${gateway.url}/graphql${search}`, init);
      return { status: response.status, body: await response.text() };
    };
    const post = (contentType: string, body: string) => ask({ method: 'POST', headers: { 'content-type': contentType }, body });
    // JSON escapes in the names, as JSON.parse reads them.
    const escaped = await post('application/json', JSON.stringify({ query: SCHEMA }).replaceAll('__', '\\u005f\\u005f'));
    expect(escaped).toEqual({ status: 403, body: JSON.stringify(forbidden) });
    // Escapes again, under a list of content types (Yoga reads the first).
    const listed = await post('application/json, text/plain', JSON.stringify({ query: SCHEMA }).replaceAll('__', '\\u005f\\u005f'));
    expect(listed).toEqual({ status: 403, body: JSON.stringify(forbidden) });
    // A percent-encoded form.
    const form = await post('application/x-www-form-urlencoded', `query=${SCHEMA.replace(/./g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}`);
    expect(form).toEqual({ status: 403, body: JSON.stringify(forbidden) });
    // A form with its spaces as +, nothing percent-encoded.
    const plus = await post('application/x-www-form-urlencoded', `query=${SCHEMA.replaceAll(' ', '+')}`);
    expect(plus).toEqual({ status: 403, body: JSON.stringify(forbidden) });
    // The parameter twice, introspection first (Yoga reads the first).
    const twice = await ask({}, `?query=${encodeURIComponent(SCHEMA)}&query=${encodeURIComponent('{ __typename }')}`);
    expect(twice.status).toBe(403);
    // Past the thousand parameters express reads of a query string: the check never sees the
    // document, the guard on what Yoga runs refuses it.
    const padding = Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&');
    const hidden = await ask({}, `?${padding}&query=${encodeURIComponent(SCHEMA)}`);
    expect(hidden.body).not.toContain('queryType');
    expect(JSON.parse(hidden.body)).toMatchObject({ errors: [{ message: forbidden.message, extensions: { code: 'FORBIDDEN', status: 403 } }] });
    // The GraphQL multipart request: no operation here takes a file, so it is not served at all.
    const boundary = 'vigia-boundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const operations = JSON.stringify({ query: SCHEMA, variables: {} }).replaceAll('__', '\\u005f\\u005f');
    const multipart = await post(`multipart/form-data; boundary=${boundary}`, `${part('operations', operations)}${part('map', '{}')}--${boundary}--\r\n`);
    expect(multipart.status).toBeGreaterThanOrEqual(400);
    expect(multipart.body).not.toContain('queryType');
  });
});
