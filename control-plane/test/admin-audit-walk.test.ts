import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type JsonBody } from './helpers/client.js';
import { startWithOutsiders, type OutsidersApp } from './helpers/admin-only.js';

/**
 * Issue 13, "Audit": every administrative change (users, invites, roles, tokens, projects, tenants,
 * key rotation, blocked addresses, alert resolution, cache clearing) is recorded with actor,
 * target, before/after and time, and reads back from the audit endpoint of its tenant only.
 */
let { app, who } = {} as OutsidersApp;
let adminId: string;
let analystId: string;
let startedAt: number;
let endedAt: number;
let created: { projectId: string; tokenId: string; inviteId: string; alertId: string; tenantId: string; blockedId: string };

const auditOf = (tenantId: string, action: string) => who.admin.get(`/api/v1/admin/tenants/${tenantId}/audit?action=${encodeURIComponent(action)}&pageSize=200`);

async function entry(action: string, targetId?: string, tenantId = who.tenantId): Promise<JsonBody> {
  const res = await auditOf(tenantId, action);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const found = (res.body.entries as JsonBody[]).filter((e) => e.action === action && (targetId === undefined || e.targetId === targetId));
  expect(found, `${action} recorded once`).toHaveLength(1);
  return found[0];
}

/** The admin made it, now, from an address. */
function byAdmin(e: JsonBody): void {
  expect(e).toMatchObject({ actorType: 'user', actorId: adminId, actorName: 'Administrador Demo', actorEmail: 'admin@demo.local', ip: expect.any(String) });
  const at = Date.parse(e.createdAt);
  expect(at).toBeGreaterThanOrEqual(startedAt - 1000);
  expect(at).toBeLessThanOrEqual(endedAt + 1000);
}

beforeAll(async () => {
  ({ app, who } = await startWithOutsiders());
  adminId = (await who.admin.get('/auth/whoami')).body.user.id;
  analystId = (await who.member.get('/auth/whoami')).body.user.id;
  const admin = who.admin;
  const t = `/api/v1/admin/tenants/${who.tenantId}`;
  startedAt = Date.now();

  // Users and roles: a role change, a soft removal and its undoing.
  expect((await admin.patch(`${t}/users/${analystId}`, { roles: ['ANALYST', 'PROJECT_ADMIN'] })).status).toBe(200);
  expect((await admin.patch(`${t}/users/${analystId}`, { isActive: false })).status).toBe(200);
  expect((await admin.patch(`${t}/users/${analystId}`, { isActive: true })).status).toBe(200);
  // Invites.
  const invite = await admin.post('/auth/invite', { email: 'auditada@demo.local', roles: ['VIEWER'] });
  expect(invite.status, JSON.stringify(invite.body)).toBe(201);
  const inviteId = (await admin.get(`${t}/invites`)).body.invites.find((i: JsonBody) => i.email === 'auditada@demo.local').id as string;
  expect((await admin.post(`${t}/invites/${inviteId}/resend`, { expiresInHours: 24 })).status).toBe(200);
  expect((await admin.post(`${t}/invites/${inviteId}/revoke`)).status).toBe(200);
  // Projects.
  const project = (await admin.post('/api/v1/projects', { name: 'Auditoria PIX', description: 'Projeto auditado' })).body;
  expect((await admin.patch(`/api/v1/projects/${project.id}`, { description: 'Projeto auditado e revisado' })).status).toBe(200);
  expect((await admin.patch(`/api/v1/projects/${project.id}`, { isActive: false })).status).toBe(200);
  // Tokens: create, rename, rotate, revoke.
  const token = (await admin.post(`${t}/tokens`, { name: 'deploy', projectId: who.projectId, kind: 'RUN' })).body;
  expect((await admin.patch(`${t}/tokens/${token.token.id}`, { name: 'deploy-prod' })).status).toBe(200);
  expect((await admin.post(`${t}/tokens/${token.token.id}/rotate`)).status).toBe(200);
  expect((await admin.patch(`${t}/tokens/${token.token.id}`, { isActive: false })).status).toBe(200);
  // The tenant: quota and regime, soft removal and back.
  expect((await admin.patch(t, { name: 'Demo S.A.', quotaUnits: 5000, bacenRegime: 'BCB_85' })).status).toBe(200);
  expect((await admin.patch(t, { isActive: false })).status).toBe(200);
  expect((await admin.patch(t, { isActive: true })).status).toBe(200);
  // Key rotation, blocked addresses, cache clearing.
  expect((await admin.post('/api/v1/admin/crypto/rotate-keys', { confirm: 'yes' })).status).toBe(200);
  const blocked = await admin.post('/api/v1/admin/security/block-ip', { ip: '198.51.100.0/24', reason: 'Varredura de portas' });
  expect(blocked.status).toBe(201);
  expect((await admin.post('/api/v1/admin/security/unblock-ip', { ip: '198.51.100.0/24' })).status).toBe(200);
  expect((await admin.post('/api/v1/admin/performance/cache/clear', { confirm: 'yes' })).status).toBe(200);
  // Alert resolution: five failed sign-ins from one address open an alert in every tenant.
  const attacker = new Client(app.url, { 'X-Forwarded-For': '203.0.113.50' });
  for (let i = 0; i < 5; i += 1) await attacker.get(`/auth/local/callback?token=falso-${i}`);
  const alert = (await admin.get('/api/v1/admin/observability/alerts')).body.alerts.find((a: JsonBody) => a.kind === 'signin_failures');
  expect((await admin.post(`/api/v1/admin/observability/alerts/${alert.id}/resolve`, { reason: 'Endereço de teste interno' })).status).toBe(200);
  // A new tenant, audited in its own log (last: from here on the admin has two tenants).
  const tenant = (await admin.post('/api/v1/admin/tenants', { name: 'Corretora Auditada' })).body;

  endedAt = Date.now();
  created = { projectId: project.id, tokenId: token.token.id, inviteId, alertId: alert.id, tenantId: tenant.id, blockedId: blocked.body.id };
});
afterAll(() => app?.close());

