import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './helpers/client.js';
import { startDemoApp, type DemoApp } from './helpers/demo-app.js';
import { linkToken } from './helpers/smtp.js';

/**
 * The users screen of the admin area (issue 13): the paged list with search and role filter,
 * invitations (pending list, resend, revoke), batch actions with per-user results, soft removal
 * ending sessions, the last-admin rule, and who may do any of it.
 */
let { app, admin, analyst, tenantId, adminId, analystId, banking } = {} as DemoApp;

const users = () => `/api/v1/admin/tenants/${tenantId}/users`;
const invites = () => `/api/v1/admin/tenants/${tenantId}/invites`;

/** Invites and signs in a new member of the Demo tenant; returns their client and id. */
async function addMember(email: string, roles: string[], name = email.split('@')[0]): Promise<{ client: Client; id: string }> {
  const invited = await admin.post('/auth/invite', { email, roles, name });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const client = app.client();
  const accepted = await client.post('/auth/invite/accept', { token: linkToken(await app.smtp.nextMessage(email), 'invite') });
  expect(accepted.status).toBe(200);
  return { client, id: accepted.body.user.id };
}

beforeAll(async () => {
  ({ app, admin, analyst, tenantId, adminId, analystId, banking } = await startDemoApp());
});
afterAll(() => app?.close());

describe('listing users', () => {
  it('when the admin lists users, then each shows name, e-mail, roles, projects, active and last sign-in, 20 per page', async () => {
    for (let i = 0; i < 21; i += 1) await addMember(`pessoa${String(i).padStart(2, '0')}@demo.local`, ['VIEWER'], `Pessoa ${String(i).padStart(2, '0')}`);
    const first = await admin.get(users());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: 23 });
    expect(first.body.users).toHaveLength(20);
    const listedAnalyst = first.body.users.find((u: { email: string }) => u.email === 'analyst@demo.local');
    expect(listedAnalyst).toMatchObject({
      id: analystId,
      name: 'Analista Demo',
      roles: ['ANALYST'],
      projectRoles: [{ projectId: banking, role: 'ANALYST' }],
      isActive: true,
      lastLoginAt: expect.any(String),
    });
    const second = await admin.get(`${users()}?page=2`);
    expect(second.body.users).toHaveLength(3);
    const seen = new Set([...first.body.users, ...second.body.users].map((u: { id: string }) => u.id));
    expect(seen.size).toBe(23);
  });

  it('when searching by part of a name or e-mail and filtering by role, then only matching users come back', async () => {
    const byName = await admin.get(`${users()}?search=${encodeURIComponent('pessoa 1')}`);
    expect(byName.body.total).toBe(10);
    expect(byName.body.users.every((u: { name: string }) => u.name.startsWith('Pessoa 1'))).toBe(true);
    const byEmail = await admin.get(`${users()}?search=ANALYST@`);
    expect(byEmail.body.users.map((u: { email: string }) => u.email)).toEqual(['analyst@demo.local']);
    // LIKE wildcards are matched literally.
    expect((await admin.get(`${users()}?search=%25`)).body.total).toBe(0);
    const admins = await admin.get(`${users()}?role=TENANT_ADMIN`);
    expect(admins.body.users.map((u: { email: string }) => u.email)).toEqual(['admin@demo.local']);
    expect((await admin.get(`${users()}?pageSize=101`)).status).toBe(422);
  });

  it('when a member, a viewer token or an anonymous caller asks, then they get 403 or 401 and no users', async () => {
    const asMember = await analyst.get(users());
    expect(asMember.status).toBe(403);
    expect(asMember.body).toEqual({ code: 'FORBIDDEN', message: 'Acesso negado ao tenant' });
    const token = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'v', projectId: banking, kind: 'VIEWER' })).body.secret;
    const asToken = await app.client().get(users(), { bearer: token });
    expect(asToken.status).toBe(403);
    expect(JSON.stringify(asToken.body)).not.toContain('@demo.local');
    expect((await app.client().get(users())).status).toBe(401);
  });
});

