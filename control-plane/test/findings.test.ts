import { unlink } from 'node:fs/promises';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonBody } from './helpers/client.js';
import { pdfText } from './helpers/pdf-text.js';
import { migration0010 } from '../src/db/migrations/0010_finding_counts_at_finalize.js';
import { finishedSampleScan, startDemoApp, type DemoApp } from './helpers/demo-app.js';

let { app, admin, tenantId, banking, pix } = {} as DemoApp;
let scanId: string;

const RANK: Record<string, number> = { critical: 5, high: 4, medium: 3, low: 2, info: 1, unknown: 0 };

beforeAll(async () => {
  // The bundled sample repository, scanned for real on the first start.
  ({ app, admin, tenantId, banking, pix } = await startDemoApp({ scans: { sampleScan: true } }));
  scanId = await finishedSampleScan({ admin, banking });
}, 150_000);
afterAll(() => app?.close());

const inBanking = () => ({ 'X-Project-ID': banking });
const latest = (query = '', client = admin, headers = inBanking()) => client.get(`/api/v1/dashboard/latest${query}`, { headers });
const search = (options: Record<string, unknown>) =>
  admin.post('/api/v1/dashboard/search', { tenant_id: tenantId, project_id: banking, options }, { headers: inBanking() });

/** Every applicable finding of the scan, straight from the table. */
const storedFindings = () =>
  app.cp.db.selectFrom('findings').selectAll().where('scan_id', '=', scanId).where('non_applicable', '=', false).execute();

function countBy(rows: { severity: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.severity] = (counts[row.severity] ?? 0) + 1;
  return counts;
}
const asRecord = (list: { key: string; count: number }[]) => Object.fromEntries(list.map((e) => [e.key, e.count]));

describe('finding_counts', () => {
  const countsOf = () =>
    // Every selected column in the order: rows of one severity (one per category and framework) tie otherwise, in the plan's order.
    app.cp.db.selectFrom('finding_counts').select(['severity', 'findings']).where('scan_id', '=', scanId).orderBy('severity').orderBy('findings').execute();

  it('when a scan completes, then its counts are stored with it, before any read', async () => {
    const scan = await app.cp.db.selectFrom('scans').select('finding_counts_at').where('id', '=', scanId).executeTakeFirstOrThrow();
    expect(scan.finding_counts_at).not.toBeNull();
    const stored = countBy(await app.cp.db.selectFrom('findings').select('severity').where('scan_id', '=', scanId).execute());
    const counts: Record<string, number> = {};
    for (const row of await countsOf()) counts[row.severity] = (counts[row.severity] ?? 0) + Number(row.findings);
    expect(counts).toEqual(stored);
  });

  it('when a completed scan has none (before migration 0008), then the migration writes them once', async () => {
    const before = await countsOf();
    await app.cp.db.deleteFrom('finding_counts').where('scan_id', '=', scanId).execute();
    await app.cp.db.updateTable('scans').set({ finding_counts_at: null }).where('id', '=', scanId).execute();
    await migration0010.up(app.cp.db);
    await migration0010.up(app.cp.db);
    expect(await countsOf()).toEqual(before);
  });
});

