import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { expectTenantAdminOnly, startWithOutsiders, type OutsidersApp } from './helpers/admin-only.js';
import type { Client, JsonBody } from './helpers/client.js';
import { FIXTURE_FILES, tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';
import { WebhookReceiver, type ReceivedHook } from './helpers/webhook-receiver.js';

const HOOKS = '/api/v1/admin/webhooks';
let { app, who } = {} as OutsidersApp;
const receiver = new WebhookReceiver();
// Names this suite's DNS answers (everything else goes to the system resolver): one that points at
// a private network, and one that is public when the webhook is saved and internal afterwards.
let rebound = false;
const resolve = async (hostname: string): Promise<string[]> => {
  if (hostname === 'interno.exemplo.com.br') return ['10.20.30.40'];
  if (hostname === 'troca.exemplo.com.br') return rebound ? ['10.0.0.7'] : ['203.0.113.9'];
  throw new Error(`ENOTFOUND ${hostname}`);
};

beforeAll(async () => {
  await receiver.start();
  const base = loadConfig({});
  ({ app, who } = await startWithOutsiders(
    { webhooks: { ...base.webhooks, allowLoopback: true, retries: 3, retryDelaySeconds: 1, disableAfterFailures: 3, timeoutMs: 5000 } },
    { resolve },
  ));
});
afterAll(async () => {
  await app?.close();
  await receiver.close();
});

/** The verification snippet of docs/webhooks.md, as a receiver would paste it. */
function verify(secret: string, rawBody: string, header: string, toleranceSeconds = 300): boolean {
  const parts = header.split(',').map((kv) => kv.split('='));
  const t = parts.find(([key]) => key === 't')?.[1];
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'));
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) <= toleranceSeconds;
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => Buffer.from(value as string));
  return fresh && signatures.some((v1) => v1.length === expected.length && timingSafeEqual(v1, expected));
}

async function createHook(body: JsonBody): Promise<{ id: string; secret: string }> {
  const created = await who.admin.post(HOOKS, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.webhook.id as string, secret: created.body.secret as string };
}

async function disable(id: string): Promise<void> {
  expect((await who.admin.patch(`${HOOKS}/${id}`, { enabled: false })).status).toBe(200);
}

