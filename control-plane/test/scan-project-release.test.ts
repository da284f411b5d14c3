/**
 * A scan's taint project (the index of summaries and the parsed trees its batches share) belongs to
 * the scan: once the scan ends nothing of it stays in the process, so a worker's memory after a scan
 * is where it was before (issue 31; the project used to stay until later scans pushed it out). The
 * tree calls a helper in another file, so the scan does build a project, in batches of one file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptProjectCount } from '../src/scans/scan-projects.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import type { Client } from './helpers/client.js';
import { bankingUploader } from './helpers/demo-tenant.js';
import { tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';

let app: TestApp;
let admin: Client;
let banking: string;
let runToken: string;
let treeDir: string;

beforeAll(async () => {
  app = await startTestApp({ scans: { batchFiles: 1 } });
  ({ admin, banking, runToken } = await bankingUploader((email) => app.signIn(email)));
  treeDir = await mkdtemp(path.join(tmpdir(), 'vigia-project-release-'));
  await writeTree(treeDir, {
    'a-rota.js': `const { lerId } = require('./z-util');
app.get('/x', (req, res) => {
  db.query("SELECT 1 FROM t WHERE id = '" + lerId(req) + "'");
});
`,
    'z-util.js': 'function lerId(req) { return req.query.id; }\nmodule.exports = { lerId };\n',
  });
});
afterAll(async () => {
  await app?.close();
  if (treeDir) await rm(treeDir, { recursive: true, force: true });
});

describe('the taint project of a scan', () => {
  it('when scans of a tree with taint across files end, then no project is kept in the process after each', async () => {
    for (let scan = 1; scan <= 2; scan += 1) {
      const queued = await uploadScan(app.url, await tarGzOf(treeDir), { bearer: runToken });
      expect(queued.status, JSON.stringify(queued.body)).toBe(202);
      const done = await waitForScan(admin, queued.body.scanId, banking);
      expect(done).toMatchObject({ stage: 'completed', filesTotal: 2 });
      // The helper in the other batch was resolved: the scan did use a project.
      const findings = await app.cp.db.selectFrom('findings').select(['rule', 'file']).where('scan_id', '=', queued.body.scanId).execute();
      expect(findings).toContainEqual({ rule: 'injection-sql', file: 'a-rota.js' });
      expect(keptProjectCount()).toBe(0);
    }
  });
});
