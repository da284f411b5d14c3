import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, JsonBody } from './helpers/client.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { pdfText } from './helpers/pdf-text.js';
import { FIXTURE_FILES, tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';
import { demoTenant } from './helpers/demo-tenant.js';

// The compliance API against the real control plane (PGlite): two real scans of the fixture tree
// (the second without the CPF), then the trend, the ANPD draft and the two PDFs.
let app: TestApp;
let admin: Client;
let tenantId: string;
let banking: string;
let pix: string;
let firstScan: string;
let secondScan: string;
let viewer: string;
let run: string;

async function scan(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vigia-compliance-src-'));
  try {
    await writeTree(dir, files);
    const res = await uploadScan(app.url, await tarGzOf(dir), { session: admin, projectId: banking, branch: 'main' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const done = await waitForScan(admin, res.body.scanId, banking);
    expect(done.stage).toBe('completed');
    return res.body.scanId as string;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The scan's COMPLIANCE_JSON artifact, read from the store. */
async function complianceJson(scanId: string): Promise<JsonBody> {
  const artifact = await app.cp.db.selectFrom('artifacts').selectAll().where('scan_id', '=', scanId).where('kind', '=', 'COMPLIANCE_JSON').executeTakeFirstOrThrow();
  return JSON.parse(await readFile(path.join(app.dataDir, artifact.storage_path), 'utf8'));
}

/** A binary call with the admin's session (or a bearer token), read as bytes. */
async function fetchBytes(
  method: 'GET' | 'POST',
  pathname: string,
  options: { body?: unknown; bearer?: string } = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const headers: Record<string, string> = { ...admin.defaultHeaders };
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  else {
    headers.cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method === 'POST' && admin.csrfToken) headers['X-CSRF-Token'] = admin.csrfToken;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${app.url}${pathname}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const withoutCpf = Object.fromEntries(
  Object.entries(FIXTURE_FILES).map(([name, content]) => [name, content.split('\n').filter((line) => !line.includes('529.982.247-25')).join('\n')]),
);

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('admin@demo.local');
  ({ tenantId, banking, pix } = await demoTenant(admin));
  firstScan = await scan(FIXTURE_FILES);
  secondScan = await scan(withoutCpf);
  const tokens = `/api/v1/admin/tenants/${tenantId}/tokens`;
  viewer = (await admin.post(tokens, { name: 'painel', projectId: banking, kind: 'VIEWER' })).body.secret;
  run = (await admin.post(tokens, { name: 'ci', projectId: banking, kind: 'RUN' })).body.secret;
}, 150_000);
afterAll(async () => {
  await app?.close();
});

describe('COMPLIANCE_JSON', () => {
  it('keeps its fields and adds the findings grouped by article, with stored finding ids as samples', async () => {
    const report = await complianceJson(firstScan);
    expect(Object.keys(report)).toEqual(
      expect.arrayContaining(['kind', 'regime', 'disclaimer', 'domains', 'summary', 'violationsByNorm', 'articles', 'findings']),
    );
    const art46 = (report.articles as JsonBody[]).find((a) => a.ref === 'LGPD art. 46');
    expect(art46).toMatchObject({ framework: 'lgpd', count: expect.any(Number), summary: expect.stringContaining('medidas de segurança') });
    const ids = (await app.cp.db.selectFrom('findings').select('id').where('scan_id', '=', firstScan).execute()).map((r) => r.id);
    for (const sample of art46.samples as JsonBody[]) expect(ids).toContain(sample.id);
    expect((report.articles as JsonBody[]).some((a) => a.ref.startsWith('CMN 4.893 art. 3º §2º'))).toBe(true);
  });
});

describe('one definition per number', () => {
  it('counts a high or critical finding once in each framework it cites (a violation), scores by spec §9, and each finding once under its primary framework on the dashboard', async () => {
    const report = await complianceJson(secondScan);
    const rows = await app.cp.db.selectFrom('findings').select(['framework', 'citations', 'severity']).where('scan_id', '=', secondScan).execute();
    const violating: Record<string, number> = {};
    for (const row of rows) {
      if (row.severity !== 'high' && row.severity !== 'critical') continue;
      for (const f of new Set((row.citations as { framework: string }[]).map((c) => c.framework))) violating[f] = (violating[f] ?? 0) + 1;
    }
    const total = report.summary.total_findings as number;
    for (const { name, count } of report.violationsByNorm.frameworks as { name: string; count: number }[]) {
      expect(count, name).toBe(violating[name] ?? 0);
      expect(count).toBeLessThanOrEqual(total);
      expect(report.domains[name].violations).toBe(count);
      // Spec §9: 100 − round(100 × violations / total), floored at 0, 100 when either is 0.
      const expected = count === 0 || total === 0 ? 100 : Math.max(0, 100 - Math.round((100 * count) / total));
      expect(report.domains[name].score, name).toBe(expected);
    }
    // The dashboard's chart: each finding once, under its primary framework; the totals agree.
    const latest = (await admin.get('/api/v1/dashboard/latest', { headers: { 'X-Project-ID': banking } })).body;
    const primary = (latest.summary.byFramework as { key: string; count: number }[]).reduce((sum, e) => sum + e.count, 0);
    expect(primary).toBe(report.summary.total_findings);
    expect(latest.summary.total).toBe(report.summary.total_findings);
  });
});

describe('GET /api/v1/compliance/{projectId}/trend', () => {
  it('lists the completed scans oldest first with the scores of their COMPLIANCE_JSON', async () => {
    const res = await admin.get(`/api/v1/compliance/${banking}/trend`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.projectId).toBe(banking);
    expect(res.body.points.map((p: JsonBody) => p.scanId)).toEqual([firstScan, secondScan]);
    for (const [index, scanId] of [firstScan, secondScan].entries()) {
      const report = await complianceJson(scanId);
      expect(res.body.points[index]).toMatchObject({
        regime: 'CMN_4893',
        totalFindings: report.summary.total_findings,
        finishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        scores: {
          lgpd: report.domains.lgpd.score,
          bacen: report.domains.bacen.score,
          security: report.domains.security.score,
          open_finance: report.domains.open_finance.score,
          overall: report.summary.compliance_score,
        },
      });
    }
    // The CPF is gone from the second scan: fewer findings.
    expect(res.body.points[1].totalFindings).toBeLessThan(res.body.points[0].totalFindings);
  });

  it('keeps the latest N (limit at most 50) and is empty for a project without scans', async () => {
    const one = await admin.get(`/api/v1/compliance/${banking}/trend?limit=1`);
    expect(one.body.points.map((p: JsonBody) => p.scanId)).toEqual([secondScan]);
    const tooMany = await admin.get(`/api/v1/compliance/${banking}/trend?limit=51`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.field).toBe('limit');
    const empty = await admin.get(`/api/v1/compliance/${pix}/trend`);
    expect(empty.status).toBe(200);
    expect(empty.body.points).toEqual([]);
  });
});

describe('scans completed before migration 0006', () => {
  it('get their report written again at start: the trend point and the articles come back', async () => {
    // What an older version left: a COMPLIANCE_JSON without articles and no compliance_scores row.
    const artifact = await app.cp.db.selectFrom('artifacts').selectAll().where('scan_id', '=', firstScan).where('kind', '=', 'COMPLIANCE_JSON').executeTakeFirstOrThrow();
    const before = await complianceJson(firstScan);
    const { articles: _dropped, ...older } = before;
    await writeFile(path.join(app.dataDir, artifact.storage_path), JSON.stringify(older));
    await app.cp.db.deleteFrom('compliance_scores').where('scan_id', '=', firstScan).execute();
    const points = async () => ((await admin.get(`/api/v1/compliance/${banking}/trend`)).body.points as JsonBody[]).map((p) => p.scanId);
    expect(await points()).toEqual([secondScan]);

    expect(await app.cp.runner.compliance.backfill()).toBe(1);
    expect(await points()).toEqual([firstScan, secondScan]);
    const rewritten = await complianceJson(firstScan);
    expect(rewritten.articles).toEqual(before.articles);
    expect(rewritten.domains).toEqual(before.domains);
    // Once is enough: nothing is left to backfill.
    expect(await app.cp.runner.compliance.backfill()).toBe(0);
  });
});

describe('POST /api/v1/compliance/{projectId}/{scanId}/anpd-template', () => {
  const template = (projectId: string, scanId: string, options: { bearer?: string; client?: Client; headers?: Record<string, string> } = {}) =>
    (options.client ?? admin).post(`/api/v1/compliance/${projectId}/${scanId}/anpd-template`, undefined, {
      ...(options.bearer ? { bearer: options.bearer } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
    });

  it('drafts the communication from the LGPD findings, blanks marked', async () => {
    const res = await template(banking, firstScan);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ title: 'Comunicação de Incidente de Segurança', projectName: 'Internet Banking', scanId: firstScan, regime: 'CMN_4893' });
    const fields = Object.fromEntries((res.body.fields as JsonBody[]).map((f) => [f.id, f]));
    expect(fields.categoriasDados).toMatchObject({ source: 'scan', value: expect.stringContaining('CPF') });
    expect(fields.encarregado).toMatchObject({ source: 'blank', value: '', hint: expect.stringContaining('encarregado') });
    const cpf = (res.body.evidence.categories as JsonBody[]).find((c) => c.id === 'cpf');
    expect(cpf).toMatchObject({ findings: 1, samples: [{ file: 'src/app.js', line: 9, rule: 'pii-cpf' }] });
    expect(res.body.disclaimer).toContain('não constitui parecer jurídico');
  });

  it("answers 404 for an unknown scan or another project's scan, and refuses other tenants", async () => {
    for (const [projectId, scanId] of [
      [banking, '00000000-0000-4000-8000-000000000000'],
      [pix, firstScan],
    ] as const) {
      const res = await template(projectId, scanId);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Nenhum relatório de compliance encontrado' });
    }
    const outsider = app.client();
    expect((await outsider.post('/auth/signup', { email: 'dpo@outro.local', name: 'Outro', tenantName: 'Outro Banco' })).status).toBeLessThan(300);
    const other = await app.signIn('dpo@outro.local');
    for (const headers of [{}, { 'X-Tenant-ID': tenantId }] as Record<string, string>[]) {
      const res = await template(banking, firstScan, { client: other, headers });
      expect([403, 404]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('Internet Banking');
    }
    expect((await other.get(`/api/v1/compliance/${banking}/trend`)).status).toBe(404);
  });

  it("lets the project's viewer and run tokens read (spec §1: both read-scoped by project)", async () => {
    const anonymous = app.client();
    expect((await template(banking, firstScan, { client: anonymous, bearer: viewer })).status).toBe(200);
    expect((await anonymous.get(`/api/v1/compliance/${banking}/trend`, { bearer: viewer })).status).toBe(200);
    expect((await template(banking, firstScan, { client: anonymous, bearer: run })).status).toBe(200);
    expect((await anonymous.get(`/api/v1/compliance/${banking}/trend`)).status).toBe(401);
  });
});

describe('compliance PDFs', () => {
  it('renders the compliance report with the project, the scores and the remediation plan', async () => {
    const res = await fetchBytes('GET', `/api/v1/compliance/${banking}/${firstScan}/report/pdf`);
    expect(res.status, res.bytes.toString('utf8').slice(0, 200)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="internet-banking-compliance-[0-9a-f]{8}\.pdf"$/);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.bytes);
    const report = await complianceJson(firstScan);
    expect(text).toContain('Internet Banking');
    expect(text).toContain(`Pontuação geral: ${report.summary.compliance_score}%`);
    expect(text).toMatch(new RegExp(`LGPD\\s+${report.domains.lgpd.score}%`));
    expect(text).toMatch(new RegExp(`Banco Central\\s+${report.domains.bacen.score}%`));
    // The rule and each domain's counts, so a reader can recompute every score.
    expect(text).toContain('Violação: achado de severidade alta ou crítica que cita o framework');
    const total = report.summary.total_findings as number;
    expect(text).toContain(`LGPD: ${report.domains.lgpd.violations} violações de ${total} achados: nota ${report.domains.lgpd.score}.`);
    expect(text).toContain(`Banco Central: ${report.domains.bacen.violations} violações de ${total} achados: nota ${report.domains.bacen.score}.`);
    expect(text).toContain('art. 8º, §1º, V');
    // All 14 controls of art. 3, §2 are listed, with or without findings.
    expect(text).toMatch(/XIV - ações de\s/);
    expect(text.match(/CMN 4\.893 art\. 3º §2º/g)?.length).toBeGreaterThanOrEqual(14);
    expect(text).toContain('Plano de ação para correção');
    expect(text).toContain('Responsável');
    expect(text).toContain('não constitui parecer jurídico');
  });

  it('renders the ANPD draft with the filled values and visible blanks', async () => {
    const res = await fetchBytes('POST', `/api/v1/compliance/${banking}/${firstScan}/anpd-template/pdf`, {
      body: { fields: { encarregado: 'Maria Souza, dpo@banco.example', controlador: '' } },
    });
    expect(res.status, res.bytes.toString('utf8').slice(0, 200)).toBe(200);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);
    const text = await pdfText(res.bytes);
    expect(text).toContain('Comunicação de Incidente de Segurança');
    expect(text).toContain('Internet Banking');
    expect(text).toContain('Maria Souza, dpo@banco.example');
    expect(text).toContain('[a preencher]');
    expect(text).toContain('CPF');
  });

  it('refuses unknown field ids and values over 4000 characters with 422', async () => {
    const url = `/api/v1/compliance/${banking}/${firstScan}/anpd-template/pdf`;
    const unknown = await admin.post(url, { fields: { senhaDoBanco: 'x' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'fields.senhaDoBanco' });
    const long = await admin.post(url, { fields: { riscos: 'a'.repeat(4001) } });
    expect(long.status).toBe(422);
    expect(long.body.message).toBe('Dados inválidos: fields.riscos deve ter no máximo 4000 caracteres');
    expect((await admin.post(url, { fields: { riscos: 1 } })).status).toBe(422);
  });

  it('answers 404 for a scan without compliance data; the run token reads it like the viewer token', async () => {
    const missing = await fetchBytes('GET', `/api/v1/compliance/${banking}/00000000-0000-4000-8000-000000000000/report/pdf`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.bytes.toString('utf8')).message).toBe('Nenhum relatório de compliance encontrado');
    expect((await fetchBytes('GET', `/api/v1/compliance/${banking}/${firstScan}/report/pdf`, { bearer: run })).status).toBe(200);
    expect((await fetchBytes('GET', `/api/v1/compliance/${banking}/${firstScan}/report/pdf`, { bearer: viewer })).status).toBe(200);
  });
});

describe('Banco Central regime', () => {
  it('cites BCB 85 for a BCB_85 tenant in the artifact, the trend and the PDF', async () => {
    expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { bacenRegime: 'BCB_85' })).status).toBe(200);
    const scanId = await scan(FIXTURE_FILES);
    const report = await complianceJson(scanId);
    const bacen = (report.articles as JsonBody[]).filter((a) => a.framework === 'bacen');
    expect(bacen.length).toBeGreaterThan(0);
    expect(bacen.every((a) => a.ref.startsWith('BCB 85 (BCB 538)') && a.regime === 'bcb85')).toBe(true);
    const trend = await admin.get(`/api/v1/compliance/${banking}/trend`);
    expect(trend.body.points.at(-1)).toMatchObject({ scanId, regime: 'BCB_85' });
    const text = await pdfText((await fetchBytes('GET', `/api/v1/compliance/${banking}/${scanId}/report/pdf`)).bytes);
    expect(text).toContain('Res. BCB 85/2021, na redação da Res. BCB 538/2025');
    expect(text).toContain('BCB 85 (BCB 538) IV');
  });
});
