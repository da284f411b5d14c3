import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { startTestApp, type TestApp } from './helpers/app.js';

/** Log lines of the control plane, as JSON objects. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let app: TestApp;
let projectId: string;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp({}, { logger: createLogger('info', sink) });
  const admin = await app.signIn('admin@demo.local');
  projectId = ((await admin.get('/api/v1/projects')).body.projects as { id: string }[])[0]?.id as string;
  cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
});
afterAll(async () => {
  await app?.close();
});

describe('GET /metrics', () => {
  it('answers Prometheus text to loopback with route templates, never raw ids', async () => {
    expect((await fetch(`${app.url}/api/v1/projects/${projectId}/artifacts`, { headers: { cookie } })).status).toBe(200);
    const response = await fetch(`${app.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/v1\/projects\/:projectId\/artifacts"[^}]*status_code="200"/);
    expect(text).not.toContain(projectId);
    for (const name of ['vigia_scans_running', 'vigia_scan_queue_depth', 'vigia_sse_connections', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) {
      expect(text).toContain(`\n${name}{`);
    }
    expect(text).toContain('process="control-plane"');
  });

  it('is not published through a proxy, even one on the same host', async () => {
    const proxied = await fetch(`${app.url}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain('http_request_duration_seconds');
  });
});

describe('X-Request-ID', () => {
  it('adopts the caller id, answers it and stamps it on every log line of the request', async () => {
    const requestId = 'gw-7f3a9c01-test';
    const response = await fetch(`${app.url}/api/v1/projects/${projectId}/artifacts`, { headers: { cookie, 'X-Request-ID': requestId } });
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const ours = lines.filter((line) => line.requestId === requestId);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.some((line) => line.msg === 'request' && String(line.url).includes(projectId))).toBe(true);
  });

  it('replaces an id that is not a plain token with a fresh one', async () => {
    const response = await fetch(`${app.url}/api/v1/health`, { headers: { 'X-Request-ID': 'x <script>alert(1)</script>' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
