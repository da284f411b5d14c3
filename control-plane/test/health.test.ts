import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerHeartbeat } from '../src/observability/worker-heartbeat.js';
import { expectTenantAdminOnly, startWithOutsiders, type OutsidersApp } from './helpers/admin-only.js';

const DAY_MS = 24 * 3600 * 1000;
let { app, who } = {} as OutsidersApp;
let now = Date.now();

beforeAll(async () => {
  ({ app, who } = await startWithOutsiders({}, { clock: () => new Date(now) }));
});
afterAll(() => app?.close());

const security = '/api/v1/health?level=security';

describe('GET /api/v1/health', () => {
  it('when anybody asks without a level, then it answers the minimal public status and nothing about the dependencies', async () => {
    for (const path of ['/api/v1/health', '/api/v1/health?level=basic']) {
      const res = await app.client().get(path);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', database: 'ok', version: '1.0.0' });
      expect(res.body.checks).toBeUndefined();
    }
  });

  it('when anybody but a TENANT_ADMIN of the tenant asks for level=security, then it is refused', async () => {
    await expectTenantAdminOnly(app, who, (client, options) => client.get(security, options));
  });

  it('when the admin asks for level=security, then every dependency is checked for real', async () => {
    const res = await who.admin.get(security);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', level: 'security', database: 'ok' });
    const { checks } = res.body;
    expect(checks.database).toMatchObject({ status: 'ok', latencyMs: expect.any(Number) });
    expect(checks.queue).toMatchObject({ status: 'ok', depth: expect.any(Number), activeJobs: expect.any(Number) });
    // The test app runs one in-process worker: its heartbeat is the live worker.
    expect(checks.workers).toMatchObject({ status: 'ok', alive: 1, silent: 0, concurrency: 1 });
    expect(checks.storage).toMatchObject({ status: 'ok', writable: true });
    expect(checks.storage.freeBytes).toBeGreaterThan(0);
    expect(checks.storage.totalBytes).toBeGreaterThanOrEqual(checks.storage.freeBytes);
    // The test SMTP server answers its greeting and EHLO.
    expect(checks.smtp).toMatchObject({ status: 'ok' });
    // No URL signed yet: no key to rotate.
    expect(checks.signingKey).toEqual({ status: 'ok', kid: null, createdAt: null, ageDays: null, rotationDays: 90 });
    // Another tenant's admin sees their own tenant's key, with the same services.
    expect((await who.otherAdmin.get(security)).status).toBe(200);
  });

  it('when a worker stops beating without a clean stop, then workers and the service are degraded', async () => {
    await app.cp.db
      .insertInto('worker_heartbeats')
      .values({ worker_id: 'worker-morto:42', kind: 'worker', hostname: 'worker-2', pid: 42, concurrency: 2, interval_seconds: 15, seen_at: new Date(Date.now() - 10 * 60_000) })
      .execute();
    try {
      const res = await who.admin.get(security);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('degraded');
      expect(res.body.checks.workers).toMatchObject({ status: 'degraded', alive: 1, silent: 1, concurrency: 1 });
    } finally {
      await app.cp.db.deleteFrom('worker_heartbeats').where('worker_id', '=', 'worker-morto:42').execute();
    }
  });

  it('when a process starts again on the host of a dead one, then the dead one is no longer counted', async () => {
    await app.cp.db
      .insertInto('worker_heartbeats')
      .values({ worker_id: 'antes-do-reinicio', kind: 'worker', hostname: hostname(), pid: 7, concurrency: 1, interval_seconds: 15, seen_at: new Date(Date.now() - 10 * 60_000) })
      .execute();
    expect((await who.admin.get(security)).body.checks.workers).toMatchObject({ status: 'degraded', silent: 1 });
    const restarted = new WorkerHeartbeat(app.cp.db, { workerId: 'depois-do-reinicio', kind: 'worker', concurrency: 1, intervalSeconds: 15 }, app.cp.logger);
    await restarted.start();
    try {
      expect((await who.admin.get(security)).body.checks.workers).toMatchObject({ status: 'ok', alive: 2, silent: 0, concurrency: 2 });
    } finally {
      await restarted.stop();
    }
    expect((await who.admin.get(security)).body.checks.workers).toMatchObject({ status: 'ok', alive: 1, silent: 0 });
  });

  it('when anybody but a TENANT_ADMIN of the tenant rotates the keys, or the admin without confirm: "yes", then nothing rotates', async () => {
    const rotate = '/api/v1/admin/crypto/rotate-keys';
    await expectTenantAdminOnly(app, who, (client, options) => client.post(rotate, { confirm: 'yes' }, options));
    for (const body of [{}, { confirm: 'sim' }, { confirm: true }]) {
      const refused = await who.admin.post(rotate, body);
      expect(refused.status).toBe(422);
      expect(refused.body.field).toBe('confirm');
    }
    expect((await who.admin.get(security)).body.checks.signingKey).toMatchObject({ kid: null });
    expect(await app.cp.db.selectFrom('audit_log').select('id').where('action', 'like', '%rotate%').execute()).toEqual([]);
  });

  it('when the signing key outlives the rotation period, then it is reported until the key is rotated', async () => {
    expect((await who.admin.post('/api/v1/admin/crypto/rotate-keys', { confirm: 'yes' })).status).toBe(200);
    const fresh = (await who.admin.get(security)).body;
    expect(fresh.checks.signingKey).toMatchObject({ status: 'ok', kid: expect.any(String), ageDays: 0 });

    now += 91 * DAY_MS;
    const old = (await who.admin.get(security)).body;
    expect(old.status).toBe('degraded');
    expect(old.checks.signingKey).toMatchObject({ status: 'degraded', kid: fresh.checks.signingKey.kid, ageDays: 91, rotationDays: 90 });
    // The other tenant has no key: nothing to report there.
    expect((await who.otherAdmin.get(security)).body.checks.signingKey.status).toBe('ok');

    expect((await who.admin.post('/api/v1/admin/crypto/rotate-keys', { confirm: 'yes' })).status).toBe(200);
    const rotated = (await who.admin.get(security)).body;
    expect(rotated.status).toBe('ok');
    expect(rotated.checks.signingKey).toMatchObject({ status: 'ok', ageDays: 0 });
  });
});
