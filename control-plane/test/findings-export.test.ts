import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTER, type FindingSortField } from '../src/findings/finding-filter.js';
import { walkFindings } from '../src/findings/findings-walk.js';
import type { JsonBody } from './helpers/client.js';
import { tarGzOf, uploadScan, waitForScan, writeTree } from './helpers/scans.js';
import { finishedSampleScan, startDemoApp, type DemoApp } from './helpers/demo-app.js';

let { app, admin, tenantId, banking, pix } = {} as DemoApp;
let scanId: string;

beforeAll(async () => {
  // The bundled sample repository, scanned for real on the first start.
  ({ app, admin, tenantId, banking, pix } = await startDemoApp({ scans: { sampleScan: true } }));
  scanId = await finishedSampleScan({ admin, banking });
}, 150_000);
afterAll(() => app?.close());

/** A GET with the admin's session (or a bearer token), read as text. */
async function get(pathname: string, options: { projectId?: string; bearer?: string; tenantId?: string } = {}) {
  const headers: Record<string, string> = options.bearer
    ? { authorization: `Bearer ${options.bearer}` }
    : { ...admin.defaultHeaders, cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-Project-ID': options.projectId ?? banking };
  if (options.tenantId) headers['X-Tenant-ID'] = options.tenantId;
  const res = await fetch(`${app.url}${pathname}`, { headers });
  // Decoded keeping the BOM (TextDecoder drops it by default).
  return { status: res.status, headers: res.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
}

/** The answer is a 200 attachment named `filename` of `contentType`. */
function expectDownload(res: { status: number; headers: Headers }, contentType: string, filename: string): void {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(contentType);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
}

/** The dashboard's findings for the same query, every page of 500. */
async function dashboard(query: string): Promise<JsonBody[]> {
  const res = await admin.get(`/api/v1/dashboard/latest?page_size=500${query ? `&${query}` : ''}`, { headers: { 'X-Project-ID': banking } });
  expect(res.status).toBe(200);
  return res.body.findings as JsonBody[];
}

/** A CSV line split back into its fields (every field quoted, quotes doubled). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  const pattern = /"((?:[^"]|"")*)"(?:;|$)/g;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) fields.push((match[1] ?? '').replace(/""/g, '"'));
  return fields;
}

/** The dashboard's labels (web/src/locales/pt-BR/dashboard.json), which the CSV uses. */
const SEVERITY_PT: Record<string, string> = { critical: 'Crítica', high: 'Alta', medium: 'Média', low: 'Baixa', info: 'Informativa', unknown: 'Desconhecida' };
const FRAMEWORK_PT: Record<string, string> = { lgpd: 'LGPD', bacen: 'Banco Central', security: 'Segurança', open_finance: 'Open Finance' };

describe('GET /api/v1/export/latest/csv', () => {
  it('when the dashboard filters are given, then every matching finding comes as CSV in the dashboard order', async () => {
    const res = await get('/api/v1/export/latest/csv?severity=critical,high&sort_by=file&sort_order=asc');
    expectDownload(res, 'text/csv; charset=utf-8', 'internet-banking-findings.csv');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    expect(res.text.endsWith('\r\n')).toBe(true);
    const lines = res.text.slice(1).split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('Arquivo;Linha;Severidade;Regra;Mensagem;Categoria;Framework');
    const expected = await dashboard('severity=critical,high&sort_by=file&sort_order=asc');
    expect(expected.length).toBeGreaterThan(3);
    expect(lines.slice(1).map(csvFields)).toEqual(
      expected.map((f) => [f.file, String(f.line), SEVERITY_PT[f.severity as string], f.rule, f.message, f.category, FRAMEWORK_PT[f.framework as string]]),
    );
    // As the screen says them, never the codes.
    expect(lines.slice(1).every((line) => /;"(Crítica|Alta)";/.test(line))).toBe(true);
  });

  it('when text and rule filters are given, then only those findings come', async () => {
    const all = await dashboard('');
    const rule = all[0]?.rule as string;
    const expected = await dashboard(`rule=${encodeURIComponent(rule)}`);
    const res = await get(`/api/v1/export/latest/csv?rule=${encodeURIComponent(rule)}`);
    const rows = res.text.slice(1).split('\r\n').slice(1, -1).map(csvFields);
    expect(rows.map((r) => r[3])).toEqual(expected.map(() => rule));
    const none = await get('/api/v1/export/latest/csv?q=%25%25%25');
    expect(none.text).toBe('\uFEFFArquivo;Linha;Severidade;Regra;Mensagem;Categoria;Framework\r\n');
  });

  it('when a value looks like a spreadsheet formula, then it is written as text', async () => {
    // Values come from scanned code: a file named like a formula must not run in Excel.
    const critical = app.cp.db.selectFrom('findings').select(['id', 'file']).where('scan_id', '=', scanId).where('severity', '=', 'critical');
    const original = await critical.execute();
    expect(original.length).toBeGreaterThan(0);
    await app.cp.db.updateTable('findings').set({ file: '=HYPERLINK("http://x")' }).where('scan_id', '=', scanId).where('severity', '=', 'critical').execute();
    try {
      const res = await get('/api/v1/export/latest/csv?severity=critical');
      const line = res.text.split('\r\n')[1] as string;
      expect(line.startsWith(`"'=HYPERLINK(""http://x"")";`)).toBe(true);
    } finally {
      for (const row of original) await app.cp.db.updateTable('findings').set({ file: row.file }).where('id', '=', row.id).execute();
    }
  });

  it('refuses an unknown severity with 422 naming the field, before any byte of the file', async () => {
    const res = await get('/api/v1/export/latest/csv?severity=urgent');
    expect(res.status).toBe(422);
    expect(JSON.parse(res.text).field).toBe('severity');
  });
});

describe('GET /api/v1/export/latest/json', () => {
  it('when asked, then the pretty JSON carries the scan, the filters and every matching finding', async () => {
    const res = await get('/api/v1/export/latest/json?severity=medium');
    expectDownload(res, 'application/json; charset=utf-8', 'internet-banking-findings.json');
    const document = JSON.parse(res.text) as JsonBody;
    // Streamed piece by piece, yet the same text JSON.stringify(…, null, 2) would write.
    expect(res.text).toBe(`${JSON.stringify(document, null, 2)}\n`);
    const expected = await dashboard('severity=medium');
    expect(document).toMatchObject({
      project: 'Internet Banking',
      scanId,
      filters: { severities: ['medium'], rule: null, q: '', sortBy: 'severity', sortOrder: 'desc', includeNonApplicable: false },
      total: expected.length,
    });
    expect(document.findings.map((f: JsonBody) => f.id)).toEqual(expected.map((f) => f.id));
    const [first] = document.findings as JsonBody[];
    const dto = expected[0] as JsonBody;
    expect(first).toEqual({
      id: dto.id,
      file: dto.file,
      line: dto.line,
      column: dto.column,
      severity: 'medium',
      rule: dto.rule,
      category: dto.category,
      framework: dto.framework,
      message: dto.message,
      cwe: dto.cwe,
      count: dto.count,
      nonApplicable: false,
      fingerprint: dto.fingerprint,
      snippet: dto.snippet,
      regulatory: dto.meta.regulatory,
      citations: dto.law.citations,
      trace: dto.trace,
    });
  });

  it('when nothing matches, then the document has an empty list', async () => {
    const res = await get('/api/v1/export/latest/json?q=%25%25%25');
    expect(JSON.parse(res.text)).toMatchObject({ findings: [], total: 0 });
    expect(res.text).toBe(`${JSON.stringify(JSON.parse(res.text), null, 2)}\n`);
  });
});

describe('the walk behind the exports', () => {
  it('pages by keyset in the dashboard order for every sort field, without gaps or repeats', async () => {
    const scope = { tenantId, scanId };
    for (const sortBy of ['severity', 'file', 'rule', 'category', 'framework', 'line', 'count'] as FindingSortField[]) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const walked: string[] = [];
        let pages = 0;
        for await (const rows of walkFindings(app.cp.db, scope, NO_FILTER, { sortBy, sortOrder }, 4)) {
          expect(rows.length).toBeLessThanOrEqual(4);
          pages += 1;
          walked.push(...rows.map((r) => r.id));
        }
        const expected = (await dashboard(`sort_by=${sortBy}&sort_order=${sortOrder}`)).map((f) => f.id as string);
        expect(pages).toBe(Math.ceil(expected.length / 4));
        expect(walked, `${sortBy} ${sortOrder}`).toEqual(expected);
      }
    }
  });
});

