/**
 * "No file lost" through the pipeline: a tree with files the scanner cannot analyse is uploaded, and
 * the scan read back over HTTP counts and names each with its reason, live status and SARIF alike.
 * One file per batch, so the tally is the union of the listing's and every batch's.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateSarif } from '@vigia/scanner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';
import type { Client } from './helpers/client.js';
import { bankingUploader } from './helpers/demo-tenant.js';
import { tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';

let app: TestApp;
let admin: Client;
let banking: string;
let runToken: string;
let treeDir: string;

const BROKEN_JAVA = `import javax.servlet.http.*;
public class Extrato extends HttpServlet {
  private java.sql.Connection conexao;
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String aviso = "n\\'a\\l\\7";
    conexao.createStatement().executeQuery("SELECT * FROM extrato WHERE cpf = '" + request.getParameter("cpf") + "'" + aviso);
  }
  void quebrado() { int x = ; }
}
`;

beforeAll(async () => {
  app = await startTestApp({ scans: { batchFiles: 1 } });
  ({ admin, banking, runToken } = await bankingUploader((email) => app.signIn(email)));
  treeDir = await mkdtemp(path.join(tmpdir(), 'vigia-skipped-'));
  await writeTree(treeDir, {
    'src/app.js': 'const h = (req) => eval(req.query.code);\n',
    'src/Extrato.java': BROKEN_JAVA,
    // Over the scanner's 2 MB per file, and random so that the archive is not a compression bomb.
    'dados/export.csv': randomBytes(1_700_000).toString('base64'),
    'dados/planilha.txt': Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14, 0]),
  });
});
afterAll(async () => {
  await app?.close();
  if (treeDir) await rm(treeDir, { recursive: true, force: true });
});

describe('files not analysed, on the scan', () => {
  let scanId: string;

  it('when a tree has an oversized, a binary and an unparseable file, then the scan status counts and names each with its reason', async () => {
    const queued = await uploadScan(app.url, await tarGzOf(treeDir), { bearer: runToken });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    scanId = queued.body.scanId;
    const done = await waitForScan(admin, scanId, banking);
    expect(done).toMatchObject({ stage: 'completed', filesTotal: 3, filesSkippedCount: 3 });
    const byFile = Object.fromEntries((done.filesSkipped as { file: string; code: string; stage: string; reason: string }[]).map((s) => [s.file, s]));
    expect(Object.keys(byFile).sort()).toEqual(['dados/export.csv', 'dados/planilha.txt', 'src/Extrato.java']);
    expect(byFile['dados/export.csv']).toEqual({ file: 'dados/export.csv', code: 'too_large', stage: 'listing', reason: 'Arquivo maior que o limite de 2.048 KB; não foi lido.' });
    expect(byFile['dados/planilha.txt']).toMatchObject({ code: 'binary_content', stage: 'reading' });
    expect(byFile['src/Extrato.java']).toMatchObject({ code: 'parse_error', stage: 'taint', reason: expect.stringMatching(/^Erro de sintaxe na linha 8: /) });
    // The unparseable file still gives what could be read of it.
    const findings = await app.cp.db.selectFrom('findings').select(['rule', 'file']).where('scan_id', '=', scanId).execute();
    expect(findings).toContainEqual({ rule: 'injection-sql', file: 'src/Extrato.java' });
  });

  it('when the SARIF is downloaded, then runs[0].invocations names each skipped file as a warning at its location', async () => {
    const res = await app.client().get(`/api/v1/scans/${scanId}/sarif`, { bearer: runToken });
    expect(res.status).toBe(200);
    expect(validateSarif(res.body)).toEqual({ valid: true, errors: [] });
    const invocation = res.body.runs[0].invocations[0];
    expect(invocation.executionSuccessful).toBe(true);
    const notes = invocation.toolExecutionNotifications as { level: string; descriptor: { id: string }; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
    expect(notes.map((n) => [n.level, n.descriptor.id, n.locations[0]?.physicalLocation.artifactLocation.uri]).sort()).toEqual([
      ['warning', 'binary_content', 'dados/planilha.txt'],
      ['warning', 'parse_error', 'src/Extrato.java'],
      ['warning', 'too_large', 'dados/export.csv'],
    ]);
  });

  it('when a tree has nothing the scanner cannot read, then the count is zero and the list empty', async () => {
    const cleanDir = await mkdtemp(path.join(tmpdir(), 'vigia-clean-'));
    try {
      await writeTree(cleanDir, { 'src/app.js': 'const h = (req) => eval(req.query.code);\n' });
      const queued = await uploadScan(app.url, await tarGzOf(cleanDir), { bearer: runToken });
      const done = await waitForScan(admin, queued.body.scanId, banking);
      expect(done).toMatchObject({ stage: 'completed', filesSkippedCount: 0, filesSkipped: [] });
    } finally {
      await rm(cleanDir, { recursive: true, force: true });
    }
  });
});
