import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, nextIp } from './helpers/client.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { inOneWindow, testClock } from './helpers/clock.js';
import { linkToken } from './helpers/smtp.js';

const clock = testClock();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({}, { clock });
});
afterAll(async () => {
  await app?.close();
});

const ADMIN = 'admin@demo.local';
const ANALYST = 'analyst@demo.local';

describe('magic-link sign-in', () => {
  it('e-mails a link over SMTP and the callback opens a session with HttpOnly and CSRF cookies', async () => {
    const client = app.client();
    const requested = await client.post('/auth/local/login', { email: 'Admin@Demo.Local', redirectTo: '/dashboard' });
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ success: true, message: expect.stringContaining('link de acesso') });

    const mail = await app.smtp.nextMessage(ADMIN);
    expect(mail.subject).toBe('Seu link de acesso ao Vigia');
    expect(mail.body).toContain('http://localhost:4000/auth/callback?token=');
    expect(mail.body).toContain('Administrador Demo');
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const token = linkToken(mail);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const verified = await client.get(`/auth/local/callback?token=${token}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      requiresMFA: false,
      redirectTo: '/dashboard',
      user: { email: ADMIN, name: 'Administrador Demo', role: 'TENANT_ADMIN', roles: ['TENANT_ADMIN'], isActive: true },
    });
    expect(verified.body.userId).toBe(verified.body.user.id);
    expect(verified.body.user.lastLoginAt).toEqual(expect.any(String));

    const session = verified.setCookies.find((c) => c.startsWith('vigia_session='));
    const csrf = verified.setCookies.find((c) => c.startsWith('csrf_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/i);
    expect(csrf).not.toMatch(/HttpOnly/i);
    expect(csrf).toMatch(/SameSite=Lax/i);

    const whoami = await client.get('/auth/whoami');
    expect(whoami.status).toBe(200);
    expect(whoami.body.csrfToken).toBe(client.csrfToken);
    expect(whoami.body.session).toMatchObject({ authMode: 'session', id: expect.any(String), expiresAt: expect.any(String) });
    expect(whoami.body.tenants).toEqual([{ tenantId: whoami.body.user.tenantId, tenantName: 'Demo', roles: ['TENANT_ADMIN'] }]);

    // Only hashes are stored.
    const stored = await app.cp.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(client.cookies.get('vigia_session'));
    const audit = await app.cp.db.selectFrom('audit_log').select('action').where('action', '=', 'auth.sign_in').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses a link used twice and an expired link', async () => {
    const client = app.client();
    await client.post('/auth/local/login', { email: ANALYST });
    const token = linkToken(await app.smtp.nextMessage(ANALYST));
    expect((await client.get(`/auth/local/callback?token=${token}`)).status).toBe(200);
    const reused = await app.client().get(`/auth/local/callback?token=${token}`);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: 'INVALID_LINK', message: 'Link de acesso inválido ou expirado' });

    await app.client().post('/auth/local/login', { email: ANALYST });
    const expiring = linkToken(await app.smtp.nextMessage(ANALYST));
    await app.cp.db
      .updateTable('magic_links')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('used_at', 'is', null)
      .execute();
    const expired = await app.client().get(`/auth/local/callback?token=${expiring}`);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_LINK');

    const garbage = await app.client().get('/auth/local/callback?token=not-a-real-token');
    expect(garbage.status).toBe(400);
  });

  it('answers the same for an unknown address and sends it nothing', async () => {
    const known = await app.client().post('/auth/local/login', { email: ANALYST });
    const unknown = await app.client().post('/auth/local/login', { email: 'nobody@demo.local' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await app.smtp.nextMessage(ANALYST);
    expect(await app.smtp.noMessage('nobody@demo.local')).toBe(true);
  });

  it('rate-limits per e-mail and per client address with 429', async () => {
    const email = 'flood@demo.local';
    const statuses = await inOneWindow(clock, async () => {
      const answered: number[] = [];
      for (let i = 0; i < 6; i += 1) answered.push((await app.client().post('/auth/local/login', { email })).status);
      return answered;
    });
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);

    const client = app.client(); // one address, many e-mails
    const last = await inOneWindow(clock, async () => {
      let answer = await client.post('/auth/local/login', { email: 'ip-0@demo.local' });
      for (let i = 1; i <= 20; i += 1) answer = await client.post('/auth/local/login', { email: `ip-${i}@demo.local` });
      return answer;
    });
    expect(last.status).toBe(429);
    expect(last.body.code).toBe('RATE_LIMITED');
    expect(last.body.message).toMatch(/tentativas/);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await app.client().post('/auth/local/login', { email: 'other@demo.local' })).status).toBe(202);
  });

  it('validates the body against the contract with a Portuguese 422', async () => {
    const bad = await app.client().post('/auth/local/login', { email: 'not-an-e-mail' });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ code: 'VALIDATION_ERROR', message: 'Dados inválidos: email deve ser um e-mail válido', field: 'email' });
    const missing = await app.client().post('/auth/local/login', {});
    expect(missing.body).toMatchObject({ field: 'email', message: 'Dados inválidos: email é obrigatório' });
    const extra = await app.client().post('/auth/local/login', { email: ADMIN, admin: true });
    expect(extra).toMatchObject({ status: 422, body: { field: 'admin', message: 'Dados inválidos: admin não é permitido' } });
    const malformed = await app.client().request('POST', '/auth/local/login', { rawBody: '{"email":' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.code).toBe('VALIDATION_ERROR');
    const external = await app.client().post('/auth/local/login', { email: ADMIN, redirectTo: '//evil.example' });
    expect(external).toMatchObject({ status: 422, body: { field: 'redirectTo' } });
  });
});

describe('sessions', () => {
  it('answers 401 without credentials', async () => {
    for (const path of ['/auth/whoami', '/api/v1/projects', '/api/v1/admin/tenants', '/api/v1/usage/summary']) {
      const res = await app.client().get(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Autenticação necessária' });
    }
  });

  it('requires X-CSRF-Token equal to the session token on mutations', async () => {
    const admin = await app.signIn(ADMIN);
    const missing = await admin.post('/api/v1/admin/tenants', { name: 'Sem CSRF' }, { csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('CSRF_INVALID');
    expect(missing.body.message).toContain('CSRF');
    const wrong = await admin.post('/api/v1/admin/tenants', { name: 'CSRF errado' }, { headers: { 'X-CSRF-Token': 'x'.repeat(43) } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toContain('CSRF');
    expect((await admin.get('/api/v1/admin/tenants')).body.tenants.map((t: { name: string }) => t.name)).toEqual(['Demo']);
    const ok = await admin.post('/api/v1/admin/tenants', { name: 'Com CSRF' });
    expect(ok.status).toBe(201);
  });

  it('logout revokes the session and clears both cookies, and succeeds without one', async () => {
    const client = await app.signIn(ANALYST);
    const cookie = client.cookies.get('vigia_session');
    const out = await client.post('/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(out.setCookies.some((c) => c.startsWith('vigia_session=;'))).toBe(true);
    expect(out.setCookies.some((c) => c.startsWith('csrf_token=;'))).toBe(true);
    const stale = new Client(app.url);
    stale.cookies.set('vigia_session', cookie as string);
    expect((await stale.get('/auth/whoami')).status).toBe(401);
    expect((await app.client().post('/auth/logout')).status).toBe(200);
  });
});

describe('signup', () => {
  it('creates a tenant with its admin and e-mails a sign-in link; a known address gets a sign-in link only', async () => {
    const email = 'fundadora@banco-novo.com.br';
    const client = app.client();
    const res = await client.post('/auth/signup', { name: 'Fundadora', email, tenantName: 'Banco Novo' });
    expect(res.status).toBe(202);
    expect(res.body.success).toBe(true);
    const mail = await app.smtp.nextMessage(email);
    expect(mail.subject).toContain('Bem-vindo');
    expect((await client.get(`/auth/local/callback?token=${linkToken(mail)}`)).body.user).toMatchObject({
      role: 'TENANT_ADMIN',
      name: 'Fundadora',
    });
    const whoami = await client.get('/auth/whoami');
    expect(whoami.body.tenants).toEqual([{ tenantId: expect.any(String), tenantName: 'Banco Novo', roles: ['TENANT_ADMIN'] }]);
    expect((await client.get('/api/v1/projects')).body).toMatchObject({ projects: [], total: 0 });

    const before = await app.cp.db.selectFrom('tenants').select('id').execute();
    const again = await app.client().post('/auth/signup', { name: 'Outra', email, tenantName: 'Banco Repetido' });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(res.body);
    expect((await app.smtp.nextMessage(email)).subject).toBe('Seu link de acesso ao Vigia');
    expect(await app.cp.db.selectFrom('tenants').select('id').execute()).toHaveLength(before.length);
  });
});

describe('invites', () => {
  it('an admin invites, the invitee accepts and gets a session with the given roles', async () => {
    const admin = await app.signIn(ADMIN);
    const tenantId = (await admin.get('/auth/whoami')).body.user.tenantId as string;
    // The admin belongs to two tenants by now (one created above): the tenant must be named.
    expect((await admin.get('/api/v1/projects')).body).toEqual({ code: 'TENANT_CONTEXT_MISSING', message: 'Contexto de tenant não encontrado' });
    const projects = (await admin.get('/api/v1/projects', { headers: { 'X-Tenant-ID': tenantId } })).body.projects as { id: string; name: string }[];
    const pix = projects.find((p) => p.name === 'API Pix');
    const email = 'nova.analista@demo.local';
    const invited = await admin.post(
      '/auth/invite',
      { email, roles: ['ANALYST'], projectRoles: [{ projectId: pix?.id, role: 'ANALYST' }] },
      { headers: { 'X-Tenant-ID': tenantId } },
    );
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, roles: ['ANALYST'], projectRoles: [{ projectId: pix?.id, role: 'ANALYST' }] });
    const hours = (Date.parse(invited.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const mail = await app.smtp.nextMessage(email);
    expect(mail.body).toContain('Demo');
    const token = linkToken(mail, 'invite');
    const invitee = app.client();
    const accepted = await invitee.post('/auth/invite/accept', { token, name: 'Nova Analista' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email, name: 'Nova Analista', role: 'ANALYST', projectIds: [pix?.id], tenantId });
    expect(invitee.csrfToken).toEqual(expect.any(String));
    const visible = await invitee.get('/api/v1/projects');
    expect(visible.body.projects.map((p: { name: string }) => p.name)).toEqual(['API Pix']);

    expect((await app.client().post('/auth/invite/accept', { token })).body).toEqual({
      code: 'INVALID_INVITE',
      message: 'Convite inválido ou expirado',
    });
    // Already an active member.
    const repeat = await admin.post('/auth/invite', { email, roles: ['VIEWER'] }, { headers: { 'X-Tenant-ID': tenantId } });
    expect(repeat).toMatchObject({ status: 422, body: { field: 'email' } });
  });

  it('only a TENANT_ADMIN of the tenant may invite', async () => {
    const analyst = await app.signIn(ANALYST);
    const res = await analyst.post('/auth/invite', { email: 'x@demo.local', roles: ['VIEWER'] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Acesso negado ao tenant');
  });
});

describe('routing', () => {
  it('answers unknown routes with JSON 404', async () => {
    for (const path of ['/api/v1/nope', '/auth/nope', '/api/v1/projects/x/y']) {
      const res = await app.client().get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    }
  });

  it('uses X-Forwarded-For from the loopback proxy as the client address', async () => {
    const ip = nextIp();
    await new Client(app.url, { 'X-Forwarded-For': ip }).post('/auth/local/login', { email: 'proxied@demo.local' });
    const row = await app.cp.db.selectFrom('rate_limits').select('key').where('key', 'like', 'login-ip:%').execute();
    expect(row.length).toBeGreaterThan(1);
  });
});
