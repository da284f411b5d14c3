import { mkdtemp, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTarget } from '../src/artifacts/signed-url.js';
import { RETIRED_KEY_WINDOW_MS } from '../src/artifacts/signing-keyring.js';
import { addArtifact, addScan, storedSigningKey } from './helpers/artifacts.js';
import type { Client, JsonBody } from './helpers/client.js';
import { signUpOtherTenant, startDemoApp, type DemoApp } from './helpers/demo-app.js';
import { FIXTURE_FILES, tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';
import { startTestApp, type TestApp } from './helpers/app.js';

/** The control plane's clock for signatures and keys: tests move it instead of sleeping. */
let clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);

let { app, admin, analyst, tenantId, banking, pix } = {} as DemoApp;
let projectB: string;
let adminB: Client;
let scanId: string;
let fixtureScan: string;
let viewerToken: string;
let runToken: string;
let pixViewerToken: string;
const ids: Record<string, string> = {};
const files: Record<string, string> = {};

const LOG_LINES = 450;
const logLine = (n: number) => `${String(n).padStart(4, '0')} etapa concluída`;

beforeAll(async () => {
  ({ app, admin, analyst, tenantId, banking, pix } = await startDemoApp({}, { clock }));

  const tokens = `/api/v1/admin/tenants/${tenantId}/tokens`;
  viewerToken = (await admin.post(tokens, { name: 'viewer', projectId: banking, kind: 'VIEWER' })).body.secret;
  runToken = (await admin.post(tokens, { name: 'run', projectId: banking, kind: 'RUN' })).body.secret;
  pixViewerToken = (await admin.post(tokens, { name: 'viewer pix', projectId: pix, kind: 'VIEWER' })).body.secret;

  // A real scan writes SARIF, FINDINGS_JSON and COMPLIANCE_JSON.
  const source = await mkdtemp(path.join(tmpdir(), 'vigia-artifacts-src-'));
  await writeTree(source, FIXTURE_FILES);
  const upload = await uploadScan(app.url, await tarGzOf(source), { session: admin, projectId: banking });
  await rm(source, { recursive: true, force: true });
  expect(upload.status, JSON.stringify(upload.body)).toBe(202);
  scanId = upload.body.scanId;
  const done = await waitForScan(admin, scanId, banking);
  expect(done.stage).toBe('completed');

  // An older scan with a text log and JSON with long strings, listed after the real scan's files.
  fixtureScan = await addScan(app, tenantId, banking);
  const older = new Date(Date.now() - 3600_000);
  // Each a second older than the one before.
  const fixtures = [
    ['log', 'SCAN_LOG', 'scan.log', 'text/plain; charset=utf-8', Array.from({ length: LOG_LINES }, (_, i) => logLine(i + 1)).join('\n')],
    ['data', 'FINDINGS_JSON', 'dados longos.json', 'application/json', JSON.stringify({ long: 'x'.repeat(5000), list: Array.from({ length: 75 }, (_, i) => ({ i })) })],
    ['zip', 'EXPORT_ZIP', 'pacote.zip', 'application/zip', Buffer.from([0x50, 0x4b, 3, 4])],
  ] as const;
  for (const [index, [key, kind, name, contentType, content]] of fixtures.entries()) {
    const createdAt = new Date(older.getTime() - index * 1000);
    const added = await addArtifact(app, { tenantId, projectId: banking, scanId: fixtureScan, kind, name, contentType, content, createdAt });
    ids[key] = added.id;
    files[key] = added.file;
  }

  // Tenant B with a project and an artifact of its own.
  const other = await signUpOtherTenant(app);
  adminB = other.otherAdmin;
  const tenantB = other.otherTenantId;
  projectB = (await adminB.post('/api/v1/projects', { name: 'Projeto B', description: 'Dados do tenant B' })).body.id;
  const scanB = await addScan(app, tenantB, projectB);
  ids.b = (
    await addArtifact(app, { tenantId: tenantB, projectId: projectB, scanId: scanB, kind: 'SARIF', name: 'b.sarif', contentType: 'application/sarif+json', content: '{}' })
  ).id;
}, 150_000);

afterAll(() => app?.close());

const list = (projectId: string, query = '', client = admin, bearer?: string) =>
  client.get(`/api/v1/projects/${projectId}/artifacts${query}`, bearer ? { bearer } : {});
const view = (artifactId: string, query = '', projectId = banking, client = admin) =>
  client.get(`/api/v1/projects/${projectId}/artifacts/${artifactId}/view${query}`);
