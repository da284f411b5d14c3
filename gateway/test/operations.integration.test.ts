import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlPlane, type RunningControlPlane } from './support/control-plane.js';
import { startGateway, type RunningGateway } from './support/gateway.js';

// What operators rely on: one request id from the gateway into the control plane's log, and
// Prometheus metrics that only loopback peers read. The real control plane, nothing mocked.
let controlPlane: RunningControlPlane;
let gateway: RunningGateway;
let webDist: string;

beforeAll(async () => {
  controlPlane = await startControlPlane({ env: { LOG_LEVEL: 'info' } });
  webDist = mkdtempSync(join(tmpdir(), 'vigia-gw-web-'));
  gateway = await startGateway({ controlPlaneUrl: controlPlane.url, webDist });
});
afterAll(async () => {
  await gateway?.stop();
  await controlPlane?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

/** Waits until the control plane has logged a line with this request id. */
async function controlPlaneLogged(requestId: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const line = controlPlane.logs().split('\n').find((entry) => entry.includes(`"requestId":"${requestId}"`));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

describe('X-Request-ID', () => {
  it('follows a GraphQL request into the control plane log', async () => {
    const requestId = 'trace-graphql-0001';
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-ID': requestId },
      body: JSON.stringify({ query: '{ whoami { csrfToken } }' }),
    });
    expect(response.headers.get('x-request-id')).toBe(requestId);
    expect(await controlPlaneLogged(requestId)).toContain('/auth/whoami');
  });

  it('is made at the gateway when the caller sends none, and follows proxied REST calls', async () => {
    const response = await fetch(`${gateway.url}/api/v1/scans/00000000-0000-4000-8000-000000000000/gate`);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await controlPlaneLogged(requestId)).toContain('/gate');
  });
});

describe('GET /metrics', () => {
  it('gives loopback peers the gateway metrics, labelled by route template', async () => {
    await fetch(`${gateway.url}/api/v1/scans/00000000-0000-4000-8000-000000000001/gate`);
    const response = await fetch(`${gateway.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/scans\/:scanId\/gate"/);
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/graphql"/);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(text).toContain('\nvigia_sse_connections{process="gateway"}');
    expect(text).toContain('\nprocess_resident_memory_bytes{process="gateway"}');
  });

  it('is not published to whoever comes through a proxy', async () => {
    const response = await fetch(`${gateway.url}/metrics`, { headers: { 'X-Forwarded-For': '198.51.100.20' } });
    // It falls through to the web app (here unbuilt: 503), like any unknown path.
    expect(response.headers.get('content-type')).not.toContain('version=0.0.4');
    expect(await response.text()).not.toContain('http_request_duration_seconds');
  });
});