describe('access to the findings exports', () => {
  it("lets the project's viewer and run tokens export (both read-scoped by project) and hides other tenants", async () => {
    const tokens = `/api/v1/admin/tenants/${tenantId}/tokens`;
    const viewer = (await admin.post(tokens, { name: 'painel-export', projectId: banking, kind: 'VIEWER' })).body.secret as string;
    const run = (await admin.post(tokens, { name: 'ci-export', projectId: banking, kind: 'RUN' })).body.secret as string;
    for (const format of ['csv', 'json']) {
      expect((await get(`/api/v1/export/latest/${format}`, { bearer: viewer })).status).toBe(200);
      expect((await get(`/api/v1/export/latest/${format}`, { bearer: run })).status).toBe(200);
      expect((await fetch(`${app.url}/api/v1/export/latest/${format}`)).status).toBe(401);
    }

    const outsider = app.client();
    const signup = await outsider.post('/auth/signup', { email: 'exporta@outro.local', name: 'Outra', tenantName: 'Outro Banco Export' });
    expect(signup.status, JSON.stringify(signup.body)).toBeLessThan(300);
    const other = await app.signIn('exporta@outro.local');
    const cookie = [...other.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const format of ['csv', 'json']) {
      const res = await fetch(`${app.url}/api/v1/export/latest/${format}`, { headers: { ...other.defaultHeaders, cookie, 'X-Project-ID': banking } });
      expect(res.status).toBe(404);
      expect(((await res.json()) as JsonBody).code).not.toBe('NO_DATA');
    }
  });

  it('answers 404 with the export message for a project without a scan', async () => {
    const res = await get('/api/v1/export/latest/csv', { projectId: pix });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ code: 'NO_DATA', message: 'Nenhuma análise encontrada para exportar' });
  });
});

