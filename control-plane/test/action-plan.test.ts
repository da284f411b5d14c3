import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonBody } from './helpers/client.js';
import { startDemoApp, type DemoApp } from './helpers/demo-app.js';
import { pdfText } from './helpers/pdf-text.js';
import { fixtureTree, scanTree } from './helpers/tracked-scans.js';

/**
 * Issue 29, the action plan for the annual report and what changed between scans, over real HTTP
 * against real scans of one branch: open findings per Banco Central control in the tenant's regime,
 * fixes with the scan that proved them, accepted risks with approver and expiry, the CSV's labels,
 * the PDF, the remediation trend and the comparison of two scans.
 */
let { app, admin, banking, pix, tenantId } = {} as DemoApp;
const BRANCH = 'plano';
let firstScan: string;
let fixedScan: string;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ app, admin, banking, pix, tenantId } = await startDemoApp());
  // The demo project's own scans run on main; this suite's branch is its own.
  firstScan = await scanTree(app.url, admin, banking, fixtureTree(), { branch: BRANCH });
}, 180_000);
afterAll(() => app?.close());

const planOf = async (scanId: string): Promise<JsonBody> => {
  const res = await admin.get(`/api/v1/compliance/${banking}/${scanId}/action-plan`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const findingsOf = async (scanId: string) =>
  app.cp.db.selectFrom('findings').select(['id', 'rule', 'severity', 'non_applicable']).where('scan_id', '=', scanId).orderBy('rule').execute();
const items = (plan: JsonBody): JsonBody[] => plan.groups.flatMap((g: JsonBody) => g.items);
const csvOf = async (scanId: string) => {
  const headers: Record<string, string> = { ...admin.defaultHeaders, cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  const res = await fetch(`${app.url}/api/v1/compliance/${banking}/${scanId}/action-plan/csv`, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes, text: bytes.toString('utf8') };
};

describe('action plan of a scan', () => {
  it('when a scan has open findings, then each is listed under the CMN 4.893 controls it cites, Aberto, without owner, with its SLA due date', async () => {
    const plan = await planOf(firstScan);
    const applicable = (await findingsOf(firstScan)).filter((f) => !f.non_applicable);
    expect(plan).toMatchObject({ scanId: firstScan, branch: BRANCH, regime: 'CMN_4893', open: applicable.length, overdue: 0 });
    expect(plan.groups.length).toBeGreaterThan(0);
    for (const group of plan.groups) {
      expect(group.ref).toBe(`CMN 4.893 art. 3º §2º ${group.control}`);
      expect(group.name).not.toBe('');
      expect(group.findings).toBe(group.items.length);
    }
    // Every open finding of the scan appears, each under at least one control.
    expect(new Set(items(plan).map((i) => i.findingId))).toEqual(new Set(applicable.map((f) => f.id)));
    const critical = items(plan).find((i) => i.severity === 'critical' || i.severity === 'high');
    expect(critical).toMatchObject({ state: 'open', ageDays: 0, overdue: false });
    expect(critical.owner).toBeUndefined();
    const days = critical.severity === 'critical' ? 7 : 30;
    expect(Date.parse(critical.dueAt) - Date.parse(critical.firstSeenAt)).toBe(days * DAY);
  });

  it('when a finding is a false positive or an accepted risk, then it leaves the open list and the risk is listed with approver and expiry', async () => {
    // Neither is the eval finding, which the next test fixes.
    const all = items(await planOf(firstScan)).filter((i) => !/eval/.test(i.rule));
    const falsePositive = all[0];
    const risk = all.find((i) => i.findingId !== falsePositive.findingId);
    const base = `/api/v1/projects/${banking}/findings`;
    expect((await admin.post(`${base}/${falsePositive.findingId}/triage`, { state: 'false_positive', reason: 'Código de teste' })).status).toBe(200);
    const expiresAt = new Date(Date.now() + 30 * DAY).toISOString();
    const accepted = await admin.post(`${base}/${risk.findingId}/triage`, { state: 'accepted_risk', reason: 'Mitigado pelo WAF', riskExpiresAt: expiresAt });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const plan = await planOf(firstScan);
    const open = new Set(items(plan).map((i) => i.findingId));
    expect(open.has(falsePositive.findingId)).toBe(false);
    expect(open.has(risk.findingId)).toBe(false);
    expect(plan.acceptedRisks).toEqual([
      expect.objectContaining({ trackedId: risk.trackedId, rule: risk.rule, reason: 'Mitigado pelo WAF', expiresAt, approver: expect.objectContaining({ email: 'admin@demo.local' }) }),
    ]);
  });

  it('when a later scan of the branch no longer has a finding, then its plan lists the fix with the scan that proved it', async () => {
    fixedScan = await scanTree(app.url, admin, banking, fixtureTree({ withoutEval: true, shift: 4 }), { branch: BRANCH });
    const plan = await planOf(fixedScan);
    expect(plan.fixedTotal).toBe(1);
    expect(plan.fixed).toEqual([expect.objectContaining({ fixedInScanId: fixedScan, daysToFix: 0 })]);
    expect(plan.fixed[0].rule).toMatch(/eval/);
    expect(plan.fixed[0].file).toBe('src/app.js');
    expect(items(plan).some((i) => /eval/.test(i.rule))).toBe(false);
  });

  it('when the CSV is downloaded, then it has the labels the screen shows and a line per open finding, fix and accepted risk', async () => {
    const plan = await planOf(fixedScan);
    const csv = await csvOf(fixedScan);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.disposition).toMatch(/plano-de-acao-/);
    // UTF-8 with a byte order mark: Excel pt-BR reads the accents right.
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '\uFEFFSeção;Controle;Regra;Severidade;Arquivo;Linha;Estado;Responsável;Prazo;Idade (dias);Vencido;Corrigido em;Análise da correção;Aprovador;Justificativa;Expira em',
    );
    const open = lines.filter((l) => l.startsWith('"Em aberto"'));
    expect(open).toHaveLength(items(plan).length);
    expect(open[0]).toContain('"Aberto";"Sem responsável"');
    expect(open[0]).toMatch(/"CMN 4\.893 art\. 3º §2º [IVX]+ - /);
    expect(lines.filter((l) => l.startsWith('"Corrigido no período"'))).toEqual([expect.stringContaining(`"${fixedScan}"`)]);
    expect(lines.filter((l) => l.startsWith('"Risco aceito"'))).toEqual([expect.stringContaining('"Mitigado pelo WAF"')]);
  });

  it('when the compliance PDF is built, then it carries the action plan with its sections', async () => {
    const headers: Record<string, string> = { ...admin.defaultHeaders, cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const res = await fetch(`${app.url}/api/v1/compliance/${banking}/${fixedScan}/report/pdf`, { headers });
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const expected of ['Plano de ação para correção', 'Sem responsável', 'Corrigidos no período', 'Riscos aceitos', 'Mitigado pelo WAF', fixedScan]) {
      expect(text).toContain(expected);
    }
  });

  it('when the tenant follows BCB 85, then a new scan cites the controls as BCB 85 (BCB 538)', async () => {
    expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { bacenRegime: 'BCB_85' })).status).toBe(200);
    try {
      const scanId = await scanTree(app.url, admin, banking, fixtureTree({ withoutEval: true }), { branch: BRANCH });
      const plan = await planOf(scanId);
      expect(plan.regime).toBe('BCB_85');
      expect(plan.groups.length).toBeGreaterThan(0);
      for (const group of plan.groups) expect(group.ref).toBe(`BCB 85 (BCB 538) ${group.control}`);
    } finally {
      await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { bacenRegime: 'CMN_4893' });
    }
  });
});

