import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantAdminOnly, startWithOutsiders, type OutsidersApp } from './helpers/admin-only.js';
import { Client, type JsonBody } from './helpers/client.js';
import { inOneWindow, testClock } from './helpers/clock.js';

const STATUS = '/api/v1/admin/security/status';
const clock = testClock();
let { app, who } = {} as OutsidersApp;

beforeAll(async () => {
  ({ app, who } = await startWithOutsiders({}, { clock }));
});
afterAll(() => app?.close());

async function status(client: Client = who.admin): Promise<JsonBody> {
  const res = await client.get(STATUS);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.securityStatus;
}

describe('GET /api/v1/admin/security/status', () => {
  it('when anybody but a TENANT_ADMIN of the tenant asks, then it is refused', async () => {
    await expectTenantAdminOnly(app, who, (client, options) => client.get(STATUS, options));
  });

  it('when sign-ins fail, are rate-limited, CSRF is missing, or 401/403 are answered, then the last 24 hours count each', async () => {
    const before = (await status()).requests;

    const stranger = new Client(app.url, { 'X-Forwarded-For': '192.0.2.10' });
    expect((await stranger.get('/auth/local/callback?token=inexistente')).status).toBe(400);
    expect((await stranger.get('/auth/token/verify', { bearer: 'RUN_00000000-0000-0000-0000-000000000000_falso' })).status).toBe(401);
    // 5 links per e-mail per 15 minutes: the sixth request is refused.
    await inOneWindow(clock, async () => {
      for (let i = 0; i < 5; i += 1) expect((await stranger.post('/auth/local/login', { email: 'alvo@demo.local' })).status).toBe(202);
      expect((await stranger.post('/auth/local/login', { email: 'alvo@demo.local' })).status).toBe(429);
    });
    expect((await who.member.post('/api/v1/projects', { name: 'x', description: 'y' }, { csrf: false })).status).toBe(403);
    expect((await app.client().get('/api/v1/projects')).status).toBe(401);
    expect((await who.member.get(STATUS)).status).toBe(403);

    const after = await status();
    expect(after.requests).toEqual({
      failedSignIns: before.failedSignIns + 2,
      rateLimitedSignIns: before.rateLimitedSignIns + 1,
      csrfRefusals: before.csrfRefusals + 1,
      // the refused token at sign-in and the anonymous project list
      unauthorized: before.unauthorized + 2,
      forbidden: before.forbidden + 1,
    });
    expect(new Date(after.until).getTime() - new Date(after.since).getTime()).toBeLessThanOrEqual(24 * 3600 * 1000);
  });

  it("lists the tenant's blocked addresses, its tokens expiring in the next 14 days and its signing-key age", async () => {
    const tokens = `/api/v1/admin/tenants/${who.tenantId}/tokens`;
    const soon = await who.admin.post(tokens, { name: 'CI temporário', projectId: who.projectId, kind: 'RUN', expiresInDays: 3 });
    expect(soon.status).toBe(201);
    expect((await who.admin.post(tokens, { name: 'longo', projectId: who.projectId, kind: 'VIEWER', expiresInDays: 30 })).status).toBe(201);
    expect((await who.admin.post('/api/v1/admin/security/block-ip', { ip: '198.51.100.0/24', reason: 'Varredura de portas' })).status).toBe(201);
    expect((await who.otherAdmin.post('/api/v1/admin/security/block-ip', { ip: '203.0.113.9', reason: 'do outro tenant' })).status).toBe(201);

    const current = await status();
    expect(current.blockedIps).toEqual([expect.objectContaining({ ip: '198.51.100.0/24', reason: 'Varredura de portas' })]);
    expect(current.expiringTokens).toEqual([
      expect.objectContaining({ id: soon.body.token.id, name: 'CI temporário', kind: 'RUN', projectId: who.projectId }),
    ]);
    expect(current.signingKey).toMatchObject({ status: 'ok', kid: null, rotationDays: 90 });

    const other = await status(who.otherAdmin);
    expect(other.blockedIps).toEqual([expect.objectContaining({ ip: '203.0.113.9' })]);
    expect(other.expiringTokens).toEqual([]);
  });
});
