import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './helpers/client.js';
import { startTestApp, type TestApp } from './helpers/app.js';

/**
 * Tenants in the admin area (issue 13): quota and Banco Central regime edited by the TENANT_ADMIN
 * only, soft removal (spec §4) locking members and tokens out until it is reactivated, audited.
 */
let app: TestApp;
let admin: Client;
let analyst: Client;
let tenantId: string;
let viewerToken: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('admin@demo.local');
  analyst = await app.signIn('analyst@demo.local');
  tenantId = (await admin.get('/auth/whoami')).body.user.tenantId;
  const banking = (await admin.get('/api/v1/projects?search=Internet')).body.projects[0].id;
  viewerToken = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'painel', projectId: banking, kind: 'VIEWER' })).body.secret;
});
afterAll(async () => {
  await app?.close();
});

describe('tenant settings', () => {
  it('when a member, a token or an anonymous caller changes the quota or the regime, then 403/401 and nothing changes', async () => {
    const asMember = await analyst.patch(`/api/v1/admin/tenants/${tenantId}`, { quotaUnits: 1, bacenRegime: 'BCB_85' });
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe('Acesso negado ao tenant');
    expect((await app.client().patch(`/api/v1/admin/tenants/${tenantId}`, { quotaUnits: 1 }, { bearer: viewerToken })).status).toBe(403);
    expect((await app.client().patch(`/api/v1/admin/tenants/${tenantId}`, { quotaUnits: 1 })).status).toBe(401);
    const tenant = (await admin.get('/api/v1/admin/tenants')).body.tenants[0];
    expect(tenant).toMatchObject({ quotaUnits: 100000, bacenRegime: 'CMN_4893' });
  });

  it('when the admin sets the monthly quota and the regime, then usage and the tenant show them', async () => {
    const res = await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { quotaUnits: 2000, bacenRegime: 'BCB_85' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ quotaUnits: 2000, bacenRegime: 'BCB_85' });
    expect((await admin.get('/api/v1/usage/summary')).body.limit).toBe(2000);
  });
});

describe('tenant soft removal', () => {
  it('when the admin deactivates the tenant, then members and tokens are locked out until it is reactivated', async () => {
    const off = await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);

    const member = await analyst.get('/api/v1/projects', { headers: { 'X-Tenant-ID': tenantId } });
    expect(member.status).toBe(403);
    expect(JSON.stringify(member.body)).not.toContain('Internet Banking');
    const token = await app.client().get('/api/v1/projects', { bearer: viewerToken });
    expect(token.status).toBe(401);
    expect(token.body.code).toBe('TOKEN_INACTIVE');
    // Its admin still sees it, to reactivate it.
    expect((await admin.get('/api/v1/admin/tenants')).body.tenants[0]).toMatchObject({ id: tenantId, isActive: false });

    const on = await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { isActive: true });
    expect(on.body.isActive).toBe(true);
    expect((await analyst.get('/api/v1/projects')).status).toBe(200);
    expect((await app.client().get('/api/v1/projects', { bearer: viewerToken })).status).toBe(200);

    const entries = (await admin.get(`/api/v1/admin/tenants/${tenantId}/audit?action=tenant.`)).body.entries;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['tenant.reactivate', 'tenant.deactivate', 'tenant.update']);
    expect(entries[1]).toMatchObject({ targetType: 'tenant', targetLabel: 'Demo', before: { isActive: true }, after: { isActive: false } });
  });
});
