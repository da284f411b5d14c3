import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { toSarif, type Finding } from '@vigia/scanner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_REPOSITORY } from '../src/app.js';
import type { Client } from './helpers/client.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { linkToken } from './helpers/smtp.js';
import { FIXTURE_FILES, rawTarGz, readSse, tarGzOf, uploadScan, waitForScan, writeTree, zipOf, zipWithRenames } from './helpers/scans.js';
import { demoTenant } from './helpers/demo-tenant.js';

let app: TestApp;
let admin: Client;
let tenantId: string;
let banking: string;
let pix: string;
let runToken: string;
let viewerToken: string;
let fixtureDir: string;
let fixtureTgz: Buffer;

beforeAll(async () => {
  app = await startTestApp({ scans: { batchFiles: 1 } });
  admin = await app.signIn('admin@demo.local');
  ({ tenantId, banking, pix } = await demoTenant(admin));
  const tokens = `/api/v1/admin/tenants/${tenantId}/tokens`;
  runToken = (await admin.post(tokens, { name: 'CI', projectId: banking, kind: 'RUN' })).body.secret;
  viewerToken = (await admin.post(tokens, { name: 'painel', projectId: banking, kind: 'VIEWER' })).body.secret;
  fixtureDir = await mkdtemp(path.join(tmpdir(), 'vigia-fixture-'));
  await writeTree(fixtureDir, FIXTURE_FILES);
  fixtureTgz = await tarGzOf(fixtureDir);
});
afterAll(async () => {
  await app?.close();
  if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
});