const scanArtifacts = async (): Promise<Record<string, JsonBody>> => {
  const items = (await list(banking, `?scanId=${scanId}`)).body.items as JsonBody[];
  return Object.fromEntries(items.map((item) => [item.kind, item]));
};

describe('GET /api/v1/projects/{projectId}/artifacts', () => {
  it('lists the artifacts newest first with their metadata', async () => {
    const res = await list(banking);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 6, page: 1, pageSize: 50 });
    const items = res.body.items as JsonBody[];
    expect(items.slice(0, 3).map((i) => i.scanId)).toEqual([scanId, scanId, scanId]);
    expect(items.slice(0, 3).map((i) => i.kind).sort()).toEqual(['COMPLIANCE_JSON', 'FINDINGS_JSON', 'SARIF']);
    expect(items.slice(3).map((i) => i.id)).toEqual([ids.log, ids.data, ids.zip]);
    const stored = await app.cp.db.selectFrom('artifacts').selectAll().where('scan_id', '=', scanId).where('kind', '=', 'SARIF').executeTakeFirstOrThrow();
    expect(items.find((i) => i.kind === 'SARIF')).toEqual({
      id: stored.id,
      kind: 'SARIF',
      name: 'results.sarif',
      contentType: 'application/sarif+json',
      sizeBytes: Number(stored.size_bytes),
      scanId,
      createdAt: new Date(stored.created_at).toISOString(),
      sha256: stored.sha256,
    });
  });

  it('filters by kinds, scan and name, and pages', async () => {
    const kinds = await list(banking, '?kinds=SARIF,COMPLIANCE_JSON');
    expect((kinds.body.items as JsonBody[]).map((i) => i.kind).sort()).toEqual(['COMPLIANCE_JSON', 'SARIF']);
    expect(kinds.body.total).toBe(2);
    const compliance = await list(banking, `?kinds=COMPLIANCE_JSON&scanId=${scanId}&pageSize=1`);
    expect(compliance.body.items).toHaveLength(1);
    expect(compliance.body.items[0]).toMatchObject({ kind: 'COMPLIANCE_JSON', scanId, name: 'compliance.json' });
    const byScan = await list(banking, `?scanId=${fixtureScan}`);
    expect((byScan.body.items as JsonBody[]).map((i) => i.id)).toEqual([ids.log, ids.data, ids.zip]);
    const search = await list(banking, '?search=LONGOS');
    expect((search.body.items as JsonBody[]).map((i) => i.id)).toEqual([ids.data]);
    expect((await list(banking, '?search=%25')).body.total).toBe(0);
    const page1 = await list(banking, '?pageSize=4');
    const page2 = await list(banking, '?pageSize=4&page=2');
    expect(page2.body).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect([...page1.body.items, ...page2.body.items].map((i: JsonBody) => i.id)).toEqual((await list(banking)).body.items.map((i: JsonBody) => i.id));
    const invalid = await list(banking, '?kinds=sarif');
    expect(invalid.status).toBe(422);
    expect(invalid.body.field).toBe('kinds');
    expect((await list(banking, '?pageSize=101')).status).toBe(422);
  });

  it('answers an empty page for a project without artifacts, 404 for projects the caller may not know', async () => {
    const empty = await list(pix);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
    for (const res of [await list(projectB), await list('00000000-0000-4000-8000-000000000000'), await list(pix, '', analyst)]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Nenhum artefato encontrado' });
    }
    expect((await list(banking, '', analyst)).status).toBe(200);
    expect((await list(banking, '', app.client())).status).toBe(401);
  });

  it("lets the project's viewer and run tokens read (spec §1: both read-scoped by project) and refuses another project's token with 403", async () => {
    const viewer = await list(banking, '', app.client(), viewerToken);
    expect(viewer.status).toBe(200);
    expect(viewer.body.total).toBe(6);
    expect((await list(banking, '', app.client(), runToken)).body.total).toBe(6);
    for (const res of [await list(banking, '', app.client(), pixViewerToken)]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'Acesso negado aos artefatos' });
    }
    const foreign = await list(projectB, '', app.client(), viewerToken);
    expect(foreign.status).toBe(404);
  });
});

