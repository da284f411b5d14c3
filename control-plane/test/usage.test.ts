import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp, type DemoApp } from './helpers/demo-app.js';

/**
 * GET /api/v1/usage/summary and /realtime (issue 30): the quota is the tenant's, so `used`,
 * `percent` and the warnings are the whole tenant's whatever project the header selects; the
 * per-project units stay in `byProject`.
 */
let { app, admin, analyst, tenantId, banking, pix } = {} as DemoApp;

beforeAll(async () => {
  ({ app, admin, analyst, tenantId, banking, pix } = await startDemoApp());
  // This month: 2 units on Internet Banking, 8 on API Pix, against a quota of 6 (167 %).
  await app.cp.db.deleteFrom('usage_records').where('tenant_id', '=', tenantId).execute();
  await app.cp.db
    .insertInto('usage_records')
    .values([
      { tenant_id: tenantId, project_id: banking, units: 2, lines: 2000 },
      { tenant_id: tenantId, project_id: pix, units: 8, lines: 8000 },
    ])
    .execute();
  expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { quotaUnits: 6 })).status).toBe(200);
});
afterAll(() => app?.close());

describe('the tenant quota seen from a project', () => {
  it('when the admin selects one of two projects, then used and percent are the tenant’s, over 100 % as such', async () => {
    const res = await admin.get('/api/v1/usage/summary', { headers: { 'X-Project-ID': banking } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tenantId, projectId: banking, used: 10, limit: 6, percent: 166.7 });
    expect(res.body.warnings).toEqual(['Cota mensal esgotada: 100% das unidades do mês foram usadas']);
    expect(res.body.byProject).toEqual([expect.objectContaining({ projectId: banking, units: 2 })]);
  });

  it('when the admin asks for the whole tenant, then the same figure with every project’s units', async () => {
    const res = await admin.get('/api/v1/usage/summary');
    expect(res.body).toMatchObject({ used: 10, limit: 6, percent: 166.7 });
    const units = Object.fromEntries((res.body.byProject as { projectId: string; units: number }[]).map((p) => [p.projectId, p.units]));
    expect(units).toEqual({ [banking]: 2, [pix]: 8 });
  });

  it('when a member of one project reads usage, then the tenant’s percentage and only their project’s units', async () => {
    const projects = (await analyst.get('/api/v1/projects')).body.projects as { id: string }[];
    const own = projects[0]?.id as string;
    const res = await analyst.get('/api/v1/usage/summary', { headers: { 'X-Project-ID': own } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ used: 10, limit: 6, percent: 166.7 });
    expect((res.body.byProject as { projectId: string }[]).map((p) => p.projectId)).toEqual([own]);
    const realtime = await analyst.get('/api/v1/usage/realtime', { headers: { 'X-Project-ID': own } });
    expect(realtime.body).toMatchObject({ used: 10, limit: 6, percent: 166.7 });
  });
});
