import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './helpers/client.js';
import { startWithOutsiders, type OutsidersApp } from './helpers/admin-only.js';

/**
 * Tenants in the admin area (issue 13): quota and Banco Central regime edited by the TENANT_ADMIN
 * only, soft removal (spec §4) locking members and tokens out until it is reactivated, audited.
 */
let { app, who } = {} as OutsidersApp;
let admin: Client;
let analyst: Client;
let tenantId: string;
let viewerToken: string;

beforeAll(async () => {
  ({ app, who } = await startWithOutsiders());
  ({ admin, member: analyst, tenantId, viewerToken } = who);
});
afterAll(() => app?.close());

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

describe('who may list, create and change tenants', () => {
  it('when anyone lists tenants, then each sees only the tenants they belong to; tokens and anonymous callers see none', async () => {
    const mine = (await admin.get('/api/v1/admin/tenants')).body.tenants.map((t: { id: string }) => t.id);
    expect(mine).toContain(tenantId);
    expect(mine).not.toContain(who.otherTenantId);
    const other = await who.otherAdmin.get('/api/v1/admin/tenants');
    expect(other.body.tenants.map((t: { id: string }) => t.id)).toEqual([who.otherTenantId]);
    const member = await analyst.get('/api/v1/admin/tenants');
    expect(member.body.tenants.map((t: { id: string }) => t.id)).toEqual([tenantId]);
    for (const bearer of [who.viewerToken, who.runToken]) {
      const res = await app.client().get('/api/v1/admin/tenants', { bearer });
      expect([401, 403]).toContain(res.status);
      expect(res.body.tenants).toBeUndefined();
    }
    const anonymous = await app.client().get('/api/v1/admin/tenants');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.tenants).toBeUndefined();
  });

  it('when a member, a token or an anonymous caller creates a tenant, then it is refused and nothing is created', async () => {
    const count = async () => (await app.cp.db.selectFrom('tenants').select('id').execute()).length;
    const before = await count();
    const member = await analyst.post('/api/v1/admin/tenants', { name: 'Tenant do Analista' });
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('Acesso negado: apenas administradores de tenant podem criar tenants');
    for (const bearer of [who.viewerToken, who.runToken]) {
      expect([401, 403]).toContain((await app.client().post('/api/v1/admin/tenants', { name: 'Tenant do Token' }, { bearer })).status);
    }
    expect((await app.client().post('/api/v1/admin/tenants', { name: 'Tenant Anônimo' })).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it("when another tenant's admin changes this tenant, or anyone changes an unknown one, then 403 and no data", async () => {
    const other = await who.otherAdmin.patch(`/api/v1/admin/tenants/${tenantId}`, { name: 'Tomado', isActive: false });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Acesso negado ao tenant');
    expect(other.body.name).toBeUndefined();
    expect((await app.client().patch(`/api/v1/admin/tenants/${tenantId}`, { quotaUnits: 1 }, { bearer: who.runToken })).status).toBe(403);
    const unknown = await admin.patch('/api/v1/admin/tenants/00000000-0000-4000-8000-000000000000', { name: 'Fantasma' });
    expect(unknown.status).toBe(403);
    const tenant = (await admin.get('/api/v1/admin/tenants')).body.tenants.find((t: { id: string }) => t.id === tenantId);
    expect(tenant).toMatchObject({ name: 'Demo', isActive: true });
  });

  it('when an admin creates a tenant, then they administer it, can rename it, and its log starts with the creation', async () => {
    const created = await who.otherAdmin.post('/api/v1/admin/tenants', { name: '  Corretora Gama  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Corretora Gama', isActive: true });
    const id = created.body.id as string;
    expect((await who.otherAdmin.get('/auth/whoami')).body.tenants).toEqual(expect.arrayContaining([expect.objectContaining({ tenantId: id, roles: ['TENANT_ADMIN'] })]));
    const renamed = await who.otherAdmin.patch(`/api/v1/admin/tenants/${id}`, { name: 'Corretora Gama S.A.', quotaUnits: 0 });
    expect(renamed.body).toMatchObject({ name: 'Corretora Gama S.A.', quotaUnits: 0 });
    // The Demo admin is not a member of it.
    expect((await admin.patch(`/api/v1/admin/tenants/${id}`, { name: 'Invadido' })).status).toBe(403);
    expect((await admin.get(`/api/v1/admin/tenants/${id}/audit`)).status).toBe(403);
    const log = (await who.otherAdmin.get(`/api/v1/admin/tenants/${id}/audit`)).body.entries;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['tenant.update', 'tenant.create']);
    expect(log[0]).toMatchObject({ before: { name: 'Corretora Gama', quotaUnits: 100000 }, after: { name: 'Corretora Gama S.A.', quotaUnits: 0 } });
  });

  it('when the name is blank after trimming or the quota negative, then 422 with the server message', async () => {
    const blank = await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe('Dados inválidos: name deve ter de 2 a 120 caracteres');
    expect((await admin.post('/api/v1/admin/tenants', { name: ' x ' })).status).toBe(422);
    expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { quotaUnits: -1 })).status).toBe(422);
    expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { bacenRegime: 'OUTRO' })).status).toBe(422);
  });
});
