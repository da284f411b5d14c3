/**
 * Fault: a scan worker killed with SIGKILL in the middle of a scan, on PostgreSQL, with a second
 * worker running and nobody pressing "resume". The queue notices the dead worker's job (no
 * heartbeat), retries it; the other worker takes the stale lease and carries on from the last
 * committed checkpoint. The scan must end with exactly the findings of an uninterrupted scan of the
 * same tree, none lost, none doubled, metered once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { killChildren, spawnNode, stopChild } from '../helpers/processes.js';
import { expectSameFindings, resumeFixture } from '../helpers/resume.js';
import { tarGzOf, uploadScan, waitForScan, writeTree } from '../helpers/scans.js';
import { createDatabase, startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres.js';

/** The batch numbers a worker committed for a scan, from its "scan checkpoint" log lines. */
function batchesCommitted(lines: string[], scanId: string): number[] {
  return lines
    .filter((line) => line.includes('"msg":"scan checkpoint"'))
    .map((line) => JSON.parse(line) as { scanId: string; batch: number })
    .filter((entry) => entry.scanId === scanId)
    .map((entry) => entry.batch);
}

describe('a worker killed mid-scan (PostgreSQL)', { timeout: 180_000 }, () => {
  let cluster: PrivatePostgres;
  let app: TestApp;
  let fixture: string;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    const databaseUrl = await createDatabase(cluster, 'faults_worker_killed');
    app = await startTestApp({ databaseUrl, scans: { workerConcurrency: 0, staleSeconds: 2, jobHeartbeatSeconds: 10 } });
    fixture = await mkdtemp(path.join(tmpdir(), 'vigia-kill-src-'));
    await writeTree(fixture, resumeFixture());
  }, 120_000);

  afterAll(async () => {
    killChildren();
    await app?.close();
    await cluster?.destroy();
    await rm(fixture, { recursive: true, force: true });
  });

  it('resumes from its checkpoint on another worker and ends like an uninterrupted scan', async () => {
    const archive = await tarGzOf(fixture);
    const admin = await app.signIn('admin@demo.local');
    const projectId = (await admin.get('/api/v1/projects')).body.projects.find((p: { name: string }) => p.name === 'Internet Banking').id;
    const queued = await uploadScan(app.url, archive, { session: admin, projectId });
    expect(queued.status).toBe(202);
    const scanId = queued.body.scanId as string;

    const env = {
      DATA_DIR: app.dataDir,
      DATABASE_URL: app.cp.config.databaseUrl as string,
      SCAN_STALE_SECONDS: '2',
      SCAN_JOB_HEARTBEAT_SECONDS: '10',
      QUEUE_POLL_SECONDS: '1',
      SCAN_BATCH_FILES: '1',
    };
    const victim = spawnNode('src/worker.ts', { ...env, SCAN_BATCH_DELAY_MS: '400' });
    // Killed after its second committed batch.
    await victim.waitFor(/"batch":1,.*"msg":"scan checkpoint"/);
    victim.proc.kill('SIGKILL');
    await victim.exited;
    const doneBeforeKill = batchesCommitted(victim.lines, scanId);
    expect(doneBeforeKill.length).toBeGreaterThanOrEqual(2);
    expect(doneBeforeKill.length).toBeLessThan(8);

    const survivor = spawnNode('src/worker.ts', { ...env, SCAN_BATCH_DELAY_MS: '0' });
    const done = await waitForScan(admin, scanId, projectId, { timeoutMs: 120_000 });
    expect(done).toMatchObject({ stage: 'completed', progress: 100, filesScanned: 8, canResume: false });
    // Carried on from the checkpoint: the survivor committed only the batches the victim had not.
    const resumedBatches = batchesCommitted(survivor.lines, scanId);
    expect(Math.min(...resumedBatches)).toBe(Math.max(...doneBeforeKill) + 1);
    expect([...doneBeforeKill, ...resumedBatches].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);

    const reference = await uploadScan(app.url, archive, { session: admin, projectId });
    expect((await waitForScan(admin, reference.body.scanId, projectId)).stage).toBe('completed');
    await stopChild(survivor);
    await expectSameFindings(app, scanId, reference.body.scanId);
  });
});
