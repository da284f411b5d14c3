import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type ExecutionResult } from 'graphql-sse';
import { create as createTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlPlane, type RunningControlPlane } from './support/control-plane.js';
import { startGateway, type RunningGateway } from './support/gateway.js';
import { signIn, type Session } from './support/sign-in.js';
import { startSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { startTcpTap, type TcpTap } from './support/tcp-tap.js';

// Scans through the gateway in front of the real control plane (built dist, child process):
// the plain-HTTP upload proxy and the scanStatusChanged subscription. The control plane scans one
// file per checkpoint batch with a pause after each (its test hooks), so a scan lasts long enough
// to be watched. A TCP relay between the gateway and the control plane shows the upstream
// connections from outside. Nothing of ours is mocked.
const ADMIN = 'admin@demo.local';
const SOURCE_FILES = 8;
const BATCH_DELAY_MS = 200;
const STREAM_REQUEST = /GET \/api\/v1\/dashboard\/scan\/[^/]+\/status\/stream /;

let smtp: TestSmtpServer;
let controlPlane: RunningControlPlane;
let tap: TcpTap;
let gateway: RunningGateway;
let smallGateway: RunningGateway;
let admin: Session;
let projectId: string;
let archive: Buffer;
let firstScanId: string;
/** Every answer body of the suite, to check none of them leaks upstream details. */
const answers: string[] = [];

const SUBSCRIPTION = /* GraphQL */ `
  subscription Watch($scanId: UUID!) {
    scanStatusChanged(scanId: $scanId) { scanId projectId stage progress hasInProgress canResume error }
  }
`;
const PROJECTS = /* GraphQL */ `
  query Projects { listProjects { projects { id name } } }
`;
const CREATE_TOKEN = /* GraphQL */ `
  mutation CreateToken($tenantId: UUID!, $input: CreateTokenRequestInput) {
    createTenantToken(tenantId: $tenantId, input: $input) { secret }
  }
`;
const CREATE_TOKEN_WITH_ID = /* GraphQL */ `
  mutation CreateTokenWithId($tenantId: UUID!, $input: CreateTokenRequestInput) {
    createTenantToken(tenantId: $tenantId, input: $input) { secret token { id } }
  }
`;
const REVOKE_TOKEN = /* GraphQL */ `
  mutation Revoke($tenantId: UUID!, $tokenId: UUID!) {
    updateTenantToken(tenantId: $tenantId, tokenId: $tokenId, input: { isActive: false }) { isActive }
  }
`;
const SCAN_STATUS = /* GraphQL */ `
  query Status($projectId: UUID, $scanId: UUID) {
    scanStatus(projectId: $projectId, scanId: $scanId) { scanId stage hasInProgress }
  }
`;

interface ScanStatusView {
  scanId: string | null;
  projectId: string | null;
  stage: string;
  progress: number;
  hasInProgress: boolean;
}
type Watched = ExecutionResult<{ scanStatusChanged: ScanStatusView | null }, { code?: string; status?: number }>;

/** A small source tree as a .tar.gz, built with node-tar. */
async function buildArchive(): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'vigia-gw-src-'));
  try {
    mkdirSync(join(dir, 'src'));
    const names: string[] = [];
    for (let index = 0; index < SOURCE_FILES; index += 1) {
      const name = `src/modulo-${index}.js`;
      writeFileSync(join(dir, name), `export function soma${index}(a, b) {\n  return a + b + ${index};\n}\n`);
      names.push(name);
    }
    writeFileSync(join(dir, 'src/config.js'), "export const senha = 'hunter2-nao-use';\nexport const run = (code) => eval(code);\n");
    names.push('src/config.js');
    const chunks: Buffer[] = [];
    for await (const chunk of createTar({ gzip: true, cwd: dir, portable: true }, names)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function scanForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(archive)], { type: 'application/gzip' }), 'fonte.tar.gz');
  return form;
}

