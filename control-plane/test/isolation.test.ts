import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, Client } from './helpers/client.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { linkToken } from './helpers/smtp.js';

/**
 * Tenant A is the seeded "Demo"; tenant B signs up on its own. Nothing of B may be read or changed
 * on behalf of A: not by A's TENANT_ADMIN, not by A's tokens. Every attempt is a 403 or a 404.
 */
let app: TestApp;
let adminA: Client;
let adminB: Client;
let tenantA: string;
let tenantB: string;
let projectA: string;
let projectB: string;
let adminBId: string;
let tokenB: { id: string; secret: string };
let viewerA: string;
let runA: string;

const B_NAMES = ['Banco Beta', 'Projeto Secreto B', 'admin@beta.com.br'];

beforeAll(async () => {
  app = await startTestApp();
  adminA = await app.signIn('admin@demo.local');
  tenantA = (await adminA.get('/auth/whoami')).body.user.tenantId;
  projectA = (await adminA.get('/api/v1/projects')).body.projects[0].id;

  adminB = app.client();
  expect((await adminB.post('/auth/signup', { name: 'Admin Beta', email: 'admin@beta.com.br', tenantName: 'Banco Beta' })).status).toBe(202);
  await adminB.get(`/auth/local/callback?token=${linkToken(await app.smtp.nextMessage('admin@beta.com.br'))}`);
  const whoB = (await adminB.get('/auth/whoami')).body;
  tenantB = whoB.user.tenantId;
  adminBId = whoB.user.id;
  projectB = (await adminB.post('/api/v1/projects', { name: 'Projeto Secreto B', description: 'Dados do tenant B' })).body.id;
  const created = (await adminB.post(`/api/v1/admin/tenants/${tenantB}/tokens`, { name: 'CI B', projectId: projectB, kind: 'RUN' })).body;
  tokenB = { id: created.token.id, secret: created.secret };

  const tokens = `/api/v1/admin/tenants/${tenantA}/tokens`;
  viewerA = (await adminA.post(tokens, { name: 'viewer A', projectId: projectA, kind: 'VIEWER' })).body.secret;
  runA = (await adminA.post(tokens, { name: 'run A', projectId: projectA, kind: 'RUN' })).body.secret;
});
afterAll(async () => {
  await app?.close();
});

