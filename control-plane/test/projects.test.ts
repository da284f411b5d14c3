import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp, type DemoApp } from './helpers/demo-app.js';

let { app, admin, analyst, tenantId, banking, pix, analystId, adminId } = {} as DemoApp;

beforeAll(async () => {
  ({ app, admin, analyst, tenantId, banking, pix, analystId, adminId } = await startDemoApp());
});
afterAll(() => app?.close());

const names = (body: { projects: { name: string }[] }) => body.projects.map((p) => p.name);

describe('projects', () => {
  it('lists the seeded projects ordered by name', async () => {
    const res = await admin.get('/api/v1/projects');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(names(res.body)).toEqual(['API Pix', 'Internet Banking']);
    expect(res.body.projects[1]).toMatchObject({
      tenantId,
      description: 'Aplicação web de internet banking',
      isActive: true,
      environments: expect.any(Array),
      createdAt: expect.any(String),
    });
  });

  it('requires name and description (422 with the field)', async () => {
    const missing = await admin.post('/api/v1/projects', { name: 'Sem descrição' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ code: 'VALIDATION_ERROR', message: 'Dados inválidos: description é obrigatório', field: 'description' });
    expect((await admin.post('/api/v1/projects', { description: 'x' })).body.field).toBe('name');
    expect((await admin.post('/api/v1/projects', { name: 'Branco', description: '   ' })).body.field).toBe('description');
    const created = await admin.post('/api/v1/projects', { name: 'Open Finance', description: 'APIs do Open Finance Brasil', environments: ['prod', 'hml'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Open Finance', tenantId, environments: ['prod', 'hml'], isActive: true });
    const duplicate = await admin.post('/api/v1/projects', { name: 'open finance', description: 'outro' });
    expect(duplicate).toMatchObject({ status: 422, body: { field: 'name' } });
  });

  it('searches name and description and pages the results', async () => {
    for (const n of ['Alfa', 'Beta', 'Gama', 'Delta']) {
      expect((await admin.post('/api/v1/projects', { name: `Canal ${n}`, description: `Canal digital ${n}` })).status).toBe(201);
    }
    const search = await admin.get('/api/v1/projects?search=PIX');
    expect(names(search.body)).toEqual(['API Pix']);
    expect(names((await admin.get('/api/v1/projects?search=instant%C3%A2neo')).body)).toEqual(['API Pix']);
    expect((await admin.get('/api/v1/projects?search=%25')).body.total).toBe(0);

    const page1 = await admin.get('/api/v1/projects?search=canal&pageSize=3');
    expect(page1.body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(names(page1.body)).toEqual(['Canal Alfa', 'Canal Beta', 'Canal Delta']);
    const page2 = await admin.get('/api/v1/projects?search=canal&pageSize=3&page=2');
    expect(names(page2.body)).toEqual(['Canal Gama']);
    const tooBig = await admin.get('/api/v1/projects?pageSize=101');
    expect(tooBig).toMatchObject({ status: 422, body: { field: 'pageSize', message: 'Dados inválidos: pageSize deve ser menor ou igual a 100' } });
    expect((await admin.get('/api/v1/projects?page=abc')).body.field).toBe('page');
  });

  it('soft-removes a project with isActive=false', async () => {
    const created = await admin.post('/api/v1/projects', { name: 'Legado', description: 'Sistema legado' });
    const removed = await admin.patch(`/api/v1/projects/${created.body.id}`, { isActive: false });
    expect(removed.status).toBe(200);
    expect(removed.body.isActive).toBe(false);
    expect(names((await admin.get('/api/v1/projects?isActive=false')).body)).toEqual(['Legado']);
    expect(names((await admin.get('/api/v1/projects?isActive=true')).body)).not.toContain('Legado');
    const back = await admin.patch(`/api/v1/projects/${created.body.id}`, { isActive: true, description: 'Sistema legado reativado' });
    expect(back.body).toMatchObject({ isActive: true, description: 'Sistema legado reativado' });
    expect((await admin.patch(`/api/v1/projects/${created.body.id}`, {})).body.message).toBe('Dados inválidos: body deve informar ao menos um campo');
    expect((await admin.patch('/api/v1/projects/00000000-0000-4000-8000-000000000000', { name: 'x' })).status).toBe(404);
  });

  it('an analyst sees only the assigned project and may not create or change projects', async () => {
    const res = await analyst.get('/api/v1/projects');
    expect(res.body).toMatchObject({ total: 1 });
    expect(names(res.body)).toEqual(['Internet Banking']);
    const me = (await analyst.get('/auth/whoami')).body.user;
    expect(me).toMatchObject({ role: 'ANALYST', roles: ['ANALYST'], projectIds: [banking], projectRoles: [{ projectId: banking, role: 'ANALYST' }] });

    expect((await analyst.post('/api/v1/projects', { name: 'Meu', description: 'x' })).status).toBe(403);
    expect((await analyst.patch(`/api/v1/projects/${banking}`, { description: 'x' })).status).toBe(403);
    expect((await analyst.patch(`/api/v1/projects/${pix}`, { description: 'x' })).status).toBe(404);
  });

  it('a PROJECT_ADMIN of a project may change it', async () => {
    const updated = await admin.patch(`/api/v1/admin/tenants/${tenantId}/users/${analystId}`, {
      projectRoles: [{ projectId: banking, role: 'PROJECT_ADMIN' }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.projectRoles).toEqual([{ projectId: banking, role: 'PROJECT_ADMIN' }]);
    const changed = await analyst.patch(`/api/v1/projects/${banking}`, { description: 'Internet banking PF e PJ' });
    expect(changed.status).toBe(200);
    expect(changed.body.description).toBe('Internet banking PF e PJ');
    expect((await analyst.patch(`/api/v1/projects/${pix}`, { description: 'x' })).status).toBe(404);
  });
});

describe('tenants and their users', () => {
  it('lists, filters and updates users; guards the last TENANT_ADMIN', async () => {
    const all = await admin.get(`/api/v1/admin/tenants/${tenantId}/users`);
    expect(all.status).toBe(200);
    expect(all.body.users.map((u: { email: string }) => u.email).sort()).toEqual(['admin@demo.local', 'analyst@demo.local']);
    const admins = await admin.get(`/api/v1/admin/tenants/${tenantId}/users?role=TENANT_ADMIN`);
    expect(admins.body.users.map((u: { email: string }) => u.email)).toEqual(['admin@demo.local']);
    expect((await admin.get(`/api/v1/admin/tenants/${tenantId}/users?role=CHEFE`)).body.field).toBe('role');

    const renamed = await admin.patch(`/api/v1/admin/tenants/${tenantId}/users/${analystId}`, { name: 'Analista Sênior', roles: ['ANALYST', 'VIEWER'] });
    expect(renamed.body).toMatchObject({ name: 'Analista Sênior', roles: ['ANALYST', 'VIEWER'], role: 'ANALYST' });

    const self = await admin.patch(`/api/v1/admin/tenants/${tenantId}/users/${adminId}`, { isActive: false });
    expect(self.status).toBe(422);
    expect(self.body).toMatchObject({ code: 'LAST_ADMIN', field: 'isActive' });
    expect(self.body.message).toMatch(/^Dados inválidos: /);
    expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}/users/${adminId}`, { roles: ['ANALYST'] })).body.code).toBe('LAST_ADMIN');
    const foreignProject = await admin.patch(`/api/v1/admin/tenants/${tenantId}/users/${analystId}`, {
      projectRoles: [{ projectId: '00000000-0000-4000-8000-000000000000', role: 'ANALYST' }],
    });
    expect(foreignProject).toMatchObject({ status: 422, body: { field: 'projectRoles' } });
    expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}/users/00000000-0000-4000-8000-000000000000`, { name: 'x' })).status).toBe(404);
    expect((await analyst.get(`/api/v1/admin/tenants/${tenantId}/users`)).body).toEqual({ code: 'FORBIDDEN', message: 'Acesso negado ao tenant' });
  });

  it('creates and updates tenants; the creator becomes its TENANT_ADMIN; the tenant header picks the context', async () => {
    const created = await admin.post('/api/v1/admin/tenants', { name: 'Corretora' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Corretora', isActive: true, bacenRegime: 'CMN_4893', quotaUnits: 100000 });
    const second = created.body.id as string;
    const patched = await admin.patch(`/api/v1/admin/tenants/${second}`, { name: 'Corretora XP', bacenRegime: 'BCB_85', quotaUnits: 5000 });
    expect(patched.body).toMatchObject({ name: 'Corretora XP', bacenRegime: 'BCB_85', quotaUnits: 5000 });
    expect((await admin.patch(`/api/v1/admin/tenants/${second}`, { quotaUnits: -1 })).body.field).toBe('quotaUnits');

    expect((await admin.get('/api/v1/projects')).status).toBe(400);
    expect((await admin.get('/api/v1/projects', { headers: { 'X-Tenant-ID': second } })).body.total).toBe(0);
    expect((await admin.get('/api/v1/projects', { headers: { 'X-Tenant-ID': 'nope' } })).body.field).toBe('X-Tenant-ID');

    const off = await admin.patch(`/api/v1/admin/tenants/${second}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    const list = await admin.get('/api/v1/admin/tenants');
    expect(list.body.tenants).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: second, isActive: false }), expect.objectContaining({ id: tenantId, isActive: true })]),
    );
    expect((await analyst.get('/api/v1/admin/tenants')).body.tenants.map((t: { id: string }) => t.id)).toEqual([tenantId]);
    expect((await analyst.post('/api/v1/admin/tenants', { name: 'Do analista' })).status).toBe(403);
    expect((await analyst.patch(`/api/v1/admin/tenants/${tenantId}`, { name: 'Tomado' })).body.message).toBe('Acesso negado ao tenant');
  });

  it('removing a user (isActive=false) takes their access away at once', async () => {
    const removed = await admin.patch(`/api/v1/admin/tenants/${tenantId}/users/${analystId}`, { isActive: false });
    expect(removed.status).toBe(200);
    expect(removed.body.isActive).toBe(false);
    expect((await analyst.get('/api/v1/projects')).status).toBe(401);
    expect((await admin.get(`/api/v1/admin/tenants/${tenantId}/users`)).body.users).toHaveLength(1);
    expect((await admin.get(`/api/v1/admin/tenants/${tenantId}/users?includeInactive=true`)).body.users).toHaveLength(2);
    // A removed user gets no sign-in link.
    await app.client().post('/auth/local/login', { email: 'analyst@demo.local' });
    expect(await app.smtp.noMessage('analyst@demo.local')).toBe(true);
    const actions = (await app.cp.db.selectFrom('audit_log').select('action').execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['user.remove', 'user.update', 'project.create', 'project.deactivate', 'tenant.create', 'tenant.deactivate']));
  });
});
