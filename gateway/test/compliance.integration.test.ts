import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from './support/gateway.js';
import type { Session } from './support/sign-in.js';
import { startScannedStack, type ScannedStack } from './support/scanned-stack.js';

// The compliance operations through the gateway in front of the real control plane (built dist):
// complianceTrend and anpdTemplate over GraphQL, the two compliance PDFs as plain HTTP with the
// caller's credentials. Nothing of ours is mocked.
let stack: ScannedStack;
let gateway: RunningGateway;
let admin: Session;
let projectId: string;
let scanId: string;

const TREND = /* GraphQL */ `
  query Trend($projectId: UUID!, $limit: PositiveInt) {
    complianceTrend(projectId: $projectId, limit: $limit) {
      projectId
      points { scanId finishedAt regime totalFindings scores { lgpd bacen security open_finance overall } }
    }
  }
`;
const ANPD = /* GraphQL */ `
  mutation Anpd($projectId: UUID!, $scanId: UUID!) {
    anpdTemplate(projectId: $projectId, scanId: $scanId) {
      title scanId regime deadline disclaimer
      fields { id label value source hint }
      evidence { lgpdFindings occurrences categories { id label findings occurrences samples { file line rule severity } } }
    }
  }
`;

interface TrendView {
  complianceTrend: { projectId: string; points: Array<{ scanId: string; regime: string; scores: Record<string, number> }> } | null;
}
interface AnpdView {
  anpdTemplate: {
    title: string;
    fields: Array<{ id: string; value: string; source: string }>;
    evidence: { categories: Array<{ id: string; findings: number }> };
  } | null;
}

const sessionHeaders = (extra: Record<string, string> = {}) => ({ cookie: admin.client.cookieHeader(), ...extra });

beforeAll(async () => {
  stack = await startScannedStack({ 'src/cliente.js': 'export const cpf = "529.982.247-25";\nexport const run = (code) => eval(code);\n' });
  ({ gateway, admin, projectId, scanId } = stack);
});

afterAll(async () => {
  await stack?.stop();
});

describe('compliance over GraphQL', () => {
  it('complianceTrend gives the scores of the completed scan', async () => {
    const res = await admin.client.request<TrendView>(TREND, { projectId });
    expect(res.body.errors, res.text).toBeUndefined();
    const trend = res.body.data?.complianceTrend;
    expect(trend?.projectId).toBe(projectId);
    expect(trend?.points).toHaveLength(1);
    expect(trend?.points[0]).toMatchObject({ scanId, regime: 'CMN_4893' });
    expect(Object.keys(trend?.points[0]?.scores ?? {}).sort()).toEqual(['bacen', 'lgpd', 'open_finance', 'overall', 'security']);
  });

  it('anpdTemplate drafts the communication from the LGPD findings (CSRF checked by the control plane)', async () => {
    const res = await admin.client.request<AnpdView>(ANPD, { projectId, scanId }, { 'x-csrf-token': admin.csrfToken });
    expect(res.body.errors, res.text).toBeUndefined();
    const template = res.body.data?.anpdTemplate;
    expect(template?.title).toBe('Comunicação de Incidente de Segurança');
    expect(template?.evidence.categories.find((c) => c.id === 'CPF')?.findings).toBe(1);
    expect(template?.fields.find((f) => f.id === 'ENCARREGADO')).toMatchObject({ value: '', source: 'BLANK' });
    expect(template?.fields.find((f) => f.id === 'CATEGORIAS_DADOS')?.source).toBe('SCAN');

    const missing = await admin.client.request<AnpdView>(ANPD, { projectId, scanId: '00000000-0000-4000-8000-000000000000' }, { 'x-csrf-token': admin.csrfToken });
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'Nenhum relatório de compliance encontrado', extensions: { code: 'NOT_FOUND', status: 404 } });
  });

  it('keeps the PDFs out of the GraphQL schema', async () => {
    const pdf = await admin.client.request(`query { complianceReportPdf(projectId: "${projectId}", scanId: "${scanId}") }`);
    expect(pdf.body.errors?.[0]?.message).toMatch(/Cannot query field "complianceReportPdf"/);
    const anpdPdf = await admin.client.request(`mutation { anpdTemplatePdf(projectId: "${projectId}", scanId: "${scanId}") }`);
    expect(anpdPdf.body.errors?.[0]?.message).toMatch(/Cannot query field "anpdTemplatePdf"/);
  });
});

describe('compliance PDFs through the gateway', () => {
  it('passes the compliance report PDF through with its length and file name', async () => {
    const res = await fetch(`${gateway.url}/api/v1/compliance/${projectId}/${scanId}/report/pdf`, { headers: sessionHeaders() });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.status, bytes.toString('utf8').slice(0, 200)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="internet-banking-compliance-[0-9a-f]{8}\.pdf"$/);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('passes the filled ANPD draft through as a PDF, and the control plane 422 and 401 as JSON', async () => {
    const url = `${gateway.url}/api/v1/compliance/${projectId}/${scanId}/anpd-template/pdf`;
    const post = (body: unknown, headers: Record<string, string>) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const ok = await post({ fields: { encarregado: 'Maria Souza' } }, sessionHeaders({ 'x-csrf-token': admin.csrfToken }));
    const bytes = Buffer.from(await ok.arrayBuffer());
    expect(ok.status, bytes.toString('utf8').slice(0, 200)).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const invalid = await post({ fields: { desconhecido: 'x' } }, sessionHeaders({ 'x-csrf-token': admin.csrfToken }));
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'fields.desconhecido' });

    const anonymous = await post({ fields: {} }, {});
    expect(anonymous.status).toBe(401);
    expect(Object.keys((await anonymous.json()) as object).sort()).toEqual(['code', 'message']);
  });
});