async function upload(
  baseUrl: string,
  headers: Record<string, string>,
  form: FormData = scanForm(),
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/api/v1/scans`, { method: 'POST', headers, body: form });
  const text = await response.text();
  answers.push(text);
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
}

/** Uploads the archive with the admin session (cookie + CSRF) and returns the scan id. */
async function startScanAsAdmin(): Promise<string> {
  const answer = await upload(gateway.url, { cookie: admin.client.cookieHeader(), 'x-csrf-token': admin.csrfToken }, scanForm({ projectId }));
  expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 202, body: { projectId, stage: 'queued' } });
  return answer.body.scanId as string;
}

function watch(scanId: string, headers: Record<string, string>) {
  const client = createClient({ url: `${gateway.url}/graphql`, singleConnection: false, retryAttempts: 0, headers });
  const iterator = client.iterate({ query: SUBSCRIPTION, variables: { scanId } }) as AsyncIterableIterator<Watched>;
  return { client, iterator };
}

async function collect(scanId: string, headers: Record<string, string>): Promise<Watched[]> {
  const { client, iterator } = watch(scanId, headers);
  const results: Watched[] = [];
  try {
    for await (const result of iterator) {
      answers.push(JSON.stringify(result));
      results.push(result);
    }
  } finally {
    client.dispose();
  }
  return results;
}

beforeAll(async () => {
  archive = await buildArchive();
  smtp = await startSmtpServer();
  controlPlane = await startControlPlane({
    smtpUrl: smtp.url,
    env: { WORKER_CONCURRENCY: '2', QUEUE_POLL_SECONDS: '1', SCAN_BATCH_FILES: '1', SCAN_BATCH_DELAY_MS: String(BATCH_DELAY_MS), SEED_SAMPLE_SCAN: 'false' },
  });
  tap = await startTcpTap(controlPlane.url);
  gateway = await startGateway({ controlPlaneUrl: tap.url });
  smallGateway = await startGateway({ controlPlaneUrl: tap.url, scanUploadMaxBytes: 1024 });
  admin = await signIn(gateway.url, smtp, ADMIN);
  const projects = await admin.client.request<{ listProjects: { projects: Array<{ id: string; name: string }> } }>(PROJECTS);
  expect(projects.body.errors).toBeUndefined();
  projectId = projects.body.data?.listProjects.projects[0]?.id ?? '';
  expect(projectId).toBeTruthy();
});

afterAll(async () => {
  await smallGateway?.stop();
  await gateway?.stop();
  await tap?.stop();
  await controlPlane?.stop();
  await smtp?.stop();
});

describe('POST /api/v1/scans through the gateway', () => {
  it('accepts a multipart upload with a RUN_ token (the CI path): 202 with the scan id', async () => {
    const created = await admin.client.request<{ createTenantToken: { secret: string } }>(
      CREATE_TOKEN,
      { tenantId: admin.tenantId, input: { name: `CI gateway ${Date.now()}`, projectId, kind: 'RUN' } },
      { 'x-csrf-token': admin.csrfToken },
    );
    expect(created.body.errors).toBeUndefined();
    const secret = created.body.data?.createTenantToken.secret ?? '';
    expect(secret).toMatch(/^RUN_/);

    const answer = await upload(gateway.url, { authorization: `Bearer ${secret}` }, scanForm({ branch: 'main', commit: 'abc123' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body).toMatchObject({ projectId, stage: 'queued' });
    expect(answer.body.scanId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a revoked RUN_ token with 401 and the Portuguese message, on the upload and over GraphQL', async () => {
    const created = await admin.client.request<{ createTenantToken: { secret: string; token: { id: string } } }>(
      CREATE_TOKEN_WITH_ID,
      { tenantId: admin.tenantId, input: { name: `CI revogado ${Date.now()}`, projectId, kind: 'RUN' } },
      { 'x-csrf-token': admin.csrfToken },
    );
    const secret = created.body.data?.createTenantToken.secret ?? '';
    const revoked = await admin.client.request<{ updateTenantToken: { isActive: boolean } }>(
      REVOKE_TOKEN,
      { tenantId: admin.tenantId, tokenId: created.body.data?.createTenantToken.token.id },
      { 'x-csrf-token': admin.csrfToken },
    );
    expect(revoked.body.data?.updateTenantToken.isActive).toBe(false);
    const message = 'Token revogado. Peça um novo token ao administrador do tenant.';

    const answer = await upload(gateway.url, { authorization: `Bearer ${secret}` }, scanForm({ projectId }));
    expect(answer).toEqual({ status: 401, body: { code: 'TOKEN_REVOKED', message } });

    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: 'query { verifyToken { valid projectId } scanStatus { scanId } }' }),
    });
    const text = await response.text();
    answers.push(text);
    const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
    expect(body.errors?.length).toBeGreaterThan(0);
    for (const error of body.errors ?? []) {
      expect(error).toMatchObject({ message, extensions: { code: 'TOKEN_REVOKED', status: 401 } });
    }
    expect(body.data?.verifyToken ?? null).toBeNull();
    expect(body.data?.scanStatus ?? null).toBeNull();
  });

  it('accepts it with a session, its CSRF token and the project', async () => {
    firstScanId = await startScanAsAdmin();
    expect(firstScanId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses it without credentials, with the control plane code and Portuguese message', async () => {
    const answer = await upload(gateway.url, {}, scanForm({ projectId }));
    expect([401, 403]).toContain(answer.status);
    expect(Object.keys(answer.body).sort()).toEqual(['code', 'message']);
    expect(answer.body.message).toMatch(/[a-zà-ú]/i);
  });

  it('refuses a body over SCAN_UPLOAD_MAX_BYTES (+ envelope) with 413 before the control plane sees it', async () => {
    const big = Buffer.alloc(80 * 1024, 1);
    const form = new FormData();
    form.append('projectId', projectId);
    form.append('file', new Blob([new Uint8Array(big)]), 'grande.tar.gz');
    const answer = await upload(smallGateway.url, { cookie: admin.client.cookieHeader(), 'x-csrf-token': admin.csrfToken }, form);
    expect(answer).toEqual({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'Arquivo excede o limite de 1 KB' } });
  });
});

describe('subscription scanStatusChanged', () => {
  it('delivers the status of a real scan as it runs and ends with completed', async () => {
    const scanId = await startScanAsAdmin();
    const results = await collect(scanId, { cookie: admin.client.cookieHeader() });
    for (const result of results) expect(result.errors, JSON.stringify(result)).toBeUndefined();
    const statuses = results.map((result) => result.data?.scanStatusChanged as ScanStatusView);
    expect(statuses.length).toBeGreaterThan(1);
    for (const status of statuses) expect(status).toMatchObject({ scanId, projectId });
    const last = statuses.at(-1);
    // GraphQL's ALL_CAPS values, while the stream underneath said completed, analyzing, ...
    expect(last).toMatchObject({ stage: 'COMPLETED', progress: 100, hasInProgress: false });
    for (const status of statuses.slice(0, -1)) expect(['QUEUED', 'ANALYZING', 'GENERATING_COMPLIANCE', 'FINALIZING']).toContain(status.stage);
    // Progress never goes back.
    const progress = statuses.map((status) => status.progress);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    // The stream was closed after the last event.
    await expect.poll(() => tap.openMatching(STREAM_REQUEST), { timeout: 5000 }).toBe(0);
  }, 60_000); // the scan may wait behind the earlier ones of this file (one at a time per project)

  it('refuses without credentials: a GraphQL error with the code, status and Portuguese message, no events', async () => {
    const scanId = firstScanId;
    const results = await collect(scanId, {});
    expect(results).toHaveLength(1);
    const [error] = results[0]?.errors ?? [];
    expect(results[0]?.data ?? null).toBeNull();
    expect([401, 403]).toContain(error?.extensions?.status);
    expect(Object.keys(error?.extensions ?? {}).sort()).toEqual(['code', 'status']);
    expect(error?.message).toMatch(/[a-zà-ú]/i);
  });

  it('closes the upstream event stream when the client closes the subscription', async () => {
    const scanId = await startScanAsAdmin();
    const { client, iterator } = watch(scanId, { cookie: admin.client.cookieHeader() });
    const first = await iterator.next();
    expect(first.value?.data?.scanStatusChanged).toMatchObject({ scanId });
    expect(tap.openMatching(STREAM_REQUEST)).toBe(1);

    await iterator.return?.();
    client.dispose();
    await expect.poll(() => tap.openMatching(STREAM_REQUEST), { timeout: 5000 }).toBe(0);
    // Closed by the client going away, not by the scan's end: it is still running.
    const status = await admin.client.request<{ scanStatus: { stage: string; hasInProgress: boolean } }>(SCAN_STATUS, {
      projectId,
      scanId,
    });
    expect(status.body.data?.scanStatus).toMatchObject({ hasInProgress: true });
  });
});

describe('graceful shutdown', () => {
  it('answers its probes, then ends an open subscription with SERVICE_UNAVAILABLE so the client reconnects elsewhere', async () => {
    const leaving = await startGateway({ controlPlaneUrl: tap.url, shutdownGraceSeconds: 5 });
    expect(await (await fetch(`${leaving.url}/livez`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${leaving.url}/readyz`)).status).toBe(200);
    const scanId = await startScanAsAdmin();
    const client = createClient({ url: `${leaving.url}/graphql`, singleConnection: false, retryAttempts: 0, headers: { cookie: admin.client.cookieHeader() } });
    const iterator = client.iterate({ query: SUBSCRIPTION, variables: { scanId } }) as AsyncIterableIterator<Watched>;
    try {
      expect((await iterator.next()).value?.data?.scanStatusChanged).toMatchObject({ scanId });
      const closing = leaving.stop();
      const rest: Watched[] = [];
      for await (const result of iterator) rest.push(result);
      await closing;
      expect(rest.at(-1)?.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      // The upstream stream went with it; the scan itself goes on.
      await expect.poll(() => tap.openMatching(STREAM_REQUEST), { timeout: 5000 }).toBe(0);
    } finally {
      client.dispose();
    }
  }, 60_000);
});

