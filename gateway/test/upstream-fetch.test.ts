import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createUpstreamFetch, type UpstreamFetch } from '../src/control-plane/upstream-fetch.js';
import { GraphQLError } from 'graphql';
import { shapeError, UNAVAILABLE_MESSAGE } from '../src/graphql/errors.js';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server | undefined;
let upstreamFetch: UpstreamFetch | undefined;

/** What the client of the gateway reads for a failed REST call (Mesh wraps the fetch error). */
function shownFor(failure: unknown): string {
  return shapeError(new GraphQLError(String(failure), { originalError: failure as Error, path: ['latestFindings'] })).message;
}
/** A plain HTTP server on a free port, standing where the control plane stands. */
async function serve(handler: Handler): Promise<string> {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => handler(req, body, res));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await upstreamFetch?.close();
  upstreamFetch = undefined;
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

describe('the upstream fetch of Mesh', () => {
  it('when Mesh posts JSON, then the control plane gets method, headers and body, and Mesh reads status, headers and text', async () => {
    const base = await serve((req, body, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('set-cookie', ['vigia_session=abc; Path=/; HttpOnly', 'csrf_token=xyz; Path=/']);
      res.statusCode = 201;
      res.end(JSON.stringify({ method: req.method, url: req.url, cookie: req.headers.cookie, body: JSON.parse(body) }));
    });
    upstreamFetch = createUpstreamFetch();
    const response = await upstreamFetch(`${base}/api/v1/projects?page=2`, {
      method: 'POST',
      headers: { cookie: 'vigia_session=abc', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Internet Banking – São Paulo' }),
    });
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Created');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['vigia_session=abc; Path=/; HttpOnly', 'csrf_token=xyz; Path=/']);
    expect(JSON.parse(await response.text())).toEqual({
      method: 'POST',
      url: '/api/v1/projects?page=2',
      cookie: 'vigia_session=abc',
      body: { name: 'Internet Banking – São Paulo' },
    });
  });

  it('when Mesh calls with the GraphQL context, then the control plane gets the caller\'s credentials, address and request id beside the operation\'s own headers', async () => {
    const base = await serve((req, _body, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.headers));
    });
    upstreamFetch = createUpstreamFetch();
    const context = {
      headers: { cookie: 'vigia_session=abc', 'x-csrf-token': 'xyz', 'user-agent': 'Mozilla/5.0', 'x-request-id': 'gw-7f3a9c01', accept: 'text/html', host: 'vigia.example' },
      forwardedFor: '203.0.113.7, 127.0.0.1',
    };
    const response = await upstreamFetch(`${base}/api/v1/dashboard/latest`, { headers: { 'x-project-id': '6f1c1f3e-5d43-4a51-9b3c-0c7d7b8c9a10' } }, context);
    const received = JSON.parse(await response.text()) as Record<string, string>;
    expect(received).toMatchObject({
      'x-project-id': '6f1c1f3e-5d43-4a51-9b3c-0c7d7b8c9a10',
      cookie: 'vigia_session=abc',
      'x-csrf-token': 'xyz',
      'user-agent': 'Mozilla/5.0',
      'x-request-id': 'gw-7f3a9c01',
      'x-forwarded-for': '203.0.113.7, 127.0.0.1',
    });
    // Only the listed ones: the browser's other headers stay at the gateway.
    expect(received.accept).not.toBe('text/html');
    expect(received.host).not.toBe('vigia.example');
    expect(received.authorization).toBeUndefined();
  });

  it('when the control plane answers 204, then the response has no body', async () => {
    const base = await serve((_req, _body, res) => {
      res.statusCode = 204;
      res.end();
    });
    upstreamFetch = createUpstreamFetch();
    const response = await upstreamFetch(`${base}/api/v1/tokens/1`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('when queries follow one another, then they reuse kept-alive connections instead of opening one each', async () => {
    const peers = new Set<number | undefined>();
    const base = await serve((req, _body, res) => {
      peers.add(req.socket.remotePort);
      res.end('{}');
    });
    upstreamFetch = createUpstreamFetch();
    for (let i = 0; i < 6; i += 1) await (await upstreamFetch(`${base}/api/v1/health`)).text();
    // undici's pool may take a second connection while the first is being released.
    expect(peers.size).toBeLessThanOrEqual(2);
  });

  it('when the control plane goes silent, then the call fails once the timeout passes and the client reads that the service is unavailable', async () => {
    const base = await serve(() => {
      // Never answers.
    });
    upstreamFetch = createUpstreamFetch({ timeoutMs: 200 });
    const failure = await upstreamFetch(`${base}/api/v1/dashboard/latest`).then(() => undefined, (error: unknown) => error);
    expect((failure as Error & { code?: string }).code).toBe('UND_ERR_HEADERS_TIMEOUT');
    expect(shownFor(failure)).toBe(UNAVAILABLE_MESSAGE);
  });

  it('when the caller aborts, then the call fails and the connection is dropped', async () => {
    const base = await serve(() => {
      // Never answers.
    });
    upstreamFetch = createUpstreamFetch();
    const controller = new AbortController();
    const pending = upstreamFetch(`${base}/api/v1/dashboard/latest`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });

  it('when nothing listens, then the client reads that the service is unavailable', async () => {
    const base = await serve(() => undefined);
    server?.close();
    await once(server as Server, 'close');
    upstreamFetch = createUpstreamFetch();
    const failure = await upstreamFetch(`${base}/api/v1/health`).then(() => undefined, (error: unknown) => error);
    expect(shownFor(failure)).toBe(UNAVAILABLE_MESSAGE);
  });
});
