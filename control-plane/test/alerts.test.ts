import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantAdminOnly, startWithOutsiders, type OutsidersApp } from './helpers/admin-only.js';
import { Client, type JsonBody } from './helpers/client.js';
import { FIXTURE_FILES, tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';

const DAY_MS = 24 * 3600 * 1000;
const ALERTS = '/api/v1/admin/observability/alerts';
let { app, who } = {} as OutsidersApp;
let now = Date.now();

beforeAll(async () => {
  ({ app, who } = await startWithOutsiders({}, { clock: () => new Date(now) }));
});
afterAll(() => app?.close());

const month = new Date().toISOString().slice(0, 7);

async function alertsOf(client: Client, query = ''): Promise<JsonBody[]> {
  const res = await client.get(`${ALERTS}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.alerts as JsonBody[];
}

/**
 * The scan alerts are raised by the runner's onFinished hook, after the scan's end is committed and
 * visible: wait until `count` alerts match, then return them.
 */
async function raisedAlerts(client: Client, keep: (alert: JsonBody) => boolean, count = 1): Promise<JsonBody[]> {
  await expect.poll(async () => (await alertsOf(client)).filter(keep).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return (await alertsOf(client)).filter(keep);
}

async function setQuota(units: number): Promise<void> {
  await app.cp.db.updateTable('tenants').set({ quota_units: units }).where('id', '=', who.tenantId).execute();
}

async function used(): Promise<number> {
  return (await who.admin.get('/api/v1/usage/summary')).body.used as number;
}

/** Uploads a tree to Internet Banking and waits for the scan to end. */
async function scanTree(files: Record<string, string>): Promise<{ scanId: string; done: JsonBody }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vigia-alerts-'));
  try {
    await writeTree(dir, files);
    const started = await uploadScan(app.url, await tarGzOf(dir), { bearer: who.runToken });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const scanId = started.body.scanId as string;
    return { scanId, done: await waitForScan(app.client(), scanId, who.projectId, { bearer: who.runToken }) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const linesOf = (n: number) => Array.from({ length: n }, (_, i) => `const v${i} = ${i};`).join('\n');

describe('alert rules on real events', () => {
  it('when one address fails to sign in 5 times, then every tenant gets one open alert naming the address, counting repeats', async () => {
    const attacker = new Client(app.url, { 'X-Forwarded-For': '203.0.113.77' });
    for (let i = 0; i < 4; i += 1) expect((await attacker.get(`/auth/local/callback?token=falso-${i}`)).status).toBe(400);
    expect((await alertsOf(who.admin)).filter((a) => a.kind === 'signin_failures')).toEqual([]);

    expect((await attacker.get('/auth/local/callback?token=falso-4')).status).toBe(400);
    const [alert] = (await alertsOf(who.admin)).filter((a) => a.kind === 'signin_failures');
    expect(alert).toMatchObject({
      subject: '203.0.113.77',
      severity: 'high',
      source: 'auth',
      title: 'Logins falhos repetidos',
      message: '5 tentativas de login falharam a partir do endereço 203.0.113.77 nos últimos 15 minutos. Considere bloquear o endereço.',
      occurrences: 1,
      resolvedAt: null,
    });

    // A refused token at sign-in is a failed sign-in too; the open alert counts it instead of opening another.
    expect((await attacker.get('/auth/token/verify', { bearer: 'VIEW_00000000-0000-0000-0000-000000000000_falso' })).status).toBe(401);
    const again = (await alertsOf(who.admin)).filter((a) => a.kind === 'signin_failures');
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: alert.id, occurrences: 2 });

    // Sign-in has no tenant yet: the other tenant's admins get their own copy.
    expect((await alertsOf(who.otherAdmin)).filter((a) => a.kind === 'signin_failures')).toEqual([
      expect.objectContaining({ subject: '203.0.113.77', occurrences: 2 }),
    ]);
    // Another address has its own count.
    expect((await new Client(app.url, { 'X-Forwarded-For': '203.0.113.78' }).get('/auth/local/callback?token=x')).status).toBe(400);
    expect((await alertsOf(who.admin)).filter((a) => a.kind === 'signin_failures')).toHaveLength(1);
  });

  it('when a scan pushes the month past 80 % and then 95 % of the quota, then one alert per threshold is raised', async () => {
    const before = await used();
    // 4,500 lines = 5 units.
    await setQuota(Math.floor((before + 5) / 0.8));
    try {
      const first = await scanTree({ 'big.js': linesOf(4500) });
      expect(first.done.stage).toBe('completed');
      const quota80 = await raisedAlerts(who.admin, (a) => a.kind === 'quota');
      expect(quota80).toEqual([expect.objectContaining({ subject: `${month}:80`, severity: 'medium', source: 'usage', title: 'Cota de análise acima de 80%' })]);

      await setQuota(before + 6);
      const second = await scanTree({ 'small.js': linesOf(10) });
      expect(second.done.stage).toBe('completed');
      const quota = await raisedAlerts(who.admin, (a) => a.kind === 'quota', 2);
      expect(quota.map((a) => a.subject).sort()).toEqual([`${month}:80`, `${month}:95`]);
      expect(quota.find((a) => a.subject === `${month}:95`)).toMatchObject({
        severity: 'high',
        message: `O tenant usou ${before + 6} de ${before + 6} unidades de análise em ${month} (100%).`,
      });
      // The other tenant's quota did not move.
      expect((await alertsOf(who.otherAdmin)).filter((a) => a.kind === 'quota')).toEqual([]);
    } finally {
      await setQuota(100_000);
    }
  });

  it('when a scan fails, then the tenant gets an alert with the reason', async () => {
    const before = await used();
    await setQuota(before + 1);
    let scanId: string;
    try {
      const failed = await scanTree({ 'big.js': linesOf(2500) });
      expect(failed.done.stage).toBe('failed');
      scanId = failed.scanId;
    } finally {
      await setQuota(100_000);
    }
    const [alert] = await raisedAlerts(who.admin, (a) => a.kind === 'scan_failed');
    expect(alert).toMatchObject({ subject: scanId, severity: 'high', source: 'scans', title: 'Scan falhou' });
    expect(alert.message).toMatch(/^O scan [0-9a-f]{8} do projeto Internet Banking falhou: Cota mensal esgotada/);
    expect(alert.meta).toMatchObject({ scanId, projectName: 'Internet Banking' });
    expect((await alertsOf(who.otherAdmin)).filter((a) => a.kind === 'scan_failed')).toEqual([]);
  });

  it('when a scan finds critical issues, then a critical alert counts them', async () => {
    // A private key committed with the code is critical.
    const pem = ['-----BEGIN RSA PRIVATE KEY-----', 'MIIEowIBAAKCAQEAx7G0cQ2nq4uQv8pZs3e5kQm1yH2fJtL9wXbVdA6cR0sT3uYz', '-----END RSA PRIVATE KEY-----', ''].join('\n');
    const { scanId, done } = await scanTree({ ...FIXTURE_FILES, 'deploy/id_rsa': pem });
    expect(done.stage).toBe('completed');
    const critical = await app.cp.db
      .selectFrom('findings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('scan_id', '=', scanId)
      .where('severity', '=', 'critical')
      .executeTakeFirstOrThrow();
    expect(Number(critical.n)).toBeGreaterThan(0);
    const [alert] = await raisedAlerts(who.admin, (a) => a.kind === 'critical_findings' && a.subject === scanId);
    expect(alert).toMatchObject({ severity: 'critical', title: 'Scan com achados críticos', meta: expect.objectContaining({ critical: Number(critical.n) }) });
    expect((await alertsOf(who.otherAdmin)).filter((a) => a.kind === 'critical_findings')).toEqual([]);
  });

  it('when a worker stops beating or a signing key outlives its rotation period, then the timer rules raise them once', async () => {
    await app.cp.db
      .insertInto('worker_heartbeats')
      .values({ worker_id: 'worker-2:77:abcd', kind: 'worker', hostname: 'worker-2', pid: 77, concurrency: 1, interval_seconds: 15, seen_at: new Date(Date.now() - 10 * 60_000) })
      .execute();
    expect((await who.admin.post('/api/v1/admin/crypto/rotate-keys', { confirm: 'yes' })).status).toBe(200);
    try {
      now += 91 * DAY_MS;
      await app.cp.services.alerts.runPeriodicChecks();
      await app.cp.services.alerts.runPeriodicChecks();
      const alerts = await alertsOf(who.admin);
      expect(alerts.filter((a) => a.kind === 'worker_silent')).toEqual([
        expect.objectContaining({ subject: 'worker-2:77:abcd', severity: 'high', title: 'Worker sem sinal de vida', occurrences: 2 }),
      ]);
      const [key] = alerts.filter((a) => a.kind === 'signing_key_age');
      expect(key).toMatchObject({ severity: 'medium', title: 'Chave de assinatura sem rotação', meta: expect.objectContaining({ ageDays: 91, rotationDays: 90 }) });
      // The other tenant never signed a URL: no key to rotate; the dead worker is everybody's.
      const others = await alertsOf(who.otherAdmin);
      expect(others.filter((a) => a.kind === 'signing_key_age')).toEqual([]);
      expect(others.filter((a) => a.kind === 'worker_silent')).toHaveLength(1);

      // Resolved once, a lasting state is not raised again.
      expect((await who.admin.post(`${ALERTS}/${key.id}/resolve`, { reason: 'Rotação agendada' })).status).toBe(200);
      await app.cp.services.alerts.runPeriodicChecks();
      expect((await alertsOf(who.admin)).filter((a) => a.kind === 'signing_key_age')).toEqual([]);
    } finally {
      await app.cp.db.deleteFrom('worker_heartbeats').where('worker_id', '=', 'worker-2:77:abcd').execute();
    }
  });
});

describe('GET and resolve', () => {
  it('when an alert was written without a kind (before kinds existed), then the list still answers and calls it other', async () => {
    await app.cp.db
      .insertInto('alerts')
      .values({ tenant_id: who.tenantId, severity: 'low', title: 'Alerta antigo', message: 'sem tipo', source: 'migração' })
      .execute();
    const [old] = (await alertsOf(who.admin)).filter((a) => a.title === 'Alerta antigo');
    expect(old).toMatchObject({ kind: 'other', severity: 'low', message: 'sem tipo' });
    // Out of the way of the counts the next tests read.
    await app.cp.db.deleteFrom('alerts').where('id', '=', old?.id as string).execute();
  });

  it('when anybody but a TENANT_ADMIN of the tenant lists or resolves, then it is refused', async () => {
    const [alert] = await alertsOf(who.admin);
    await expectTenantAdminOnly(app, who, (client, options) => client.get(ALERTS, options));
    await expectTenantAdminOnly(app, who, (client, options) => client.post(`${ALERTS}/${alert.id}/resolve`, { reason: 'x' }, options));
    expect((await alertsOf(who.admin)).find((a) => a.id === alert.id)).toMatchObject({ resolvedAt: null });
  });

  it('filters by severity, counts open alerts by severity and hides resolved ones unless asked', async () => {
    const res = await who.admin.get(ALERTS);
    const open = res.body.alerts as JsonBody[];
    const count = (severity: string) => open.filter((a) => a.severity === severity).length;
    expect(res.body.alertsSummary).toEqual({ open: open.length, critical: count('critical'), high: count('high'), medium: count('medium'), low: 0, info: 0 });
    expect(count('critical')).toBeGreaterThan(0);

    const critical = await alertsOf(who.admin, '?severity=critical');
    expect(critical.length).toBe(count('critical'));
    expect(new Set(critical.map((a) => a.severity))).toEqual(new Set(['critical']));
    expect((await alertsOf(who.admin, '?severity=critical,high')).length).toBe(count('critical') + count('high'));
    const bad = await who.admin.get(`${ALERTS}?severity=critical,urgente`);
    expect(bad.status).toBe(422);
    expect(bad.body.field).toBe('severity');

    const withResolved = await alertsOf(who.admin, '?includeResolved=true');
    expect(withResolved.filter((a) => a.resolvedAt !== null)).toEqual([
      expect.objectContaining({ kind: 'signing_key_age', resolvedReason: 'Rotação agendada', resolvedBy: 'admin@demo.local' }),
    ]);
  });

  it('resolves with a reason, audited with before and after; a second resolve is a conflict and a reason is required', async () => {
    const [alert] = (await alertsOf(who.admin)).filter((a) => a.kind === 'scan_failed');
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await who.admin.post(`${ALERTS}/${alert.id}/resolve`, body);
      expect(res.status).toBe(422);
      expect(res.body.field).toBe('reason');
    }
    const resolved = await who.admin.post(`${ALERTS}/${alert.id}/resolve`, { reason: 'Cota ajustada pelo financeiro' });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body).toMatchObject({ id: alert.id, resolvedReason: 'Cota ajustada pelo financeiro', resolvedBy: 'admin@demo.local', resolvedAt: expect.any(String) });
    expect((await alertsOf(who.admin)).find((a) => a.id === alert.id)).toBeUndefined();

    const again = await who.admin.post(`${ALERTS}/${alert.id}/resolve`, { reason: 'de novo' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este alerta já foi resolvido');

    const audit = await app.cp.db.selectFrom('audit_log').selectAll().where('action', '=', 'alert.resolve').where('target_id', '=', alert.id).execute();
    expect(audit).toHaveLength(1);
    const meta = (typeof audit[0]?.meta === 'string' ? JSON.parse(audit[0].meta) : audit[0]?.meta) as JsonBody;
    expect(meta).toMatchObject({
      before: { kind: 'scan_failed', resolvedAt: null },
      after: { resolvedReason: 'Cota ajustada pelo financeiro', resolvedAt: resolved.body.resolvedAt },
    });
  });

  it("when another tenant's admin resolves this tenant's alert by id, then it is not found", async () => {
    const [alert] = (await alertsOf(who.admin)).filter((a) => a.kind === 'critical_findings');
    const res = await who.otherAdmin.post(`${ALERTS}/${alert.id}/resolve`, { reason: 'não é meu' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Alerta não encontrado');
    expect((await alertsOf(who.admin)).find((a) => a.id === alert.id)).toMatchObject({ resolvedAt: null });
  });
});
