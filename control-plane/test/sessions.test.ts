import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/http/cookies.js';
import { Client } from './helpers/client.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { linkToken } from './helpers/smtp.js';

/**
 * Issue 15, sessions: ended on logout and on deactivation, a new session id at every sign-in (the
 * one the browser came with stops working: no fixation), and every secret handed out — session
 * cookies, sign-in links, invitation links, API tokens — kept in the database only as a hash.
 */
let app: TestApp;
let admin: Client;
let tenantId: string;
let projectId: string;
/** Every raw secret the test receives, to look for in the database at the end. */
const issued: { kind: string; value: string }[] = [];

const keep = (kind: string, value: string | undefined) => {
  if (!value) throw new Error(`no ${kind}`);
  issued.push({ kind, value });
  return value;
};

/** Signs in by magic link on the given client (keeping its cookies) and records the link and session. */
async function signInOn(client: Client, email: string): Promise<void> {
  expect((await client.post('/auth/local/login', { email })).status).toBe(202);
  const token = keep('magic link', linkToken(await app.smtp.nextMessage(email)));
  expect((await client.get(`/auth/local/callback?token=${token}`)).status).toBe(200);
  keep('session cookie', client.cookies.get(SESSION_COOKIE));
}

async function signIn(email: string): Promise<Client> {
  const client = app.client();
  await signInOn(client, email);
  return client;
}

/** A fresh client that presents only this session cookie (a replay). */
function replay(session: string): Client {
  const client = app.client();
  client.cookies.set(SESSION_COOKIE, session);
  return client;
}

