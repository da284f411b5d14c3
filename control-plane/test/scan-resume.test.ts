/**
 * Durability: a worker process killed (SIGKILL) in the middle of a scan, after its first
 * checkpoint, and another process that carries the scan on. The resumed scan must end with exactly
 * the findings (and counts) of an uninterrupted scan of the same tree, and be metered once.
 *
 * PGlite (one process owns the data folder): the killed process is a whole control plane
 * (src/main.ts); the next one, on start, hands the interrupted scan back to the queue by itself.
 * PostgreSQL: the killed process is a separate worker (src/worker.ts) next to this API process;
 * the scan becomes resumable once its lease is stale, POST resume-scan requeues it, a second worker
 * finishes it, and the events written by that worker reach a stream opened on this process
 * (LISTEN/NOTIFY).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/app.js';
import { Client } from './helpers/client.js';
import { killChildren, spawnNode, stopChild as stop } from './helpers/processes.js';
import { expectSameFindings, resumeFixture } from './helpers/resume.js';
import { readSse, tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const dirs: string[] = [];
afterAll(async () => {
  killChildren();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** These tests start control planes as child processes (tsx compiles on each start): on a loaded 2-core machine that alone can pass the default 30 s. */
const SPAWNING = { timeout: 120_000 };

const SLOW = { SCAN_BATCH_FILES: '1', SCAN_BATCH_DELAY_MS: '400', QUEUE_POLL_SECONDS: '1' };

// Each backend registers only its own crash scenario: npm test runs this file once per backend.
if (!onPostgres) describe('resume after a crash (PGlite)', SPAWNING, () => {
  it('a control plane killed mid-scan is resumed by the next one without loss or duplicates', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vigia-resume-'));
    const fixture = await mkdtemp(path.join(tmpdir(), 'vigia-resume-src-'));
    dirs.push(dataDir, fixture);
    await writeTree(fixture, resumeFixture());
    const archive = await tarGzOf(fixture);

    // Set up (accounts, token) and queue the scan with no worker running.
    let app = await startTestApp({ dataDir, scans: { workerConcurrency: 0 } });
    const admin = await app.signIn('admin@demo.local');
    const tenantId = (await admin.get('/auth/whoami')).body.user.tenantId;
    const projectId = (await admin.get('/api/v1/projects')).body.projects.find((p: { name: string }) => p.name === 'Internet Banking').id;
    const run = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'CI', projectId, kind: 'RUN' })).body.secret as string;
    const queued = await uploadScan(app.url, archive, { bearer: run });
    expect(queued.status).toBe(202);
    const scanId = queued.body.scanId as string;
    await app.close();

    const env = { ...SLOW, DATA_DIR: dataDir, CONTROL_PLANE_PORT: '0' };
    const first = spawnNode('src/main.ts', env);
    await first.waitFor(/"msg":"scan checkpoint"/);
    first.proc.kill('SIGKILL');
    await first.exited;

    const second = spawnNode('src/main.ts', { ...env, SCAN_BATCH_DELAY_MS: '0' });
    const url = JSON.parse(await second.waitFor(/control plane listening/)).url as string;
    await second.waitFor(/interrupted scans handed back/);
    const client = new Client(url);
    const done = await waitForScan(client, scanId, projectId, { bearer: run });
    expect(done).toMatchObject({ stage: 'completed', progress: 100, filesScanned: 8, canResume: false });
    // The uninterrupted reference: the same tree, scanned by the same process.
    const reference = await uploadScan(url, archive, { bearer: run });
    expect((await waitForScan(client, reference.body.scanId, projectId, { bearer: run })).stage).toBe('completed');
    await stop(second);

    app = await startTestApp({ dataDir, scans: { workerConcurrency: 0 } });
    try {
      await expectSameFindings(app, scanId, reference.body.scanId);
    } finally {
      await app.close();
    }
  });
});