describe('between scans', () => {
  it('when two scans are compared, then the fixed finding is listed as fixed and the rest as unchanged', async () => {
    const res = await admin.get(`/api/v1/compliance/${banking}/compare?base=${firstScan}&head=${fixedScan}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const applicable = (await findingsOf(firstScan)).filter((f) => !f.non_applicable);
    expect(res.body).toMatchObject({ base: { scanId: firstScan, branch: BRANCH }, head: { scanId: fixedScan }, newCount: 0, fixedCount: 1, unchangedCount: applicable.length - 1 });
    expect(res.body.fixed[0].rule).toMatch(/eval/);
    expect(res.body.unchanged).toHaveLength(applicable.length - 1);
  });

  it('when a scan of another project is named, then 404', async () => {
    const res = await admin.get(`/api/v1/compliance/${pix}/compare?base=${firstScan}&head=${fixedScan}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Análise não encontrada');
  });

  it('when the trend of the branch is read, then each scan has its open findings per severity and the fix counts in the median time to fix', async () => {
    const res = await admin.get(`/api/v1/compliance/${banking}/remediation?branch=${BRANCH}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.points.map((p: JsonBody) => p.scanId).slice(0, 2)).toEqual([firstScan, fixedScan]);
    const [first, second] = res.body.points;
    const total = (p: JsonBody) => Object.values(p.open as Record<string, number>).reduce((a, b) => a + b, 0);
    // The first scan's point was taken when it completed, before any triage.
    expect(total(first)).toBe((await findingsOf(firstScan)).filter((f) => !f.non_applicable).length);
    // The second: without the eval finding, the false positive and the accepted risk.
    expect(total(second)).toBe(total(first) - 3);
    expect(second).toMatchObject({ new: 0, fixed: 1 });
    const evalSeverity = (await findingsOf(firstScan)).find((f) => /eval/.test(f.rule))?.severity;
    expect(res.body.medianTimeToFix).toContainEqual({ severity: evalSeverity, fixed: 1, medianDays: 0 });
  });

  it('when a project was never scanned on main, then the trend defaults to the branch scanned last', async () => {
    const res = await admin.get(`/api/v1/compliance/${banking}/remediation`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ branch: BRANCH, branches: [BRANCH] });
  });

  it('when no branch is named, then the trend is of main even when another was scanned later, and lists both, most recent first', async () => {
    await scanTree(app.url, admin, pix, fixtureTree(), { branch: 'main' });
    await scanTree(app.url, admin, pix, fixtureTree(), { branch: 'develop' });
    const res = await admin.get(`/api/v1/compliance/${pix}/remediation`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ branch: 'main', branches: ['develop', 'main'] });
    expect(res.body.points).toHaveLength(1);
  });
});