async function inviteAndAccept(email: string, on: Client = app.client()): Promise<{ client: Client; userId: string }> {
  const sent = await admin.post('/auth/invite', { email, roles: ['ANALYST'], projectRoles: [{ projectId, role: 'ANALYST' }] });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const token = keep('invite link', linkToken(await app.smtp.nextMessage(email), 'invite'));
  const accepted = await on.post('/auth/invite/accept', { token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  keep('session cookie', on.cookies.get(SESSION_COOKIE));
  return { client: on, userId: accepted.body.user.id };
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await signIn('admin@demo.local');
  tenantId = (await admin.get('/auth/whoami')).body.user.tenantId;
  projectId = (await admin.get('/api/v1/projects')).body.projects.find((p: { name: string }) => p.name === 'Internet Banking').id;
});
afterAll(async () => {
  await app?.close();
});

describe('sessions', () => {
  it('when a user logs out, then the session is ended on the server and its cookie replayed gets 401', async () => {
    const analyst = await signIn('analyst@demo.local');
    const cookie = analyst.cookies.get(SESSION_COOKIE) as string;
    const id = (await analyst.get('/auth/whoami')).body.session.id;
    expect((await analyst.post('/auth/logout')).status).toBe(200);
    expect(analyst.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await replay(cookie).get('/auth/whoami')).status).toBe(401);
    const row = await app.cp.db.selectFrom('sessions').select('revoked_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('when an admin deactivates a user, then every session of theirs ends, and reactivating them does not bring any back', async () => {
    const { client: first, userId } = await inviteAndAccept('sessoes.desligar@demo.local');
    const second = await signIn('sessoes.desligar@demo.local');
    const cookies = [first, second].map((c) => c.cookies.get(SESSION_COOKIE) as string);
    for (const cookie of cookies) expect((await replay(cookie).get('/auth/whoami')).status).toBe(200);

    expect((await admin.patch(`/api/v1/admin/tenants/${tenantId}/users/${userId}`, { isActive: false })).status).toBe(200);
    for (const cookie of cookies) expect((await replay(cookie).get('/auth/whoami')).status).toBe(401);
    const open = await app.cp.db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    expect(open).toEqual([]);

    const batch = await admin.post(`/api/v1/admin/tenants/${tenantId}/users/batch`, { userIds: [userId], action: 'activate' });
    expect(batch.status).toBe(200);
    for (const cookie of cookies) expect((await replay(cookie).get('/auth/whoami')).status).toBe(401);
    // Signing in again opens a new session.
    expect((await (await signIn('sessoes.desligar@demo.local')).get('/auth/whoami')).status).toBe(200);
  });

  it('when a signed-in browser signs in again, then it gets a new session id and CSRF token and the old session stops working', async () => {
    const browser = await signIn('analyst@demo.local');
    const before = { cookie: browser.cookies.get(SESSION_COOKIE) as string, who: (await browser.get('/auth/whoami')).body };
    await signInOn(browser, 'analyst@demo.local');
    const after = { cookie: browser.cookies.get(SESSION_COOKIE) as string, who: (await browser.get('/auth/whoami')).body };
    expect(after.cookie).not.toBe(before.cookie);
    expect(after.who.session.id).not.toBe(before.who.session.id);
    expect(after.who.csrfToken).not.toBe(before.who.csrfToken);
    expect((await replay(before.cookie).get('/auth/whoami')).status).toBe(401);
  });

  it("when an attacker's session id is planted in a browser before the victim signs in, then after sign-in it is not the victim's session", async () => {
    // The attacker's own valid session, planted as the victim's cookie.
    const attacker = await signIn('analyst@demo.local');
    const planted = attacker.cookies.get(SESSION_COOKIE) as string;
    const victim = replay(planted);
    await signInOn(victim, 'admin@demo.local');
    expect(victim.cookies.get(SESSION_COOKIE)).not.toBe(planted);
    // The planted id neither became the admin's nor stayed the attacker's.
    expect((await replay(planted).get('/auth/whoami')).status).toBe(401);
    // A made-up id is simply replaced.
    const madeUp = replay('sessao-inventada-pelo-atacante');
    await signInOn(madeUp, 'admin@demo.local');
    expect(madeUp.cookies.get(SESSION_COOKIE)).not.toBe('sessao-inventada-pelo-atacante');
    expect((await madeUp.get('/auth/whoami')).body.user.email).toBe('admin@demo.local');
  });

  it('when an invitation is accepted in a browser that had a session, then that session ends too', async () => {
    const browser = await signIn('analyst@demo.local');
    const old = browser.cookies.get(SESSION_COOKIE) as string;
    await inviteAndAccept('sessoes.convite@demo.local', browser);
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(old);
    expect((await replay(old).get('/auth/whoami')).status).toBe(401);
    expect((await browser.get('/auth/whoami')).body.user.email).toBe('sessoes.convite@demo.local');
  });
});

describe('secrets at rest', () => {
  it('when sessions, sign-in links, invitations and API tokens (new and rotated) exist, then no table holds any of their secrets in clear', async () => {
    const tokens = `/api/v1/admin/tenants/${tenantId}/tokens`;
    for (const kind of ['VIEWER', 'RUN']) {
      const created = await admin.post(tokens, { name: `segredo ${kind}`, projectId, kind });
      expect(created.status).toBe(201);
      keep('API token', created.body.secret);
      const rotated = await admin.post(`${tokens}/${created.body.token.id}/rotate`, { gracePeriodHours: 24 });
      expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
      keep('rotated API token', rotated.body.secret);
    }
    // A pending invitation and an unused sign-in link are stored too.
    await admin.post('/auth/invite', { email: 'sessoes.pendente@demo.local', roles: ['VIEWER'] });
    keep('invite link', linkToken(await app.smtp.nextMessage('sessoes.pendente@demo.local'), 'invite'));
    await app.client().post('/auth/local/login', { email: 'admin@demo.local' });
    keep('magic link', linkToken(await app.smtp.nextMessage('admin@demo.local')));

    // What is searched: each whole secret and, for API tokens, the secret part after `<KIND>_<projectId>_`.
    const needles = issued.flatMap(({ kind, value }) => {
      const secretPart = kind.includes('API token') ? value.split('_').slice(2).join('_') : undefined;
      return [{ kind, value }, ...(secretPart ? [{ kind: `${kind} (secret part)`, value: secretPart }] : [])];
    });
    expect(needles.filter((n) => n.kind.startsWith('session')).length).toBeGreaterThanOrEqual(8);
    expect(needles.every((n) => n.value.length >= 16)).toBe(true);

    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(app.cp.db);
    const found: string[] = [];
    let rowsRead = 0;
    for (const { table_name: table } of tables.rows) {
      const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t`.execute(app.cp.db);
      rowsRead += rows.rows.length;
      for (const { row } of rows.rows) {
        for (const needle of needles) if (row.includes(needle.value)) found.push(`${table}: ${needle.kind}`);
      }
    }
    expect(found).toEqual([]);
    // The credentials are there, only hashed: one stored row per issued secret of each kind.
    const count = async (table: 'sessions' | 'magic_links' | 'invites' | 'api_tokens') =>
      Number((await app.cp.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('sessions')).toBeGreaterThanOrEqual(issued.filter((s) => s.kind === 'session cookie').length);
    expect(await count('magic_links')).toBeGreaterThanOrEqual(issued.filter((s) => s.kind === 'magic link').length);
    expect(await count('invites')).toBeGreaterThanOrEqual(issued.filter((s) => s.kind === 'invite link').length);
    expect(await count('api_tokens')).toBeGreaterThanOrEqual(2);
    expect(rowsRead).toBeGreaterThan(50);
  });
});