if (onPostgres) describe('resume after a crash (PostgreSQL, separate workers)', SPAWNING, () => {
  it('a worker killed mid-scan: the scan becomes resumable, is requeued and finished by another worker', async () => {
    const fixture = await mkdtemp(path.join(tmpdir(), 'vigia-resume-src-'));
    dirs.push(fixture);
    await writeTree(fixture, resumeFixture());
    const archive = await tarGzOf(fixture);

    const app = await startTestApp({ scans: { workerConcurrency: 0, staleSeconds: 2 } });
    try {
      const admin = await app.signIn('admin@demo.local');
      const projectId = (await admin.get('/api/v1/projects')).body.projects.find((p: { name: string }) => p.name === 'Internet Banking').id;
      const queued = await uploadScan(app.url, archive, { session: admin, projectId });
      expect(queued.status).toBe(202);
      const scanId = queued.body.scanId as string;
      const headers = { 'X-Project-ID': projectId };

      const env = { ...SLOW, DATA_DIR: app.dataDir, DATABASE_URL: app.cp.config.databaseUrl as string, SCAN_STALE_SECONDS: '2' };
      const first = spawnNode('src/worker.ts', env);
      await first.waitFor(/"msg":"scan checkpoint"/);
      first.proc.kill('SIGKILL');
      await first.exited;

      // Its lease goes stale: the scan is reported as interrupted.
      let status = (await admin.get(`/api/v1/dashboard/scan-status?scanId=${scanId}`, { headers })).body;
      for (let i = 0; i < 50 && !status.canResume; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = (await admin.get(`/api/v1/dashboard/scan-status?scanId=${scanId}`, { headers })).body;
      }
      expect(status).toMatchObject({ hasInProgress: true, canResume: true, stage: 'analyzing' });
      expect(status.filesScanned).toBeGreaterThanOrEqual(1);
      expect(status.filesScanned).toBeLessThan(8);

      // A stream on this API process; the events come from the worker process through LISTEN/NOTIFY.
      const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const stream = readSse(`${app.url}/api/v1/dashboard/scan/${scanId}/status/stream`, { cookie });
      const resumed = await admin.post('/api/v1/dashboard/resume-scan', { scanId }, { headers });
      expect(resumed.status, JSON.stringify(resumed.body)).toBe(202);
      expect(resumed.body).toMatchObject({ scanId, canResume: false, hasInProgress: true });
      const again = await admin.post('/api/v1/dashboard/resume-scan', { scanId }, { headers });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('SCAN_NOT_RESUMABLE');

      const second = spawnNode('src/worker.ts', { ...env, SCAN_BATCH_DELAY_MS: '100' });
      const { events } = await stream;
      expect(events.at(-1)).toMatchObject({ event: 'completed', data: { scanId, stage: 'completed', progress: 100 } });
      expect(events.filter((e) => e.event === 'status').length).toBeGreaterThanOrEqual(2);

      const reference = await uploadScan(app.url, archive, { session: admin, projectId });
      expect((await waitForScan(admin, reference.body.scanId, projectId)).stage).toBe('completed');
      await stop(second);
      await expectSameFindings(app, scanId, reference.body.scanId);
    } finally {
      await app.close();
    }
  });

  it('an event published by one API process reaches a stream opened on another', async () => {
    const app = await startTestApp({ scans: { workerConcurrency: 0 } });
    try {
      const admin = await app.signIn('admin@demo.local');
      const projectId = (await admin.get('/api/v1/projects')).body.projects[0].id;
      const fixture = await mkdtemp(path.join(tmpdir(), 'vigia-notify-src-'));
      dirs.push(fixture);
      await writeTree(fixture, resumeFixture());
      const queued = await uploadScan(app.url, await tarGzOf(fixture), { session: admin, projectId });
      const scanId = queued.body.scanId as string;

      // A second API process on the same database, with the worker; the stream is opened on the first.
      const other = spawnNode('src/main.ts', { DATA_DIR: app.dataDir, DATABASE_URL: app.cp.config.databaseUrl as string, CONTROL_PLANE_PORT: '0' });
      const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const { events } = await readSse(`${app.url}/api/v1/dashboard/scan/${scanId}/status/stream`, { cookie });
      expect(events[0]?.event).toBe('status');
      expect(events.at(-1)).toMatchObject({ event: 'completed', data: { scanId } });
      await stop(other);
    } finally {
      await app.close();
    }
  });
});
