/**
 * A worker SIGKILLed mid-scan while another worker runs (PostgreSQL, the cluster deployment): the
 * queue retries the job within seconds (its heartbeat stopped), long before the scan's own lease
 * goes stale (SCAN_STALE_SECONDS). The retried job waits for the lease and carries the scan on from
 * its checkpoint, with no resume click: before, it found the lease "held" and was dropped, and the
 * scan stayed running with no job behind it (bench/cluster.mjs found it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/app.js';
import { killChildren, spawnNode, stopChild as stop } from './helpers/processes.js';
import { expectSameFindings, resumeFixture } from './helpers/resume.js';
import { tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const dirs: string[] = [];
afterAll(async () => {
  killChildren();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe.runIf(onPostgres)('a worker killed mid-scan (PostgreSQL)', { timeout: 240_000 }, () => {
  it('another worker takes the scan over from its checkpoint by itself, without loss or duplicates', async () => {
    const fixture = await mkdtemp(path.join(tmpdir(), 'vigia-takeover-src-'));
    dirs.push(fixture);
    await writeTree(fixture, resumeFixture());
    const archive = await tarGzOf(fixture);
    // The lease outlives the job's heartbeat (10 s): the retried job meets a lease that is not stale yet.
    const app = await startTestApp({ scans: { workerConcurrency: 0, staleSeconds: 20 } });
    try {
      const admin = await app.signIn('admin@demo.local');
      const projectId = (await admin.get('/api/v1/projects')).body.projects.find((p: { name: string }) => p.name === 'Internet Banking').id;
      const scanId = (await uploadScan(app.url, archive, { session: admin, projectId })).body.scanId as string;
      const env = {
        SCAN_BATCH_FILES: '1', SCAN_BATCH_DELAY_MS: '400', QUEUE_POLL_SECONDS: '1', SCAN_JOB_HEARTBEAT_SECONDS: '10',
        SCAN_STALE_SECONDS: '20', DATA_DIR: app.dataDir, DATABASE_URL: app.cp.config.databaseUrl as string,
      };
      const first = spawnNode('src/worker.ts', env);
      const second = spawnNode('src/worker.ts', env);
      await Promise.race([first.waitFor(/"msg":"scan checkpoint"/), second.waitFor(/"msg":"scan checkpoint"/)]);
      const [running] = await app.cp.db.selectFrom('scans').select('worker_id').where('id', '=', scanId).execute();
      const holder = [first, second].find((w) => running?.worker_id?.split(':')[1] === String(w.proc.pid));
      if (!holder) throw new Error(`nenhum worker segura o scan (${running?.worker_id})`);
      holder.proc.kill('SIGKILL');
      await holder.exited;

      const done = await waitForScan(admin, scanId, projectId, { timeoutMs: 100_000 });
      expect(done.stage).toBe('completed');
      const [row] = await app.cp.db.selectFrom('scans').select(['attempts', 'status']).where('id', '=', scanId).execute();
      expect(row).toEqual({ attempts: 2, status: 'completed' });

      const reference = await uploadScan(app.url, archive, { session: admin, projectId });
      expect((await waitForScan(admin, reference.body.scanId, projectId)).stage).toBe('completed');
      await Promise.all([first, second].filter((w) => w !== holder).map((w) => stop(w)));
      await expectSameFindings(app, scanId, reference.body.scanId);
    } finally {
      await app.close();
    }
  });
});
