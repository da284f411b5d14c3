import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './support/gateway.js';
import { startStandIn, type StandIn } from './support/stand-in.js';

// The gateway in front of a stand-in control plane (test/support/stand-in.ts): the streaming and
// cancellation properties of the upload proxy and the subscription, which a real control plane
// cannot show deterministically. The real one is in scans.integration.test.ts.
const SCAN_ID = '6f1c1f3e-5d43-4a51-9b3c-0c7d7b8c9a10';
const LIMIT = 64 * 1024;
/** The file limit plus the multipart envelope (app.ts). */
const BODY_LIMIT = LIMIT + 64 * 1024;
const UNAVAILABLE = { code: 'UPSTREAM_UNAVAILABLE', message: 'Serviço indisponível. Tente novamente em instantes.' };

let standIn: StandIn;
let gateway: RunningGateway;

beforeAll(async () => {
  standIn = await startStandIn();
  gateway = await startGateway({ controlPlaneUrl: standIn.url, scanUploadMaxBytes: LIMIT });
});

afterAll(async () => {
  await gateway?.stop();
  await standIn?.stop();
});

interface RawAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A raw HTTP request whose body the test writes piece by piece (chunked unless a length is set). */
function rawUpload(headers: Record<string, string> = {}) {
  const url = new URL('/api/v1/scans', gateway.url);
  const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', ...headers } });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  return { req, answer };
}

