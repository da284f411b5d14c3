import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { Client } from './helpers/client.js';
import { expectTenantAdminOnly, startWithOutsiders, type OutsidersApp } from './helpers/admin-only.js';

const BLOCKED = { code: 'IP_BLOCKED', message: 'Acesso bloqueado: este endereço IP foi bloqueado por um administrador do Vigia.' };
const ADMIN_ONLY = { code: 'FORBIDDEN', message: 'Acesso negado. Função necessária: TENANT_ADMIN' };

let { app, who } = {} as OutsidersApp;
let admin: Client;
let analyst: Client;
let adminB: Client;
let viewerToken: string;

/** An anonymous client that comes from `address` (through a trusted loopback proxy, as behind the gateway). */
function from(address: string): Client {
  return new Client(app.url, { 'X-Forwarded-For': address });
}

beforeAll(async () => {
  ({ app, who } = await startWithOutsiders());
  ({ admin, member: analyst, otherAdmin: adminB, viewerToken } = who);
});
afterAll(() => app?.close());

describe('blocked addresses', () => {
  it('refuses every request from a blocked CIDR, signed in or not, and lifts the block on unblock', async () => {
    const before = await from('198.51.100.7').get('/api/v1/health');
    expect(before.status).toBe(200);

    const blocked = await admin.post('/api/v1/admin/security/block-ip', { ip: '198.51.100.0/24', reason: 'Força bruta no login' });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({ ip: '198.51.100.0/24', reason: 'Força bruta no login', expiresAt: null, createdBy: 'admin@demo.local' });

    for (const request of [
      from('198.51.100.7').get('/api/v1/health'),
      from('198.51.100.200').post('/auth/local/login', { email: 'admin@demo.local' }),
      from('198.51.100.9').get('/api/v1/projects', { headers: { Authorization: `Bearer ${viewerToken}` } }),
    ]) {
      const answer = await request;
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(BLOCKED);
    }
    expect((await from('198.51.101.7').get('/api/v1/health')).status).toBe(200);

    const list = await admin.get('/api/v1/admin/security/blocked-ips');
    expect(list.body.blockedIps).toEqual([expect.objectContaining({ id: blocked.body.id, ip: '198.51.100.0/24' })]);

    expect((await admin.post('/api/v1/admin/security/unblock-ip', { ip: '198.51.100.0/24' })).status).toBe(200);
    expect((await from('198.51.100.7').get('/api/v1/health')).status).toBe(200);
    expect((await admin.post('/api/v1/admin/security/unblock-ip', { ip: '198.51.100.0/24' })).status).toBe(404);

    const audit = await app.cp.db.selectFrom('audit_log').select(['action', 'meta']).where('action', 'like', 'security.%').orderBy('created_at').execute();
    expect(audit.map((row) => row.action)).toEqual(['security.block_ip', 'security.unblock_ip']);
  });

  it('will not let an administrator block the address they are using', async () => {
    const own = admin.defaultHeaders['X-Forwarded-For'] as string;
    const answer = await admin.post('/api/v1/admin/security/block-ip', { ip: `${own.split('.').slice(0, 2).join('.')}.0.0/16`, reason: 'engano' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toContain('o endereço que você está usando');
    expect((await admin.get('/api/v1/health')).status).toBe(200);
  });

  it('refuses what is not an address, a past expiry and a second block of the same entry', async () => {
    const bad = await admin.post('/api/v1/admin/security/block-ip', { ip: '999.1.1.1', reason: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.field).toBe('ip');
    const past = await admin.post('/api/v1/admin/security/block-ip', { ip: '203.0.113.5', reason: 'x', expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.body.field).toBe('expiresAt');
    expect((await admin.post('/api/v1/admin/security/block-ip', { ip: '203.0.113.5', reason: 'scanner de portas' })).status).toBe(201);
    const again = await admin.post('/api/v1/admin/security/block-ip', { ip: ' 203.0.113.5 ', reason: 'de novo' });
    expect(again.status).toBe(409);
    expect((await admin.post('/api/v1/admin/security/unblock-ip', { ip: '203.0.113.5' })).status).toBe(200);
  });

  it('is for the tenant administrator only, and each tenant sees its own blocks', async () => {
    expect((await admin.post('/api/v1/admin/security/block-ip', { ip: '192.0.2.44', reason: 'abuso' })).status).toBe(201);
    for (const answer of [
      await analyst.get('/api/v1/admin/security/blocked-ips'),
      await analyst.post('/api/v1/admin/security/block-ip', { ip: '192.0.2.45', reason: 'x' }),
      await app.client().get('/api/v1/admin/security/blocked-ips', { headers: { Authorization: `Bearer ${viewerToken}` } }),
    ]) {
      expect([401, 403]).toContain(answer.status);
      expect(answer.body.blockedIps).toBeUndefined();
    }
    expect((await analyst.get('/api/v1/admin/security/blocked-ips')).body).toEqual(ADMIN_ONLY);
    expect((await app.client().get('/api/v1/admin/security/blocked-ips')).status).toBe(401);
    expect((await adminB.get('/api/v1/admin/security/blocked-ips')).body.blockedIps).toEqual([]);
    expect((await adminB.post('/api/v1/admin/security/unblock-ip', { ip: '192.0.2.44' })).status).toBe(404);
    expect((await from('192.0.2.44').get('/api/v1/health')).status).toBe(403);
    expect((await admin.post('/api/v1/admin/security/unblock-ip', { ip: '192.0.2.44' })).status).toBe(200);
  });

  it('refuses list, block and unblock to anybody but a TENANT_ADMIN of the tenant, and blocks nothing for them', async () => {
    await expectTenantAdminOnly(app, who, (client, options) => client.get('/api/v1/admin/security/blocked-ips', options));
    await expectTenantAdminOnly(app, who, (client, options) => client.post('/api/v1/admin/security/block-ip', { ip: '192.0.2.61', reason: 'x' }, options));
    expect((await from('192.0.2.61').get('/api/v1/health')).status).toBe(200);
    expect((await admin.post('/api/v1/admin/security/block-ip', { ip: '192.0.2.62', reason: 'abuso' })).status).toBe(201);
    await expectTenantAdminOnly(app, who, (client, options) => client.post('/api/v1/admin/security/unblock-ip', { ip: '192.0.2.62' }, options));
    expect((await from('192.0.2.62').get('/api/v1/health')).status).toBe(403);
    expect((await admin.post('/api/v1/admin/security/unblock-ip', { ip: '192.0.2.62' })).status).toBe(200);
  });

  it('needs the CSRF token like every session mutation', async () => {
    const answer = await admin.post('/api/v1/admin/security/block-ip', { ip: '192.0.2.99', reason: 'x' }, { csrf: false });
    expect(answer.status).toBe(403);
  });

  it('gives the list to the gateway (a trusted proxy) only', async () => {
    expect((await admin.post('/api/v1/admin/security/block-ip', { ip: '2001:db8::/32', reason: 'rede hostil' })).status).toBe(201);
    const direct = await fetch(`${app.url}/internal/blocked-addresses`);
    expect(await direct.json()).toEqual({ addresses: ['2001:db8::/32'] });
    expect((await from('2001:db8::1').get('/api/v1/health')).status).toBe(403);
  });

  it('still refuses a blocked address after the control plane restarts', async () => {
    await app.cp.close();
    const restarted = await createApp(app.cp.config);
    try {
      const { url } = await restarted.listen(0, '127.0.0.1');
      const answer = await fetch(`${url}/api/v1/health`, { headers: { 'X-Forwarded-For': '2001:db8:5::9' } });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual(BLOCKED);
      expect((await fetch(`${url}/api/v1/health`, { headers: { 'X-Forwarded-For': '192.0.2.10' } })).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
