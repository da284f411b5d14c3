/**
 * Fault: the artifact storage cannot take the files of a scan: full (the worker runs under
 * `ulimit -f`, so a write stops midway with EFBIG, as on a full disk) or not writable (the artifacts
 * folder is not a folder). The scan must fail with a clear Portuguese message after its retries,
 * and leave no half-written artifact: no temporary file, and every recorded artifact complete
 * (size and SHA-256 match its row).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { Client } from '../helpers/client.js';
import { killChildren, spawnNode, stopChild, type NodeChild } from '../helpers/processes.js';
import { resumeFixture } from '../helpers/resume.js';
import { tarGzOf, uploadScan, waitForScan, writeTree } from '../helpers/scans.js';
import { createDatabase, startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres.js';

const STORAGE_FAILURE = 'Falha ao processar o scan: não foi possível gravar os artefatos (armazenamento cheio ou sem permissão de escrita)';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('artifact storage full or not writable', { timeout: 240_000 }, () => {
  let cluster: PrivatePostgres;
  let app: TestApp;
  let archive: Buffer;
  let admin: Client;
  let projectId: string;
  let worker: NodeChild | undefined;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    const databaseUrl = await createDatabase(cluster, 'faults_artifact_storage');
    app = await startTestApp({ databaseUrl, scans: { workerConcurrency: 0, jobRetries: 1 } });
    const fixture = await mkdtemp(path.join(tmpdir(), 'vigia-storage-src-'));
    await writeTree(fixture, resumeFixture());
    archive = await tarGzOf(fixture);
    await rm(fixture, { recursive: true, force: true });
    admin = await app.signIn('admin@demo.local');
    projectId = (await admin.get('/api/v1/projects')).body.projects.find((p: { name: string }) => p.name === 'Internet Banking').id;
  }, 120_000);

  afterAll(async () => {
    killChildren();
    await app?.close();
    await cluster?.destroy();
  });

  const workerEnv = () => ({ DATA_DIR: app.dataDir, DATABASE_URL: app.cp.config.databaseUrl as string, QUEUE_POLL_SECONDS: '1' });

  async function scanToTheEnd(): Promise<{ scanId: string; status: Record<string, unknown> }> {
    const queued = await uploadScan(app.url, archive, { session: admin, projectId });
    expect(queued.status).toBe(202);
    const scanId = queued.body.scanId as string;
    return { scanId, status: await waitForScan(admin, scanId, projectId, { timeoutMs: 120_000 }) };
  }

  /** No temporary file anywhere, and each file on disk is a complete, recorded artifact. */
  async function expectNoPartialArtifact(scanId: string): Promise<void> {
    const root = path.join(app.dataDir, 'artifacts');
    const files = await filesUnder(root);
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
    const rows = await app.cp.db.selectFrom('artifacts').selectAll().where('scan_id', '=', scanId).execute();
    const recorded = new Set<string>();
    for (const row of rows) {
      const file = path.join(app.dataDir, row.storage_path);
      const bytes = await readFile(file);
      expect(bytes.length).toBe(Number(row.size_bytes));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
      recorded.add(file);
    }
    for (const file of files.filter((name) => name.includes(scanId))) expect(recorded.has(file), file).toBe(true);
  }

  it('not writable: the scan fails with the storage message and keeps nothing partial', async () => {
    // The artifacts folder is a regular file: creating the scan's folder fails (ENOTDIR), even for root.
    await writeFile(path.join(app.dataDir, 'artifacts'), 'not a folder');
    worker = spawnNode('src/worker.ts', workerEnv());
    try {
      const { scanId, status } = await scanToTheEnd();
      expect(status).toMatchObject({ stage: 'failed', error: STORAGE_FAILURE, canResume: false });
      expect(await app.cp.db.selectFrom('artifacts').select('id').where('scan_id', '=', scanId).execute()).toEqual([]);
      expect(await app.cp.db.selectFrom('usage_records').select('scan_id').where('scan_id', '=', scanId).execute()).toEqual([]);
    } finally {
      await stopChild(worker);
      await rm(path.join(app.dataDir, 'artifacts'), { force: true });
    }
  });

  it('full: a write stopped midway leaves no partial file; the scan fails with the storage message', async () => {
    // 4 KB per file: the source list fits, the SARIF and findings files do not.
    worker = spawnNode('src/worker.ts', workerEnv(), { fileSizeLimitKb: 4 });
    try {
      const { scanId, status } = await scanToTheEnd();
      expect(status).toMatchObject({ stage: 'failed', error: STORAGE_FAILURE, canResume: false });
      await expectNoPartialArtifact(scanId);
      expect(worker.lines.some((line) => line.includes('EFBIG'))).toBe(true);
    } finally {
      await stopChild(worker);
    }
    // With room again, the same upload completes with its three artifacts, all complete.
    worker = spawnNode('src/worker.ts', workerEnv());
    try {
      const { scanId, status } = await scanToTheEnd();
      expect(status).toMatchObject({ stage: 'completed' });
      await expectNoPartialArtifact(scanId);
      const kinds = await app.cp.db.selectFrom('artifacts').select('kind').where('scan_id', '=', scanId).execute();
      expect(kinds.map((row) => row.kind).sort()).toEqual(['COMPLIANCE_JSON', 'FINDINGS_JSON', 'SARIF']);
    } finally {
      await stopChild(worker);
    }
  });
});