function statusEvent(event: string, stage: string, progress: number): string {
  const data = { scanId: SCAN_ID, projectId: null, hasInProgress: stage !== 'completed', progress, stage, canResume: false };
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

describe('POST /api/v1/scans (upload proxy)', () => {
  it('streams the body before the upload ends and returns the answer with safe headers only', async () => {
    standIn.handle = (req, res) => {
      req.on('end', () => {
        res.writeHead(202, {
          'content-type': 'application/json; charset=utf-8',
          'set-cookie': 'vigia_session=renewed; Path=/; HttpOnly',
          'x-powered-by': 'Express',
          'x-upstream-secret': 'internal',
          server: 'control-plane',
        });
        res.end(JSON.stringify({ scanId: SCAN_ID, projectId: SCAN_ID, stage: 'queued' }));
      });
    };
    const arriving = standIn.next('/api/v1/scans');
    const { req, answer } = rawUpload({
      authorization: 'Bearer RUN_abc',
      cookie: 'vigia_session=s1',
      'x-csrf-token': 'c1',
      'x-forwarded-for': '203.0.113.9',
      'x-not-forwarded': 'nope',
    });
    req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="a.tar.gz"\r\n\r\n');
    const upstream = await arriving;
    // The first part has reached the control plane while the client is still sending.
    await expect.poll(() => upstream.body.length, { timeout: 5000 }).toBeGreaterThan(0);
    req.end('conteúdo\r\n--x--\r\n');

    const result = await answer;
    expect(result.status).toBe(202);
    expect(JSON.parse(result.body)).toEqual({ scanId: SCAN_ID, projectId: SCAN_ID, stage: 'queued' });
    expect(result.headers['set-cookie']).toEqual(['vigia_session=renewed; Path=/; HttpOnly']);
    expect(result.headers['x-upstream-secret']).toBeUndefined();
    expect(result.headers['x-powered-by']).toBeUndefined();
    expect(result.headers.server).toBeUndefined();

    expect(upstream.method).toBe('POST');
    expect(upstream.body.toString('utf8')).toBe(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.tar.gz"\r\n\r\nconteúdo\r\n--x--\r\n',
    );
    expect(upstream.headers).toMatchObject({
      authorization: 'Bearer RUN_abc',
      cookie: 'vigia_session=s1',
      'x-csrf-token': 'c1',
      'content-type': 'multipart/form-data; boundary=x',
      'x-forwarded-for': '203.0.113.9, 127.0.0.1',
    });
    expect(upstream.headers['x-not-forwarded']).toBeUndefined();
  });

  it('passes Content-Length through unchanged', async () => {
    standIn.handle = (req, res) => req.on('end', () => res.writeHead(202, { 'content-type': 'application/json' }).end('{}'));
    const body = 'x'.repeat(1000);
    const response = await fetch(`${gateway.url}/api/v1/scans`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
    });
    expect(response.status).toBe(202);
    const upstream = standIn.requests.at(-1);
    expect(upstream?.headers['content-length']).toBe('1000');
    expect(upstream?.body.length).toBe(1000);
  });

  it('refuses a declared length over the limit with 413 without contacting the control plane', async () => {
    const before = standIn.requests.length;
    const response = await fetch(`${gateway.url}/api/v1/scans`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'x'.repeat(BODY_LIMIT + 1),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { code: string; message: string };
    expect(body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Arquivo excede o limite de 64 KB' });
    expect(standIn.requests.length).toBe(before);
  });

  it('cuts a chunked upload at the limit with 413 and aborts the upstream request', async () => {
    standIn.handle = (req, res) => req.on('end', () => res.writeHead(202, { 'content-type': 'application/json' }).end('{}'));
    const arriving = standIn.next('/api/v1/scans');
    const { req, answer } = rawUpload();
    req.write('x'.repeat(1024));
    const upstream = await arriving;
    req.write('y'.repeat(BODY_LIMIT));
    const result = await answer;
    req.destroy();
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await upstream.closed).toEqual({ complete: false });
    expect(upstream.body.length).toBeLessThanOrEqual(BODY_LIMIT);
  });

  it('aborts the upstream request when the client goes away mid-upload', async () => {
    standIn.handle = () => undefined;
    const arriving = standIn.next('/api/v1/scans');
    const { req, answer } = rawUpload();
    answer.catch(() => undefined);
    req.write('x'.repeat(1024));
    const upstream = await arriving;
    await expect.poll(() => upstream.body.length).toBeGreaterThan(0);
    req.destroy();
    expect(await upstream.closed).toEqual({ complete: false });
  });

  it('reduces error answers to {code, message} and hides what is not one', async () => {
    standIn.handle = (req, res) => {
      req.resume();
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="internal"' });
      res.end(JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Autenticação necessária', stack: 'Error at /srv/x.js' }));
    };
    const denied = await fetch(`${gateway.url}/api/v1/scans`, { method: 'POST', body: 'x' });
    expect(denied.status).toBe(401);
    expect(await denied.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Autenticação necessária' });
    expect(denied.headers.get('www-authenticate')).toBeNull();

    standIn.handle = (req, res) => {
      req.resume();
      res.writeHead(500, { 'content-type': 'text/html' }).end('<pre>TypeError at /srv/control-plane/dist/x.js:1</pre>');
    };
    const broken = await fetch(`${gateway.url}/api/v1/scans`, { method: 'POST', body: 'x' });
    expect(broken.status).toBe(500);
    const text = await broken.text();
    expect(JSON.parse(text)).toEqual({ code: 'INTERNAL', message: 'Erro interno do servidor' });
    expect(text).not.toMatch(/srv|TypeError|127\.0\.0\.1/);
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when the control plane drops the connection', async () => {
    standIn.handle = (req) => req.socket.destroy();
    const response = await fetch(`${gateway.url}/api/v1/scans`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(UNAVAILABLE);
  });
});

describe('subscription scanStatusChanged', () => {
  const SUBSCRIPTION = /* GraphQL */ `
    subscription Scan($scanId: UUID!) { scanStatusChanged(scanId: $scanId) { scanId stage progress hasInProgress } }
  `;
  const client = (headers: Record<string, string> = {}) =>
    createClient({ url: `${gateway.url}/graphql`, singleConnection: false, retryAttempts: 0, headers });

  async function collect(headers: Record<string, string> = {}): Promise<unknown[]> {
    const sse = client(headers);
    const results: unknown[] = [];
    try {
      for await (const result of sse.iterate({ query: SUBSCRIPTION, variables: { scanId: SCAN_ID } })) results.push(result);
    } finally {
      sse.dispose();
    }
    return results;
  }

  it('yields every status event and ends after completed, with the caller credentials upstream', async () => {
    standIn.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': hello\n\n');
      res.write(statusEvent('status', 'queued', 0));
      setTimeout(() => res.write(statusEvent('status', 'analyzing', 40)), 20);
      // Split mid-event, as a network would.
      setTimeout(() => res.write(statusEvent('completed', 'completed', 100).slice(0, 25)), 40);
      setTimeout(() => res.write(statusEvent('completed', 'completed', 100).slice(25)), 60);
      // Whatever follows the last event is not delivered.
      setTimeout(() => res.write(statusEvent('status', 'queued', 0)), 80);
    };
    const results = await collect({ cookie: 'vigia_session=s1', authorization: 'Bearer VIEW_x', 'x-forwarded-for': '198.51.100.7' });
    expect(results).toEqual([
      { data: { scanStatusChanged: { scanId: SCAN_ID, stage: 'QUEUED', progress: 0, hasInProgress: true } } },
      { data: { scanStatusChanged: { scanId: SCAN_ID, stage: 'ANALYZING', progress: 40, hasInProgress: true } } },
      { data: { scanStatusChanged: { scanId: SCAN_ID, stage: 'COMPLETED', progress: 100, hasInProgress: false } } },
    ]);
    const upstream = standIn.requests.filter((request) => request.url.includes('/status/stream')).at(-1);
    expect(upstream?.url).toBe(`/api/v1/dashboard/scan/${SCAN_ID}/status/stream`);
    expect(upstream?.headers).toMatchObject({
      accept: 'text/event-stream',
      cookie: 'vigia_session=s1',
      authorization: 'Bearer VIEW_x',
      'x-forwarded-for': '198.51.100.7, 127.0.0.1',
    });
    // The upstream request is closed once the last event is in.
    await upstream?.closed;
  });

  it('delivers the failed status of an error event and ends', async () => {
    standIn.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(statusEvent('status', 'analyzing', 10));
      res.write(statusEvent('error', 'failed', 10));
    };
    const results = await collect();
    expect(results.map((result) => (result as { data: { scanStatusChanged: { stage: string } } }).data.scanStatusChanged.stage)).toEqual([
      'ANALYZING',
      'FAILED',
    ]);
  });

  it('turns a 401/403 of the control plane into a GraphQL error with its code, status and message', async () => {
    standIn.handle = (_req, res) => {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'FORBIDDEN', message: 'Acesso negado ao projeto' }));
    };
    const results = await collect();
    // No stream, no data: one result with the shaped error, then the end.
    expect(results).toEqual([
      { errors: [{ message: 'Acesso negado ao projeto', path: ['scanStatusChanged'], extensions: { code: 'FORBIDDEN', status: 403 } }] },
    ]);
    standIn.handle = (_req, res) => res.writeHead(401, { 'content-type': 'text/plain' }).end('no');
    const [unauthenticated] = await collect();
    expect(unauthenticated).toMatchObject({ errors: [{ message: 'Autenticação necessária', extensions: { code: 'UNAUTHENTICATED', status: 401 } }] });
  });

  it('aborts the upstream request when the client closes the subscription', async () => {
    standIn.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(statusEvent('status', 'analyzing', 5));
    };
    const sse = client();
    const iterator = sse.iterate({ query: SUBSCRIPTION, variables: { scanId: SCAN_ID } });
    const first = await iterator.next();
    expect(first.value).toMatchObject({ data: { scanStatusChanged: { stage: 'ANALYZING' } } });
    const upstream = standIn.requests.filter((request) => request.url.includes('/status/stream')).at(-1);
    let closed = false;
    void upstream?.closed.then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    await iterator.return?.(undefined);
    sse.dispose();
    await expect.poll(() => closed, { timeout: 5000 }).toBe(true);
  });

  it('says the service is unavailable when the stream ends before the scan does', async () => {
    standIn.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(statusEvent('status', 'analyzing', 5));
    };
    const results = await collect();
    expect(results).toHaveLength(2);
    expect(results[1]).toMatchObject({
      data: { scanStatusChanged: null },
      errors: [{ message: 'Serviço indisponível. Tente novamente em instantes.', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } }],
    });
  });
});
