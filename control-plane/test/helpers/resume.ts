/** The crash-and-resume fixture, and the check that a resumed scan equals an uninterrupted one. */
import { expect } from 'vitest';
import type { TestApp } from './app.js';

/** Eight files, one batch each, with findings in every one; one has a syntax error (a skipped file the resumed scan must count once). */
export function resumeFixture(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 8; i += 1) {
    files[`src/mod${i}.js`] = [
      `// módulo ${i}`,
      `function run${i}(req) {`,
      `  eval(req.query.code${i});`,
      `  const q = "SELECT * FROM t${i} WHERE id = " + req.query.id;`,
      '  db.query(q);',
      '}',
      ...(i === 5 ? ['const quebrado = ;'] : []),
      `const cpf${i} = "529.982.247-25";`,
      '',
    ].join('\n');
  }
  return files;
}

type Row = { fingerprint: string; rule: string; file: string; line: number | null; dedup_count: number };
const comparable = (rows: Row[]) => rows.map((r) => [r.fingerprint, r.rule, r.file, r.line, r.dedup_count]).sort();

/** The resumed scan holds exactly the reference's findings, counted and metered once, with its three artifacts. */
export async function expectSameFindings(app: TestApp, resumed: string, reference: string, options: { minAttempts?: number } = {}): Promise<void> {
  const rowsOf = (scanId: string) =>
    app.cp.db.selectFrom('findings').select(['fingerprint', 'rule', 'file', 'line', 'dedup_count']).where('scan_id', '=', scanId).execute();
  const [a, b] = [await rowsOf(resumed), await rowsOf(reference)];
  expect(a.length).toBeGreaterThanOrEqual(16);
  expect(comparable(a)).toEqual(comparable(b));
  const scan = await app.cp.db.selectFrom('scans').selectAll().where('id', '=', resumed).executeTakeFirstOrThrow();
  expect(scan.status).toBe('completed');
  expect(scan.attempts).toBeGreaterThanOrEqual(options.minAttempts ?? 2);
  const checkpoint = scan.checkpoint as { batchesDone: number; findingsPerBatch: number[] };
  expect(checkpoint.batchesDone).toBe(8);
  expect(checkpoint.findingsPerBatch.reduce((x, y) => x + y, 0)).toBe(a.length);
  const skipped = (row: { files_skipped: unknown; files_skipped_count: number }) => [row.files_skipped_count, row.files_skipped];
  const referenceScan = await app.cp.db.selectFrom('scans').selectAll().where('id', '=', reference).executeTakeFirstOrThrow();
  expect(skipped(scan)).toEqual(skipped(referenceScan));
  expect(scan.files_skipped_count).toBe(1);
  const usage = await app.cp.db.selectFrom('usage_records').selectAll().where('scan_id', '=', resumed).execute();
  expect(usage).toHaveLength(1);
  const artifacts = await app.cp.db.selectFrom('artifacts').select('kind').where('scan_id', '=', resumed).execute();
  expect(artifacts.map((x) => x.kind).sort()).toEqual(['COMPLIANCE_JSON', 'FINDINGS_JSON', 'SARIF']);
}