async function deliveries(id: string): Promise<JsonBody[]> {
  const res = await who.admin.get(`${HOOKS}/${id}/deliveries`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.deliveries as JsonBody[];
}

async function settled(id: string, count = 1): Promise<JsonBody[]> {
  await expect.poll(async () => (await deliveries(id)).filter((d) => d.status !== 'pending').length, { timeout: 30_000, interval: 250 }).toBeGreaterThanOrEqual(count);
  return deliveries(id);
}

async function hooksAt(pathname: string, count = 1): Promise<ReceivedHook[]> {
  await expect.poll(() => receiver.at(pathname).length, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(count);
  return receiver.at(pathname);
}

/** Uploads the fixture tree to Internet Banking with the RUN token and waits for the scan to end. */
async function scan(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vigia-webhooks-'));
  try {
    // A file of a new name each time: its findings are new to the branch.
    await writeTree(dir, { ...FIXTURE_FILES, [`src/extra-${Date.now()}.js`]: FIXTURE_FILES['src/app.js'] as string });
    const started = await uploadScan(app.url, await tarGzOf(dir), { bearer: who.runToken });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const scanId = started.body.scanId as string;
    await waitForScan(app.client(), scanId, who.projectId, { bearer: who.runToken });
    return scanId;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('webhook administration', () => {
  it('when anyone but a TENANT_ADMIN of the tenant lists or creates webhooks, then it is refused', async () => {
    await expectTenantAdminOnly(app, who, (client: Client, options) => client.get(HOOKS, options));
    await expectTenantAdminOnly(app, who, (client: Client, options) =>
      client.post(HOOKS, { name: 'x', url: `${receiver.url}/x`, events: ['scan.failed'] }, options),
    );
  });

  it('when a webhook is created, then its secret is shown once, never listed, and the change is audited without it', async () => {
    const created = await createHook({ name: 'SIEM', url: `${receiver.url}/siem`, events: ['scan.failed'], minSeverity: 'critical' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await who.admin.get(HOOKS);
    const listed = (list.body.webhooks as JsonBody[]).find((w) => w.id === created.id);
    expect(listed).toMatchObject({ name: 'SIEM', events: ['scan.failed'], minSeverity: 'critical', enabled: true, secretHint: created.secret.slice(-4) });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const stored = await app.cp.db.selectFrom('webhooks').select('secret_sealed').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.secret_sealed).not.toContain(created.secret.slice(6));

    const audit = await who.admin.get(`/api/v1/admin/tenants/${who.tenantId}/audit?action=webhook.create`);
    expect(audit.status).toBe(200);
    const entry = (audit.body.entries as JsonBody[]).find((e) => JSON.stringify(e).includes(created.id));
    expect(entry, JSON.stringify(audit.body)).toBeTruthy();
    expect(JSON.stringify(audit.body)).not.toContain(created.secret);
    await disable(created.id);
  });

  it.each([
    ['https://10.1.2.3/hook', 'Dados inválidos: url aponta para um endereço de rede privada (10.1.2.3), que não pode receber webhooks'],
    ['https://169.254.169.254/latest/meta-data', 'Dados inválidos: url aponta para um endereço de metadados de nuvem (169.254.169.254), que não pode receber webhooks'],
    ['https://interno.exemplo.com.br/hook', 'Dados inválidos: url aponta para um endereço de rede privada (10.20.30.40), que não pode receber webhooks'],
    ['http://203.0.113.9/hook', 'Dados inválidos: url deve usar https:// (http:// só para loopback em desenvolvimento)'],
  ])('when the URL is %s, then it is refused with 422 and a Portuguese reason', async (url, message) => {
    const res = await who.admin.post(HOOKS, { name: 'Interno', url, events: ['scan.completed'] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
  });
});

describe('deliveries to a real receiver', () => {
  it('when a scan completes, then the receiver gets a payload whose signature verifies with the secret, and the log says 200', async () => {
    const hook = await createHook({ name: 'Assinado', url: `${receiver.url}/assinado`, events: ['scan.completed'] });
    const scanId = await scan();
    const [got] = await hooksAt('/assinado');
    await disable(hook.id);
    expect(got?.headers['x-vigia-event']).toBe('scan.completed');
    expect(got?.json).toMatchObject({ type: 'scan.completed', tenantId: who.tenantId, data: { scanId, projectId: who.projectId, projectName: 'Internet Banking' } });
    const header = got?.headers['x-vigia-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(hook.secret, got?.body as string, header)).toBe(true);
    expect(verify('whsec_outro', got?.body as string, header)).toBe(false);
    expect(verify(hook.secret, `${got?.body} `, header)).toBe(false);

    const [delivery] = await settled(hook.id);
    expect(delivery).toMatchObject({ id: got?.headers['x-vigia-delivery'], status: 'succeeded', attempts: 1, responseStatus: 200, error: null, event: 'scan.completed' });
    expect(delivery.attemptLog).toHaveLength(1);
    expect(delivery.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('when the receiver answers 500 first, then the queue retries with backoff and the second attempt succeeds; a replay sends the same event again', async () => {
    receiver.answer('/instavel', 500, 200);
    const hook = await createHook({ name: 'Instável', url: `${receiver.url}/instavel`, events: ['scan.completed'] });
    await scan();
    const got = await hooksAt('/instavel', 2);
    expect(got[0]?.headers['x-vigia-delivery']).toBe(got[1]?.headers['x-vigia-delivery']);
    const [delivery] = await settled(hook.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, responseStatus: 200 });
    expect(delivery.attemptLog.map((a: JsonBody) => [a.attempt, a.responseStatus, a.succeeded, a.error])).toEqual([
      [1, 500, false, 'Resposta 500 do destino'],
      [2, 200, true, null],
    ]);

    const replay = await who.admin.post(`${HOOKS}/${hook.id}/deliveries/${delivery.id}/replay`, {});
    expect(replay.status, JSON.stringify(replay.body)).toBe(202);
    expect(replay.body).toMatchObject({ replayOf: delivery.id, eventId: delivery.eventId, status: 'pending' });
    const again = await hooksAt('/instavel', 3);
    expect(again[2]?.json.id).toBe(got[1]?.json.id);
    expect(again[2]?.body).toBe(got[1]?.body);
    expect(again[2]?.headers['x-vigia-delivery']).toBe(replay.body.id);
    await settled(hook.id, 2);
    await disable(hook.id);
  });

  it('when the secret is rotated, then the new one is shown once and both sign the test event for a day; a second rotation drops the oldest', async () => {
    const hook = await createHook({ name: 'Rotação', url: `${receiver.url}/rotacao`, events: ['scan.failed'] });
    const rotated = await who.admin.post(`${HOOKS}/${hook.id}/rotate-secret`, {});
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const secret = rotated.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.secret);
    expect(rotated.body.webhook.secretHint).toBe(secret.slice(-4));
    const graceHours = (Date.parse(rotated.body.webhook.previousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(graceHours).toBeGreaterThan(23.9);
    expect(graceHours).toBeLessThanOrEqual(24);

    const test = await who.admin.post(`${HOOKS}/${hook.id}/test`, {});
    expect(test.status, JSON.stringify(test.body)).toBe(202);
    expect(test.body).toMatchObject({ event: 'webhook.test', status: 'pending' });
    const [got] = await hooksAt('/rotacao');
    expect(got?.json).toMatchObject({ type: 'webhook.test', tenantId: who.tenantId, data: { webhookId: hook.id, name: 'Rotação' } });
    expect(got?.headers['x-vigia-event']).toBe('webhook.test');
    const header = got?.headers['x-vigia-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verify(secret, got!.body, header)).toBe(true);
    expect(verify(hook.secret, got!.body, header)).toBe(true);
    expect(verify('whsec_outro', got!.body, header)).toBe(false);
    expect((await settled(hook.id))[0]).toMatchObject({ event: 'webhook.test', status: 'succeeded' });

    // Rotated again: the first secret no longer signs.
    const third = (await who.admin.post(`${HOOKS}/${hook.id}/rotate-secret`, {})).body.secret as string;
    await who.admin.post(`${HOOKS}/${hook.id}/test`, {});
    const [, second] = await hooksAt('/rotacao', 2);
    const header2 = second?.headers['x-vigia-signature'] as string;
    expect([verify(third, second!.body, header2), verify(secret, second!.body, header2), verify(hook.secret, second!.body, header2)]).toEqual([true, true, false]);

    // Past its day, the replaced secret stops signing.
    await app.cp.db.updateTable('webhooks').set({ previous_secret_expires_at: new Date(Date.now() - 1000) }).where('id', '=', hook.id).execute();
    await who.admin.post(`${HOOKS}/${hook.id}/test`, {});
    const [, , last] = await hooksAt('/rotacao', 3);
    const header3 = last?.headers['x-vigia-signature'] as string;
    expect(header3.match(/v1=/g)).toHaveLength(1);
    expect([verify(third, last!.body, header3), verify(secret, last!.body, header3)]).toEqual([true, false]);
    expect(((await who.admin.get(HOOKS)).body.webhooks as JsonBody[]).find((w) => w.id === hook.id)?.previousSecretExpiresAt).toBeNull();

    const audit = await who.admin.get(`/api/v1/admin/tenants/${who.tenantId}/audit?action=webhook.rotate_secret`);
    expect(audit.body.entries.filter((e: JsonBody) => e.targetId === hook.id)).toHaveLength(2);
    for (const leaked of [hook.secret, secret, third]) expect(JSON.stringify(audit.body)).not.toContain(leaked);
    await disable(hook.id);
  });

  it('when a disabled webhook is sent a test event, then 409 says to enable it first', async () => {
    const hook = await createHook({ name: 'Parado', url: `${receiver.url}/parado`, events: ['scan.failed'] });
    await disable(hook.id);
    const res = await who.admin.post(`${HOOKS}/${hook.id}/test`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Este webhook está desativado: ative-o antes de enviar uma entrega');
  });

  it('when the receiver keeps failing, then after 3 consecutive failed attempts the webhook is disabled and an alert says so', async () => {
    receiver.answer('/quebrado', 503);
    const hook = await createHook({ name: 'Quebrado', url: `${receiver.url}/quebrado`, events: ['scan.completed'] });
    await scan();
    await expect
      .poll(async () => ((await who.admin.get(HOOKS)).body.webhooks as JsonBody[]).find((w) => w.id === hook.id)?.enabled, { timeout: 30_000, interval: 250 })
      .toBe(false);
    const listed = ((await who.admin.get(HOOKS)).body.webhooks as JsonBody[]).find((w) => w.id === hook.id);
    expect(listed).toMatchObject({ disabledReason: 'Desativado automaticamente após 3 falhas consecutivas de entrega', consecutiveFailures: 3 });
    const alerts = (await who.admin.get('/api/v1/admin/observability/alerts')).body.alerts as JsonBody[];
    expect(alerts.find((a) => a.kind === 'webhook_disabled' && a.subject === hook.id)).toMatchObject({
      severity: 'high',
      title: 'Webhook desativado',
      message: `O webhook Quebrado (${receiver.url}/quebrado) foi desativado após 3 falhas consecutivas de entrega. Corrija o destino e reative-o na área Admin.`,
    });
    const replay = await who.admin.post(`${HOOKS}/${hook.id}/deliveries/${(await deliveries(hook.id))[0].id}/replay`, {});
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe('Este webhook está desativado: ative-o antes de enviar uma entrega');

    // Enabled again, it counts from zero.
    const enabled = await who.admin.patch(`${HOOKS}/${hook.id}`, { enabled: true });
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    await disable(hook.id);
  });

  it('when a name that was public at creation resolves to a private address at delivery (DNS rebinding), then nothing is sent and the log says why', async () => {
    const hook = await createHook({ name: 'Troca', url: 'https://troca.exemplo.com.br/hook', events: ['scan.completed'] });
    rebound = true;
    try {
      await scan();
      const [delivery] = await settled(hook.id);
      expect(delivery).toMatchObject({
        status: 'failed',
        attempts: 1,
        responseStatus: null,
        error: 'Destino recusado: o endereço aponta para um endereço de rede privada (10.0.0.7), que não pode receber webhooks',
      });
    } finally {
      rebound = false;
      await disable(hook.id);
    }
  });

  it('when a webhook asks for finding.new at high or above, then its payload lists exactly the new findings that severe', async () => {
    const hook = await createHook({ name: 'Graves', url: `${receiver.url}/graves`, events: ['finding.new'], minSeverity: 'high' });
    const scanId = await scan();
    const [got] = await hooksAt('/graves');
    await disable(hook.id);
    const fresh = await app.cp.db.selectFrom('findings').select(['id', 'severity']).where('scan_id', '=', scanId).where('baseline', 'in', ['new', 'reintroduced']).execute();
    const severe = fresh.filter((f) => f.severity === 'critical' || f.severity === 'high');
    expect(severe.length).toBeGreaterThan(0);
    expect(fresh.length).toBeGreaterThan(severe.length);
    const findings = got?.json.data.findings as JsonBody[];
    expect(findings.map((f) => f.id).sort()).toEqual(severe.map((f) => f.id).sort());
    expect(got?.json.data).toMatchObject({ scanId, minSeverity: 'high', count: severe.length });
  });

  it('when the CI gate fails, then gate.failed is sent once however often the gate is read', async () => {
    const hook = await createHook({ name: 'Gate', url: `${receiver.url}/gate`, events: ['gate.failed'] });
    const scanId = await scan();
    for (let i = 0; i < 2; i += 1) {
      const gate = await app.client().get(`/api/v1/scans/${scanId}/gate?failOn=low`, { bearer: who.runToken });
      expect(String(gate.body)).toMatch(/^FAIL /);
    }
    const [got] = await hooksAt('/gate');
    await settled(hook.id);
    await disable(hook.id);
    expect(receiver.at('/gate')).toHaveLength(1);
    expect(got?.json.data).toMatchObject({ scanId, failOn: 'low' });
  });
});

describe('deadline events', () => {
  it('when a critical or high finding passes its deadline, then finding.overdue names it, with its due date, once', async () => {
    const hook = await createHook({ name: 'Prazos', url: `${receiver.url}/prazos`, events: ['finding.overdue'], minSeverity: 'high' });
    const scanId = await scan();
    // Time passes: the branch's findings were first seen 400 days ago, past every SLA.
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    await app.cp.db.updateTable('tracked_findings').set({ first_seen_at: longAgo }).where('tenant_id', '=', who.tenantId).where('project_id', '=', who.projectId).execute();
    const severe = await app.cp.db
      .selectFrom('findings')
      .select('id')
      .where('scan_id', '=', scanId)
      .where('severity', 'in', ['critical', 'high'])
      .execute();
    expect(severe.length).toBeGreaterThan(0);
    const claimed = await app.cp.services.deadlines.checkOverdue();
    expect(claimed).toBeGreaterThan(0);
    expect(await app.cp.services.deadlines.checkOverdue()).toBe(0);
    const got = await hooksAt('/prazos', claimed);
    await settled(hook.id, claimed);
    await disable(hook.id);
    expect(receiver.at('/prazos')).toHaveLength(claimed);
    const data = got[0]?.json.data as JsonBody;
    expect(got[0]?.json.type).toBe('finding.overdue');
    expect(severe.map((f) => f.id)).toContain(data.findingId);
    expect(data).toMatchObject({ projectId: who.projectId, severity: expect.stringMatching(/^(critical|high)$/) });
    expect(Date.parse(data.dueAt as string)).toBeLessThan(Date.now());
  });
});

describe('triage and quota events', () => {
  it('when a finding is triaged and a scan takes the month past 95 % of the quota, then finding.triaged and quota.threshold are sent', async () => {
    const hook = await createHook({ name: 'Triagem', url: `${receiver.url}/triagem`, events: ['finding.triaged', 'quota.threshold'] });
    const used = (await who.admin.get('/api/v1/usage/summary')).body.used as number;
    const { quota_units: quota } = await app.cp.db.selectFrom('tenants').select('quota_units').where('id', '=', who.tenantId).executeTakeFirstOrThrow();
    await app.cp.db.updateTable('tenants').set({ quota_units: used + 1 }).where('id', '=', who.tenantId).execute();
    try {
      const scanId = await scan();
      const finding = await app.cp.db.selectFrom('findings').select('id').where('scan_id', '=', scanId).orderBy('id').limit(1).executeTakeFirstOrThrow();
      const triaged = await who.admin.post(`/api/v1/projects/${who.projectId}/findings/${finding.id}/triage`, { state: 'in_review' });
      expect(triaged.status, JSON.stringify(triaged.body)).toBe(200);
      const got = await hooksAt('/triagem', 2);
      const byType = Object.fromEntries(got.map((hookCall) => [hookCall.json.type, hookCall.json.data]));
      expect(byType['quota.threshold']).toMatchObject({ threshold: 95, limit: used + 1 });
      expect(byType['finding.triaged']).toMatchObject({ findingId: finding.id, projectId: who.projectId, from: 'open', to: 'in_review' });
    } finally {
      await app.cp.db.updateTable('tenants').set({ quota_units: quota }).where('id', '=', who.tenantId).execute();
      await disable(hook.id);
    }
  });
});

describe('e-mail notifications', () => {
  it('when a member asks for scan.completed at once, then each scan sends them a Portuguese e-mail; a digest member gets one daily e-mail instead', async () => {
    const saved = await who.admin.put('/auth/notifications', { events: ['scan.completed'], minSeverity: 'high', delivery: 'immediate' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await who.admin.get('/auth/notifications')).body).toEqual({ events: ['scan.completed'], minSeverity: 'high', delivery: 'immediate' });
    const digest = await who.member.put('/auth/notifications', { events: ['scan.completed', 'finding.new'], minSeverity: 'high', delivery: 'digest' });
    expect(digest.status).toBe(200);

    const scanId = await scan();
    const mail = await app.smtp.nextMessage('admin@demo.local');
    expect(mail.subject).toBe('Vigia: Scan concluído — Demo');
    expect(mail.text).toContain(`O scan ${scanId.slice(0, 8)} do projeto Internet Banking terminou com`);
    expect(await app.smtp.noMessage('analyst@demo.local', 1500)).toBe(true);

    expect(await app.cp.services.outbound.notifications.sendDigests()).toBe(1);
    const daily = await app.smtp.nextMessage('analyst@demo.local');
    expect(daily.subject).toBe('Vigia: resumo diário (2 eventos) — Demo');
    expect(daily.text).toContain('Scan concluído: O scan');
    expect(daily.text).toContain('Novos achados: O scan');
    expect(daily.text).not.toMatch(/achados? novos? \([^)]*médio/);
    // Sent items are not sent again.
    expect(await app.cp.services.outbound.notifications.sendDigests()).toBe(0);

    await who.admin.put('/auth/notifications', { events: [], minSeverity: 'high', delivery: 'immediate' });
    await who.member.put('/auth/notifications', { events: [], minSeverity: 'high', delivery: 'immediate' });
  });

  it('when a token or another tenant asks for the preferences of this tenant, then it is refused', async () => {
    expect((await app.client().get('/auth/notifications', { bearer: who.viewerToken })).status).toBe(401);
    expect((await who.otherAdmin.get('/auth/notifications', { headers: { 'X-Tenant-ID': who.tenantId } })).status).toBe(403);
  });
});