describe('GET .../artifacts/{artifactId}/view', () => {
  it('gives the compliance page what it needs: the root summarised, sections whole', async () => {
    const compliance = (await scanArtifacts()).COMPLIANCE_JSON;
    const report = JSON.parse(await readFile(path.join(app.dataDir, 'artifacts', tenantId, banking, scanId, 'compliance.json'), 'utf8'));
    const sections = Object.keys(report).length;
    const root = await view(compliance.id);
    expect(root.status, JSON.stringify(root.body)).toBe(200);
    expect(root.body).toMatchObject({ artifact: compliance, mode: 'tree', path: '', page: 1, pageSize: 50, totalChildren: sections });
    expect(root.body.node).toEqual({ pointer: '', index: 0, type: 'object', size: sections });
    const byKey = Object.fromEntries((root.body.children as JsonBody[]).map((c) => [c.key, c]));
    expect(byKey.kind).toEqual({ pointer: '/kind', key: 'kind', index: 0, type: 'string', value: 'COMPLIANCE_JSON' });
    expect(byKey.domains).toMatchObject({ pointer: '/domains', type: 'object', size: 4 });
    expect(byKey.findings).toMatchObject({ pointer: '/findings', type: 'array' });
    expect(byKey.articles).toMatchObject({ pointer: '/articles', type: 'array' });

    const summary = await view(compliance.id, '?path=/summary&whole=true');
    expect(summary.body).toEqual({ artifact: compliance, mode: 'whole', path: '/summary', document: report.summary });
    expect(summary.body.document).toEqual({ compliance_score: expect.any(Number), total_findings: expect.any(Number) });
    const whole = await view(compliance.id, '?mode=whole');
    expect(whole.body.document).toEqual(report);
    const score = await view(compliance.id, '?path=/domains/lgpd/score');
    expect(score.body.node).toEqual({ pointer: '/domains/lgpd/score', key: 'score', index: 0, type: 'number', value: String(report.domains.lgpd.score) });
  });

  it('pages the children of a SARIF node', async () => {
    const sarif = (await scanArtifacts()).SARIF;
    const results = await view(sarif.id, '?path=/runs/0/results&pageSize=2&page=2');
    expect(results.status, JSON.stringify(results.body)).toBe(200);
    const stored = JSON.parse(await readFile(path.join(app.dataDir, 'artifacts', tenantId, banking, scanId, 'results.sarif'), 'utf8'));
    const total = stored.runs[0].results.length as number;
    expect(total).toBeGreaterThan(3);
    expect(results.body).toMatchObject({ mode: 'tree', page: 2, pageSize: 2, totalChildren: total });
    expect(results.body.node).toMatchObject({ pointer: '/runs/0/results', type: 'array', size: total });
    expect((results.body.children as JsonBody[]).map((c) => [c.pointer, c.type, c.index])).toEqual([
      ['/runs/0/results/2', 'object', 2],
      ['/runs/0/results/3', 'object', 3],
    ]);
    expect(results.body.children[0].size).toBe(Object.keys(stored.runs[0].results[2]).length);
  });

  it('cuts long strings with a flag and pages large arrays', async () => {
    const root = await view(ids.data as string);
    const long = (root.body.children as JsonBody[]).find((c) => c.key === 'long');
    expect(long).toMatchObject({ type: 'string', truncated: true });
    expect(long.value).toBe('x'.repeat(2048));
    const node = await view(ids.data as string, '?path=/long');
    expect(node.body.node).toMatchObject({ value: 'x'.repeat(5000) });
    expect(node.body.node.truncated).toBeUndefined();
    const last = await view(ids.data as string, '?path=/list&page=2&pageSize=50');
    expect(last.body.totalChildren).toBe(75);
    expect((last.body.children as JsonBody[]).map((c) => c.index)).toEqual(Array.from({ length: 25 }, (_, i) => 50 + i));
  });

  it('shows text as numbered lines, page by page', async () => {
    const page2 = await view(ids.log as string, '?page=2');
    expect(page2.status, JSON.stringify(page2.body)).toBe(200);
    expect(page2.body).toMatchObject({ mode: 'lines', page: 2, pageSize: 200, totalLines: LOG_LINES });
    expect(page2.body.lines).toHaveLength(200);
    expect(page2.body.lines[0]).toEqual({ number: 201, text: logLine(201) });
    expect(page2.body.lines[199]).toEqual({ number: 400, text: logLine(400) });
    const page3 = await view(ids.log as string, '?page=3&pageSize=200');
    expect((page3.body.lines as JsonBody[]).map((l) => l.number)).toEqual(Array.from({ length: 50 }, (_, i) => 401 + i));
    // JSON may be read as lines too.
    const sarifLines = await view((await scanArtifacts()).SARIF.id, '?mode=lines&pageSize=2');
    expect(sarifLines.body.lines).toEqual([{ number: 1, text: '{' }, { number: 2, text: expect.stringContaining('"') }]);
  });

  it('answers 404, 410, 413, 415 and 422 in Portuguese', async () => {
    const compliance = (await scanArtifacts()).COMPLIANCE_JSON;
    for (const res of [
      await view('00000000-0000-4000-8000-000000000000'),
      await view(compliance.id, '', pix),
      await view(ids.b as string, '', projectB),
      await view(ids.b as string, '', banking),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Artefato não encontrado' });
    }
    const otherView = await app.client().get(`/api/v1/projects/${banking}/artifacts/${compliance.id}/view`, { bearer: pixViewerToken });
    expect(otherView.body).toEqual({ code: 'FORBIDDEN', message: 'Acesso negado aos artefatos' });
    const badPath = await view(compliance.id, '?path=/nada');
    expect(badPath.status).toBe(422);
    expect(badPath.body).toMatchObject({ field: 'path', message: 'Dados inválidos: path não existe no documento' });
    expect((await view(compliance.id, '?path=summary')).status).toBe(422);
    const zip = await view(ids.zip as string);
    expect(zip.status).toBe(415);
    expect(zip.body.message).toBe('Visualização não suportada para este tipo de artefato');
    expect((await view(ids.log as string, '?mode=tree')).status).toBe(415);
    const big = await addArtifact(app, {
      tenantId,
      projectId: banking,
      scanId: fixtureScan,
      kind: 'BIG_JSON',
      name: 'grande.json',
      contentType: 'application/json',
      content: JSON.stringify({ head: { a: 1 }, items: Array.from({ length: 60_000 }, (_, i) => ({ id: i, text: 'y'.repeat(80) })) }),
    });
    const tooLarge = await view(big.id, '?whole=true');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toContain('Documento grande demais');
    expect((await view(big.id, '?whole=true&path=/items')).status).toBe(413);
    expect((await view(big.id, '?whole=true&path=/head')).body.document).toEqual({ a: 1 });
    const gone = await addArtifact(app, {
      tenantId,
      projectId: banking,
      scanId: fixtureScan,
      kind: 'GONE',
      name: 'sumiu.txt',
      contentType: 'text/plain',
      content: 'a',
    });
    await unlink(gone.file);
    const goneView = await view(gone.id);
    expect(goneView.status).toBe(410);
  });
});

describe('signed URLs and downloads', () => {
  const sign = (artifactId: string, projectId = banking, client = admin) =>
    client.post(`/api/v1/projects/${projectId}/artifacts/${artifactId}/sign`);
  const fetchRaw = (url: string, headers: Record<string, string> = {}) => fetch(`${app.url}${url}`, { headers });

  it('downloads with a signed URL and no credentials, with safe headers', async () => {
    const sarif = (await scanArtifacts()).SARIF;
    const signed = await sign(sarif.id);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const url = new URL(signed.body.signedUrl, 'http://x');
    expect(url.pathname).toBe(`/api/v1/projects/${banking}/artifacts/${sarif.id}/download`);
    const exp = Number(url.searchParams.get('exp'));
    expect(exp - Math.floor(clock().getTime() / 1000)).toBeGreaterThan(890);
    expect(new Date(signed.body.expiresAt).getTime()).toBe(exp * 1000);
    expect(url.searchParams.get('kid')).toBeTruthy();
    expect(url.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const res = await fetchRaw(signed.body.signedUrl);
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(await readFile(path.join(app.dataDir, 'artifacts', tenantId, banking, scanId, 'results.sarif')))).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/sarif+json');
    expect(res.headers.get('content-length')).toBe(String(sarif.sizeBytes));
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="results.sarif"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const dataUrl = (await sign(ids.data as string)).body.signedUrl;
    expect((await fetchRaw(dataUrl)).headers.get('content-disposition')).toBe('attachment; filename="dados-longos.json"');
    // The viewer token may sign too.
    expect((await app.client().post(`/api/v1/projects/${banking}/artifacts/${sarif.id}/sign`, undefined, { bearer: viewerToken })).status).toBe(200);
  });

  it('refuses tampered, expired, foreign and unknown-key links with one 403', async () => {
    const artifacts = await scanArtifacts();
    const sarif = artifacts.SARIF;
    const signed = (await sign(sarif.id)).body.signedUrl as string;
    const url = new URL(signed, 'http://x');
    const exp = Number(url.searchParams.get('exp'));
    const kid = url.searchParams.get('kid') as string;
    const sig = url.searchParams.get('sig') as string;
    const otherSig = sig.startsWith('A') ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    const linkTo = (projectId: string, artifactId: string, q: { exp?: number; kid?: string; sig?: string }) =>
      `/api/v1/projects/${projectId}/artifacts/${artifactId}/download?${new URLSearchParams(
        Object.entries({ exp, kid, sig, ...q }).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString()}`;
    const attempts = [
      linkTo(banking, sarif.id, { sig: otherSig }),
      linkTo(banking, sarif.id, { exp: exp + 1 }),
      linkTo(banking, sarif.id, { kid: 'desconhecida' }),
      linkTo(banking, artifacts.COMPLIANCE_JSON.id, {}),
      linkTo(pix, sarif.id, {}),
      linkTo(projectB, ids.b as string, {}),
      `/api/v1/projects/${banking}/artifacts/${sarif.id}/download?exp=${exp}&kid=${kid}`,
    ];
    for (const attempt of attempts) {
      const res = await fetchRaw(attempt);
      expect(res.status, attempt).toBe(403);
      expect(await res.json()).toEqual({ code: 'INVALID_SIGNATURE', message: 'Link de download inválido ou expirado' });
    }
    // Even a signed-in admin cannot use a broken link: the signature decides.
    expect((await admin.get(linkTo(banking, sarif.id, { sig: otherSig }))).status).toBe(403);
    // A far expiry signed with the right key is refused (longer than any URL we sign).
    const key = await storedSigningKey(app, kid);
    const farExp = Math.floor(clock().getTime() / 1000) + 2 * 86_400;
    const far = signTarget(key, { tenantId, projectId: banking, artifactId: sarif.id, exp: farExp });
    expect((await fetchRaw(linkTo(banking, sarif.id, { exp: farExp, sig: far }))).status).toBe(403);
    expect((await fetchRaw(signed)).status).toBe(200);

    clockOffsetMs += 901_000;
    try {
      const expired = await fetchRaw(signed);
      expect(expired.status).toBe(403);
    } finally {
      clockOffsetMs -= 901_000;
    }
  });

  it("downloads with credentials without a signature; refuses anonymous callers and another project's token", async () => {
    const compliance = (await scanArtifacts()).COMPLIANCE_JSON;
    const direct = `/api/v1/projects/${banking}/artifacts/${compliance.id}/download`;
    const res = await admin.get(direct);
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('COMPLIANCE_JSON');
    expect((await app.client().get(direct, { bearer: viewerToken })).status).toBe(200);
    expect((await app.client().get(direct)).status).toBe(401);
    expect((await app.client().get(direct, { bearer: runToken })).status).toBe(200);
    const other = await app.client().get(direct, { bearer: pixViewerToken });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Acesso negado aos artefatos');
    expect((await admin.get(`/api/v1/projects/${projectB}/artifacts/${ids.b}/download`)).status).toBe(404);
  });

  it('answers 410 when the file is gone, 404 for an unknown artifact', async () => {
    const gone = await addArtifact(app, { tenantId, projectId: banking, scanId: fixtureScan, kind: 'GONE2', name: 'x.txt', contentType: 'text/plain', content: 'x' });
    const signed = (await sign(gone.id)).body.signedUrl as string;
    await unlink(gone.file);
    const res = await fetchRaw(signed);
    expect(res.status).toBe(410);
    expect((await admin.get(`/api/v1/projects/${banking}/artifacts/${gone.id}/download`)).status).toBe(410);
    const unknown = await sign('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Artefato não encontrado');
  });

  it('stores signing keys encrypted', async () => {
    const rows = await app.cp.db.selectFrom('signing_keys').selectAll().where('tenant_id', '=', tenantId).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.secret).toMatch(/^v1\./);
      const key = await storedSigningKey(app, row.kid);
      expect(key).toHaveLength(32);
      expect(row.secret).not.toContain(key.toString('base64url'));
      expect(row.secret).not.toContain(key.toString('hex'));
    }
  });
});

