import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './helpers/client.js';
import { signUpOtherTenant, startDemoApp, type DemoApp } from './helpers/demo-app.js';

/**
 * The audit log of the admin area (issue 13): every administrative change with actor, target,
 * before/after and time; the list with filters and paging; the CSV export for spreadsheets.
 */
let { app, admin, analyst, tenantId, adminId } = {} as DemoApp;
let otherTenantAdmin: Client;
let otherTenantId: string;

const audit = (query = '') => `/api/v1/admin/tenants/${tenantId}/audit${query}`;

beforeAll(async () => {
  ({ app, admin, analyst, tenantId, adminId } = await startDemoApp());
  ({ otherAdmin: otherTenantAdmin, otherTenantId } = await signUpOtherTenant(app));

  // A round of administrative changes in the Demo tenant.
  const project = (await admin.post('/api/v1/projects', { name: 'Open Finance', description: 'APIs do Open Finance' })).body;
  await admin.patch(`/api/v1/projects/${project.id}`, { name: 'Open Finance; Brasil', environments: ['production'] });
  await admin.patch(`/api/v1/projects/${project.id}`, { isActive: false });
  await admin.patch(`/api/v1/projects/${project.id}`, { isActive: true });
  await admin.patch(`/api/v1/admin/tenants/${tenantId}`, { quotaUnits: 250000, bacenRegime: 'BCB_85' });
  const created = (
    await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: '=HYPERLINK("http://evil")', projectId: project.id, kind: 'RUN' })
  ).body;
  await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens/${created.token.id}/rotate`);
  await admin.post('/auth/invite', { email: 'novo.analista@demo.local', roles: ['ANALYST'] });
  await admin.post('/api/v1/admin/crypto/rotate-keys', { confirm: 'yes' });
  // Something in the other tenant, which the Demo admin must never see.
  await otherTenantAdmin.patch(`/api/v1/admin/tenants/${otherTenantId}`, { name: 'Banco Beta S.A.' });
});
afterAll(() => app?.close());

describe('audit list', () => {
  it('when the admin opens the log, then each change shows actor, target, before/after and time, newest first', async () => {
    const res = await admin.get(audit());
    expect(res.status).toBe(200);
    const actions = res.body.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'project.create',
        'project.update',
        'project.deactivate',
        'project.reactivate',
        'tenant.update',
        'token.create',
        'token.rotate',
        'invite.create',
        'signing_keys.rotate',
      ]),
    );
    const times = res.body.entries.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const renamed = res.body.entries.find((e: { action: string; after: { name?: string } | null }) => e.action === 'project.update' && e.after?.name);
    expect(renamed).toMatchObject({
      actorType: 'user',
      actorId: adminId,
      actorName: 'Administrador Demo',
      actorEmail: 'admin@demo.local',
      targetType: 'project',
      targetLabel: 'Open Finance; Brasil',
      before: { name: 'Open Finance', environments: [] },
      after: { name: 'Open Finance; Brasil', environments: ['production'] },
      ip: expect.any(String),
    });
    const tenant = res.body.entries.find((e: { action: string }) => e.action === 'tenant.update');
    expect(tenant).toMatchObject({ before: { quotaUnits: 100000, bacenRegime: 'CMN_4893' }, after: { quotaUnits: 250000, bacenRegime: 'BCB_85' } });
    // Another tenant's entries never appear.
    expect(JSON.stringify(res.body)).not.toContain('Banco Beta');
  });

  it('when filtering by action, family, actor and period, then only matching entries come back, paged', async () => {
    const exact = (await admin.get(audit('?action=token.rotate'))).body;
    expect(exact.entries.map((e: { action: string }) => e.action)).toEqual(['token.rotate']);
    const family = (await admin.get(audit('?action=project.'))).body;
    expect(family.total).toBe(4);
    expect(family.entries.every((e: { action: string }) => e.action.startsWith('project.'))).toBe(true);

    const analystId = (await analyst.get('/auth/whoami')).body.user.id;
    expect((await admin.get(audit(`?actorId=${analystId}&action=project.`))).body.total).toBe(0);
    expect((await admin.get(audit(`?actorId=${adminId}&action=project.`))).body.total).toBe(4);

    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await admin.get(audit(`?from=${encodeURIComponent(future)}`))).body.total).toBe(0);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const all = (await admin.get(audit(`?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`))).body;
    expect(all.total).toBeGreaterThanOrEqual(9);

    const page1 = (await admin.get(audit('?pageSize=3'))).body;
    const page2 = (await admin.get(audit('?pageSize=3&page=2'))).body;
    expect(page1).toMatchObject({ page: 1, pageSize: 3, total: all.total });
    expect(page1.entries).toHaveLength(3);
    expect(page2.entries[0].id).not.toBe(page1.entries[2].id);

    const reversed = await admin.get(audit(`?from=${encodeURIComponent(future)}&to=${encodeURIComponent(past)}`));
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe('Dados inválidos: to deve ser depois de from');
    expect((await admin.get(audit('?action=DROP TABLE'))).status).toBe(422);
  });

  it('when a member, a token, another tenant\'s admin or an anonymous caller asks, then 403/401 and no entries', async () => {
    const asMember = await analyst.get(audit());
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe('Acesso negado. Função necessária: TENANT_ADMIN');
    const banking = (await admin.get('/api/v1/projects?search=Internet')).body.projects[0].id;
    const viewer = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'v', projectId: banking, kind: 'VIEWER' })).body.secret;
    expect((await app.client().get(audit(), { bearer: viewer })).status).toBe(403);
    const other = await otherTenantAdmin.get(audit());
    expect(other.status).toBe(403);
    expect(other.body.entries).toBeUndefined();
    expect((await app.client().get(audit())).status).toBe(401);
    expect((await otherTenantAdmin.get(`/api/v1/admin/tenants/${tenantId}/audit/export`)).status).toBe(403);
  });
});

describe('audit CSV export', () => {
  it('when the admin exports, then the file has BOM, semicolons, CRLF, guarded formulas and no secrets', async () => {
    const res = await admin.get(audit('/export'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = await (await fetch(`${app.url}${audit('/export')}`, { headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })).arrayBuffer();
    const bytes = new Uint8Array(raw);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Data/hora (UTC);Ação;Autor;E-mail do autor;Tipo do alvo;Alvo;ID do alvo;Antes;Depois;IP');
    expect(lines.at(-1)).toBe('');
    expect(text.match(/(?<!\r)\n/g)).toBeNull(); // every line ends in CRLF
    const tokenLine = lines.find((line) => line.includes('token.create') && line.includes('HYPERLINK')) ?? '';
    expect(tokenLine).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines.find((line) => line.includes('project.reactivate'))).toContain(';"Open Finance; Brasil";');
    expect(lines.find((line) => line.includes('invite.create'))).toContain('novo.analista@demo.local');
    expect(lines.filter((line) => line.includes('project.')).length).toBe(4);

    const stored = await app.cp.db.selectFrom('api_tokens').select(['secret_hash']).execute();
    for (const { secret_hash } of stored) expect(text).not.toContain(secret_hash);
    const sessions = await app.cp.db.selectFrom('sessions').select(['token_hash', 'csrf_token']).execute();
    for (const session of sessions) {
      expect(text).not.toContain(session.token_hash);
      expect(text).not.toContain(session.csrf_token);
    }
    const filtered = (await admin.get(audit('/export?action=token.'))).body as string;
    const [, ...rows] = filtered.split('\r\n').filter(Boolean);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.split(';')[1]?.startsWith('token.'))).toBe(true);
  });
});
