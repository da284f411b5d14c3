import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from './support/gateway.js';
import type { Session } from './support/sign-in.js';
import { startScannedStack, type ScannedStack } from './support/scanned-stack.js';

// Artifacts through the gateway in front of the real control plane (built dist, child process):
// list, view and sign over GraphQL; the file over the plain-HTTP download proxy, with the
// session cookie or with a signed URL and no credentials at all.
let stack: ScannedStack;
let gateway: RunningGateway;
let admin: Session;
let projectId: string;
let scanId: string;

const LIST = /* GraphQL */ `
  query Artifacts($projectId: UUID!, $scanId: UUID, $kinds: [ArtifactKind!], $pageSize: PositiveInt) {
    listArtifacts(projectId: $projectId, scanId: $scanId, kinds: $kinds, pageSize: $pageSize) {
      total page pageSize
      items { id kind name contentType sizeBytes scanId createdAt sha256 }
    }
  }
`;
const COMPLIANCE_SECTIONS = /* GraphQL */ `
  query Compliance($projectId: UUID!, $artifactId: UUID!) {
    root: viewArtifact(projectId: $projectId, artifactId: $artifactId) {
      mode totalChildren node { type size } children { key pointer type size value }
    }
    summary: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: "/summary", whole: true) { mode document }
    domains: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: "/domains", whole: true) { document }
  }
`;
const LINES = /* GraphQL */ `
  query Lines($projectId: UUID!, $artifactId: UUID!) {
    viewArtifact(projectId: $projectId, artifactId: $artifactId, mode: LINES, page: 1, pageSize: 3) {
      mode page pageSize totalLines lines { number text truncated } artifact { name }
    }
  }
`;
const SIGN = /* GraphQL */ `
  mutation Sign($projectId: UUID!, $artifactId: UUID!) { signArtifact(projectId: $projectId, artifactId: $artifactId) { signedUrl expiresAt } }
`;
const ROTATE = /* GraphQL */ `
  mutation Rotate { rotateSigningKeys(input: { confirm: "yes" }) { kid retiredKid retiredKeyValidUntil } }
`;

interface ArtifactItem {
  id: string;
  kind: string;
  name: string;
  sizeBytes: number;
  scanId: string;
}

const gql = <T>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  admin.client.request<T>(query, variables, { 'x-csrf-token': admin.csrfToken, ...headers });

beforeAll(async () => {
  stack = await startScannedStack({ 'app.js': "const cpf = '529.982.247-25';\nconst run = (code) => eval(code);\n" });
  ({ gateway, admin, projectId, scanId } = stack);
});

afterAll(async () => {
  await stack?.stop();
});

async function artifacts(): Promise<Record<string, ArtifactItem>> {
  const answer = await gql<{ listArtifacts: { items: ArtifactItem[] } }>(LIST, { projectId, scanId });
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  return Object.fromEntries((answer.body.data?.listArtifacts.items ?? []).map((item) => [item.kind, item]));
}

describe('artifacts over GraphQL', () => {
  it('lists, filters and pages', async () => {
    const all = await artifacts();
    expect(Object.keys(all).sort()).toEqual(['COMPLIANCE_JSON', 'FINDINGS_JSON', 'SARIF']);
    const compliance = await gql<{ listArtifacts: { total: number; items: ArtifactItem[] } }>(LIST, {
      projectId,
      scanId,
      kinds: 'COMPLIANCE_JSON',
      pageSize: 1,
    });
    expect(compliance.body.data?.listArtifacts).toMatchObject({ total: 1, items: [{ kind: 'COMPLIANCE_JSON', scanId, name: 'compliance.json' }] });
  });

  it('views the compliance report section by section in one request, and text as lines', async () => {
    const compliance = (await artifacts()).COMPLIANCE_JSON as ArtifactItem;
    const answer = await gql<{
      root: { mode: string; totalChildren: number; children: Array<{ key: string; type: string; size: number | null; value: string | null }> };
      summary: { mode: string; document: { compliance_score: number; total_findings: number } };
      domains: { document: Record<string, { score: number }> };
    }>(COMPLIANCE_SECTIONS, { projectId, artifactId: compliance.id });
    expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
    const data = answer.body.data;
    expect(data?.root.mode).toBe('TREE');
    expect(data?.root.children.find((c) => c.key === 'kind')).toMatchObject({ type: 'string', value: 'COMPLIANCE_JSON' });
    expect(data?.root.children.find((c) => c.key === 'findings')).toMatchObject({ type: 'array' });
    expect(data?.summary).toEqual({ mode: 'WHOLE', document: { compliance_score: expect.any(Number), total_findings: expect.any(Number) } });
    expect(Object.keys(data?.domains.document ?? {}).sort()).toEqual(['bacen', 'lgpd', 'open_finance', 'security']);

    const lines = await gql<{ viewArtifact: { mode: string; totalLines: number; lines: Array<{ number: number; text: string }> } }>(LINES, {
      projectId,
      artifactId: compliance.id,
    });
    expect(lines.body.errors).toBeUndefined();
    expect(lines.body.data?.viewArtifact).toMatchObject({ mode: 'LINES', lines: [{ number: 1, text: '{' }, { number: 2 }, { number: 3 }] });
  });

  it('passes the control plane errors on', async () => {
    const missing = await gql(COMPLIANCE_SECTIONS, { projectId, artifactId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.body.errors?.[0]?.message).toBe('Artefato não encontrado');
  });
});

describe('artifact downloads through the gateway', () => {
  const download = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${gateway.url}${path}`, { headers });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('streams the file with the session cookie, and refuses without credentials', async () => {
    const sarif = (await artifacts()).SARIF as ArtifactItem;
    const path = `/api/v1/projects/${projectId}/artifacts/${sarif.id}/download`;
    const file = await download(path, { cookie: admin.client.cookieHeader() });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/sarif+json');
    expect(Number(file.headers.get('content-length'))).toBe(sarif.sizeBytes);
    expect(file.bytes.length).toBe(sarif.sizeBytes);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="results.sarif"');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.parse(file.bytes.toString('utf8')).version).toBe('2.1.0');
    expect((await download(path)).status).toBe(401);
  });

  it('streams the file for a signed URL alone (query string kept), refuses a tampered one, survives a rotation', async () => {
    const findings = (await artifacts()).FINDINGS_JSON as ArtifactItem;
    const signed = await gql<{ signArtifact: { signedUrl: string; expiresAt: string } }>(SIGN, { projectId, artifactId: findings.id });
    expect(signed.body.errors, JSON.stringify(signed.body.errors)).toBeUndefined();
    const url = signed.body.data?.signArtifact.signedUrl ?? '';
    expect(url).toMatch(/\/download\?exp=\d+&kid=[\w-]+&sig=[\w-]+$/);

    const file = await download(url);
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBe(findings.sizeBytes);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="findings.json"');

    const tampered = await download(url.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 1}`));
    expect(tampered.status).toBe(403);
    expect(JSON.parse(tampered.bytes.toString('utf8'))).toEqual({ code: 'INVALID_SIGNATURE', message: 'Link de download inválido ou expirado' });

    const rotated = await gql<{ rotateSigningKeys: { kid: string; retiredKid: string | null } }>(ROTATE);
    expect(rotated.body.errors, JSON.stringify(rotated.body.errors)).toBeUndefined();
    expect(url).toContain(`kid=${rotated.body.data?.rotateSigningKeys.retiredKid}`);
    expect((await download(url)).status).toBe(200);
  });
});
