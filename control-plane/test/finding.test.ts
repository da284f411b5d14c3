import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, JsonBody } from './helpers/client.js';
import { signUpOtherTenant, startDemoApp, type DemoApp } from './helpers/demo-app.js';
import { fixtureTree, scanTree } from './helpers/tracked-scans.js';

/**
 * Issue 30: GET /api/v1/projects/{projectId}/findings/{findingId}, the details a dashboard row
 * fetches when it is expanded, over real HTTP.
 */
let { app, admin, banking, pix, tenantId } = {} as DemoApp;
let listed: JsonBody[];
let viewerToken: string;
let other: { admin: Client; projectId: string };

beforeAll(async () => {
  ({ app, admin, banking, pix, tenantId } = await startDemoApp());
  await scanTree(app.url, admin, banking, fixtureTree(), { branch: 'main' });
  const latest = await admin.get('/api/v1/dashboard/latest?page_size=100', { headers: { 'X-Project-ID': banking } });
  expect(latest.status, JSON.stringify(latest.body)).toBe(200);
  listed = latest.body.findings as JsonBody[];
  viewerToken = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'leitura', projectId: banking, kind: 'VIEWER' })).body.secret as string;
  const { otherAdmin } = await signUpOtherTenant(app);
  other = { admin: otherAdmin, projectId: (await otherAdmin.post('/api/v1/projects', { name: 'Projeto Beta', description: 'Do tenant Beta' })).body.id as string };
}, 120_000);
afterAll(() => app?.close());

const findingPath = (projectId: string, findingId: string) => `/api/v1/projects/${projectId}/findings/${findingId}`;
/** A listed finding with a data-flow trace, so the details carry more than the row. */
const traced = () => listed.find((f) => (f.trace as unknown[]).length > 0) ?? listed[0];

describe('GET …/projects/{projectId}/findings/{findingId}', () => {
  it('when a reader of the project asks for a listed finding, then it is the list item, details and triage included', async () => {
    const finding = traced() as JsonBody;
    const res = await admin.get(findingPath(banking, finding.id as string));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual(finding);
    expect(res.body).toHaveProperty('law.citations');
    expect(res.body).toHaveProperty('meta.regulatory');
    expect(res.body.triage).toMatchObject({ state: 'open', branch: 'main' });
  });

  it("when the project's viewer token reads it, then it gets the finding", async () => {
    const finding = listed[0] as JsonBody;
    const res = await app.client().get(findingPath(banking, finding.id as string), { bearer: viewerToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.id).toBe(finding.id);
  });

  it('when the finding is of another project of the tenant, then 404 Achado não encontrado', async () => {
    const res = await admin.get(findingPath(pix, (listed[0] as JsonBody).id as string));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Achado não encontrado');
  });

  it("when another tenant's admin asks for it through a project of their own, then 404 Achado não encontrado", async () => {
    const res = await other.admin.get(findingPath(other.projectId, (listed[0] as JsonBody).id as string));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Achado não encontrado');
  });

  it('when the id is unknown, then 404; when it is not a UUID, then 422', async () => {
    expect((await admin.get(findingPath(banking, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await admin.get(findingPath(banking, 'nao-e-uuid'))).status).toBe(422);
  });

  it('when the assignees and deadlines of the project are asked, then they are not read as a finding id', async () => {
    expect((await admin.get(`/api/v1/projects/${banking}/findings/assignees`)).status).toBe(200);
    expect((await admin.get(`/api/v1/projects/${banking}/findings/deadlines`)).status).toBe(200);
  });
});
