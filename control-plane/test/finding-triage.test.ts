import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, JsonBody } from './helpers/client.js';
import { testClock } from './helpers/clock.js';
import { startDemoApp, type DemoApp } from './helpers/demo-app.js';
import { fixtureTree, scanTree } from './helpers/tracked-scans.js';

/**
 * Issue 29, triage that sticks: states with their rules, history and audit, comments, bulk changes,
 * the tenant's cap on accepted risks and their expiry, over real HTTP.
 */
const clock = testClock();
let { app, admin, analyst, banking, tenantId } = {} as DemoApp;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ app, admin, analyst, banking, tenantId } = await startDemoApp({}, { clock }));
  await scanTree(app.url, admin, banking, fixtureTree(), { branch: 'main' });
}, 120_000);
afterAll(() => app?.close());

const base = `/api/v1/projects`;
const findingsOf = async (client: Client = admin): Promise<JsonBody[]> => {
  const res = await client.get('/api/v1/dashboard/latest?page_size=100', { headers: { 'X-Project-ID': banking } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.findings as JsonBody[];
};
const findingBy = async (match: (f: JsonBody) => boolean, client: Client = admin): Promise<JsonBody> => {
  const found = (await findingsOf(client)).find(match);
  expect(found).toBeTruthy();
  return found as JsonBody;
};
/** A critical or high finding other than the eval one (which the first tests mark Falso positivo). */
const severe = (f: JsonBody) => (f.severity === 'critical' || f.severity === 'high') && !String(f.rule).includes('eval');
const triage = (client: Client, findingId: string, body: JsonBody) => client.post(`${base}/${banking}/findings/${findingId}/triage`, body);
const detail = (client: Client, findingId: string) => client.get(`${base}/${banking}/findings/${findingId}/triage`);
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('triage states', () => {
  it('when a finding is listed, then it carries its state, age and how the scan found it', async () => {
    const finding = await findingBy(() => true);
    expect(finding.triage).toMatchObject({ state: 'open', baseline: 'new', branch: 'main' });
    expect(Date.parse(finding.triage.firstSeenAt as string)).not.toBeNaN();
  });

  it('when Falso positivo comes without a reason, then 422 names the reason', async () => {
    const finding = await findingBy(severe);
    const res = await triage(analyst, finding.id as string, { state: 'false_positive' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Dados inválidos: reason é obrigatório para Falso positivo e Risco aceito');
  });

  it('when the analyst marks a finding Falso positivo, then it stays so after a rescan that moved it 20 lines down', async () => {
    const finding = await findingBy((f) => String(f.rule).includes('eval'));
    const res = await triage(analyst, finding.id as string, { state: 'false_positive', reason: 'Entrada validada antes' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'false_positive', stateReason: 'Entrada validada antes' });

    await scanTree(app.url, admin, banking, fixtureTree({ shift: 20 }), { branch: 'main' });
    const moved = await findingBy((f) => String(f.rule).includes('eval'));
    expect(moved.id).not.toBe(finding.id);
    expect(moved.line).toBe((finding.line as number) + 20);
    expect(moved.triage).toMatchObject({ state: 'false_positive', baseline: 'unchanged', trackedId: finding.triage.trackedId });

    const view = await detail(analyst, moved.id as string);
    expect(view.status).toBe(200);
    expect(view.body.history).toEqual([
      expect.objectContaining({ fromState: 'open', toState: 'false_positive', reason: 'Entrada validada antes', actor: expect.objectContaining({ email: 'analyst@demo.local' }) }),
    ]);
    expect(view.body.canTriage).toBe(true);
  });

  it('when a finding is triaged, then the audit log has the change', async () => {
    const audit = await admin.get(`/api/v1/admin/tenants/${tenantId}/audit?action=finding.triage`);
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const entries = (audit.body.entries ?? audit.body.items) as JsonBody[];
    expect(entries.some((entry) => entry.action === 'finding.triage' && JSON.stringify(entry.after).includes('false_positive'))).toBe(true);
  });

  it('when a scan tries to set Corrigido by hand, then the contract refuses it', async () => {
    const finding = await findingBy(() => true);
    expect((await triage(admin, finding.id as string, { state: 'fixed' })).status).toBe(422);
  });

  it('when someone comments, then the comment is in the finding details with its author', async () => {
    const finding = await findingBy(() => true);
    const res = await analyst.post(`${base}/${banking}/findings/${finding.id as string}/comments`, { body: 'Vou olhar amanhã' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const view = await detail(admin, finding.id as string);
    expect(view.body.comments).toEqual([expect.objectContaining({ body: 'Vou olhar amanhã', author: expect.objectContaining({ email: 'analyst@demo.local' }) })]);
  });
});

describe('accepted risks', () => {
  it('when the analyst accepts the risk of a critical or high finding, then 403 asks for a TENANT_ADMIN', async () => {
    const finding = await findingBy(severe);
    const res = await triage(analyst, finding.id as string, { state: 'accepted_risk', reason: 'Sistema legado', riskExpiresAt: inDays(10) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Acesso negado. Função necessária: TENANT_ADMIN');
    expect((await detail(analyst, finding.id as string)).body.canAcceptRisk).toBe(false);
  });

  it('when the expiry is missing, in the past or past the tenant cap, then 422 says which', async () => {
    const finding = await findingBy(severe);
    const id = finding.id as string;
    const reason = 'Sistema legado';
    expect((await triage(admin, id, { state: 'accepted_risk', reason })).body.message).toBe('Dados inválidos: riskExpiresAt é obrigatório para Risco aceito');
    expect((await triage(admin, id, { state: 'accepted_risk', reason, riskExpiresAt: inDays(-1) })).body.message).toBe(
      'Dados inválidos: riskExpiresAt deve ser uma data futura',
    );
    expect((await triage(admin, id, { state: 'accepted_risk', reason, riskExpiresAt: inDays(91) })).body.message).toBe(
      'Dados inválidos: riskExpiresAt não pode passar de 90 dias a partir de hoje',
    );
    expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { riskAcceptanceMaxDays: 10 })).body.riskAcceptanceMaxDays).toBe(10);
    expect((await triage(admin, id, { state: 'accepted_risk', reason, riskExpiresAt: inDays(20) })).body.message).toBe(
      'Dados inválidos: riskExpiresAt não pode passar de 10 dias a partir de hoje',
    );
    expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { riskAcceptanceMaxDays: 90 })).status).toBe(200);
  });

  it('when an accepted risk passes its expiry, then it is Aberto again with an alert', async () => {
    const finding = await findingBy(severe);
    const id = finding.id as string;
    const res = await triage(admin, id, { state: 'accepted_risk', reason: 'Sistema legado', riskExpiresAt: inDays(1) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.state).toBe('accepted_risk');

    clock.hold(Date.now() + 2 * DAY);
    try {
      expect(await app.cp.services.triage.expireRisks()).toBe(1);
    } finally {
      clock.release();
    }
    const view = await detail(admin, id);
    expect(view.body.triage).toMatchObject({ state: 'open', riskExpiresAt: null });
    expect(view.body.history.at(-1)).toMatchObject({ fromState: 'accepted_risk', toState: 'open', reason: 'Risco aceito expirou' });
    expect(view.body.history.at(-1).actor).toBeUndefined();
    const alerts = await admin.get('/api/v1/admin/observability/alerts');
    expect((alerts.body.alerts as JsonBody[]).filter((alert) => alert.kind === 'risk_expired')).toEqual([
      expect.objectContaining({ severity: 'high', title: 'Risco aceito expirou', subject: banking }),
    ]);
  });
});

describe('bulk triage', () => {
  it('when several findings are triaged at once, then each gets its own result', async () => {
    const findings = (await findingsOf()).filter((f) => f.severity !== 'critical' && f.severity !== 'high').slice(0, 2);
    expect(findings.length).toBe(2);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const ids = [...findings.map((f) => f.id as string), unknown];
    const res = await analyst.post(`${base}/${banking}/findings/triage`, { findingIds: ids, state: 'confirmed', reason: 'Revisado em lote' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ succeeded: 2, failed: 1 });
    expect(res.body.results.map((r: JsonBody) => [r.findingId, r.success, r.triage?.state ?? r.code])).toEqual([
      [ids[0], true, 'confirmed'],
      [ids[1], true, 'confirmed'],
      [unknown, false, 'NOT_FOUND'],
    ]);
  });
});

describe('dashboard filters', () => {
  const latest = (query: string) => admin.get(`/api/v1/dashboard/latest?page_size=100&${query}`, { headers: { 'X-Project-ID': banking } });

  it('when the dashboard filters by state, then only findings in those states come, counted', async () => {
    const res = await latest('state=false_positive');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.findings as JsonBody[]).map((f) => f.triage.state)).toEqual(['false_positive']);
    expect(res.body.summary.total).toBe(1);
    const confirmed = await latest('state=confirmed,false_positive');
    expect(new Set((confirmed.body.findings as JsonBody[]).map((f) => f.triage.state))).toEqual(new Set(['confirmed', 'false_positive']));
    expect((await latest('state=corrigido')).body.message).toBe(
      'Dados inválidos: state não aceita corrigido: use open, in_review, confirmed, false_positive, accepted_risk, fixed, reopened',
    );
  });

  it('when the dashboard asks for Novos nesta análise, then only findings first found by the latest scan come', async () => {
    expect((await latest('new_only=true')).body.findings).toEqual([]);
    await scanTree(app.url, admin, banking, fixtureTree({ extra: 'eval(process.argv[2]);\n' }), { branch: 'main' });
    const res = await latest('new_only=true');
    expect((res.body.findings as JsonBody[]).map((f) => [f.triage.baseline, f.rule])).toEqual([['new', expect.stringContaining('eval')]]);
    expect(res.body.tracking).toMatchObject({ branch: 'main', new: 1, fixed: 0 });
    const search = await admin.post('/api/v1/dashboard/search', { options: { newOnly: true, states: ['open'] } }, { headers: { 'X-Project-ID': banking } });
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(search.body.summary.total).toBe(1);
  });

  it('when the CI gate counts a scan, then false positives and accepted risks do not count', async () => {
    const findings = await findingsOf();
    const scanId = (await admin.get('/api/v1/dashboard/latest', { headers: { 'X-Project-ID': banking } })).body.scanId as string;
    const dismissed = findings.filter((f) => ['false_positive', 'accepted_risk'].includes(f.triage.state as string)).length;
    expect(dismissed).toBeGreaterThan(0);
    const gate = await admin.get(`/api/v1/scans/${scanId}/gate?failOn=low`);
    expect(gate.status).toBe(200);
    const total = Number(/^total=(\d+)$/m.exec(String(gate.body))?.[1]);
    expect(total).toBe(findings.filter((f) => !f.nonApplicable).length - dismissed);
  });
});