const scanCount = async () => Number((await app.cp.db.selectFrom('scans').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const leftovers = async () => {
  const list = async (dir: string) => readdir(dir).catch(() => [] as string[]);
  return [...(await list(path.join(app.dataDir, 'tmp', 'uploads'))), ...(await list(path.join(app.dataDir, 'scans')))];
};
const findingsOf = (scanId: string) =>
  app.cp.db.selectFrom('findings').selectAll().where('scan_id', '=', scanId).orderBy('fingerprint').execute();

describe('upload → completed', () => {
  let firstScan: string;

  it('scans a .tar.gz sent with a session and stores findings, artifacts, summary and usage', async () => {
    const before = (await admin.get('/api/v1/usage/summary')).body.used as number;
    const res = await uploadScan(app.url, fixtureTgz, { session: admin, projectId: banking, branch: 'main', commit: 'abc123' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ scanId: expect.any(String), projectId: banking, stage: 'queued' });
    firstScan = res.body.scanId;

    const done = await waitForScan(admin, firstScan, banking);
    expect(done).toMatchObject({ scanId: firstScan, projectId: banking, hasInProgress: false, stage: 'completed', progress: 100, canResume: false, error: null });
    expect(done.filesTotal).toBe(3);
    expect(done.filesScanned).toBe(3);
    expect(done.linesScanned).toBeGreaterThan(10);
    expect(done.findingsCount).toBeGreaterThanOrEqual(4);

    const findings = await findingsOf(firstScan);
    expect(findings.length).toBe(done.findingsCount);
    expect(findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['injection-eval', 'pii-cpf', 'crypto-weak-hash']));
    for (const finding of findings) {
      expect(finding.tenant_id).toBe(tenantId);
      expect(finding.fingerprint).toMatch(/^[0-9a-f]{32}$/);
      expect(finding.dedup_count).toBeGreaterThanOrEqual(1);
      expect(finding.frameworks.length).toBeGreaterThan(0);
      expect((finding.meta as { regulatory: unknown }).regulatory).toBeDefined();
      expect(Array.isArray(finding.citations)).toBe(true);
    }

    const scan = await app.cp.db.selectFrom('scans').selectAll().where('id', '=', firstScan).executeTakeFirstOrThrow();
    expect(scan).toMatchObject({ status: 'completed', branch: 'main', commit_sha: 'abc123', units: 1, worker_id: null });
    const summary = scan.summary as { total: number; bySeverity: Record<string, number>; byFramework: Record<string, number> };
    expect(summary.total).toBe(findings.length);
    expect(Object.values(summary.bySeverity).reduce((a, b) => a + b, 0)).toBe(findings.length);
    expect(Object.keys(summary.byFramework).length).toBeGreaterThan(0);

    const artifacts = await app.cp.db.selectFrom('artifacts').selectAll().where('scan_id', '=', firstScan).orderBy('kind').execute();
    expect(artifacts.map((a) => a.kind)).toEqual(['COMPLIANCE_JSON', 'FINDINGS_JSON', 'SARIF']);
    for (const artifact of artifacts) {
      expect(artifact.storage_path).toBe(`artifacts/${tenantId}/${banking}/${firstScan}/${artifact.name}`);
      const bytes = await readFile(path.join(app.dataDir, artifact.storage_path));
      expect(Number(artifact.size_bytes)).toBe(bytes.length);
      expect(artifact.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    const compliance = JSON.parse(await readFile(path.join(app.dataDir, artifacts[0]?.storage_path as string), 'utf8'));
    expect(compliance).toMatchObject({ kind: 'COMPLIANCE_JSON', regime: 'cmn4893', summary: { total_findings: findings.length } });
    expect(Object.keys(compliance.domains)).toEqual(expect.arrayContaining(['lgpd', 'bacen', 'security', 'open_finance']));

    const usage = await app.cp.db.selectFrom('usage_records').selectAll().where('scan_id', '=', firstScan).execute();
    expect(usage).toEqual([expect.objectContaining({ tenant_id: tenantId, project_id: banking, units: 1, lines: done.linesScanned })]);
    const allUsage = await app.cp.db.selectFrom('usage_records').selectAll().execute();
    expect((await admin.get('/api/v1/usage/summary')).body.used, JSON.stringify(allUsage)).toBe(before + 1);
    expect(await leftovers()).toEqual([]);

    // The latest scan of the project without a scanId.
    const latest = await admin.get('/api/v1/dashboard/scan-status', { headers: { 'X-Project-ID': banking } });
    expect(latest.body.scanId).toBe(firstScan);
  });

  it('when a request parameter reaches a SQL query, the finding carries its trace to the API and the SARIF code flow', async () => {
    const source = [
      'import java.sql.Connection;',
      'import javax.servlet.http.HttpServletRequest;',
      'public class ExtratoController {',
      '  private Connection conexao;',
      '  public void extrato(HttpServletRequest request) throws Exception {',
      '    String conta = request.getParameter("conta");',
      '    String sql = "SELECT * FROM extrato WHERE conta = \'" + conta + "\'";',
      '    conexao.createStatement().executeQuery(sql);',
      '  }',
      '}',
      '',
    ].join('\n');
    const extrato = (await admin.post('/api/v1/projects', { name: 'Extrato', description: 'Serviço de extrato' })).body.id as string;
    const dir = await mkdtemp(path.join(tmpdir(), 'vigia-taint-'));
    let scanId: string;
    try {
      await writeTree(dir, { 'src/ExtratoController.java': source });
      const res = await uploadScan(app.url, await tarGzOf(dir), { session: admin, projectId: extrato });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      scanId = res.body.scanId;
      expect((await waitForScan(admin, scanId, extrato)).stage).toBe('completed');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const page = await admin.get('/api/v1/dashboard/latest?rule=injection-sql', { headers: { 'X-Project-ID': extrato } });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const [finding] = page.body.findings as { line: number; trace: { file: string; line: number; kind: string; note: string }[] }[];
    expect(finding?.line).toBe(8);
    expect(finding?.trace.map((step) => [step.kind, step.file, step.line])).toEqual([
      ['source', 'src/ExtratoController.java', 6],
      ...finding!.trace.slice(1, -1).map((step) => ['step', 'src/ExtratoController.java', step.line]),
      ['sink', 'src/ExtratoController.java', 8],
    ]);
    expect(finding?.trace[0]?.note).toContain('getParameter');

    const sarif = await app.cp.db.selectFrom('artifacts').select('storage_path').where('scan_id', '=', scanId).where('kind', '=', 'SARIF').executeTakeFirstOrThrow();
    const log = JSON.parse(await readFile(path.join(app.dataDir, sarif.storage_path), 'utf8'));
    const result = log.runs[0].results.find((r: { ruleId: string }) => r.ruleId === 'injection-sql');
    const flow = result.codeFlows[0].threadFlows[0].locations.map((l: { location: { physicalLocation: { region: { startLine: number } } } }) => l.location.physicalLocation.region.startLine);
    expect(flow[0]).toBe(6);
    expect(flow.at(-1)).toBe(8);
  });

  it('a zip with a RUN token and a SARIF file give the same findings', async () => {
    const zip = await zipOf(Object.entries(FIXTURE_FILES).map(([name, body]) => ({ name, body })));
    const res = await uploadScan(app.url, zip, { bearer: runToken, filename: 'source.zip' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.projectId).toBe(banking);
    expect((await waitForScan(app.client(), res.body.scanId, banking, { bearer: runToken })).stage).toBe('completed');
    const fromTar = (await findingsOf(firstScan)).map((f) => [f.fingerprint, f.rule, f.line, f.dedup_count]);
    expect((await findingsOf(res.body.scanId)).map((f) => [f.fingerprint, f.rule, f.line, f.dedup_count])).toEqual(fromTar);

    const sarifArtifact = await app.cp.db
      .selectFrom('artifacts')
      .select('storage_path')
      .where('scan_id', '=', firstScan)
      .where('kind', '=', 'FINDINGS_JSON')
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(await readFile(path.join(app.dataDir, sarifArtifact.storage_path), 'utf8')) as { findings: Finding[] };
    const sarif = Buffer.from(JSON.stringify(toSarif(stored.findings)));
    const imported = await uploadScan(app.url, sarif, { session: admin, projectId: banking, filename: 'results.sarif' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(202);
    const done = await waitForScan(admin, imported.body.scanId, banking);
    expect(done.stage).toBe('completed');
    expect((await findingsOf(imported.body.scanId)).map((f) => f.fingerprint)).toEqual(fromTar.map((f) => f[0]));
  });

  it('refuses an invalid SARIF with nothing stored', async () => {
    const before = await scanCount();
    const res = await uploadScan(app.url, Buffer.from('{"version":"2.1.0","runs":"nope"}'), { bearer: runToken, filename: 'x.sarif' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'INVALID_ARCHIVE', message: expect.stringMatching(/^Arquivo inválido: SARIF inválido/) });
    expect(await scanCount()).toBe(before);
    expect(await leftovers()).toEqual([]);
  });
});

describe('who may scan', () => {
  it('a RUN token starts scans, reads their status and stream and its project read-only, and nothing else', async () => {
    const run = app.client();
    const started = await uploadScan(app.url, fixtureTgz, { bearer: runToken });
    expect(started.status).toBe(202);
    const status = await run.get('/api/v1/dashboard/scan-status', { bearer: runToken });
    expect(status.status).toBe(200);
    expect(status.body.projectId).toBe(banking);
    const stream = await readSse(`${app.url}/api/v1/dashboard/scan/${started.body.scanId}/status/stream`, { authorization: `Bearer ${runToken}` });
    expect(stream.status).toBe(200);
    expect(stream.events.at(-1)?.event).toBe('completed');

    // Signed in with it, the dashboard reads its project (spec §1: run tokens are read-scoped by project).
    expect((await run.get('/api/v1/projects', { bearer: runToken })).status).toBe(200);
    expect((await run.get('/api/v1/usage/summary', { bearer: runToken })).status).toBe(200);
    for (const res of [
      await run.post('/api/v1/dashboard/resume-scan', { scanId: started.body.scanId }, { bearer: runToken }),
      await run.get('/api/v1/dashboard/curl', { bearer: runToken }),
      await run.get('/api/v1/dashboard/scan-status', { bearer: runToken, headers: { 'X-Project-ID': pix } }),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
    }
    // Another project in the form: refused, nothing stored.
    const before = await scanCount();
    const other = await uploadScan(app.url, fixtureTgz, { bearer: runToken, projectId: pix });
    expect(other.status).toBe(403);
    expect(await scanCount()).toBe(before);
  });

  it('a viewer token reads the status of its project but cannot start a scan', async () => {
    const before = await scanCount();
    const res = await uploadScan(app.url, fixtureTgz, { bearer: viewerToken });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Acesso negado. Você não tem permissão para este projeto.');
    expect(await scanCount()).toBe(before);
    const status = await app.client().get('/api/v1/dashboard/scan-status', { bearer: viewerToken });
    expect(status.status).toBe(200);
    expect(status.body.projectId).toBe(banking);
  });

  it('a session needs a project context, and CSRF', async () => {
    const noContext = await admin.get('/api/v1/dashboard/scan-status');
    expect(noContext.status).toBe(400);
    expect(noContext.body).toEqual({ code: 'PROJECT_CONTEXT_REQUIRED', message: 'Projeto não encontrado no contexto' });
    const noProject = await uploadScan(app.url, fixtureTgz, { session: admin });
    expect(noProject.status).toBe(400);
    expect(noProject.body.code).toBe('PROJECT_CONTEXT_REQUIRED');
    const headers = { ...admin.defaultHeaders, cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixtureTgz)]), 'source.tar.gz');
    form.append('projectId', banking);
    const noCsrf = await fetch(`${app.url}/api/v1/scans`, { method: 'POST', body: form, headers });
    expect(noCsrf.status).toBe(403);
    expect(((await noCsrf.json()) as { code: string }).code).toBe('CSRF_INVALID');
  });

  it('another tenant can neither scan nor watch this tenant’s projects', async () => {
    const other = app.client();
    await other.post('/auth/signup', { name: 'Admin Gama', email: 'admin@gama.com.br', tenantName: 'Banco Gama' });
    await other.get(`/auth/local/callback?token=${linkToken(await app.smtp.nextMessage('admin@gama.com.br'))}`);
    const tenantG = (await other.get('/auth/whoami')).body.user.tenantId;
    const projectG = (await other.post('/api/v1/projects', { name: 'Projeto Gama', description: 'Projeto do tenant Gama' })).body.id;
    const createdG = await other.post(`/api/v1/admin/tenants/${tenantG}/tokens`, { name: 'CI G', projectId: projectG, kind: 'RUN' });
    expect(createdG.status, JSON.stringify(createdG.body)).toBe(201);
    const runG = createdG.body.secret as string;
    const scanA = (await admin.get('/api/v1/dashboard/scan-status', { headers: { 'X-Project-ID': banking } })).body.scanId;

    const before = await scanCount();
    expect((await uploadScan(app.url, fixtureTgz, { session: other, projectId: banking })).status).toBe(403);
    expect((await uploadScan(app.url, fixtureTgz, { bearer: runG, projectId: banking })).status).toBe(403);
    expect(await scanCount()).toBe(before);
    expect((await other.get('/api/v1/dashboard/scan-status', { headers: { 'X-Project-ID': banking } })).status).toBe(404);
    expect((await other.get('/api/v1/dashboard/scan-status', { headers: { 'X-Project-ID': banking, 'X-Tenant-ID': tenantId } })).status).toBe(403);
    expect((await other.get(`/api/v1/dashboard/scan-status?scanId=${scanA}`, { headers: { 'X-Project-ID': projectG } })).status).toBe(404);
    expect((await app.client().get('/api/v1/dashboard/scan-status', { bearer: runG, headers: { 'X-Project-ID': banking } })).status).toBe(403);
    const streams = await Promise.all([
      readSse(`${app.url}/api/v1/dashboard/scan/${scanA}/status/stream`, { authorization: `Bearer ${runG}` }),
      readSse(`${app.url}/api/v1/dashboard/scan/${scanA}/status/stream`, { cookie: [...other.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }),
    ]);
    expect(streams.map((s) => s.status)).toEqual([404, 404]);
    expect((await other.post('/api/v1/dashboard/resume-scan', { scanId: scanA }, { headers: { 'X-Project-ID': projectG } })).status).toBe(404);
  });
});

describe('hostile uploads are refused with nothing left behind', () => {
  const cases: [string, () => Promise<Buffer>, number, RegExp][] = [
    ['path traversal', async () => rawTarGz([{ name: 'src/ok.js', body: 'x' }, { name: '../../evil.js', body: 'x' }]), 422, /sai do diretório/],
    ['an absolute path', async () => rawTarGz([{ name: '/etc/cron.d/evil', body: 'x' }]), 422, /caminho absoluto/],
    ['zip traversal', () => zipWithRenames([{ name: 'ok.js', body: 'x' }, { name: 'aa/evil.js', body: 'x' }], { 'aa/evil.js': '../evil.js' }), 422, /sai do diretório/],
    ['a zip absolute path', () => zipWithRenames([{ name: 'etc/evil.js', body: 'x' }], { 'etc/evil.js': '/tc/evil.js' }), 422, /caminho absoluto/],
    ['a zip bomb', () => zipOf([{ name: 'zeros.txt', body: Buffer.alloc(24 * 1024 * 1024) }]), 422, /taxa de compressão/],
    ['a tar.gz bomb', async () => rawTarGz([{ name: 'zeros.txt', body: Buffer.alloc(24 * 1024 * 1024) }]), 422, /taxa de compressão/],
    [
      '20,001 tiny files',
      async () => rawTarGz(Array.from({ length: 20_001 }, (_, i) => ({ name: `f/${i}.txt`, body: 'a' }))),
      422,
      /mais de 20000 arquivos/,
    ],
    ['a binary that is no archive', async () => Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]), 422, /formato não suportado/],
  ];
  for (const [name, build, status, message] of cases) {
    it(`refuses ${name}`, async () => {
      const before = await scanCount();
      const res = await uploadScan(app.url, await build(), { bearer: runToken });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.code).toBe('INVALID_ARCHIVE');
      expect(res.body.message).toMatch(/^Arquivo inválido: /);
      expect(res.body.message).toMatch(message);
      expect(await scanCount()).toBe(before);
      expect(await leftovers()).toEqual([]);
    });
  }

  it('refuses an upload over the size limit with 413 (and a first start scans the bundled sample)', async () => {
    const small = await startTestApp({ scans: { uploadMaxBytes: 1024 * 1024, sampleScan: true } });
    try {
      const signedIn = await small.signIn('admin@demo.local');
      const projects = (await signedIn.get('/api/v1/projects')).body.projects as { id: string; name: string }[];
      const projectId = projects.find((p) => p.name === 'Internet Banking')?.id as string;
      if (existsSync(SAMPLE_REPOSITORY)) {
        const sample = (await signedIn.get('/api/v1/dashboard/scan-status', { headers: { 'X-Project-ID': projectId } })).body;
        expect(sample.scanId).toEqual(expect.any(String));
        const done = await waitForScan(signedIn, sample.scanId, projectId);
        expect(done.stage).toBe('completed');
        expect(done.findingsCount).toBeGreaterThan(0);
      }
      const res = await uploadScan(small.url, Buffer.alloc(2 * 1024 * 1024, 1), { session: signedIn, projectId });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Arquivo excede o limite de 1 MB' });
      expect(await readdir(path.join(small.dataDir, 'tmp', 'uploads')).catch(() => [])).toEqual([]);
    } finally {
      await small.close();
    }
    // A whole scan of the bundled sample on a cold start: waitForScan allows it 60 s, and the suite's
    // 30 s were not enough once, with this file the first of a cold PGlite run on 2 cores.
  }, 90_000);

  it('skips links and binaries inside an accepted archive', async () => {
    const tgz = rawTarGz([
      { name: 'src/app.js', body: FIXTURE_FILES['src/app.js'] },
      { name: 'src/passwd', type: '2', linkname: '/etc/passwd' },
      { name: 'src/hard', type: '1', linkname: '/etc/shadow' },
      { name: 'bin/tool', body: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0]), Buffer.alloc(2000, 0)]) },
      { name: 'img/logo.png', body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) },
    ]);
    const res = await uploadScan(app.url, tgz, { bearer: runToken });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const done = await waitForScan(app.client(), res.body.scanId, banking, { bearer: runToken });
    expect(done.stage).toBe('completed');
    const files = new Set((await findingsOf(res.body.scanId)).map((f) => f.file));
    expect([...files]).toEqual(['src/app.js']);
    expect(done.filesScanned).toBeLessThanOrEqual(2);
  });
});

