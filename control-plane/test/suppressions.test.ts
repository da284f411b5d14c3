import { validateSarif } from '@vigia/scanner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, JsonBody } from './helpers/client.js';
import { signUpOtherTenant, startDemoApp, type DemoApp } from './helpers/demo-app.js';
import { uploadScan, waitForScan } from './helpers/scans.js';
import { fixtureTree, scanTree } from './helpers/tracked-scans.js';

/**
 * Issue 29, suppressions: a `vigia-ignore <rule>: <reason>` comment marks the finding "Suprimido no
 * código" and takes it out of the gate; one without a reason is ignored and the finding says so;
 * the SARIF served carries suppressions and baseline states; the admin list shows every suppression
 * of the tenant (and only of the tenant); an imported SARIF's own suppressions are honoured.
 */
let { app, admin, analyst, pix, tenantId } = {} as DemoApp;
let evalRule = '';

const EVAL = '  eval(req.query.code);\n';
const CPF = 'const cpf = "529.982.247-25";';
const REASON = 'entrada validada pelo middleware de allow-list';

/** The fixture with comments above the eval line (with a reason) and the CPF line (without one). */
function commentedTree(options: { withoutEval?: boolean; extra?: string } = {}): Record<string, string> {
  const tree = fixtureTree(options);
  tree['src/app.js'] = (tree['src/app.js'] ?? '')
    .replace(EVAL, `  // vigia-ignore ${evalRule}: ${REASON}\n${EVAL}`)
    .replace(CPF, `// vigia-ignore pii-cpf\n${CPF}`);
  return tree;
}

