import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp, type DemoApp } from './helpers/demo-app.js';

/**
 * The user's own profile and sessions, and who has access to a project (issue 13).
 */
let { app, admin, analyst, tenantId, banking, pix } = {} as DemoApp;
let viewerToken: string;

beforeAll(async () => {
  ({ app, admin, analyst, tenantId, banking, pix } = await startDemoApp());
  viewerToken = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'v', projectId: banking, kind: 'VIEWER' })).body.secret;
});
afterAll(() => app?.close());

describe('profile', () => {
  it('when a user changes their display name, then whoami shows it and each of their tenants audits it', async () => {
    const res = await analyst.patch('/auth/profile', { name: '  Ana Analista  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'analyst@demo.local', name: 'Ana Analista' });
    expect((await analyst.get('/auth/whoami')).body.user.name).toBe('Ana Analista');
    const audit = (await admin.get(`/api/v1/admin/tenants/${tenantId}/audit?action=user.profile_update`)).body.entries;
    expect(audit[0]).toMatchObject({ targetLabel: 'analyst@demo.local', before: { name: 'Analista Demo' }, after: { name: 'Ana Analista' } });
  });

  it('when the name is blank, the CSRF token is missing, or the caller is a token or anonymous, then it is refused', async () => {
    expect((await analyst.patch('/auth/profile', { name: '   ' })).body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name' });
    expect((await analyst.patch('/auth/profile', { name: '' })).status).toBe(422);
    expect((await analyst.patch('/auth/profile', { name: 'Sem CSRF' }, { csrf: false })).body.code).toBe('CSRF_INVALID');
    expect((await app.client().patch('/auth/profile', { name: 'Token' }, { bearer: viewerToken })).status).toBe(401);
    expect((await app.client().patch('/auth/profile', { name: 'Anônimo' })).status).toBe(401);
    expect((await analyst.get('/auth/whoami')).body.user.name).toBe('Ana Analista');
  });
});

describe('sessions', () => {
  it('when a user lists their sessions, then each shows when it began and was last seen, its browser and the current one', async () => {
    const second = await app.signIn('analyst@demo.local');
    const res = await analyst.get('/auth/sessions');
    expect(res.status).toBe(200);
    expect(res.body.sessions.length).toBeGreaterThanOrEqual(2);
    const current = res.body.sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ createdAt: expect.any(String), lastSeenAt: expect.any(String), expiresAt: expect.any(String), ip: expect.any(String) });
    expect(current[0]).toHaveProperty('userAgent');
    // Only their own sessions: the admin's never appear.
    const adminSessions = (await admin.get('/auth/sessions')).body.sessions.map((s: { id: string }) => s.id);
    expect(res.body.sessions.some((s: { id: string }) => adminSessions.includes(s.id))).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(/token|csrf/i);

    // Ending the other session signs that browser out at once; this one goes on.
    const other = (await second.get('/auth/sessions')).body.sessions.find((s: { current: boolean }) => s.current).id;
    const ended = await analyst.request('DELETE', `/auth/sessions/${other}`);
    expect(ended.status).toBe(200);
    expect((await second.get('/auth/whoami')).status).toBe(401);
    expect((await analyst.get('/auth/whoami')).status).toBe(200);
    expect((await analyst.request('DELETE', `/auth/sessions/${other}`)).status).toBe(404);
  });

  it("when a user tries to end someone else's session, then 404 and it goes on", async () => {
    const adminSession = (await admin.get('/auth/sessions')).body.sessions.find((s: { current: boolean }) => s.current).id;
    const res = await analyst.request('DELETE', `/auth/sessions/${adminSession}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Sessão não encontrada');
    expect((await admin.get('/auth/whoami')).status).toBe(200);
    expect((await analyst.request('DELETE', `/auth/sessions/${adminSession}`, { csrf: false })).status).toBe(403);
  });

  it('when a user ends their current session, then the cookies are cleared and the next call is 401', async () => {
    const browser = await app.signIn('analyst@demo.local');
    const id = (await browser.get('/auth/sessions')).body.sessions.find((s: { current: boolean }) => s.current).id;
    const res = await browser.request('DELETE', `/auth/sessions/${id}`);
    expect(res.status).toBe(200);
    expect(res.setCookies.some((cookie) => /^vigia_session=;/.test(cookie) || /vigia_session=.*Max-Age=0/i.test(cookie))).toBe(true);
    expect((await browser.get('/auth/sessions')).status).toBe(401);
  });
});

describe('project members', () => {
  it('when the admin asks who has access to a project, then grants and tenant admins come back with their roles', async () => {
    const res = await admin.get(`/api/v1/projects/${banking}/members`);
    expect(res.status).toBe(200);
    expect(res.body.projectId).toBe(banking);
    expect(res.body.members).toEqual([
      { userId: expect.any(String), name: 'Administrador Demo', email: 'admin@demo.local', access: 'tenantAdmin', role: 'TENANT_ADMIN', tenantRoles: ['TENANT_ADMIN'] },
      { userId: expect.any(String), name: 'Ana Analista', email: 'analyst@demo.local', access: 'project', role: 'ANALYST', tenantRoles: ['ANALYST'] },
    ]);
    const pixMembers = (await admin.get(`/api/v1/projects/${pix}/members`)).body.members.map((m: { email: string }) => m.email);
    expect(pixMembers).toEqual(['admin@demo.local']);
  });

  it('when a member without admin rights, a token or an anonymous caller asks, then 403/404/401 and no members', async () => {
    const asAnalyst = await analyst.get(`/api/v1/projects/${banking}/members`);
    expect(asAnalyst.status).toBe(403);
    expect(JSON.stringify(asAnalyst.body)).not.toContain('@demo.local');
    expect((await analyst.get(`/api/v1/projects/${pix}/members`)).status).toBe(404);
    expect((await app.client().get(`/api/v1/projects/${banking}/members`, { bearer: viewerToken })).status).toBe(403);
    expect((await app.client().get(`/api/v1/projects/${banking}/members`)).status).toBe(401);
    expect((await admin.get('/api/v1/projects/00000000-0000-4000-8000-000000000000/members')).status).toBe(404);
  });

  it("when a user is granted PROJECT_ADMIN of the project, then they see its members; a removed user is not listed", async () => {
    const analystId = (await analyst.get('/auth/whoami')).body.user.id;
    await admin.patch(`/api/v1/admin/tenants/${tenantId}/users/${analystId}`, { projectRoles: [{ projectId: banking, role: 'PROJECT_ADMIN' }] });
    const res = await analyst.get(`/api/v1/projects/${banking}/members`);
    expect(res.status).toBe(200);
    expect(res.body.members.find((m: { email: string }) => m.email === 'analyst@demo.local').role).toBe('PROJECT_ADMIN');
    await admin.patch(`/api/v1/admin/tenants/${tenantId}/users/${analystId}`, { isActive: false });
    const after = (await admin.get(`/api/v1/projects/${banking}/members`)).body.members.map((m: { email: string }) => m.email);
    expect(after).toEqual(['admin@demo.local']);
  });
});
