import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './helpers/client.js';
import { testClock } from './helpers/clock.js';
import { startDemoApp, type DemoApp } from './helpers/demo-app.js';
import { linkToken } from './helpers/smtp.js';
import { stepAfter, totpCode } from './helpers/totp.js';

/**
 * Issue 32, the TOTP second factor on the real control plane: the tenant policy, the half-open
 * session of the magic-link callback (spec §4 mfa_required, §7 requiresMFA), enrolment with a QR
 * code and recovery codes, codes computed from the enrolled secret, single use, rate limits,
 * sessions opened before the policy changed, and the administrator's reset.
 */
const clock = testClock();
let { app, admin, analyst, tenantId, analystId, banking } = {} as DemoApp;
/** The instant the control plane's clock reads; each step of the story moves it forward. */
let now = stepAfter(Date.now());

function at(instant: number): void {
  now = instant;
  clock.hold(now);
}

/** Magic link → callback, without completing any second factor (in a fresh sign-in rate-limit window). */
async function openByLink(email: string): Promise<{ client: Client; body: Record<string, unknown> }> {
  at(stepAfter(now, 31));
  const client = app.client();
  expect((await client.post('/auth/local/login', { email })).status).toBe(202);
  const answer = await client.get(`/auth/local/callback?token=${linkToken(await app.smtp.nextMessage(email))}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { client, body: answer.body };
}

const policy = (mfaPolicy: string) => admin.patch(`/api/v1/admin/tenants/${tenantId}`, { mfaPolicy });

beforeAll(async () => {
  ({ app, admin, analyst, tenantId, analystId, banking } = await startDemoApp({}, { clock }));
  at(now);
});
afterAll(() => app?.close());

let adminSecret = '';
let recoveryCodes: string[] = [];

describe('a tenant that asks its administrators for a second factor', () => {
  it('when the admin sets the policy, then the tenant shows it and the change is audited', async () => {
    expect((await admin.get('/api/v1/admin/tenants')).body.tenants[0].mfaPolicy).toBe('off');
    expect((await policy('sometimes')).status).toBe(422);
    const changed = await policy('admins');
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.mfaPolicy).toBe('admins');
    const audit = await app.cp.db.selectFrom('audit_log').select('meta').where('action', '=', 'tenant.update').where('tenant_id', '=', tenantId).execute();
    expect(audit.map((row) => row.meta)).toContainEqual(expect.objectContaining({ before: { mfaPolicy: 'off' }, after: { mfaPolicy: 'admins' } }));
    // The admin's own session predates the policy: the next change asks for the code first.
    expect((await policy('admins')).body.code).toBe('MFA_REQUIRED');
  });

  it('when an administrator without a factor follows a link, then the callback answers requiresMFA and the session is half-open', async () => {
    const { client, body } = await openByLink('admin@demo.local');
    expect(body).toMatchObject({ success: false, requiresMFA: true, mfaEnrolled: false, userId: expect.any(String) });
    expect(body.message).toMatch(/segundo fator/);
    expect((await client.get('/auth/whoami')).status).toBe(401);
    expect((await client.get('/api/v1/projects')).status).toBe(401);
    expect((await client.get('/auth/mfa')).body).toMatchObject({ enrolled: false, required: true, sessionVerified: false });

    const enrolment = await client.post('/auth/mfa/enrollment');
    expect(enrolment.status, JSON.stringify(enrolment.body)).toBe(201);
    adminSecret = enrolment.body.secret;
    expect(adminSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.body.otpauthUrl).toContain(`secret=${adminSecret}`);
    expect(enrolment.body.otpauthUrl).toContain('issuer=Vigia');
    expect(Buffer.from(enrolment.body.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    // The database holds the secret sealed, never in clear.
    const stored = await app.cp.db.selectFrom('user_second_factors').select('secret_sealed').executeTakeFirstOrThrow();
    expect(stored.secret_sealed).not.toContain(adminSecret);

    const wrong = totpCode(adminSecret, now) === '123456' ? '654321' : '123456';
    expect((await client.post('/auth/mfa/enrollment/confirm', { code: wrong })).body.code).toBe('MFA_INVALID_CODE');
    const confirmed = await client.post('/auth/mfa/enrollment/confirm', { code: totpCode(adminSecret, now) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    recoveryCodes = confirmed.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const hashes = await app.cp.db.selectFrom('user_recovery_codes').select('code_hash').execute();
    expect(hashes.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    // The session is complete now.
    expect((await client.get('/auth/whoami')).status).toBe(200);
    expect((await client.post('/auth/mfa/enrollment')).status).toBe(409);
  });

  it('when the enrolled administrator signs in again, then the code of the app completes it, once', async () => {
    const { client, body } = await openByLink('admin@demo.local');
    expect(body).toMatchObject({ requiresMFA: true, mfaEnrolled: true });
    const step = now;
    const verified = await client.post('/auth/mfa/verify', { code: totpCode(adminSecret, step) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({ success: true, usedRecoveryCode: false });
    expect((await client.get('/auth/whoami')).status).toBe(200);
    const signIns = await app.cp.db.selectFrom('audit_log').select('meta').where('action', '=', 'auth.sign_in').where('tenant_id', '=', tenantId).execute();
    expect(signIns.map((row) => row.meta)).toContainEqual(expect.objectContaining({ method: 'totp', mfa: true }));

    // The same code again, on another half-open session within its 30 seconds: refused.
    const other = await openByLink('admin@demo.local');
    at(step);
    expect((await other.client.post('/auth/mfa/verify', { code: totpCode(adminSecret, step) })).body.code).toBe('MFA_INVALID_CODE');
  });

  it('when a recovery code is given instead, then it works once and the count goes down', async () => {
    const first = await openByLink('admin@demo.local');
    const used = await first.client.post('/auth/mfa/verify', { code: ` ${recoveryCodes[0]?.toUpperCase()} ` });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body).toMatchObject({ usedRecoveryCode: true, recoveryCodesRemaining: 9 });
    const again = await openByLink('admin@demo.local');
    expect((await again.client.post('/auth/mfa/verify', { code: recoveryCodes[0] })).status).toBe(400);
    expect((await again.client.get('/auth/whoami')).status).toBe(401);
  });

  it('when codes are guessed, then attempts are rate-limited per user', async () => {
    const { client } = await openByLink('admin@demo.local');
    at(stepAfter(now, 40)); // a fresh 15-minute window
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await client.post('/auth/mfa/verify', { code: '00000-00000' })).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right code waits for the window to pass.
    expect((await client.post('/auth/mfa/verify', { code: totpCode(adminSecret, now) })).status).toBe(429);
    at(stepAfter(now, 40));
    expect((await client.post('/auth/mfa/verify', { code: totpCode(adminSecret, now) })).status).toBe(200);
  });

  it('when a member without an admin role signs in, then no second factor is asked', async () => {
    const { body } = await openByLink('analyst@demo.local');
    expect(body).toMatchObject({ success: true, requiresMFA: false });
  });
});

describe('sessions opened before the policy changed', () => {
  it('when the tenant starts asking everyone, then an open session still reads but gives the code before any change', async () => {
    // The admin's own session was opened before any policy: it passes the factor first.
    expect((await policy('everyone')).body.code).toBe('MFA_REQUIRED');
    expect((await admin.post('/auth/mfa/verify', { code: totpCode(adminSecret, now) })).status).toBe(200);
    expect((await policy('everyone')).status).toBe(200);

    expect((await analyst.get('/auth/whoami')).status).toBe(200);
    const refused = await analyst.patch('/auth/profile', { name: 'Analista Demo' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'MFA_REQUIRED', message: expect.stringContaining('segundo fator') });
    // A POST that only reads (the findings search) is not a change: it gets past the second factor
    // (the project has no scan yet, so the search itself answers 404 NO_DATA).
    const search = await analyst.post('/api/v1/dashboard/search', { options: {} }, { headers: { 'X-Project-ID': banking } });
    expect(search.body.code, JSON.stringify(search.body)).toBe('NO_DATA');
    // Not enrolled: the analyst enrols from the open session, which then counts as checked.
    const enrolment = await analyst.post('/auth/mfa/enrollment');
    expect(enrolment.status).toBe(201);
    expect((await analyst.post('/auth/mfa/enrollment/confirm', { code: totpCode(enrolment.body.secret, now) })).status).toBe(200);
    expect((await analyst.patch('/auth/profile', { name: 'Analista Demo' })).status).toBe(200);
    expect((await analyst.get('/auth/mfa')).body).toMatchObject({ enrolled: true, required: true, sessionVerified: true, recoveryCodesRemaining: 10 });
  });
});

describe('an invitation to a tenant that asks everyone for a second factor', () => {
  it('when the invitation is accepted, then the session is half-open until the new member enrols, as after a magic link', async () => {
    // The admin's session passed the factor above; the policy is still "everyone".
    const invited = await admin.post('/auth/invite', { email: 'nova@demo.local', roles: ['ANALYST'], name: 'Nova Analista' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const client = app.client();
    const accepted = await client.post('/auth/invite/accept', { token: linkToken(await app.smtp.nextMessage('nova@demo.local'), 'invite') });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ success: true, requiresMFA: true, mfaEnrolled: false, user: { email: 'nova@demo.local' } });
    expect(accepted.body.message).toMatch(/segundo fator/);
    expect((await client.get('/auth/whoami')).status).toBe(401);
    const enrolment = await client.post('/auth/mfa/enrollment');
    expect(enrolment.status, JSON.stringify(enrolment.body)).toBe(201);
    expect((await client.post('/auth/mfa/enrollment/confirm', { code: totpCode(enrolment.body.secret, now) })).status).toBe(200);
    expect((await client.get('/auth/whoami')).status).toBe(200);
  });
});

describe("an administrator's reset", () => {
  it('when a member loses the phone, then only a TENANT_ADMIN of the tenant resets the factor, audited', async () => {
    const reset = () => `/api/v1/admin/tenants/${tenantId}/users/${analystId}/mfa/reset`;
    expect((await analyst.post(reset())).status).toBe(403);
    const done = await admin.post(reset());
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const audit = await app.cp.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.mfa_reset').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ tenant_id: tenantId, target_id: analystId, meta: { targetLabel: 'analyst@demo.local', hadFactor: true } });
    expect((await analyst.get('/auth/mfa')).body).toMatchObject({ enrolled: false, recoveryCodesRemaining: 0 });
    // The next sign-in asks the analyst to enrol again.
    expect((await openByLink('analyst@demo.local')).body).toMatchObject({ requiresMFA: true, mfaEnrolled: false });
    expect((await admin.post(`/api/v1/admin/tenants/${tenantId}/users/00000000-0000-4000-8000-000000000000/mfa/reset`)).status).toBe(404);
  });
});