const scan = (files: Record<string, string>) => scanTree(app.url, admin, pix, files, { branch: 'main' });
const latest = async (): Promise<{ scanId: string; findings: JsonBody[] }> => {
  const res = await admin.get('/api/v1/dashboard/latest?page_size=100', { headers: { 'X-Project-ID': pix } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { scanId: res.body.scanId as string, findings: res.body.findings as JsonBody[] };
};
const gateTotal = async (scanId: string): Promise<number> => {
  const gate = await admin.get(`/api/v1/scans/${scanId}/gate?failOn=low`);
  expect(gate.status).toBe(200);
  return Number(/^total=(\d+)$/m.exec(String(gate.body))?.[1]);
};
type SarifResult = JsonBody & { ruleId: string; baselineState?: string; suppressions?: JsonBody[]; locations: JsonBody[] };
const sarifOf = async (scanId: string): Promise<SarifResult[]> => {
  const res = await admin.get(`/api/v1/scans/${scanId}/sarif`);
  expect(res.status).toBe(200);
  const log = typeof res.body === 'string' ? JSON.parse(res.body) : res.body;
  expect(validateSarif(log)).toEqual({ valid: true, errors: [] });
  return log.runs[0].results as SarifResult[];
};
const fileOf = (result: SarifResult) => result.locations[0]?.physicalLocation.artifactLocation.uri as string;
const suppressionsPage = (client: Client, query = '', tenant = tenantId) => client.get(`/api/v1/admin/tenants/${tenant}/suppressions${query}`);

beforeAll(async () => {
  ({ app, admin, analyst, pix, tenantId } = await startDemoApp());
  await scan(fixtureTree());
  evalRule = (await latest()).findings.find((f) => String(f.rule).includes('eval'))?.rule as string;
  expect(evalRule).toBeTruthy();
}, 180_000);
afterAll(() => app?.close());

describe('suppressions in code', () => {
  let suppressedScan: string;

  it('when a vigia-ignore comment with a reason is above a finding, then it is Suprimido no código with that reason', async () => {
    suppressedScan = await scan(commentedTree());
    const { findings } = await latest();
    const evalFinding = findings.find((f) => f.rule === evalRule);
    expect(evalFinding?.suppression).toEqual({ kind: 'in_source', status: 'accepted', reason: REASON });
    // The identity follows: the same tracked finding as before the comment.
    expect(evalFinding?.triage).toMatchObject({ baseline: 'unchanged' });
  });

  it('when the comment has no reason, then it is ignored and the finding says why', async () => {
    const cpf = (await latest()).findings.find((f) => f.rule === 'pii-cpf');
    expect(cpf?.suppression).toBeUndefined();
    expect(cpf?.suppressionNote).toBe('Comentário vigia-ignore na linha 10 sem justificativa: ignorado. Escreva "vigia-ignore pii-cpf: <motivo>".');
  });

  it('when the gate counts the scan, then the suppressed finding does not count and the ignored comment changes nothing', async () => {
    const { findings } = await latest();
    const counted = findings.filter((f) => !f.nonApplicable && !f.suppression);
    expect(counted.length).toBe(findings.filter((f) => !f.nonApplicable).length - 1);
    expect(await gateTotal(suppressedScan)).toBe(counted.length);
  });

  it('when the SARIF is served, then the comment is an inSource suppression and moved findings are updated, valid against the schema', async () => {
    const results = await sarifOf(suppressedScan);
    const evalResult = results.find((r) => r.ruleId === evalRule);
    expect(evalResult?.suppressions).toEqual([{ kind: 'inSource', status: 'accepted', justification: REASON }]);
    expect(evalResult?.baselineState).toBe('updated'); // one line lower than in the previous scan
    expect(results.filter((r) => fileOf(r) === 'src/config.py').map((r) => r.baselineState)).toEqual(expect.arrayContaining(['unchanged']));
    expect(results.every((r) => r.baselineState !== undefined)).toBe(true);
  });

  it('when a finding is marked Falso positivo, then the SARIF carries it as an external suppression with the justification', async () => {
    const md5 = (await latest()).findings.find((f) => f.file === 'src/config.py');
    const res = await admin.post(`/api/v1/projects/${pix}/findings/${md5?.id as string}/triage`, { state: 'false_positive', reason: 'Hash usado só como chave de cache' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = (await sarifOf(suppressedScan)).find((r) => r.ruleId === md5?.rule && fileOf(r) === 'src/config.py');
    expect(result?.suppressions).toEqual([
      { kind: 'external', status: 'accepted', justification: 'Hash usado só como chave de cache', properties: { triageState: 'false_positive' } },
    ]);
  });

  it('when the next scan drops a finding and adds one, then the SARIF says new and absent', async () => {
    const next = await scan(commentedTree({ withoutEval: true, extra: 'const cpfDois = "111.444.777-35";\n' }));
    const results = await sarifOf(next);
    expect(results.find((r) => r.ruleId === evalRule)?.baselineState).toBe('absent');
    // The first CPF moved up two lines with the eval line and its comment gone: the same finding, updated.
    const cpfs = results.filter((r) => r.ruleId === 'pii-cpf').map((r) => r.baselineState);
    expect(cpfs.sort()).toEqual(['new', 'updated']);
  });
});

describe('the admin list of suppressions', () => {
  it('when the tenant admin lists them, then in-code and triage suppressions come with reason, author, age, project, rule and file', async () => {
    // The eval finding was fixed by the last scan: put it back, suppressed, so the list has both kinds.
    await scan(commentedTree());
    const res = await suppressionsPage(admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.suppressions as JsonBody[];
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'in_source', rule: evalRule, reason: REASON, file: 'src/app.js', projectName: 'API Pix', branch: 'main', author: expect.objectContaining({ email: 'admin@demo.local' }) }),
        expect.objectContaining({ kind: 'false_positive', file: 'src/config.py', reason: 'Hash usado só como chave de cache', author: expect.objectContaining({ email: 'admin@demo.local' }) }),
      ]),
    );
    expect(res.body.total).toBe(rows.length);
    expect(rows.every((row) => !Number.isNaN(Date.parse(row.since as string)))).toBe(true);
  });

  it('when filtered by kind, text or project and paged, then only the matching rows come', async () => {
    const inCode = await suppressionsPage(admin, '?kind=in_source');
    expect((inCode.body.suppressions as JsonBody[]).map((r) => r.kind)).toEqual(['in_source']);
    const byText = await suppressionsPage(admin, '?q=CHAVE%20DE%20CACHE');
    expect((byText.body.suppressions as JsonBody[]).map((r) => r.kind)).toEqual(['false_positive']);
    const paged = await suppressionsPage(admin, `?projectId=${pix}&pageSize=1&page=2`);
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.suppressions).toHaveLength(1);
  });

  it('when exported, then the CSV has a BOM, pt-BR headers and labels', async () => {
    const path = `/api/v1/admin/tenants/${tenantId}/suppressions/export`;
    const res = await admin.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="supressoes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = new Uint8Array(await (await fetch(`${app.url}${path}`, { headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })).arrayBuffer());
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(raw).slice(1).split('\r\n');
    expect(lines[0]).toBe('Tipo;Projeto;Branch;Regra;Severidade;Arquivo;Linha;Motivo;Autor;E-mail do autor;Desde (UTC);Idade (dias);Expira em (UTC);Commit');
    expect(lines.some((line) => line.startsWith(`Suprimido no código;API Pix;main;${evalRule};`))).toBe(true);
    expect(lines.some((line) => line.startsWith('Falso positivo;API Pix;main;crypto-weak-hash;Baixa;src/config.py;3;Hash usado só como chave de cache;'))).toBe(true);
  });

  it("when an analyst or another tenant asks, then 403; the other tenant lists only its own (none), even naming this tenant's project", async () => {
    expect((await suppressionsPage(analyst)).status).toBe(403);
    const { otherAdmin, otherTenantId } = await signUpOtherTenant(app);
    expect((await suppressionsPage(otherAdmin)).status).toBe(403);
    const own = await suppressionsPage(otherAdmin, '', otherTenantId);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ suppressions: [], total: 0 });
    // Naming another tenant's project does not reach into it, in the list or the export.
    const foreignProject = await suppressionsPage(otherAdmin, `?projectId=${pix}`, otherTenantId);
    expect(foreignProject.status).toBe(200);
    expect(foreignProject.body).toMatchObject({ suppressions: [], total: 0 });
    const foreignExport = await otherAdmin.get(`/api/v1/admin/tenants/${otherTenantId}/suppressions/export?projectId=${pix}`);
    expect(foreignExport.status).toBe(200);
    expect(String(foreignExport.body).trim().split('\r\n')).toHaveLength(1);
  });
});