describe('GET /api/v1/dashboard/latest', () => {
  it('returns the latest scan, most severe first, with the summary of every finding', async () => {
    const stored = await storedFindings();
    expect(stored.length).toBeGreaterThan(20);
    const res = await latest();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scanId).toBe(scanId);
    expect(res.body.pageSize).toBe(50);
    expect(res.body.summary.total).toBe(stored.length);
    expect(res.body.summary.totalIsEstimate).toBe(false);
    expect(asRecord(res.body.summary.bySeverity)).toEqual(countBy(stored));
    const ranks = (res.body.findings as JsonBody[]).map((f) => RANK[f.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => (b ?? 0) - (a ?? 0)));
    const first = res.body.findings[0];
    expect(first).toMatchObject({ scanId, file: expect.any(String), line: expect.any(Number), count: expect.any(Number) });
    expect(first.law.citations.length).toBeGreaterThan(0);
    expect(first.meta.regulatory.frameworks).toContain(first.framework);
  });

  it('filters by a comma list of severities and counts only those', async () => {
    const stored = (await storedFindings()).filter((f) => f.severity === 'critical' || f.severity === 'medium');
    const res = await latest('?severity=critical,medium&page_size=500');
    expect(res.status).toBe(200);
    expect(res.body.findings).toHaveLength(stored.length);
    expect(new Set((res.body.findings as JsonBody[]).map((f) => f.severity))).toEqual(new Set(['critical', 'medium']));
    expect(res.body.summary.total).toBe(stored.length);
    expect(Object.keys(asRecord(res.body.summary.bySeverity)).sort()).toEqual(['critical', 'medium']);
  });

  it('searches text case-insensitively in file, message, rule and category and counts the matches', async () => {
    const stored = await storedFindings();
    const file = stored[0]?.file as string;
    const term = path.basename(file).slice(0, 5).toUpperCase();
    const expected = stored.filter((f) => `${f.file} ${f.message} ${f.rule} ${f.category ?? ''}`.toLowerCase().includes(term.toLowerCase()));
    const res = await latest(`?q=${encodeURIComponent(term)}&page_size=500`);
    expect(res.status).toBe(200);
    expect(res.body.summary.total).toBe(expected.length);
    expect((res.body.findings as JsonBody[]).map((f) => f.id).sort()).toEqual(expected.map((f) => f.id).sort());
  });

  it('treats % and _ in the search text literally', async () => {
    const res = await latest('?q=%25%25%25');
    expect(res.status).toBe(200);
    expect(res.body.summary.total).toBe(0);
    expect(res.body.findings).toEqual([]);
  });

  it('pages without gaps or repeats and sorts by the asked field and order', async () => {
    const all = (await latest('?page_size=500&sort_by=file&sort_order=asc')).body.findings as JsonBody[];
    const files = all.map((f) => f.file as string);
    expect(files).toEqual([...files].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const paged: JsonBody[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 7); page += 1) {
      const res = await latest(`?page_size=7&page=${page}&sort_by=file&sort_order=asc`);
      expect(res.body.page).toBe(page);
      paged.push(...(res.body.findings as JsonBody[]));
    }
    expect(paged.map((f) => f.id)).toEqual(all.map((f) => f.id));

    const byCount = (await latest('?page_size=500&sort_by=count&sort_order=desc')).body.findings as JsonBody[];
    const counts = byCount.map((f) => f.count as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const ascending = (await latest('?page_size=500&sort_order=asc')).body.findings as JsonBody[];
    expect(RANK[ascending[0].severity]).toBeLessThanOrEqual(RANK[ascending[ascending.length - 1].severity] as number);
  });

  it('refuses an unknown severity with 422 naming the field', async () => {
    const res = await latest('?severity=critical,urgente');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'severity' });
    expect(res.body.message).toContain('urgente');
  });

  it('answers 404 NO_DATA for a project without a completed scan', async () => {
    const res = await latest('', admin, { 'X-Project-ID': pix });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NO_DATA', message: 'Nenhuma análise encontrada para este projeto' });
  });

  it('answers 400 without a project in context', async () => {
    const res = await admin.get('/api/v1/dashboard/latest');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Projeto não encontrado no contexto');
  });
});