describe('quota', () => {
  it('refuses a scan with 429 once the month is used up, and fails one that would pass the quota', async () => {
    const used = (await admin.get('/api/v1/usage/summary')).body.used as number;
    await app.cp.db.updateTable('tenants').set({ quota_units: used }).where('id', '=', tenantId).execute();
    try {
      const before = await scanCount();
      const refused = await uploadScan(app.url, fixtureTgz, { bearer: runToken });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'QUOTA_EXCEEDED', message: expect.stringMatching(/^Cota mensal esgotada/) });
      expect(await scanCount()).toBe(before);
      expect(await leftovers()).toEqual([]);

      // One unit left; the tree has 2,500 lines = 3 units: the scan fails and is not metered.
      await app.cp.db.updateTable('tenants').set({ quota_units: used + 1 }).where('id', '=', tenantId).execute();
      const dir = await mkdtemp(path.join(tmpdir(), 'vigia-big-'));
      await writeTree(dir, { 'big.js': Array.from({ length: 2500 }, (_, i) => `const v${i} = ${i};`).join('\n') });
      const started = await uploadScan(app.url, await tarGzOf(dir), { session: admin, projectId: banking });
      await rm(dir, { recursive: true, force: true });
      expect(started.status).toBe(202);
      const done = await waitForScan(admin, started.body.scanId, banking);
      expect(done).toMatchObject({ stage: 'failed', hasInProgress: false, error: expect.stringMatching(/^Cota mensal esgotada/) });
      expect(await app.cp.db.selectFrom('usage_records').selectAll().where('scan_id', '=', started.body.scanId).execute()).toEqual([]);
      expect((await admin.get('/api/v1/usage/summary')).body.used).toBe(used);
      expect(await leftovers()).toEqual([]);
    } finally {
      await app.cp.db.updateTable('tenants').set({ quota_units: 100000 }).where('id', '=', tenantId).execute();
    }
  });
});