describe('an imported SARIF', () => {
  it("when its results carry their tool's suppressions, then the finding is stored suppressed with the justification and leaves the gate", async () => {
    const sarif = {
      version: '2.1.0',
      runs: [{
        tool: { driver: { name: 'Semgrep OSS', rules: [{ id: 'python.sql', properties: { tags: ['CWE-89'] } }] } },
        results: [
          { ruleId: 'python.sql', level: 'error', message: { text: 'SQL com entrada' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'app/db.py' }, region: { startLine: 7 } } }], suppressions: [{ kind: 'external', status: 'accepted', justification: 'Consulta com parâmetros fixos' }] },
          { ruleId: 'python.sql', level: 'error', message: { text: 'SQL com entrada' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'app/db.py' }, region: { startLine: 30 } } }], suppressions: [{ kind: 'external', status: 'underReview', justification: 'Pedido de exceção' }] },
        ],
      }],
    };
    const res = await uploadScan(app.url, Buffer.from(JSON.stringify(sarif)), { session: admin, projectId: pix, filename: 'semgrep.sarif', branch: 'importado' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const scanId = res.body.scanId as string;
    expect((await waitForScan(admin, scanId, pix)).stage).toBe('completed');
    const rows = await app.cp.db.selectFrom('findings').select(['line', 'suppression_kind', 'suppression_status', 'suppression_reason']).where('scan_id', '=', scanId).orderBy('line').execute();
    expect(rows).toEqual([
      { line: 7, suppression_kind: 'external', suppression_status: 'accepted', suppression_reason: 'Consulta com parâmetros fixos' },
      { line: 30, suppression_kind: 'external', suppression_status: 'under_review', suppression_reason: 'Pedido de exceção' },
    ]);
    expect(await gateTotal(scanId)).toBe(1); // the proposal under review still counts
    const imported = await suppressionsPage(admin, '?kind=imported');
    expect(imported.body.suppressions).toEqual([expect.objectContaining({ kind: 'imported', branch: 'importado', file: 'app/db.py', line: 7, reason: 'Consulta com parâmetros fixos' })]);
    const served = await sarifOf(scanId);
    expect(served.map((r) => r.suppressions)).toEqual([
      [{ kind: 'external', status: 'accepted', justification: 'Consulta com parâmetros fixos' }],
      [{ kind: 'external', status: 'underReview', justification: 'Pedido de exceção' }],
    ]);
  });
});
