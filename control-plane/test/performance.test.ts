import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantAdminOnly, startWithOutsiders, type OutsidersApp } from './helpers/admin-only.js';
import { Client, type JsonBody } from './helpers/client.js';
import { FIXTURE_FILES, tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';

const METRICS = '/api/v1/admin/performance/metrics';
const CLEAR = '/api/v1/admin/performance/cache/clear';
let { app, who } = {} as OutsidersApp;

beforeAll(async () => {
  ({ app, who } = await startWithOutsiders());
});
afterAll(() => app?.close());

async function metrics(client: Client = who.admin): Promise<JsonBody> {
  const res = await client.get(METRICS);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('GET /api/v1/admin/performance/metrics', () => {
  it('when anybody but a TENANT_ADMIN of the tenant asks, then it is refused', async () => {
    await expectTenantAdminOnly(app, who, (client, options) => client.get(METRICS, options));
  });

  it("answers per-route percentiles by route template, the tenant's scan speed and this process's memory", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vigia-perf-'));
    await writeTree(dir, FIXTURE_FILES);
    const started = await uploadScan(app.url, await tarGzOf(dir), { bearer: who.runToken });
    await rm(dir, { recursive: true, force: true });
    expect(started.status).toBe(202);
    expect((await waitForScan(app.client(), started.body.scanId, who.projectId, { bearer: who.runToken })).stage).toBe('completed');
    for (let i = 0; i < 5; i += 1) expect((await who.admin.get(`/api/v1/projects/${who.projectId}/artifacts`)).status).toBe(200);

    const body = await metrics();
    const perf = body.performanceMetrics;
    expect(perf.scope).toBe('process');
    const artifacts = (perf.last5Minutes as JsonBody[]).find((r) => r.route === '/api/v1/projects/:projectId/artifacts' && r.method === 'GET');
    expect(artifacts).toMatchObject({ requests: 5, errors: 0 });
    expect(artifacts.p50Ms).toBeLessThanOrEqual(artifacts.p95Ms);
    expect(artifacts.p95Ms).toBeLessThanOrEqual(artifacts.p99Ms);
    expect(artifacts.ratePerSecond).toBeGreaterThan(0);
    // Paths with ids never become routes of their own.
    expect((perf.last60Minutes as JsonBody[]).some((r) => String(r.route).includes(who.projectId))).toBe(false);
    expect((perf.last60Minutes as JsonBody[]).find((r) => r.route === '/api/v1/projects/:projectId/artifacts').requests).toBeGreaterThanOrEqual(5);

    expect(perf.scans.completed).toBe(1);
    expect(perf.scans.linesPerSecond).toBeGreaterThan(0);
    expect(perf.scans.p50Seconds).toBeGreaterThanOrEqual(0);
    expect(perf.queue).toMatchObject({ depth: 0, tenantQueued: 0, tenantRunning: 0, runningHere: 0 });
    expect(perf.sseConnections).toBe(0);
    expect(body.memory.heapUsed).toBeGreaterThan(0);
    expect(body.memory.heapUsed).toBeLessThanOrEqual(body.memory.heapTotal);

    // The scans are the tenant's own.
    expect((await metrics(who.otherAdmin)).performanceMetrics.scans).toMatchObject({ completed: 0, linesPerSecond: null });
  });
});

describe('memory per process', () => {
  it('lists every live process that runs scans with the heap of its last heartbeat; a silent one is left out', async () => {
    await app.cp.db
      .insertInto('worker_heartbeats')
      .values([
        { worker_id: 'worker-vivo', kind: 'worker', hostname: 'worker-1', pid: 11, concurrency: 2, interval_seconds: 15, heap_used: 40_000_000, heap_total: 64_000_000, rss: 150_000_000 },
        { worker_id: 'worker-mudo', kind: 'worker', hostname: 'worker-2', pid: 12, concurrency: 2, interval_seconds: 15, heap_used: 1, heap_total: 2, rss: 3, seen_at: new Date(Date.now() - 10 * 60_000) },
      ])
      .execute();
    try {
      const processes = (await metrics()).processes as JsonBody[];
      // The test app runs scans in process: its own heartbeat carries its memory.
      const own = processes.find((p) => p.kind === 'api');
      expect(own).toMatchObject({ pid: process.pid, seenAt: expect.any(String) });
      expect(own?.heapUsed).toBeGreaterThan(0);
      expect(own?.heapUsed).toBeLessThanOrEqual(own?.heapTotal);
      expect(processes.find((p) => p.workerId === 'worker-vivo')).toEqual({
        workerId: 'worker-vivo',
        kind: 'worker',
        hostname: 'worker-1',
        pid: 11,
        heapUsed: 40_000_000,
        heapTotal: 64_000_000,
        rss: 150_000_000,
        seenAt: expect.any(String),
      });
      expect(processes.map((p) => p.workerId)).not.toContain('worker-mudo');
    } finally {
      await app.cp.db.deleteFrom('worker_heartbeats').where('worker_id', 'in', ['worker-vivo', 'worker-mudo']).execute();
    }
  });
});

describe('POST /api/v1/admin/performance/cache/clear', () => {
  it('when anybody but a TENANT_ADMIN of the tenant asks, then it is refused', async () => {
    await expectTenantAdminOnly(app, who, (client, options) => client.post(CLEAR, { confirm: 'yes' }, options));
  });

  it('refuses without confirm: "yes"', async () => {
    for (const body of [{}, { confirm: 'no' }, { confirm: true }]) {
      const res = await who.admin.post(CLEAR, body);
      expect(res.status).toBe(422);
      expect(res.body.field).toBe('confirm');
    }
    expect(await app.cp.db.selectFrom('audit_log').select('id').where('action', '=', 'performance.cache_clear').execute()).toEqual([]);
  });

  it('clears the caches of the process, audited; a block written by another process applies at once', async () => {
    // Another process (a replica) blocked an address: this one would see it on its next refresh.
    await app.cp.db.insertInto('blocked_ips').values({ tenant_id: who.tenantId, ip: '192.0.2.99', reason: 'bloqueado por outra réplica' }).execute();
    const res = await who.admin.post(CLEAR, { confirm: 'yes' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cleared).toEqual(['blocked-addresses', 'signing-keys', 'export-estimates', 'smtp-check']);
    expect((await new Client(app.url, { 'X-Forwarded-For': '192.0.2.99' }).get('/api/v1/health')).status).toBe(403);

    const audit = await app.cp.db.selectFrom('audit_log').selectAll().where('action', '=', 'performance.cache_clear').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ tenant_id: who.tenantId, target_type: 'process' });
  });
});
