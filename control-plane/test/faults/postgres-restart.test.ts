/**
 * Fault: the PostgreSQL server (a private cluster) restarted in the middle of a scan and of requests.
 * Requests in flight and requests while it is down get an answer, never a hang: 200, or 503 with
 * the message the gateway and the web app show for an unavailable service. Once the server is
 * back, the same session works again, and the interrupted scan is retried by the queue and ends
 * with the findings of an uninterrupted scan.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE } from '../../src/db/unavailable.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { ApiResponse, Client } from '../helpers/client.js';
import { captureLog } from '../helpers/log-capture.js';
import { expectSameFindings, resumeFixture } from '../helpers/resume.js';
import { tarGzOf, uploadScan, waitForScan, writeTree } from '../helpers/scans.js';
import { createDatabase, startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres.js';

/** Fails the test when a request is not answered at all (the server must not hang). */
async function answered(request: Promise<ApiResponse>, limitMs = 20_000): Promise<ApiResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`request not answered within ${limitMs} ms`)), limitMs);
  });
  try {
    return await Promise.race([request, hung]);
  } finally {
    clearTimeout(timer);
  }
}

function expectOkOrUnavailable(response: ApiResponse): void {
  if (response.status === 503) {
    expect(response.body).toEqual(UNAVAILABLE);
    expect(response.headers.get('retry-after')).toBe('5');
  } else {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
}

describe('PostgreSQL restarted mid-scan and mid-request', { timeout: 240_000 }, () => {
  let cluster: PrivatePostgres;
  let app: TestApp;
  let fixture: string;
  const log = captureLog();

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    const databaseUrl = await createDatabase(cluster, 'faults_pg_restart');
    app = await startTestApp({
      databaseUrl,
      scans: { workerConcurrency: 1, batchFiles: 1, batchDelayMs: 400, staleSeconds: 2, jobHeartbeatSeconds: 10 },
    }, { logger: log.logger });
    fixture = await mkdtemp(path.join(tmpdir(), 'vigia-pg-restart-src-'));
    await writeTree(fixture, resumeFixture());
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await cluster?.destroy();
    await rm(fixture, { recursive: true, force: true });
  });

  it('answers 503 while the server is away, recovers, and the scan is retried to completion', async () => {
    const archive = await tarGzOf(fixture);
    const admin: Client = await app.signIn('admin@demo.local');
    const projectId = (await admin.get('/api/v1/projects')).body.projects.find((p: { name: string }) => p.name === 'Internet Banking').id;
    const headers = { 'X-Project-ID': projectId };
    const queued = await uploadScan(app.url, archive, { session: admin, projectId });
    expect(queued.status).toBe(202);
    const scanId = queued.body.scanId as string;
    const status = () => admin.get(`/api/v1/dashboard/scan-status?scanId=${scanId}`, { headers });
    await expect.poll(async () => (await status()).body.filesScanned, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);

    // Mid-request: a burst in flight while the server shuts down.
    const inFlight = Array.from({ length: 30 }, (_, i) => answered(i % 2 ? status() : admin.get('/api/v1/projects')));
    await cluster.stop();
    for (const response of await Promise.all(inFlight)) expectOkOrUnavailable(response);

    // Down: reads, a session mutation and a sign-in request all answer 503 with the message.
    const whileDown = await Promise.all([
      answered(admin.get('/api/v1/projects')),
      answered(status()),
      answered(app.client().post('/auth/local/login', { email: 'admin@demo.local' })),
    ]);
    for (const response of whileDown) {
      expect(response.status).toBe(503);
      expect(response.body).toEqual(UNAVAILABLE);
    }
    const health = await answered(app.client().get('/api/v1/health'));
    expect(health.status).toBe(503);
    // Mid-scan: the scan's attempt fails on the missing server (cleanly: no crash, the job stays for a retry).
    await expect.poll(() => log.count('scan attempt failed'), { timeout: 30_000 }).toBeGreaterThan(0);

    await cluster.start();
    // The same session works again once the pool has reconnected.
    await expect.poll(async () => (await answered(admin.get('/api/v1/projects'))).status, { timeout: 30_000 }).toBe(200);

    const done = await waitForScan(admin, scanId, projectId, { timeoutMs: 120_000 });
    expect(done).toMatchObject({ stage: 'completed', progress: 100, filesScanned: 8, canResume: false });
    const reference = await uploadScan(app.url, archive, { session: admin, projectId });
    expect((await waitForScan(admin, reference.body.scanId, projectId)).stage).toBe('completed');
    await expectSameFindings(app, scanId, reference.body.scanId);
  });
});