describe('editing and removing users', () => {
  it('when the admin changes roles and project roles, then the change is kept and audited with before and after', async () => {
    const { id } = await addMember('editar@demo.local', ['VIEWER']);
    const res = await admin.patch(`${users()}/${id}`, { roles: ['ANALYST'], projectRoles: [{ projectId: banking, role: 'PROJECT_ADMIN' }] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ roles: ['ANALYST'], projectRoles: [{ projectId: banking, role: 'PROJECT_ADMIN' }] });
    const audit = await app.cp.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .where('action', '=', 'user.update')
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(adminId);
    expect(audit.meta).toMatchObject({
      targetLabel: 'editar@demo.local',
      before: { roles: ['VIEWER'], projectRoles: [] },
      // The grant names its project, so the log reads without looking the id up.
      after: { roles: ['ANALYST'], projectRoles: [{ projectId: banking, projectName: 'Internet Banking', role: 'PROJECT_ADMIN' }] },
    });
  });

  it('when the admin removes a user, then the user disappears from the list and their sessions end at once', async () => {
    const { client, id } = await addMember('remover@demo.local', ['ANALYST']);
    expect((await client.get('/auth/whoami')).status).toBe(200);
    const removed = await admin.patch(`${users()}/${id}`, { isActive: false });
    expect(removed.status).toBe(200);
    expect(removed.body.isActive).toBe(false);
    expect((await client.get('/auth/whoami')).status).toBe(401);
    expect((await client.get('/api/v1/projects')).status).toBe(401);
    const listed = (await admin.get(`${users()}?search=remover`)).body;
    expect(listed.total).toBe(0);
    const withInactive = (await admin.get(`${users()}?search=remover&includeInactive=true`)).body;
    expect(withInactive.users[0]).toMatchObject({ id, isActive: false });
    // A removed user cannot ask for a sign-in link either (same answer, no e-mail).
    expect((await app.client().post('/auth/local/login', { email: 'remover@demo.local' })).status).toBe(202);
  });

  it('when the only admin removes their own TENANT_ADMIN role or deactivates themselves, then 422 with the reason', async () => {
    const demote = await admin.patch(`${users()}/${adminId}`, { roles: ['ANALYST'] });
    expect(demote.status).toBe(422);
    expect(demote.body).toEqual({
      code: 'LAST_ADMIN',
      message: 'Dados inválidos: o tenant precisa de ao menos um TENANT_ADMIN ativo',
      field: 'roles',
    });
    const leave = await admin.patch(`${users()}/${adminId}`, { isActive: false });
    expect(leave.status).toBe(422);
    expect(leave.body.field).toBe('isActive');
    expect((await admin.get('/auth/whoami')).body.user.roles).toEqual(['TENANT_ADMIN']);
  });

  it('when a member tries to change a user, then 403 and nothing changes', async () => {
    const res = await analyst.patch(`${users()}/${analystId}`, { roles: ['TENANT_ADMIN'] });
    expect(res.status).toBe(403);
    expect((await analyst.get('/auth/whoami')).body.user.roles).toEqual(['ANALYST']);
  });

  it('when the session has no CSRF token, then a change is refused', async () => {
    const res = await admin.patch(`${users()}/${analystId}`, { name: 'Sem CSRF' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_INVALID');
  });
});

describe('batch actions', () => {
  it('when the admin deactivates several users, then each gets its own result and failures say who and why', async () => {
    const a = await addMember('lote-a@demo.local', ['VIEWER']);
    const b = await addMember('lote-b@demo.local', ['VIEWER']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await admin.post(`${users()}/batch`, { userIds: [a.id, b.id, adminId, unknown], action: 'deactivate' });
    expect(res.status).toBe(200);
    expect(res.body.succeeded).toBe(2);
    expect(res.body.failed).toBe(2);
    expect(res.body.results.map((r: { userId: string; success: boolean }) => [r.userId, r.success])).toEqual([
      [a.id, true],
      [b.id, true],
      [adminId, false],
      [unknown, false],
    ]);
    expect(res.body.results[2]).toMatchObject({ email: 'admin@demo.local', code: 'LAST_ADMIN', message: expect.stringContaining('TENANT_ADMIN') });
    expect(res.body.results[3]).toMatchObject({ email: null, code: 'NOT_FOUND', message: 'Usuário não encontrado' });
    expect((await a.client.get('/auth/whoami')).status).toBe(401);

    const reactivated = await admin.post(`${users()}/batch`, { userIds: [a.id], action: 'activate' });
    expect(reactivated.body).toMatchObject({ succeeded: 1, failed: 0, results: [{ userId: a.id, success: true, user: { isActive: true } }] });
    const actions = await app.cp.db.selectFrom('audit_log').select('action').where('target_id', '=', a.id).orderBy('created_at').execute();
    expect(actions.map((row) => row.action)).toEqual(['user.remove', 'user.activate']);
  });

  it('when the admin sets roles in batch, then roles are replaced; setRoles without roles is a 422', async () => {
    const c = await addMember('lote-c@demo.local', ['VIEWER']);
    const res = await admin.post(`${users()}/batch`, { userIds: [c.id], action: 'setRoles', roles: ['ANALYST'] });
    expect(res.body.results[0]).toMatchObject({ success: true, user: { roles: ['ANALYST'] } });
    const missing = await admin.post(`${users()}/batch`, { userIds: [c.id], action: 'setRoles' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Dados inválidos: roles é obrigatório para setRoles' });
    expect((await admin.post(`${users()}/batch`, { userIds: [], action: 'activate' })).status).toBe(422);
  });

  it('when a member calls the batch, then 403 and nobody changes', async () => {
    const res = await analyst.post(`${users()}/batch`, { userIds: [adminId], action: 'deactivate' });
    expect(res.status).toBe(403);
    expect((await admin.get('/auth/whoami')).status).toBe(200);
  });
});

describe('invitations', () => {
  it('when the admin invites, then the pending list shows it with its expiry (72 h by default) and who sent it', async () => {
    const sent = await admin.post('/auth/invite', { email: 'pendente@demo.local', roles: ['VIEWER'], projectRoles: [{ projectId: banking, role: 'VIEWER' }] });
    expect(sent.status).toBe(201);
    await app.smtp.nextMessage('pendente@demo.local');
    const hours = (Date.parse(sent.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const list = await admin.get(invites());
    expect(list.status).toBe(200);
    const listed = list.body.invites.find((i: { id: string }) => i.id === sent.body.id);
    expect(listed).toMatchObject({
      email: 'pendente@demo.local',
      roles: ['VIEWER'],
      projectRoles: [{ projectId: banking, role: 'VIEWER' }],
      status: 'pending',
      invitedByName: 'Administrador Demo',
    });
    // Accepted invitations are not pending.
    expect(list.body.invites.some((i: { email: string }) => i.email === 'editar@demo.local')).toBe(false);
  });

  it('when the admin resends, then a new link works, the old one does not, and the expiry is renewed', async () => {
    const sent = await admin.post('/auth/invite', { email: 'reenvio@demo.local', roles: ['ANALYST'], expiresInHours: 1 });
    const oldToken = linkToken(await app.smtp.nextMessage('reenvio@demo.local'), 'invite');
    const resent = await admin.post(`${invites()}/${sent.body.id}/resend`, { expiresInHours: 48 });
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.body.expiresAt)).toBeGreaterThan(Date.parse(sent.body.expiresAt));
    const newToken = linkToken(await app.smtp.nextMessage('reenvio@demo.local'), 'invite');
    expect(newToken).not.toBe(oldToken);
    const old = await app.client().post('/auth/invite/accept', { token: oldToken });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe('Convite inválido ou expirado');
    expect((await app.client().post('/auth/invite/accept', { token: newToken })).status).toBe(200);
    const again = await admin.post(`${invites()}/${sent.body.id}/resend`);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Dados inválidos: inviteId refere-se a um convite já aceito');
  });

  it('when the admin revokes, then the link stops working and the invite leaves the pending list', async () => {
    const sent = await admin.post('/auth/invite', { email: 'revogar@demo.local', roles: ['VIEWER'] });
    const token = linkToken(await app.smtp.nextMessage('revogar@demo.local'), 'invite');
    const revoked = await admin.post(`${invites()}/${sent.body.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    expect((await app.client().post('/auth/invite/accept', { token })).status).toBe(400);
    expect((await admin.get(invites())).body.invites.some((i: { id: string }) => i.id === sent.body.id)).toBe(false);
    const audit = await app.cp.db.selectFrom('audit_log').selectAll().where('action', '=', 'invite.revoke').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_user_id: adminId, target_id: sent.body.id, tenant_id: tenantId });
    expect(JSON.stringify(audit.meta)).not.toContain(token);
  });

  it('when a member, a token or another tenant asks for invitations, then 403/401/404 and no data', async () => {
    expect((await analyst.get(invites())).status).toBe(403);
    expect((await app.client().get(invites())).status).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post(`${invites()}/${unknown}/revoke`)).status).toBe(404);
    expect((await analyst.post(`${invites()}/${unknown}/resend`)).status).toBe(403);
  });
});
