/**
 * The control plane on S3-compatible storage (a real server on loopback): an API process that only
 * queues (WORKER_CONCURRENCY=0) and a worker on another data folder, as on two machines that share
 * nothing but PostgreSQL and the bucket. Uploads, scans, artifacts, signed links and exports work,
 * and nothing of a scan's source is left in the bucket or on either machine afterwards.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { scannerEngine } from '../src/scans/scan-engine.js';
import type { ScanJob } from '../src/scans/scan-queue.js';
import { ScanRunner } from '../src/scans/scan-runner.js';
import { openStorage } from '../src/storage/storage-config.js';
import { readObject, type ObjectStorage } from '../src/storage/object-storage.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import type { Client } from './helpers/client.js';
import { demoTenant } from './helpers/demo-tenant.js';
import { startS3, type TestS3 } from './helpers/s3.js';
import { FIXTURE_FILES, tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';

let s3: TestS3;
let app: TestApp;
let admin: Client;
let tenantId: string;
let banking: string;
let workerDir: string;
let fixtureDir: string;
let bucket: ObjectStorage;
let worker: ScanRunner;

beforeAll(async () => {
  s3 = await startS3();
  app = await startTestApp({ storage: s3.config(), scans: { workerConcurrency: 0, batchFiles: 1 } });
  admin = await app.signIn('admin@demo.local');
  ({ tenantId, banking } = await demoTenant(admin));
  workerDir = await mkdtemp(path.join(tmpdir(), 'vigia-other-machine-'));
  fixtureDir = await mkdtemp(path.join(tmpdir(), 'vigia-fixture-'));
  await writeTree(fixtureDir, FIXTURE_FILES);
  bucket = openStorage(s3.config(), path.join(workerDir, 'inspect'));
  // The worker of another machine: same database and bucket, its own data folder.
  worker = new ScanRunner({
    db: app.cp.db,
    engine: scannerEngine,
    config: app.cp.config.scans,
    dataDir: workerDir,
    storage: openStorage(s3.config(), workerDir),
    logger: createLogger('silent'),
  });
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
  for (const dir of [workerDir, fixtureDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

const runOnWorker = (scanId: string) => worker.handle({ id: randomUUID(), data: { scanId, tenantId }, signal: new AbortController().signal } as unknown as ScanJob);
const filesUnder = async (dir: string) => (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((name) => !name.startsWith('cache'));

describe('uploads and scans on S3', () => {
  let scanId: string;

  it('stores the upload in the bucket, not on the API machine, and a worker elsewhere scans it', async () => {
    const res = await uploadScan(app.url, await tarGzOf(fixtureDir), { session: admin, projectId: banking });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    scanId = res.body.scanId;
    expect(await bucket.list(`scans/${scanId}/`)).toEqual([`scans/${scanId}/upload`]);
    expect(await readdir(path.join(app.dataDir, 'scans')).catch(() => [])).toEqual([]);

    await runOnWorker(scanId);
    const status = await waitForScan(admin, scanId, banking);
    expect(status).toMatchObject({ stage: 'completed', progress: 100 });
    expect(status.findingsCount ?? 1).toBeGreaterThan(0);
    // The source is gone from the bucket and from the worker's folder; artifacts are in the bucket only.
    expect(await bucket.list(`scans/${scanId}/`)).toEqual([]);
    expect(await readdir(path.join(workerDir, 'scans')).catch(() => [])).toEqual([]);
    expect((await bucket.list(`artifacts/${tenantId}/${banking}/${scanId}/`)).map((key) => path.posix.basename(key))).toEqual([
      'compliance.json',
      'findings.json',
      'results.sarif',
    ]);
    expect(await filesUnder(path.join(app.dataDir, 'artifacts'))).toEqual([]);
  });

  it('views, signs and streams the artifacts from the bucket through the API', async () => {
    const list = await admin.get(`/api/v1/projects/${banking}/artifacts?scanId=${scanId}`);
    expect(list.status).toBe(200);
    const sarif = (list.body.items as { id: string; kind: string; sizeBytes: number }[]).find((item) => item.kind === 'SARIF');
    if (!sarif) throw new Error('no SARIF artifact');
    const tree = await admin.get(`/api/v1/projects/${banking}/artifacts/${sarif.id}/view?path=/runs/0/results&pageSize=2`);
    expect(tree.status, JSON.stringify(tree.body)).toBe(200);
    expect(tree.body.totalChildren).toBeGreaterThan(0);

    const signed = await admin.post(`/api/v1/projects/${banking}/artifacts/${sarif.id}/sign`);
    expect(signed.status).toBe(200);
    // The link is ours (HMAC, per tenant), served by the API: the bucket's address never reaches the browser.
    expect(signed.body.signedUrl).toMatch(new RegExp(`^/api/v1/projects/${banking}/artifacts/${sarif.id}/download\\?exp=`));
    const download = await fetch(`${app.url}${signed.body.signedUrl}`);
    expect(download.status).toBe(200);
    expect(Number(download.headers.get('content-length'))).toBe(sarif.sizeBytes);
    const body = Buffer.from(await download.arrayBuffer());
    expect(body.length).toBe(sarif.sizeBytes);
    expect(JSON.parse(body.toString('utf8')).version).toBe('2.1.0');
  });

  it('exports the PDF and the artifacts zip from the bucket', async () => {
    const headers = { 'X-Project-ID': banking };
    const pdf = await fetch(`${app.url}/api/v1/export/latest/pdf`, { headers: { ...headers, cookie: cookieOf(admin) } });
    expect(pdf.status).toBe(200);
    const zip = await fetch(`${app.url}/api/v1/export/latest/artifacts`, { headers: { ...headers, cookie: cookieOf(admin) } });
    expect(zip.status).toBe(200);
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.length).toBe(Number(zip.headers.get('content-length')));
    for (const name of ['compliance.json', 'findings.json', 'results.sarif']) expect(bytes.includes(name)).toBe(true);
  });

  it('answers 410 for a download once the object is gone from the bucket', async () => {
    const list = await admin.get(`/api/v1/projects/${banking}/artifacts?scanId=${scanId}&kinds=FINDINGS_JSON`);
    const item = list.body.items[0] as { id: string };
    await bucket.delete(`artifacts/${tenantId}/${banking}/${scanId}/findings.json`);
    const res = await admin.get(`/api/v1/projects/${banking}/artifacts/${item.id}/download`);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ code: 'ARTIFACT_GONE' });
  });

  it('runs an uploaded SARIF document from the bucket', async () => {
    // The first scan's own SARIF, sent back as another tool's results.
    const [sarifKey] = (await bucket.list(`artifacts/${tenantId}/${banking}/`)).filter((key) => key.endsWith('/results.sarif'));
    const res = await uploadScan(app.url, await readObject(bucket, sarifKey as string), { session: admin, projectId: banking, filename: 'r.sarif' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(await bucket.list(`scans/${res.body.scanId}/`)).toEqual([`scans/${res.body.scanId}/source.sarif`]);
    await runOnWorker(res.body.scanId);
    expect(await waitForScan(admin, res.body.scanId, banking)).toMatchObject({ stage: 'completed' });
    expect(await bucket.list(`scans/${res.body.scanId}/`)).toEqual([]);
  });

  it('leaves nothing in the bucket when an upload is refused', async () => {
    const before = await bucket.list('scans/');
    const res = await uploadScan(app.url, Buffer.from('not an archive'), { session: admin, projectId: banking });
    expect(res.status).toBe(422);
    expect(await bucket.list('scans/')).toEqual(before);
  });
});

const cookieOf = (client: Client): string => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