/** Every request an actor of A could make against B's resources. */
function attacksOnB(client: Client, bearer?: string): Promise<ApiResponse>[] {
  const as = bearer ? { bearer } : {};
  const withB = { ...as, headers: { 'X-Tenant-ID': tenantB } };
  return [
    client.patch(`/api/v1/admin/tenants/${tenantB}`, { name: 'Tomado por A' }, as),
    client.get(`/api/v1/admin/tenants/${tenantB}/users`, as),
    client.patch(`/api/v1/admin/tenants/${tenantB}/users/${adminBId}`, { isActive: false }, as),
    client.get(`/api/v1/admin/tenants/${tenantB}/tokens`, as),
    client.post(`/api/v1/admin/tenants/${tenantB}/tokens`, { name: 'intruso', projectId: projectB, kind: 'VIEWER' }, as),
    client.patch(`/api/v1/admin/tenants/${tenantB}/tokens/${tokenB.id}`, { isActive: false }, as),
    client.post(`/api/v1/admin/tenants/${tenantB}/tokens/${tokenB.id}/rotate`, undefined, as),
    client.get('/api/v1/projects', withB),
    client.post('/api/v1/projects', { name: 'Plantado', description: 'x' }, withB),
    client.patch(`/api/v1/projects/${projectB}`, { name: 'Alterado por A' }, as),
    client.get('/api/v1/usage/summary', withB),
    client.get('/api/v1/usage/realtime', withB),
    client.get('/api/v1/usage/summary', { ...as, headers: { 'X-Project-ID': projectB } }),
    client.post('/auth/invite', { email: 'espiao@demo.local', roles: ['TENANT_ADMIN'] }, withB),
    // The admin area (issue 13).
    client.get(`/api/v1/admin/tenants/${tenantB}/users?search=beta`, as),
    client.post(`/api/v1/admin/tenants/${tenantB}/users/batch`, { userIds: [adminBId], action: 'deactivate' }, as),
    client.get(`/api/v1/admin/tenants/${tenantB}/invites`, as),
    client.post(`/api/v1/admin/tenants/${tenantB}/invites/${SOME_ID}/resend`, undefined, as),
    client.post(`/api/v1/admin/tenants/${tenantB}/invites/${SOME_ID}/revoke`, undefined, as),
    client.get(`/api/v1/admin/tenants/${tenantB}/tokens?projectId=${projectB}`, as),
    client.get(`/api/v1/admin/tenants/${tenantB}/audit`, as),
    client.get(`/api/v1/admin/tenants/${tenantB}/audit/export`, as),
    client.get(`/api/v1/projects/${projectB}/members`, as),
  ];
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';

function expectDenied(responses: ApiResponse[]) {
  for (const res of responses) {
    expect([403, 404], JSON.stringify(res.body)).toContain(res.status);
    expect(res.body).toEqual({ code: expect.any(String), message: expect.any(String) });
    for (const name of B_NAMES) expect(JSON.stringify(res.body)).not.toContain(name);
  }
}

async function expectBUntouched() {
  const tenants = (await adminB.get('/api/v1/admin/tenants')).body.tenants;
  expect(tenants).toEqual([expect.objectContaining({ id: tenantB, name: 'Banco Beta', isActive: true })]);
  const projects = (await adminB.get('/api/v1/projects')).body;
  expect(projects).toMatchObject({ total: 1, projects: [{ id: projectB, name: 'Projeto Secreto B' }] });
  const users = (await adminB.get(`/api/v1/admin/tenants/${tenantB}/users`)).body.users;
  expect(users).toEqual([expect.objectContaining({ id: adminBId, isActive: true, roles: ['TENANT_ADMIN'] })]);
  const tokens = (await adminB.get(`/api/v1/admin/tenants/${tenantB}/tokens`)).body.tokens;
  expect(tokens).toEqual([expect.objectContaining({ id: tokenB.id, isActive: true, name: 'CI B' })]);
  expect((await app.client().get('/auth/token/verify', { bearer: tokenB.secret })).status).toBe(200);
  const invites = await app.cp.db.selectFrom('invites').select('id').where('tenant_id', '=', tenantB).execute();
  expect(invites).toHaveLength(0);
}

describe('tenant isolation', () => {
  it("A's TENANT_ADMIN gets 403 or 404 for every resource of B", async () => {
    const responses = await Promise.all(attacksOnB(adminA));
    expectDenied(responses);
    expect(responses[0]?.body.message).toBe('Acesso negado ao tenant');
    expect(responses[3]?.body.message).toBe('Acesso negado: tenant inválido ou sem permissão');
    expect(responses[9]?.status).toBe(404);
    await expectBUntouched();
  });

  it("A's viewer and run tokens get 403 or 404 for every resource of B", async () => {
    expectDenied(await Promise.all(attacksOnB(app.client(), viewerA)));
    expectDenied(await Promise.all(attacksOnB(app.client(), runA)));
    await expectBUntouched();
  });

  it("A cannot reach B's project through its own tenant either", async () => {
    const token = await adminA.post(`/api/v1/admin/tenants/${tenantA}/tokens`, { name: 'x', projectId: projectB, kind: 'VIEWER' });
    expect(token).toMatchObject({ status: 422, body: { field: 'projectId' } });
    const grant = await adminA.patch(`/api/v1/admin/tenants/${tenantA}/users/${(await adminA.get('/auth/whoami')).body.user.id}`, {
      projectRoles: [{ projectId: projectB, role: 'PROJECT_ADMIN' }],
    });
    expect(grant).toMatchObject({ status: 422, body: { field: 'projectRoles' } });
    const invite = await adminA.post('/auth/invite', { email: 'x@demo.local', roles: ['ANALYST'], projectRoles: [{ projectId: projectB, role: 'ANALYST' }] });
    expect(invite.status).toBe(422);
    // B's users are not A's: patching them under A's tenant is a 404.
    expect((await adminA.patch(`/api/v1/admin/tenants/${tenantA}/users/${adminBId}`, { name: 'x' })).status).toBe(404);
    expect((await adminA.patch(`/api/v1/admin/tenants/${tenantA}/tokens/${tokenB.id}`, { isActive: false })).status).toBe(404);
    expect((await adminA.post(`/api/v1/admin/tenants/${tenantA}/tokens/${tokenB.id}/rotate`)).status).toBe(404);
    const listA = (await adminA.get('/api/v1/projects')).body;
    expect(JSON.stringify(listA)).not.toContain('Projeto Secreto B');
    expect(JSON.stringify((await adminA.get('/api/v1/admin/tenants')).body)).not.toContain('Banco Beta');
    await expectBUntouched();
  });

  it("A's admin cannot see or end B's sessions", async () => {
    const sessionB = (await adminB.get('/auth/sessions')).body.sessions[0].id;
    expect(JSON.stringify((await adminA.get('/auth/sessions')).body)).not.toContain(sessionB);
    const ended = await adminA.request('DELETE', `/auth/sessions/${sessionB}`);
    expect(ended.status).toBe(404);
    expect((await adminB.get('/auth/whoami')).status).toBe(200);
  });

  it('and the other way round: B cannot touch A', async () => {
    expect((await adminB.patch(`/api/v1/admin/tenants/${tenantA}`, { name: 'Tomado por B' })).status).toBe(403);
    expect((await adminB.get(`/api/v1/admin/tenants/${tenantA}/users`)).status).toBe(403);
    expect((await adminB.patch(`/api/v1/projects/${projectA}`, { name: 'Tomado por B' })).status).toBe(404);
    expect((await adminB.get('/api/v1/projects', { headers: { 'X-Tenant-ID': tenantA } })).status).toBe(403);
  });
});
