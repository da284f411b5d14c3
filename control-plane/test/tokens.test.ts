import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './helpers/client.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let app: TestApp;
let admin: Client;
let tenantId: string;
let banking: { id: string; name: string };
let pix: { id: string; name: string };

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('admin@demo.local');
  tenantId = (await admin.get('/auth/whoami')).body.user.tenantId;
  const projects = (await admin.get('/api/v1/projects')).body.projects as { id: string; name: string }[];
  banking = projects.find((p) => p.name === 'Internet Banking') as typeof banking;
  pix = projects.find((p) => p.name === 'API Pix') as typeof pix;
});
afterAll(async () => {
  await app?.close();
});

async function createToken(kind: 'VIEWER' | 'RUN', projectId = banking.id, extra: Record<string, unknown> = {}) {
  const res = await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: `${kind} token`, projectId, kind, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { token: { id: string; prefix: string; kind: string }; secret: string };
}

const verify = (bearer: string) => app.client().get('/auth/token/verify', { bearer });

describe('token lifecycle', () => {
  it('creates a token whose secret is shown once and verifies it', async () => {
    const { token, secret } = await createToken('VIEWER');
    expect(secret).toMatch(new RegExp(`^VIEWER_${banking.id}_[0-9a-f]{64}$`));
    expect(token).toMatchObject({
      kind: 'VIEWER',
      projectId: banking.id,
      tenantId,
      isActive: true,
      status: 'active',
      lastUsedAt: null,
      createdByName: 'Administrador Demo',
      previousSecretExpiresAt: null,
    });
    // 90 days unless another validity is chosen.
    const days = (Date.parse((token as unknown as { expiresAt: string }).expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThanOrEqual(90);
    expect(token.prefix).toBe(secret.slice(0, token.prefix.length));
    expect(token.prefix).toBe(`VIEWER_${banking.id}_${secret.split('_')[2]?.slice(0, 4)}`);

    const verified = await verify(secret);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      valid: true,
      kind: 'VIEWER',
      projectId: banking.id,
      projectName: 'Internet Banking',
      tenantId,
      expiresAt: (token as unknown as { expiresAt: string }).expiresAt,
    });
    // VIEW_ is accepted as an alias of VIEWER_.
    expect((await verify(secret.replace(/^VIEWER_/, 'VIEW_'))).status).toBe(200);

    const list = await admin.get(`/api/v1/admin/tenants/${tenantId}/tokens`);
    expect(list.status).toBe(200);
    const listed = list.body.tokens.find((t: { id: string }) => t.id === token.id);
    expect(listed).toMatchObject({ lastUsedAt: expect.any(String), createdByName: 'Administrador Demo', name: 'VIEWER token', prefix: token.prefix });
    expect(JSON.stringify(list.body)).not.toContain(secret.split('_')[2]);
    const stored = await app.cp.db.selectFrom('api_tokens').select('secret_hash').where('id', '=', token.id).executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toContain(secret.split('_')[2]);
  });

  it('rotation replaces the secret and the old one stops at once', async () => {
    const { token, secret } = await createToken('RUN');
    expect((await verify(secret)).body.kind).toBe('RUN');
    const rotated = await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens/${token.id}/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(secret);
    expect(rotated.body.token.rotatedAt).toEqual(expect.any(String));
    expect(rotated.body.token.prefix).toBe(rotated.body.secret.slice(0, rotated.body.token.prefix.length));
    expect((await verify(secret)).status).toBe(401);
    expect((await verify(rotated.body.secret)).status).toBe(200);
  });

  it('revoking (isActive=false) and expiry end a token', async () => {
    const { token, secret } = await createToken('VIEWER', pix.id);
    const renamed = await admin.patch(`/api/v1/admin/tenants/${tenantId}/tokens/${token.id}`, { name: 'CI Pix' });
    expect(renamed.body).toMatchObject({ name: 'CI Pix', isActive: true });
    const revoked = await admin.patch(`/api/v1/admin/tenants/${tenantId}/tokens/${token.id}`, { isActive: false });
    expect(revoked.status).toBe(200);
    expect(revoked.body.isActive).toBe(false);
    const refused = await verify(secret);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ code: 'TOKEN_REVOKED', message: 'Token revogado. Peça um novo token ao administrador do tenant.' });
    // Everywhere, not only on verification; and never data.
    const read = await app.client().get('/api/v1/projects', { bearer: secret });
    expect(read.status).toBe(401);
    expect(read.body.code).toBe('TOKEN_REVOKED');
    expect(JSON.stringify(read.body)).not.toContain('Pix');
    expect((await admin.get(`/api/v1/admin/tenants/${tenantId}/tokens`)).body.tokens.find((t: { id: string }) => t.id === token.id).status).toBe('revoked');

    const expiring = await createToken('VIEWER', pix.id, { expiresInDays: 1 });
    expect(Date.parse((expiring.token as unknown as { expiresAt: string }).expiresAt)).toBeGreaterThan(Date.now());
    expect((await verify(expiring.secret)).status).toBe(200);
    await app.cp.db
      .updateTable('api_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', expiring.token.id)
      .execute();
    const expired = await verify(expiring.secret);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 'TOKEN_EXPIRED', message: 'Token expirado. Peça um novo token ao administrador do tenant.' });
    expect((await app.client().get('/api/v1/usage/summary', { bearer: expiring.secret })).body.code).toBe('TOKEN_EXPIRED');
    const rotateExpired = await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens/${expiring.token.id}/rotate`);
    expect(rotateExpired).toMatchObject({ status: 422, body: { message: 'Dados inválidos: tokenId refere-se a um token expirado', field: 'tokenId' } });
    expect((await verify(expiring.secret)).body.code).toBe('TOKEN_EXPIRED');

    const actions = (await app.cp.db.selectFrom('audit_log').select('action').where('tenant_id', '=', tenantId).execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['token.create', 'token.rotate', 'token.revoke', 'token.update']));
  });

  it('when rotating with a grace period, then the old secret works until it ends; a revocation ends it at once', async () => {
    const { token, secret } = await createToken('RUN');
    const rotated = await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens/${token.id}/rotate`, { gracePeriodHours: 24 });
    expect(rotated.status).toBe(200);
    const hours = (Date.parse(rotated.body.token.previousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await verify(secret)).status).toBe(200);
    expect((await verify(rotated.body.secret)).status).toBe(200);

    // The grace period ends: the old secret is refused, the new one goes on.
    await app.cp.db
      .updateTable('api_tokens')
      .set({ previous_secret_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', token.id)
      .execute();
    expect((await verify(secret)).body.code).toBe('INVALID_TOKEN');
    expect((await verify(rotated.body.secret)).status).toBe(200);

    const again = await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens/${token.id}/rotate`, { gracePeriodHours: 2 });
    expect((await verify(rotated.body.secret)).status).toBe(200);
    await admin.patch(`/api/v1/admin/tenants/${tenantId}/tokens/${token.id}`, { isActive: false });
    expect((await verify(rotated.body.secret)).status).toBe(401);
    expect((await verify(again.body.secret)).body.code).toBe('TOKEN_REVOKED');
    const revokedRotation = await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens/${token.id}/rotate`);
    expect(revokedRotation.status).toBe(422);
    expect(revokedRotation.body.message).toBe('Dados inválidos: tokenId refere-se a um token revogado');
    expect((await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens/${token.id}/rotate`, { gracePeriodHours: 169 })).status).toBe(422);

    const audit = await app.cp.db.selectFrom('audit_log').selectAll().where('target_id', '=', token.id).orderBy('created_at').execute();
    expect(audit.map((row) => row.action)).toEqual(['token.create', 'token.rotate', 'token.rotate', 'token.revoke']);
    expect(audit[1]?.meta).toMatchObject({ gracePeriodHours: 24, targetLabel: 'RUN token', before: { prefix: token.prefix } });
    const stored = await app.cp.db.selectFrom('api_tokens').selectAll().where('id', '=', token.id).executeTakeFirstOrThrow();
    for (const row of audit) {
      for (const hash of [stored.secret_hash, secret.split('_')[2], rotated.body.secret.split('_')[2]]) {
        expect(JSON.stringify(row.meta)).not.toContain(hash);
      }
    }
  });

  it("when listing a project's tokens, then only that project's come back", async () => {
    await createToken('VIEWER', pix.id, { name: 'Só Pix' });
    const res = await admin.get(`/api/v1/admin/tenants/${tenantId}/tokens?projectId=${pix.id}`);
    expect(res.status).toBe(200);
    expect(res.body.tokens.length).toBeGreaterThan(0);
    expect(res.body.tokens.every((t: { projectId: string }) => t.projectId === pix.id)).toBe(true);
    const runs = await admin.get(`/api/v1/admin/tenants/${tenantId}/tokens?projectId=${pix.id}&kind=RUN`);
    expect(runs.body.tokens.every((t: { kind: string }) => t.kind === 'RUN')).toBe(true);
  });

  it('when an anonymous caller uses the token administration, then 401 with the message of spec §8', async () => {
    const anonymous = app.client();
    for (const res of [
      await anonymous.get(`/api/v1/admin/tenants/${tenantId}/tokens`),
      await anonymous.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'x', projectId: banking.id, kind: 'VIEWER' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Contexto de autenticação inválido' });
    }
  });

  it('refuses malformed tokens, a wrong project id and a wrong kind', async () => {
    const { secret } = await createToken('VIEWER');
    const body = secret.split('_')[2] as string;
    const cases = [
      `FOO_${banking.id}_${body}`,
      `VIEWER_${pix.id}_${body}`,
      `RUN_${banking.id}_${body}`,
      `VIEWER_${banking.id}`,
      `VIEWER_not-a-uuid_${body}`,
      `VIEWER_${banking.id}_${body.slice(0, -1)}${body.endsWith('0') ? '1' : '0'}`,
      'garbage',
    ];
    for (const candidate of cases) {
      const res = await verify(candidate);
      expect(res.status, candidate).toBe(401);
      expect(res.body.code).toBe('INVALID_TOKEN');
    }
    // No bearer at all, or a session instead of a token.
    expect((await app.client().get('/auth/token/verify')).body.code).toBe('INVALID_TOKEN');
    expect((await admin.get('/auth/token/verify')).status).toBe(401);
  });

  it('validates creation and answers 404 for an unknown token', async () => {
    const base = `/api/v1/admin/tenants/${tenantId}/tokens`;
    expect((await admin.post(base, { projectId: banking.id, kind: 'VIEWER' })).body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos: name é obrigatório',
      field: 'name',
    });
    expect((await admin.post(base, { name: 'x', projectId: banking.id, kind: 'ADMIN' })).body.field).toBe('kind');
    const unknownProject = await admin.post(base, { name: 'x', projectId: '00000000-0000-4000-8000-000000000000', kind: 'RUN' });
    expect(unknownProject).toMatchObject({ status: 422, body: { field: 'projectId' } });
    expect(unknownProject.body.message).toMatch(/^Dados inválidos: /);
    const missing = '00000000-0000-4000-8000-000000000001';
    expect((await admin.patch(`${base}/${missing}`, { isActive: false })).body).toEqual({ code: 'NOT_FOUND', message: 'Token não encontrado' });
    expect((await admin.post(`${base}/${missing}/rotate`)).status).toBe(404);
    expect((await admin.patch(`${base}/not-a-uuid`, { isActive: false })).body.field).toBe('tokenId');
  });

  it('when a member, a viewer or run token or an anonymous caller changes, rotates or lists a token, then 401/403, no data and no change', async () => {
    const target = await createToken('RUN', pix.id, { name: 'Alvo' });
    const viewer = await createToken('VIEWER');
    const runner = await createToken('RUN');
    const analyst = await app.signIn('analyst@demo.local');
    const base = `/api/v1/admin/tenants/${tenantId}/tokens`;
    const callers: [string, Client, { bearer?: string }][] = [
      ['member', analyst, {}],
      ['viewer token', app.client(), { bearer: viewer.secret }],
      ['run token', app.client(), { bearer: runner.secret }],
      ['anonymous', app.client(), {}],
    ];
    for (const [who, client, as] of callers) {
      const answers = [
        await client.get(base, as),
        await client.get(`${base}?projectId=${pix.id}`, as),
        await client.patch(`${base}/${target.token.id}`, { isActive: false }, as),
        await client.patch(`${base}/${target.token.id}`, { name: 'Tomado' }, as),
        await client.post(`${base}/${target.token.id}/rotate`, { gracePeriodHours: 1 }, as),
      ];
      for (const res of answers) {
        expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(who === 'anonymous' ? 401 : 403);
        expect(Object.keys(res.body).sort(), who).toEqual(['code', 'message']);
        expect(JSON.stringify(res.body)).not.toContain(target.token.prefix);
      }
    }
    const stored = await app.cp.db.selectFrom('api_tokens').selectAll().where('id', '=', target.token.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Alvo', is_active: true, rotated_at: null, previous_secret_hash: null });
    expect((await verify(target.secret)).status).toBe(200);
  });

  it('when a run token is revoked or expires, then the CI upload gets 401 with the message and no scan starts', async () => {
    const { token, secret } = await createToken('RUN');
    const form = () => {
      const body = new FormData();
      body.append('projectId', banking.id);
      body.append('file', new Blob([new Uint8Array([0x1f, 0x8b])]), 'source.tar.gz');
      return body;
    };
    const upload = async () => {
      const response = await fetch(`${app.url}/api/v1/scans`, { method: 'POST', headers: { authorization: `Bearer ${secret}` }, body: form() });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const scansBefore = await app.cp.db.selectFrom('scans').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    await app.cp.db.updateTable('api_tokens').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('id', '=', token.id).execute();
    expect(await upload()).toEqual({ status: 401, body: { code: 'TOKEN_EXPIRED', message: 'Token expirado. Peça um novo token ao administrador do tenant.' } });
    await app.cp.db.updateTable('api_tokens').set({ expires_at: sql<Date>`now() + interval '1 day'` }).where('id', '=', token.id).execute();
    await admin.patch(`/api/v1/admin/tenants/${tenantId}/tokens/${token.id}`, { isActive: false });
    expect(await upload()).toEqual({ status: 401, body: { code: 'TOKEN_REVOKED', message: 'Token revogado. Peça um novo token ao administrador do tenant.' } });
    const status = await app.client().get('/api/v1/dashboard/scan-status', { bearer: secret });
    expect(status.body).toEqual({ code: 'TOKEN_REVOKED', message: 'Token revogado. Peça um novo token ao administrador do tenant.' });
    const scansAfter = await app.cp.db.selectFrom('scans').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(scansAfter.n).toBe(scansBefore.n);
  });

  it('only TENANT_ADMINs manage tokens', async () => {
    const analyst = await app.signIn('analyst@demo.local');
    for (const res of [
      await analyst.get(`/api/v1/admin/tenants/${tenantId}/tokens`),
      await analyst.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'x', projectId: banking.id, kind: 'VIEWER' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Acesso negado: tenant inválido ou sem permissão');
    }
  });
});

describe('what tokens may do', () => {
  it('a viewer token reads only its project and never mutates', async () => {
    const { secret } = await createToken('VIEWER');
    const viewer = app.client();
    const as = { bearer: secret };

    const projects = await viewer.get('/api/v1/projects', as);
    expect(projects.status).toBe(200);
    expect(projects.body).toMatchObject({ total: 1, projects: [{ id: banking.id }] });
    expect((await viewer.get('/api/v1/projects', { ...as, headers: { 'X-Tenant-ID': tenantId } })).status).toBe(200);

    const usage = await viewer.get('/api/v1/usage/summary', as);
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({ tenantId, projectId: banking.id, used: 0 });
    expect((await viewer.get('/api/v1/usage/realtime', as)).status).toBe(200);

    const denied = [
      await viewer.get('/api/v1/usage/summary', { ...as, headers: { 'X-Project-ID': pix.id } }),
      await viewer.patch(`/api/v1/projects/${banking.id}`, { description: 'mudou' }, as),
      await viewer.patch(`/api/v1/projects/${pix.id}`, { description: 'mudou' }, as),
      await viewer.post('/api/v1/projects', { name: 'Novo', description: 'x' }, as),
      await viewer.get('/api/v1/admin/tenants', as),
      await viewer.post('/api/v1/admin/tenants', { name: 'Tenant via token' }, as),
      await viewer.patch(`/api/v1/admin/tenants/${tenantId}`, { name: 'Renomeado' }, as),
      await viewer.get(`/api/v1/admin/tenants/${tenantId}/users`, as),
      await viewer.get(`/api/v1/admin/tenants/${tenantId}/tokens`, as),
      await viewer.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'x', projectId: banking.id, kind: 'RUN' }, as),
      await viewer.post('/auth/invite', { email: 'x@demo.local', roles: ['VIEWER'] }, as),
    ];
    for (const res of denied) expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect((await viewer.get('/auth/whoami', as)).status).toBe(401);
    const project = await app.cp.db.selectFrom('projects').select('description').where('id', '=', banking.id).executeTakeFirstOrThrow();
    expect(project.description).toBe('Aplicação web de internet banking');
  });

  it('a run token signs in read-only for its project, like a viewer token (spec §1, §5), and never mutates or administers', async () => {
    const { secret } = await createToken('RUN');
    const run = app.client();
    const as = { bearer: secret };
    expect((await run.get('/auth/token/verify', as)).body).toMatchObject({ valid: true, kind: 'RUN' });
    expect((await run.get('/api/v1/projects', as)).body).toMatchObject({ total: 1, projects: [{ id: banking.id }] });
    expect((await run.get('/api/v1/usage/summary', as)).body).toMatchObject({ tenantId, projectId: banking.id });
    expect((await run.get('/api/v1/usage/realtime', as)).status).toBe(200);
    const denied = [
      await run.get('/api/v1/usage/summary', { ...as, headers: { 'X-Project-ID': pix.id } }),
      await run.post('/api/v1/projects', { name: 'Novo', description: 'x' }, as),
      await run.patch(`/api/v1/projects/${banking.id}`, { description: 'mudou' }, as),
      await run.get('/api/v1/admin/tenants', as),
      await run.get(`/api/v1/admin/tenants/${tenantId}/users`, as),
      await run.get(`/api/v1/admin/tenants/${tenantId}/tokens`, as),
    ];
    for (const res of denied) expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect((await run.get('/auth/whoami', as)).status).toBe(401);
  });

  it('a token of a deactivated project stops working', async () => {
    const created = await admin.post('/api/v1/projects', { name: 'Temporário', description: 'Projeto descartável' });
    const { secret } = await createToken('VIEWER', created.body.id);
    expect((await verify(secret)).status).toBe(200);
    await admin.patch(`/api/v1/projects/${created.body.id}`, { isActive: false });
    const refused = await verify(secret);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ code: 'TOKEN_INACTIVE', message: 'Token inativo: o projeto ou o tenant do token foi desativado.' });
  });
});