describe('POST /api/v1/admin/crypto/rotate-keys', () => {
  const rotate = (body: unknown, client = admin) => client.post('/api/v1/admin/crypto/rotate-keys', body);

  it('is for TENANT_ADMINs with confirm: "yes"', async () => {
    const denied = await rotate({ confirm: 'yes' }, analyst);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Acesso negado. Função necessária: TENANT_ADMIN');
    expect((await app.client().post('/api/v1/admin/crypto/rotate-keys', { confirm: 'yes' }, { bearer: viewerToken })).status).toBe(401);
    for (const body of [{ confirm: 'no' }, {}, { confirm: true }]) {
      const res = await rotate(body);
      expect(res.status).toBe(422);
      expect(res.body.field).toBe('confirm');
    }
  });

  it('keeps old links working until the retired key has outlived every URL it signed', async () => {
    const sarif = (await scanArtifacts()).SARIF;
    const before = (await admin.post(`/api/v1/projects/${banking}/artifacts/${sarif.id}/sign`)).body.signedUrl as string;
    const oldKid = new URL(before, 'http://x').searchParams.get('kid') as string;
    const oldKey = await storedSigningKey(app, oldKid);

    const rotated = await rotate({ confirm: 'yes' });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body).toMatchObject({ kid: expect.any(String), retiredKid: oldKid });
    expect(new Date(rotated.body.retiredKeyValidUntil).getTime() - new Date(rotated.body.createdAt).getTime()).toBe(RETIRED_KEY_WINDOW_MS);
    const audit = await app.cp.db.selectFrom('audit_log').selectAll().where('action', '=', 'signing_keys.rotate').execute();
    expect(audit).toEqual([expect.objectContaining({ tenant_id: tenantId, target_id: rotated.body.kid })]);
    // Tenant B's keyring is not touched.
    expect((await adminB.post(`/api/v1/projects/${projectB}/artifacts/${ids.b}/sign`)).status).toBe(200);

    expect((await fetch(`${app.url}${before}`)).status).toBe(200);
    const after = (await admin.post(`/api/v1/projects/${banking}/artifacts/${sarif.id}/sign`)).body.signedUrl as string;
    expect(new URL(after, 'http://x').searchParams.get('kid')).toBe(rotated.body.kid);
    expect((await fetch(`${app.url}${after}`)).status).toBe(200);

    // A link made with the retired key for a fresh expiry still verifies inside the window...
    const forge = (exp: number) =>
      `/api/v1/projects/${banking}/artifacts/${sarif.id}/download?exp=${exp}&kid=${oldKid}&sig=${signTarget(oldKey, { tenantId, projectId: banking, artifactId: sarif.id, exp })}`;
    const nowSeconds = () => Math.floor(clock().getTime() / 1000);
    expect((await fetch(`${app.url}${forge(nowSeconds() + 60)}`)).status).toBe(200);

    // ...and nothing past it: the key is refused and deleted.
    clockOffsetMs += RETIRED_KEY_WINDOW_MS + 1000;
    try {
      expect((await fetch(`${app.url}${before}`)).status).toBe(403);
      const late = await fetch(`${app.url}${forge(nowSeconds() + 60)}`);
      expect(late.status).toBe(403);
      const remaining = await app.cp.db.selectFrom('signing_keys').select('kid').where('kid', '=', oldKid).execute();
      expect(remaining).toEqual([]);
      const fresh = (await admin.post(`/api/v1/projects/${banking}/artifacts/${sarif.id}/sign`)).body.signedUrl as string;
      expect((await fetch(`${app.url}${fresh}`)).status).toBe(200);
    } finally {
      clockOffsetMs -= RETIRED_KEY_WINDOW_MS + 1000;
    }
  });
});

describe('disabled by configuration', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp({ artifacts: { inlineView: false, signedUrls: false, signedUrlTtlSeconds: 900 } });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('answers 501 for the view and for signing', async () => {
    const client = await off.signIn('admin@demo.local');
    const project = (await client.get('/api/v1/projects')).body.projects[0].id as string;
    const some = '00000000-0000-4000-8000-000000000000';
    const viewed = await client.get(`/api/v1/projects/${project}/artifacts/${some}/view`);
    expect(viewed.status).toBe(501);
    expect(viewed.body.message).toBe('Visualização inline desabilitada');
    const signed = await client.post(`/api/v1/projects/${project}/artifacts/${some}/sign`);
    expect(signed.status).toBe(501);
    expect(signed.body.message).toBe('URLs assinadas desabilitadas');
    expect((await client.get(`/api/v1/projects/${project}/artifacts`)).status).toBe(200);
  });
});
