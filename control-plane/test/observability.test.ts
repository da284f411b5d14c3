import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './helpers/client.js';
import { inOneWindow, testClock } from './helpers/clock.js';
import { startDemoApp, type DemoApp } from './helpers/demo-app.js';

const clock = testClock();
let { app, admin, tenantId, banking, pix } = {} as DemoApp;

beforeAll(async () => {
  ({ app, admin, tenantId, banking, pix } = await startDemoApp({}, { clock }));
});
afterAll(() => app?.close());

describe('usage', () => {
  it('starts at zero against the default quota', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const summary = await admin.get('/api/v1/usage/summary');
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({ tenantId, projectId: null, month, used: 0, limit: 100000, percent: 0, warnings: [], byProject: [] });
    const realtime = await admin.get('/api/v1/usage/realtime');
    expect(realtime.body).toMatchObject({ tenantId, used: 0, limit: 100000, percent: 0, warnings: [], lastHourUnits: 0, scansRunning: 0 });
    expect(Date.parse(realtime.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await admin.get('/api/v1/usage/summary?month=2026-13')).body.field).toBe('month');
    expect((await admin.get('/api/v1/usage/summary?month=2025-01')).body).toMatchObject({ month: '2025-01', used: 0 });
  });

  it('sums usage records of the month, warns at 80% and 95%; a project narrows the breakdown, never the tenant\'s usage', async () => {
    expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { quotaUnits: 1000 })).status).toBe(200);
    await app.cp.db
      .insertInto('usage_records')
      .values([
        { tenant_id: tenantId, project_id: banking, units: 600 },
        { tenant_id: tenantId, project_id: pix, units: 250 },
        { tenant_id: tenantId, project_id: pix, units: 999, recorded_at: '2025-01-15T00:00:00Z' },
      ])
      .execute();
    const summary = (await admin.get('/api/v1/usage/summary')).body;
    expect(summary).toMatchObject({ used: 850, limit: 1000, percent: 85, warnings: ['Uso de 80% da cota mensal atingido'] });
    expect(summary.byProject).toEqual(
      expect.arrayContaining([
        { projectId: banking, units: 600, scans: 0 },
        { projectId: pix, units: 250, scans: 0 },
      ]),
    );
    const narrowed = (await admin.get('/api/v1/usage/summary', { headers: { 'X-Project-ID': pix } })).body;
    // The quota is the tenant's (issue 30): a selected project narrows the breakdown, not the usage against it.
    expect(narrowed).toMatchObject({ projectId: pix, used: 850, percent: 85, warnings: ['Uso de 80% da cota mensal atingido'], byProject: [{ projectId: pix, units: 250 }] });

    await app.cp.db.insertInto('usage_records').values({ tenant_id: tenantId, project_id: banking, units: 105 }).execute();
    const high = (await admin.get('/api/v1/usage/realtime')).body;
    expect(high).toMatchObject({ used: 955, percent: 95.5, warnings: ['Uso de 95% da cota mensal atingido'], lastHourUnits: 955 });

    await app.cp.db.insertInto('scans').values({ tenant_id: tenantId, project_id: banking, status: 'running', stage: 'analyzing' }).execute();
    expect((await admin.get('/api/v1/usage/realtime')).body.scansRunning).toBe(1);
  });

  it('an analyst sees tenant totals but only their projects, and not other projects', async () => {
    const analyst = await app.signIn('analyst@demo.local');
    const summary = (await analyst.get('/api/v1/usage/summary')).body;
    expect(summary.used).toBe(955);
    expect(summary.byProject.map((p: { projectId: string }) => p.projectId)).toEqual([banking]);
    const own = (await analyst.get('/api/v1/usage/summary', { headers: { 'X-Project-ID': banking } })).body;
    expect(own).toMatchObject({ used: 955, byProject: [{ projectId: banking, units: 705 }] });
    const denied = await analyst.get('/api/v1/usage/summary', { headers: { 'X-Project-ID': pix } });
    expect(denied.status).toBe(403);
  });
});

describe('client error intake', () => {
  it('redacts tokens, secrets, e-mails, long strings and sensitive keys before storing', async () => {
    const projectToken = `VIEWER_${banking}_${'ab'.repeat(32)}`;
    const res = await app.client().post('/api/v1/observability/client-errors', {
      entries: [
        {
          level: 'error',
          message: `Falha ao chamar API com Bearer abc.def.ghi e token ${projectToken} para maria@banco.com.br`,
          stack: `Error: x\n at fetch (password=hunter2) ${'Z'.repeat(80)}`,
          context: { route: '/dashboard', authorization: 'Bearer xyz', nested: { apiKey: 'k-123', note: 'cpf do cliente' } },
          timestamp: new Date().toISOString(),
          userAgent: 'Mozilla/5.0',
          url: 'http://localhost:4000/auth/callback?token=segredo123',
        },
        { level: 'warn', message: 'Aviso simples', timestamp: new Date().toISOString() },
      ],
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ accepted: 2 });
    const rows = await app.cp.db.selectFrom('client_errors').selectAll().orderBy('message').execute();
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const leaked of ['abc.def.ghi', projectToken, 'maria@banco.com.br', 'hunter2', 'Z'.repeat(80), 'Bearer xyz', 'k-123', 'segredo123']) {
      expect(stored).not.toContain(leaked);
    }
    expect(stored).toContain('Aviso simples');
    expect(rows.find((r) => r.level === 'error')?.context).toMatchObject({ route: '/dashboard', authorization: '[REDACTED]', nested: { apiKey: '[REDACTED]' } });
  });

  it('validates the batch and rate-limits per client address', async () => {
    const empty = await app.client().post('/api/v1/observability/client-errors', { entries: [] });
    expect(empty).toMatchObject({ status: 422, body: { field: 'entries' } });
    const badLevel = await app.client().post('/api/v1/observability/client-errors', {
      entries: [{ level: 'fatal', message: 'x', timestamp: new Date().toISOString() }],
    });
    expect(badLevel.body.field).toBe('entries[0].level');
    const client = new Client(app.url);
    const entry = { entries: [{ level: 'info', message: 'x', timestamp: new Date().toISOString() }] };
    const { max } = app.cp.config.rateLimits.clientErrorsPerIp;
    const statuses = await inOneWindow(clock, async () => {
      const answered: number[] = [];
      for (let i = 0; i <= max; i += 1) answered.push((await client.post('/api/v1/observability/client-errors', entry)).status);
      return answered;
    });
    expect(statuses.slice(0, max).every((s) => s === 202)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});

describe('health', () => {
  it('reports ok with the database kind', async () => {
    const res = await app.client().get('/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      version: '1.0.0',
      time: expect.any(String),
      database: 'ok',
      databaseKind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    // The dependency checks are for the tenant's administrators (test/health.test.ts).
    expect((await app.client().get('/api/v1/health?level=security')).status).toBe(401);
    expect((await app.client().get('/api/v1/health?level=everything')).status).toBe(422);
  });

  it('reports down with 503 when the database does not answer', async () => {
    await app.cp.db.destroy();
    const res = await app.client().get('/api/v1/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'down', database: 'down', version: '1.0.0' });
  });
});