describe('error hygiene', () => {
  it('never shows upstream addresses, stacks or headers in any answer of this suite', () => {
    const ports = [new URL(controlPlane.url).port, new URL(tap.url).port];
    expect(answers.length).toBeGreaterThan(5);
    for (const text of answers) {
      for (const port of ports) expect(text).not.toContain(`:${port}`);
      expect(text).not.toMatch(/"stack"|"headers"|"response"|"request"|"http"|originalError/);
    }
  });
});

describe('findings and exports through the gateway', () => {
  const LATEST = /* GraphQL */ `
    query Latest($projectId: UUID, $severity: [Severity!]) {
      latestFindings(projectId: $projectId, severity: $severity, pageSize: 5) {
        scanId
        findings { id file line severity rule law { citations { framework ref } } }
        summary { total bySeverity { key count } }
      }
    }
  `;

  async function settled(): Promise<void> {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const status = await admin.client.request<{ scanStatus: { hasInProgress: boolean } }>(SCAN_STATUS, { projectId });
      if (status.body.data?.scanStatus.hasInProgress === false) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('scans still running');
  }

  async function download(path: string, headers: Record<string, string>) {
    const response = await fetch(`${gateway.url}${path}`, { headers });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('answers the latest findings over GraphQL, filtered by severity', async () => {
    await settled();
    const answer = await admin.client.request<{
      latestFindings: { findings: Array<{ severity: string; law: { citations: unknown[] } }>; summary: { total: number } };
    }>(LATEST, { projectId, severity: ['CRITICAL', 'HIGH'] });
    expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
    const page = answer.body.data?.latestFindings;
    expect(page?.summary.total).toBeGreaterThan(0);
    for (const finding of page?.findings ?? []) expect(['CRITICAL', 'HIGH']).toContain(finding.severity);
  });

  it('filters by triage state and Novos nesta análise, and triages a finding through GraphQL (issue 29)', async () => {
    await settled();
    const TRIAGED = /* GraphQL */ `
      query Triaged($projectId: UUID, $state: [FindingState!], $newOnly: Boolean) {
        latestFindings(projectId: $projectId, state: $state, newOnly: $newOnly, pageSize: 5) {
          tracking { branch new }
          findings { id triage { trackedId state baseline firstSeenAt } }
          summary { total }
        }
      }
    `;
    type Triaged = { latestFindings: { tracking: { new: number } | null; findings: Array<{ id: string; triage: { trackedId: string; state: string } }>; summary: { total: number } } };
    const open = await admin.client.request<Triaged>(TRIAGED, { projectId, state: ['OPEN'], newOnly: false });
    expect(open.body.errors, JSON.stringify(open.body.errors)).toBeUndefined();
    const first = open.body.data?.latestFindings.findings[0];
    expect(first?.triage.state).toBe('OPEN');

    const TRIAGE = /* GraphQL */ `
      mutation Triage($projectId: UUID!, $findingId: UUID!, $input: TriageRequestInput!) {
        triageFinding(projectId: $projectId, findingId: $findingId, input: $input) { trackedId state stateReason }
      }
    `;
    const changed = await admin.client.request<{ triageFinding: { trackedId: string; state: string; stateReason: string } }>(
      TRIAGE,
      { projectId, findingId: first?.id, input: { state: 'FALSE_POSITIVE', reason: 'Teste via GraphQL' } },
      { 'x-csrf-token': admin.csrfToken },
    );
    expect(changed.body.errors, JSON.stringify(changed.body.errors)).toBeUndefined();
    expect(changed.body.data?.triageFinding).toEqual({ trackedId: first?.triage.trackedId, state: 'FALSE_POSITIVE', stateReason: 'Teste via GraphQL' });
    const fp = await admin.client.request<Triaged>(TRIAGED, { projectId, state: ['FALSE_POSITIVE'] });
    expect(fp.body.data?.latestFindings.findings.map((f) => f.id)).toEqual([first?.id]);
  });

  it('streams the PDF and the artifacts zip with their length and file name, with the session cookie', async () => {
    const headers = { cookie: admin.client.cookieHeader(), 'x-project-id': projectId };
    const pdf = await download('/api/v1/export/latest/pdf', headers);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Number(pdf.headers.get('content-length'))).toBe(pdf.bytes.length);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const zip = await download('/api/v1/export/latest/artifacts', headers);
    expect(zip.status).toBe(200);
    expect(Number(zip.headers.get('content-length'))).toBe(zip.bytes.length);
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('streams the CSV and JSON of the filtered findings with the filters of the query string', async () => {
    const headers = { cookie: admin.client.cookieHeader(), 'x-project-id': projectId };
    const csv = await download('/api/v1/export/latest/csv?severity=critical,high&sort_by=file&sort_order=asc', headers);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-findings\.csv"$/);
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFFArquivo;Linha;Severidade;Regra;Mensagem;Categoria;Framework\r\n')).toBe(true);
    const rows = text.split('\r\n').slice(1, -1);
    expect(rows.length).toBeGreaterThan(0);
    // The CSV says severity as the screen does (issue 30); the JSON below keeps the codes programs read.
    for (const row of rows) expect(row).toMatch(/^"[^"]+";"\d+";"(Crítica|Alta)";/);

    const json = await download('/api/v1/export/latest/json?severity=critical', headers);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-findings\.json"$/);
    const document = JSON.parse(json.bytes.toString('utf8')) as { total: number; findings: Array<{ severity: string }>; filters: { severities: string[] } };
    expect(document.filters.severities).toEqual(['critical']);
    expect(document.findings).toHaveLength(document.total);
    for (const finding of document.findings) expect(finding.severity).toBe('critical');

    const refused = await download('/api/v1/export/latest/csv?severity=urgent', headers);
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.bytes.toString('utf8'))).toMatchObject({ code: expect.any(String), field: 'severity' });
  });

  it('passes the control plane refusals on: 401 without credentials, 404 NO_DATA for a project without scans', async () => {
    const anonymous = await download('/api/v1/export/latest/pdf', { 'x-project-id': projectId });
    expect(anonymous.status).toBe(401);
    const projects = await admin.client.request<{ listProjects: { projects: Array<{ id: string }> } }>(PROJECTS);
    const other = projects.body.data?.listProjects.projects.find((p) => p.id !== projectId)?.id ?? '';
    const empty = await download('/api/v1/export/latest/artifacts', { cookie: admin.client.cookieHeader(), 'x-project-id': other });
    expect(empty.status).toBe(404);
    expect(JSON.parse(empty.bytes.toString('utf8'))).toEqual({ code: 'NO_DATA', message: 'Nenhuma análise encontrada para exportar' });
  });
});
