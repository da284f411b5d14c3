import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, JsonBody } from './helpers/client.js';
import { testClock } from './helpers/clock.js';
import { signUpOtherTenant, startDemoApp, type DemoApp } from './helpers/demo-app.js';
import { fixtureTree, scanTree } from './helpers/tracked-scans.js';

/**
 * Issue 29, deadlines: the tenant's SLA per severity (defaults, validation, audit), the due date of
 * each open finding computed from it, the "Vencidos" filter, the per-severity summary with the
 * share fixed in time, and the overdue alert of critical and high findings raised once each.
 */
const clock = testClock();
let { app, admin, analyst, banking, tenantId } = {} as DemoApp;
const DAY = 86_400_000;
const DEFAULT_SLA = { critical: 7, high: 30, medium: 90, low: 180 };

beforeAll(async () => {
  ({ app, admin, analyst, banking, tenantId } = await startDemoApp({}, { clock }));
  await scanTree(app.url, admin, banking, fixtureTree(), { branch: 'main' });
}, 120_000);
afterAll(() => app?.close());

const latest = async (query = '', client: Client = admin) => {
  const res = await client.get(`/api/v1/dashboard/latest?page_size=100&${query}`, { headers: { 'X-Project-ID': banking } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const findings = async (query = '') => (await latest(query)).findings as JsonBody[];
const setSla = (slaDays: unknown) => admin.patch(`/api/v1/admin/tenants/${tenantId}`, { slaDays });
/** Runs `check` with the control plane's clock `days` ahead. */
async function daysLater<T>(days: number, check: () => Promise<T>): Promise<T> {
  clock.hold(Date.now() + days * DAY);
  try {
    return await check();
  } finally {
    clock.release();
  }
}
const dueDays = (f: JsonBody) => Math.round((Date.parse(f.triage.dueAt as string) - Date.parse(f.triage.firstSeenAt as string)) / DAY);

describe('SLA per severity', () => {
  it('when a tenant was never configured, then its SLA is 7, 30, 90 and 180 days', async () => {
    const tenants = (await admin.get('/api/v1/admin/tenants')).body.tenants as JsonBody[];
    expect(tenants.find((t) => t.id === tenantId)?.slaDays).toEqual(DEFAULT_SLA);
  });

  it('when a more severe finding would get more days, or a value is out of range, then 422 says so in Portuguese', async () => {
    const res = await setSla({ critical: 40, high: 30, medium: 90, low: 180 });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Dados inválidos: slaDays não pode dar mais dias a uma severidade mais grave (crítica ≤ alta ≤ média ≤ baixa)');
    const zero = await setSla({ critical: 0, high: 30, medium: 90, low: 180 });
    expect(zero.status).toBe(422);
    expect(zero.body.message).toMatch(/^Dados inválidos: slaDays\.critical /);
  });

  it('when the analyst changes the SLA, then 403; the admin changes it and the audit log keeps before and after', async () => {
    expect((await analyst.patch(`/api/v1/admin/tenants/${tenantId}`, { slaDays: DEFAULT_SLA })).status).toBe(403);
    const res = await setSla({ critical: 5, high: 30, medium: 90, low: 180 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.slaDays).toEqual({ critical: 5, high: 30, medium: 90, low: 180 });
    const audit = await admin.get(`/api/v1/admin/tenants/${tenantId}/audit?action=tenant.update`);
    const entry = (audit.body.entries as JsonBody[]).find((e) => JSON.stringify(e.after).includes('"critical":5'));
    expect(entry?.before).toMatchObject({ slaDays: DEFAULT_SLA });
    expect((await setSla(DEFAULT_SLA)).status).toBe(200);
  });
});

describe('due dates and Vencidos', () => {
  it('when a finding is open, then it is due first seen + the SLA of its severity, and a changed SLA moves it', async () => {
    const listed = await findings();
    const withSla = listed.filter((f) => f.severity in DEFAULT_SLA);
    expect(new Set(withSla.map((f) => f.severity))).toEqual(new Set(['high', 'medium', 'low']));
    for (const f of withSla) expect(dueDays(f)).toBe(DEFAULT_SLA[f.severity as keyof typeof DEFAULT_SLA]);
    expect(listed.every((f) => f.triage.overdue === false)).toBe(true);
    const high = withSla.find((f) => f.severity === 'high') as JsonBody;

    expect((await setSla({ critical: 3, high: 3, medium: 90, low: 180 })).status).toBe(200);
    const moved = (await findings()).find((f) => f.id === high.id) as JsonBody;
    expect(dueDays(moved)).toBe(3);
    expect((await setSla(DEFAULT_SLA)).status).toBe(200);
  });

  it('when the deadline of the high findings has passed, then Vencidos lists exactly them, counted', async () => {
    const all = await findings();
    const high = all.filter((f) => f.severity === 'high').map((f) => f.id);
    expect(high.length).toBeGreaterThan(1);
    expect((await daysLater(29, () => latest('overdue_only=true'))).findings).toEqual([]);
    const body = await daysLater(31, () => latest('overdue_only=true'));
    expect((body.findings as JsonBody[]).map((f) => f.id).sort()).toEqual([...high].sort());
    expect((body.findings as JsonBody[]).every((f) => f.triage.overdue === true)).toBe(true);
    expect(body.summary.total).toBe(high.length);
    const everything = await daysLater(181, () => latest('overdue_only=true'));
    expect(everything.summary.total).toBe(all.filter((f) => f.triage.dueAt).length);
  });

  it('when a finding is marked Falso positivo, then it has no due date and is never Vencido', async () => {
    const target = (await findings()).find((f) => f.severity === 'high') as JsonBody;
    const res = await admin.post(`/api/v1/projects/${banking}/findings/${target.id as string}/triage`, { state: 'false_positive', reason: 'Código de teste' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ dueAt: null, overdue: false });
    const overdue = await daysLater(31, () => latest('overdue_only=true'));
    expect((overdue.findings as JsonBody[]).map((f) => f.id)).not.toContain(target.id);
    expect((await admin.post(`/api/v1/projects/${banking}/findings/${target.id as string}/triage`, { state: 'open' })).status).toBe(200);
  });
});

describe('overdue alerts', () => {
  it('when critical and high findings pass their deadline, then one alert names them, raised once per finding', async () => {
    const open = (await findings()).filter((f) => ['critical', 'high'].includes(f.severity as string) && f.triage.dueAt);
    expect(open.length).toBeGreaterThan(1);
    expect(await daysLater(29, () => app.cp.services.deadlines.checkOverdue())).toBe(0);
    expect(await daysLater(31, () => app.cp.services.deadlines.checkOverdue())).toBe(open.length);
    expect(await daysLater(32, () => app.cp.services.deadlines.checkOverdue())).toBe(0);
    const alerts = (await admin.get('/api/v1/admin/observability/alerts')).body.alerts as JsonBody[];
    const overdue = alerts.filter((alert) => alert.kind === 'finding_overdue');
    expect(overdue).toEqual([expect.objectContaining({ subject: banking, severity: 'high', title: 'Achados com prazo vencido', occurrences: 1 })]);
    expect(overdue[0]?.message).toContain('do projeto Internet Banking passaram do prazo de correção');
    expect(((overdue[0]?.meta as JsonBody).trackedIds as string[]).sort()).toEqual(open.map((f) => f.triage.trackedId).sort());
  });
});

describe('deadline summary', () => {
  it('when a finding is fixed within its deadline, then the summary counts it in the share fixed in time', async () => {
    await scanTree(app.url, admin, banking, fixtureTree({ withoutEval: true }), { branch: 'main' });
    const res = await admin.get(`/api/v1/projects/${banking}/findings/deadlines`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ branch: 'main', slaDays: DEFAULT_SLA });
    const rows = res.body.severities as JsonBody[];
    expect(rows.map((row) => row.severity)).toEqual(['critical', 'high', 'medium', 'low']);
    const fixed = rows.filter((row) => (row.fixed as number) > 0);
    expect(fixed.length).toBeGreaterThan(0);
    for (const row of fixed) expect(row).toMatchObject({ fixedWithinSla: row.fixed, fixedWithinSlaShare: 1 });
    expect(rows.find((row) => row.fixed === 0)?.fixedWithinSlaShare ?? null).toBeNull();
    const later = await daysLater(31, () => admin.get(`/api/v1/projects/${banking}/findings/deadlines`));
    const high = (later.body.severities as JsonBody[])[1] as JsonBody;
    expect(high.open).toBeGreaterThan(0);
    expect(high.overdue).toBe(high.open);
  });
});

describe('owners', () => {
  const assign = (client: Client, findingId: string, body: JsonBody) => client.post(`/api/v1/projects/${banking}/findings/${findingId}/assignee`, body);

  it('when the analyst lists who may own a finding, then the project members come, not outsiders', async () => {
    const res = await analyst.get(`/api/v1/projects/${banking}/findings/assignees`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.assignees as JsonBody[]).map((person) => person.email).sort()).toEqual(['admin@demo.local', 'analyst@demo.local']);
  });

  it('when the analyst takes a finding, then it shows its owner and "Meus achados" lists it for them only', async () => {
    const analystId = (await analyst.get('/auth/whoami')).body.user.id as string;
    const target = (await findings())[0] as JsonBody;
    const res = await assign(analyst, target.id as string, { assigneeUserId: analystId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.assignee).toEqual({ id: analystId, email: 'analyst@demo.local', name: 'Analista Demo' });

    const mine = await latest('assigned_to_me=true', analyst);
    expect((mine.findings as JsonBody[]).map((f) => f.id)).toEqual([target.id]);
    expect(mine.summary.total).toBe(1);
    expect((await latest('assigned_to_me=true', admin)).findings).toEqual([]);
    const search = await analyst.post('/api/v1/dashboard/search', { options: { assignedToMe: true } }, { headers: { 'X-Project-ID': banking } });
    expect(search.body.summary.total).toBe(1);

    const audit = await admin.get(`/api/v1/admin/tenants/${tenantId}/audit?action=finding.assign`);
    expect(audit.body.entries).toEqual([expect.objectContaining({ action: 'finding.assign', after: { assignee: 'analyst@demo.local' } })]);
  });

  it('when several findings get an owner at once, then each has its own result', async () => {
    const adminId = (await admin.get('/auth/whoami')).body.user.id as string;
    const ids = (await findings()).slice(0, 2).map((f) => f.id as string);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await admin.post(`/api/v1/projects/${banking}/findings/assignee`, { findingIds: [...ids, unknown], assigneeUserId: adminId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ succeeded: 2, failed: 1 });
    expect(res.body.results.map((r: JsonBody) => [r.findingId, r.success, r.triage?.assignee?.email ?? r.code])).toEqual([
      [ids[0], true, 'admin@demo.local'],
      [ids[1], true, 'admin@demo.local'],
      [unknown, false, 'NOT_FOUND'],
    ]);
    const cleared = await admin.post(`/api/v1/projects/${banking}/findings/assignee`, { findingIds: ids });
    expect(cleared.body.results.every((r: JsonBody) => r.success && r.triage.assignee === undefined)).toBe(true);
  });

  it('when the owner is a user of another tenant, then 422 and nothing changes', async () => {
    const { otherAdmin } = await signUpOtherTenant(app);
    const otherId = (await otherAdmin.get('/auth/whoami')).body.user.id as string;
    const target = (await findings())[0] as JsonBody;
    const res = await assign(admin, target.id as string, { assigneeUserId: otherId });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Dados inválidos: assigneeUserId deve ser um membro ativo com acesso ao projeto');
    expect(((await findings()).find((f) => f.id === target.id) as JsonBody).triage.assignee).toBeUndefined();
    // Another tenant's admin does not even see the project.
    expect((await assign(otherAdmin, target.id as string, { assigneeUserId: otherId })).status).toBe(404);
  });

  it('when a viewer token asks for "Meus achados" or assigns, then it is refused', async () => {
    const created = await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'leitura prazos', projectId: banking, kind: 'VIEWER' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const bearer = created.body.secret as string;
    const reader = app.client();
    const mine = await reader.get('/api/v1/dashboard/latest?assigned_to_me=true', { bearer });
    expect(mine.status).toBe(422);
    expect(mine.body.message).toBe('Dados inválidos: assigned_to_me só vale para uma sessão de usuário (Meus achados)');
    const target = (await findings())[0] as JsonBody;
    expect((await reader.post(`/api/v1/projects/${banking}/findings/${target.id as string}/assignee`, {}, { bearer })).status).toBe(403);
  });
});