describe('events and commands', () => {
  it('streams status events in order and ends with completed', async () => {
    const started = await uploadScan(app.url, fixtureTgz, { session: admin, projectId: banking });
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const { status, events } = await readSse(`${app.url}/api/v1/dashboard/scan/${started.body.scanId}/status/stream`, { cookie });
    expect(status).toBe(200);
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.at(-1)).toMatchObject({ event: 'completed', data: { stage: 'completed', progress: 100, hasInProgress: false } });
    expect(events.slice(0, -1).every((e) => e.event === 'status')).toBe(true);
    const order = ['queued', 'analyzing', 'generating_compliance', 'finalizing', 'completed'];
    for (let i = 1; i < events.length; i += 1) {
      const [a, b] = [events[i - 1]?.data, events[i]?.data];
      expect(order.indexOf(b.stage)).toBeGreaterThanOrEqual(order.indexOf(a.stage));
      if (a.stage === b.stage) expect(b.progress).toBeGreaterThanOrEqual(a.progress);
    }
    // A finished scan's stream sends its final state and closes.
    const again = await readSse(`${app.url}/api/v1/dashboard/scan/${started.body.scanId}/status/stream`, { cookie });
    expect(again.events.map((e) => e.event)).toEqual(['completed']);
  });

  it('resume refuses a scan that is not in progress', async () => {
    const { scanId } = (await admin.get('/api/v1/dashboard/scan-status', { headers: { 'X-Project-ID': banking } })).body;
    const res = await admin.post('/api/v1/dashboard/resume-scan', { scanId }, { headers: { 'X-Project-ID': banking } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('NO_SCAN_IN_PROGRESS');
  });

  it('a project never scanned has an empty status', async () => {
    const res = await admin.get('/api/v1/dashboard/scan-status', { headers: { 'X-Project-ID': pix } });
    expect(res.body).toMatchObject({ scanId: null, projectId: pix, hasInProgress: false, stage: 'completed', progress: 0, canResume: false });
  });

  it('gives a curl command that uploads the current folder when pasted into a shell', async () => {
    const generic = await admin.get(`/api/v1/dashboard/curl?projectId=${banking}`);
    expect(generic.status).toBe(200);
    expect(generic.body.uploadUrl).toBe('http://localhost:4000/api/v1/scans');
    expect(generic.body.command).toContain('Authorization: Bearer $VIGIA_TOKEN');
    const res = await admin.get(`/api/v1/dashboard/curl?projectId=${banking}&token=${runToken}`);
    expect(res.body.command).toBe(
      `tar --exclude=.git -czf - . | curl -fsS -X POST "http://localhost:4000/api/v1/scans" -H "Authorization: Bearer ${runToken}" ` +
        `-F "file=@-;filename=source.tar.gz" -F "projectId=${banking}"`,
    );
    expect((await admin.get(`/api/v1/dashboard/curl?projectId=${banking}&token=${viewerToken}`)).status).toBe(422);
    // A command with a token and no project: spec §8 (CI generator, token commands).
    const noProject = await admin.get(`/api/v1/dashboard/curl?token=${runToken}`);
    expect(noProject.status).toBe(400);
    expect(noProject.body).toMatchObject({ code: 'INVALID_CONTEXT', message: 'Contexto inválido: projectId/tokenId ausentes' });

    // Pasted against this control plane (the gateway proxies the same path).
    const command = (generic.body.command as string).replace('http://localhost:4000', app.url);
    const { stdout } = await promisify(execFile)('bash', ['-c', command], { cwd: fixtureDir, env: { ...process.env, VIGIA_TOKEN: runToken } });
    const accepted = JSON.parse(stdout);
    expect(accepted).toMatchObject({ projectId: banking, stage: 'queued' });
    expect((await waitForScan(admin, accepted.scanId, banking)).findingsCount).toBeGreaterThanOrEqual(4);
  });
});
