/**
 * Orchestrator probes and graceful shutdown, on real child processes (src/main.ts, src/worker.ts):
 * ready once started; on SIGTERM the open status stream gets a last `reconnect` event, a worker
 * commits the batch in hand and hands the scan back at its checkpoint (never failed), the process
 * exits 0, and the next process finishes the scan.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/app.js';
import { Client } from './helpers/client.js';
import { killChildren, spawnNode } from './helpers/processes.js';
import { resumeFixture } from './helpers/resume.js';
import { readSse, tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';

const dirs: string[] = [];
afterAll(async () => {
  killChildren();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const SPAWNING = { timeout: 300_000 };
// The children own a PGlite data folder prepared by an in-process app: the PostgreSQL run of the
// suite covers shutdown through the same code (close() of every test app), not through children.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SLOW = { SCAN_BATCH_FILES: '1', SCAN_BATCH_DELAY_MS: '400', QUEUE_POLL_SECONDS: '1', SHUTDOWN_GRACE_SECONDS: '10' };

const probe = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A data folder with a RUN token and a queued scan of eight one-file batches, and no process running. */
async function queuedScan(): Promise<{ dataDir: string; run: string; projectId: string; scanId: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vigia-lifecycle-'));
  const fixture = await mkdtemp(path.join(tmpdir(), 'vigia-lifecycle-src-'));
  dirs.push(dataDir, fixture);
  await writeTree(fixture, resumeFixture());
  const app = await startTestApp({ dataDir, scans: { workerConcurrency: 0 } });
  try {
    const admin = await app.signIn('admin@demo.local');
    const tenantId = (await admin.get('/auth/whoami')).body.user.tenantId;
    const projectId = (await admin.get('/api/v1/projects')).body.projects.find((p: { name: string }) => p.name === 'Internet Banking').id;
    const run = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'CI', projectId, kind: 'RUN' })).body.secret as string;
    const queued = await uploadScan(app.url, await tarGzOf(fixture), { bearer: run });
    expect(queued.status).toBe(202);
    return { dataDir, run, projectId, scanId: queued.body.scanId as string };
  } finally {
    await app.close();
  }
}

/** PostgreSQL: an API that only queues, with a RUN token and a queued scan; workers are children on its database. */
async function queuedOnPostgres() {
  const app = await startTestApp({ scans: { workerConcurrency: 0 } });
  const admin = await app.signIn('admin@demo.local');
  const tenantId = (await admin.get('/auth/whoami')).body.user.tenantId;
  const projectId = (await admin.get('/api/v1/projects')).body.projects.find((p: { name: string }) => p.name === 'Internet Banking').id;
  const run = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'CI', projectId, kind: 'RUN' })).body.secret as string;
  const fixture = await mkdtemp(path.join(tmpdir(), 'vigia-lifecycle-src-'));
  dirs.push(fixture);
  await writeTree(fixture, resumeFixture());
  const queued = await uploadScan(app.url, await tarGzOf(fixture), { bearer: run });
  expect(queued.status).toBe(202);
  return { app, run, projectId, scanId: queued.body.scanId as string };
}

/** The scan, run to the end by a fresh in-process control plane on the same folder. */
async function finishedBy(dataDir: string, scanId: string, run: string, projectId: string) {
  const app = await startTestApp({ dataDir });
  try {
    const done = await waitForScan(new Client(app.url), scanId, projectId, { bearer: run });
    const row = await app.cp.db.selectFrom('scans').selectAll().where('id', '=', scanId).executeTakeFirstOrThrow();
    return { done, row };
  } finally {
    await app.close();
  }
}

describe.skipIf(onPostgres)('control plane process', SPAWNING, () => {
  // Embedded, the API process stops its scans at once (it resumes them on its next start); the
  // batch-boundary drain is the worker's, below and on PostgreSQL.
  it('is ready once listening; on SIGTERM it ends streams with reconnect, leaves the scan resumable and exits 0', async () => {
    const { dataDir, run, projectId, scanId } = await queuedScan();
    const child = spawnNode('src/main.ts', { ...SLOW, DATA_DIR: dataDir, CONTROL_PLANE_PORT: '0' });
    const url = JSON.parse(await child.waitFor(/control plane listening/)).url as string;
    expect(await probe(`${url}/livez`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe(`${url}/readyz`)).toEqual({ status: 200, body: { status: 'ok' } });

    const stream = readSse(`${url}/api/v1/dashboard/scan/${scanId}/status/stream`, { authorization: `Bearer ${run}` });
    await child.waitFor(/"msg":"scan checkpoint"/);
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    const { status, events } = await stream;
    expect(status).toBe(200);
    expect(events.at(-1)).toEqual({ event: 'reconnect', data: { reason: 'shutdown' } });

    const { done, row } = await finishedBy(dataDir, scanId, run, projectId);
    expect(done).toMatchObject({ stage: 'completed', filesScanned: 8 });
    expect(row.attempts).toBeGreaterThanOrEqual(2);
  });
});

describe.skipIf(onPostgres)('worker process', SPAWNING, () => {
  it('answers its probes on METRICS_PORT; on SIGTERM it checkpoints, exits 0 and another process finishes', async () => {
    const { dataDir, run, projectId, scanId } = await queuedScan();
    const port = await freePort();
    const child = spawnNode('src/worker.ts', { ...SLOW, DATA_DIR: dataDir, METRICS_PORT: String(port) });
    await child.waitFor(/scan worker started/);
    expect(await probe(`http://127.0.0.1:${port}/livez`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe(`http://127.0.0.1:${port}/readyz`)).toEqual({ status: 200, body: { status: 'ok' } });
    await child.waitFor(/"msg":"scan checkpoint"/);
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    expect(child.lines.some((line) => line.includes('scan handed back at a checkpoint'))).toBe(true);

    const { done } = await finishedBy(dataDir, scanId, run, projectId);
    expect(done).toMatchObject({ stage: 'completed', filesScanned: 8 });
  });
});

describe.skipIf(!onPostgres)('worker processes on PostgreSQL', SPAWNING, () => {
  it('a worker told to stop hands the scan back at a checkpoint and exits 0; another worker finishes it', async () => {
    const { app, run, projectId, scanId } = await queuedOnPostgres();
    try {
      const env = { ...SLOW, DATA_DIR: app.dataDir, DATABASE_URL: app.cp.config.databaseUrl as string };
      const port = await freePort();
      const first = spawnNode('src/worker.ts', { ...env, METRICS_PORT: String(port) });
      await first.waitFor(/scan worker started/);
      expect((await probe(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      await first.waitFor(/"msg":"scan checkpoint"/);
      first.proc.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.lines.some((line) => line.includes('scan handed back at a checkpoint'))).toBe(true);

      const second = spawnNode('src/worker.ts', { ...env, SCAN_BATCH_DELAY_MS: '0' });
      const done = await waitForScan(new Client(app.url), scanId, projectId, { bearer: run, timeoutMs: 120_000 });
      expect(done).toMatchObject({ stage: 'completed', filesScanned: 8 });
      second.proc.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await app.close();
    }
  });
});