describe('every administrative change is in the audit log', () => {
  it('users and roles: role change, removal and reactivation with before/after', async () => {
    const roles = await entry('user.update', analystId);
    byAdmin(roles);
    expect(roles).toMatchObject({ targetType: 'user', targetLabel: 'analyst@demo.local' });
    expect(roles.before.roles).toEqual(['ANALYST']);
    expect([...roles.after.roles].sort()).toEqual(['ANALYST', 'PROJECT_ADMIN']);
    expect(await entry('user.remove', analystId)).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(await entry('user.activate', analystId)).toMatchObject({ before: { isActive: false }, after: { isActive: true } });
  });

  it('invites: sent, resent with a new expiry, revoked', async () => {
    const sent = await entry('invite.create', created.inviteId);
    byAdmin(sent);
    expect(sent).toMatchObject({ targetType: 'invite', targetLabel: 'auditada@demo.local', after: { email: 'auditada@demo.local', roles: ['VIEWER'] } });
    const resent = await entry('invite.resend', created.inviteId);
    expect(Date.parse(resent.after.expiresAt)).not.toBe(Date.parse(resent.before.expiresAt));
    expect(await entry('invite.revoke', created.inviteId)).toMatchObject({ before: { status: 'pending' }, after: { status: 'revoked' } });
  });

  it('projects: created, edited and deactivated', async () => {
    const made = await entry('project.create', created.projectId);
    byAdmin(made);
    expect(made).toMatchObject({ targetType: 'project', targetLabel: 'Auditoria PIX', after: { name: 'Auditoria PIX', description: 'Projeto auditado' } });
    expect(await entry('project.update', created.projectId)).toMatchObject({
      before: { description: 'Projeto auditado' },
      after: { description: 'Projeto auditado e revisado' },
    });
    expect(await entry('project.deactivate', created.projectId)).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('tokens: created, renamed, rotated and revoked, never with the secret', async () => {
    const made = await entry('token.create', created.tokenId);
    byAdmin(made);
    expect(made).toMatchObject({ targetType: 'api_token', targetLabel: 'deploy', after: { name: 'deploy', kind: 'RUN', projectId: who.projectId } });
    expect(await entry('token.update', created.tokenId)).toMatchObject({ before: { name: 'deploy' }, after: { name: 'deploy-prod' } });
    const rotated = await entry('token.rotate', created.tokenId);
    expect(rotated.before.prefix).not.toBe(rotated.after.prefix);
    expect(await entry('token.revoke', created.tokenId)).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    const log = JSON.stringify((await auditOf(who.tenantId, 'token.')).body);
    for (const { secret_hash } of await app.cp.db.selectFrom('api_tokens').select('secret_hash').execute()) expect(log).not.toContain(secret_hash);
  });

  it('the tenant: rename, quota, regime, soft removal and reactivation; a new tenant in its own log', async () => {
    const changed = await entry('tenant.update', who.tenantId);
    byAdmin(changed);
    expect(changed).toMatchObject({
      targetType: 'tenant',
      targetLabel: 'Demo S.A.',
      before: { name: 'Demo', quotaUnits: 100000, bacenRegime: 'CMN_4893' },
      after: { name: 'Demo S.A.', quotaUnits: 5000, bacenRegime: 'BCB_85' },
    });
    expect(await entry('tenant.deactivate', who.tenantId)).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(await entry('tenant.reactivate', who.tenantId)).toMatchObject({ before: { isActive: false }, after: { isActive: true } });
    const made = await entry('tenant.create', created.tenantId, created.tenantId);
    byAdmin(made);
    expect(made).toMatchObject({ targetLabel: 'Corretora Auditada', after: { name: 'Corretora Auditada', isActive: true } });
    expect((await auditOf(who.tenantId, 'tenant.create')).body.total).toBe(0);
  });

  it('key rotation, blocked addresses, cache clearing and alert resolution', async () => {
    const keys = await entry('signing_keys.rotate');
    byAdmin(keys);
    expect(keys.targetType).toBe('signing_key');
    expect(keys.before.activeKid).not.toBe(keys.after.activeKid);
    const block = await entry('security.block_ip', created.blockedId);
    byAdmin(block);
    expect(block).toMatchObject({ targetType: 'blocked_ip', targetLabel: '198.51.100.0/24', after: { ip: '198.51.100.0/24', reason: 'Varredura de portas' } });
    expect(await entry('security.unblock_ip')).toMatchObject({ targetLabel: '198.51.100.0/24', before: { ip: '198.51.100.0/24' } });
    const cache = await entry('performance.cache_clear');
    byAdmin(cache);
    expect(cache.after.cleared).toEqual(expect.arrayContaining(['blocked-addresses']));
    const resolved = await entry('alert.resolve', created.alertId);
    byAdmin(resolved);
    expect(resolved).toMatchObject({
      targetType: 'alert',
      targetLabel: '203.0.113.50',
      before: { resolvedAt: null, kind: 'signin_failures' },
      after: { resolvedReason: 'Endereço de teste interno', resolvedAt: expect.any(String) },
    });
  });

  it("another tenant's admin reads none of it, and its own log has none of it", async () => {
    const other = await who.otherAdmin.get(`/api/v1/admin/tenants/${who.tenantId}/audit`);
    expect(other.status).toBe(403);
    expect(other.body.entries).toBeUndefined();
    const own = await who.otherAdmin.get(`/api/v1/admin/tenants/${who.otherTenantId}/audit?pageSize=200`);
    expect(own.status).toBe(200);
    const text = JSON.stringify(own.body);
    for (const id of [created.projectId, created.tokenId, created.inviteId, analystId, who.tenantId]) expect(text).not.toContain(id);
  });
});