describe('secrets in the findings exports', () => {
  it('when scanned code holds secrets, then neither export shows them: the scanner redacted them when the findings were stored', async () => {
    const secrets = { aws: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', password: 'S3nh4-Sup3r-Secreta-2024', token: 'ghp_0123456789abcdefghijABCDEFGHIJ012345' };
    const dir = await mkdtemp(path.join(tmpdir(), 'vigia-export-secrets-'));
    try {
      await writeTree(dir, {
        'src/settings.js': [
          `const AWS_SECRET_ACCESS_KEY = "${secrets.aws}";`,
          `const config = { password: "${secrets.password}" };`,
          `const GITHUB_TOKEN = "${secrets.token}";`,
          '',
        ].join('\n'),
      });
      const upload = await uploadScan(app.url, await tarGzOf(dir), { session: admin, projectId: pix });
      expect(upload.status, JSON.stringify(upload.body)).toBe(202);
      expect((await waitForScan(admin, upload.body.scanId, pix)).stage).toBe('completed');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const csv = await get('/api/v1/export/latest/csv', { projectId: pix });
    const json = await get('/api/v1/export/latest/json', { projectId: pix });
    const document = JSON.parse(json.text) as JsonBody;
    expect(document.total).toBeGreaterThanOrEqual(2);
    expect(json.text).toContain('***REDACTED***');
    for (const value of Object.values(secrets)) {
      expect(csv.text).not.toContain(value);
      expect(json.text).not.toContain(value);
    }
  });
});