describe('POST /api/v1/dashboard/search', () => {
  it('combines severities, rules, frameworks and paging (20 by default), descending by default', async () => {
    const stored = await storedFindings();
    const rule = stored.find((f) => f.severity === 'high')?.rule as string;
    const expected = stored.filter((f) => f.rule === rule);
    const res = await search({ severities: ['high', 'critical'], rules: [rule] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pageSize).toBe(20);
    expect(res.body.summary.total).toBe(expected.filter((f) => f.severity === 'high' || f.severity === 'critical').length);
    expect((res.body.findings as JsonBody[]).every((f) => f.rule === rule)).toBe(true);

    const lgpd = stored.filter((f) => (f.framework ?? 'security') === 'lgpd');
    const byFramework = await search({ frameworks: ['lgpd'], pageSize: 500, sortBy: 'line', sortOrder: 'asc' });
    expect(byFramework.body.summary.total).toBe(lgpd.length);
    expect(asRecord(byFramework.body.summary.byFramework)).toEqual(lgpd.length > 0 ? { lgpd: lgpd.length } : {});
  });

  it('refuses a body project that differs from the selected one', async () => {
    const res = await admin.post('/api/v1/dashboard/search', { project_id: pix, options: {} }, { headers: inBanking() });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('project_id');
  });
});

describe('access to findings', () => {
  it("lets the project's viewer and run tokens read (spec §1: both read-scoped by project), refuses other tenants", async () => {
    const tokens = `/api/v1/admin/tenants/${tenantId}/tokens`;
    const viewer = (await admin.post(tokens, { name: 'painel', projectId: banking, kind: 'VIEWER' })).body.secret as string;
    const run = (await admin.post(tokens, { name: 'ci', projectId: banking, kind: 'RUN' })).body.secret as string;
    const anonymous = app.client();
    expect((await anonymous.get('/api/v1/dashboard/latest', { bearer: viewer })).status).toBe(200);
    expect((await anonymous.get('/api/v1/dashboard/latest', { bearer: run })).status).toBe(200);
    expect((await anonymous.get('/api/v1/export/latest/pdf', { bearer: run })).status).toBe(200);

    const outsider = app.client();
    const signup = await outsider.post('/auth/signup', { email: 'outra@banco.local', name: 'Outra', tenantName: 'Outro Banco' });
    expect(signup.status, JSON.stringify(signup.body)).toBeLessThan(300);
    const other = await app.signIn('outra@banco.local');
    const res = await other.get('/api/v1/dashboard/latest', { headers: { 'X-Project-ID': banking, 'X-Tenant-ID': tenantId } });
    expect([403, 404]).toContain(res.status);
    const own = await other.get('/api/v1/dashboard/latest', { headers: { 'X-Project-ID': banking } });
    expect(own.status).toBe(404);
    expect(own.body.code).not.toBe('NO_DATA');
  });
});

/** A download with the admin's session, read as bytes. */
async function download(pathname: string, projectId = banking): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(`${app.url}${pathname}`, {
    headers: {
      ...admin.defaultHeaders,
      cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'X-Project-ID': projectId,
    },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

function zipNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names.sort()));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('exports', () => {
  it('sends a PDF in Portuguese with its length, the project name and the severity counts', async () => {
    const res = await download('/api/v1/export/latest/pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="internet-banking-relatorio-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(res.bytes);
    expect(text).toContain('Relatório de segurança e compliance');
    expect(text).toContain('Internet Banking');
    const counts = countBy(await storedFindings());
    expect(text).toContain(`Total de achados: ${Object.values(counts).reduce((a, b) => a + b, 0)}`);
    for (const [severity, label] of [['critical', 'Crítica'], ['high', 'Alta'], ['medium', 'Média']] as const) {
      expect(text).toMatch(new RegExp(`${label}\\s+${counts[severity] ?? 0}\\b`));
    }
    expect(text).toContain('Pontuação geral');
    expect(text).toContain('não constitui parecer jurídico');
  });

  it('sends the artifacts of the latest scan as a zip with its length', async () => {
    const res = await download('/api/v1/export/latest/artifacts');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);
    expect(await zipNames(res.bytes)).toEqual(['compliance.json', 'findings.json', 'results.sarif']);
  });

  it('answers 404 with the export message for a project without a scan', async () => {
    const res = await download('/api/v1/export/latest/pdf', pix);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.bytes.toString('utf8'))).toEqual({ code: 'NO_DATA', message: 'Nenhuma análise encontrada para exportar' });
  });

  it('answers 410 once the scan artifacts have been purged', async () => {
    const artifact = await app.cp.db.selectFrom('artifacts').selectAll().where('scan_id', '=', scanId).where('kind', '=', 'SARIF').executeTakeFirstOrThrow();
    await unlink(path.join(app.dataDir, artifact.storage_path));
    for (const kind of ['pdf', 'artifacts']) {
      const res = await download(`/api/v1/export/latest/${kind}`);
      expect(res.status).toBe(410);
      expect(JSON.parse(res.bytes.toString('utf8')).message).toBe('Scan expirado, não pode ser exportado');
    }
  });
});
