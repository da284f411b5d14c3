/**
 * The capability matrix of the taint engine (test/taint-matrix/<capability>/<scenario>.<ext>): the same
 * scenario written in every language, with expectations on the line they are about:
 * `vigia: expect <rule>` (a finding of that catalog rule must be reported there) and `vigia: ok <rule>`
 * (it must not be). A cell (capability × language) passes when every expectation of its files holds.
 * Shared by the matrix test and scripts/taint-matrix.mjs, which prints docs/capabilities.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { scanFiles } from '../scan/scan-files.js';
import type { Finding } from '../types.js';

export const MATRIX_LANGUAGES = [
  { id: 'java', ext: '.java', name: 'Java' },
  { id: 'javascript', ext: '.js', name: 'JavaScript' },
  { id: 'typescript', ext: '.ts', name: 'TypeScript' },
  { id: 'python', ext: '.py', name: 'Python' },
  { id: 'go', ext: '.go', name: 'Go' },
  { id: 'kotlin', ext: '.kt', name: 'Kotlin' },
  { id: 'php', ext: '.php', name: 'PHP' },
  { id: 'csharp', ext: '.cs', name: 'C#' },
] as const;

export type MatrixLanguage = (typeof MATRIX_LANGUAGES)[number]['id'];

export interface Expectation { file: string; line: number; rule: string; reported: boolean }

/** 'pass', or why the cell does not: `engine gap: <what>` / `not expressible: <why>`. */
export type CellStatus = string;
/** status.json: capability → language → status. */
export type MatrixStatus = Record<string, Partial<Record<MatrixLanguage, CellStatus>>>;

export interface CellResult {
  capability: string;
  language: MatrixLanguage;
  /** No file of this language in the capability's folder. */
  absent: boolean;
  expectations: number;
  /** Expectations that do not hold, e.g. `Pix.java:12 expect injection-sql (reported: injection-sql-sink)`. */
  failures: string[];
}

export const PASS = 'pass';
const MARK = /vigia:\s*(expect|ok)\s+([a-z0-9-]+(?:\s*,\s*[a-z0-9-]+)*)/g;

export function parseExpectations(file: string, text: string): Expectation[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(MARK)].flatMap((m) =>
      (m[2] ?? '').split(',').map((rule) => ({ file, line: index + 1, rule: rule.trim(), reported: m[1] === 'expect' }))));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]);
}

export function matrixCapabilities(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
}

function judge(expectation: Expectation, findings: readonly Finding[]): string | undefined {
  const onLine = findings.filter((f) => f.file === expectation.file && f.line === expectation.line);
  const holds = onLine.some((f) => f.rule === expectation.rule) === expectation.reported;
  if (holds) return undefined;
  const seen = [...new Set(onLine.map((f) => f.rule))].join(', ') || 'nothing';
  return `${expectation.file}:${expectation.line} ${expectation.reported ? 'expect' : 'ok'} ${expectation.rule} (reported: ${seen})`;
}

/** Scans each capability folder as one tree (so helpers in other files of it can resolve) and judges every cell. */
export async function runMatrix(root: string): Promise<CellResult[]> {
  const results: CellResult[] = [];
  for (const capability of matrixCapabilities(root)) {
    const dir = join(root, capability);
    const files = filesUnder(dir).map((f) => relative(dir, f).split(sep).join('/')).sort();
    const { findings, log } = await scanFiles(dir, files);
    for (const language of MATRIX_LANGUAGES) {
      const own = files.filter((f) => extname(f) === language.ext);
      const expectations = own.flatMap((f) => parseExpectations(f, readFileSync(join(dir, f), 'utf8')));
      const failures = expectations.map((e) => judge(e, findings)).filter((f): f is string => f !== undefined);
      // A file the engine gave up on is a failing cell even where its expectations happen to hold.
      for (const entry of log) if (entry.level !== 'info' && entry.file && own.includes(entry.file)) failures.push(`${entry.file}: ${entry.message}`);
      if (own.length && !expectations.length) failures.push(`${language.ext}: no expectation in the files`);
      results.push({ capability, language: language.id, absent: own.length === 0, expectations: expectations.length, failures });
    }
  }
  return results;
}

/** Where the results and the recorded status disagree: a regression, a cell that now passes, an unnamed gap. */
export function statusProblems(results: readonly CellResult[], status: MatrixStatus): string[] {
  const problems: string[] = [];
  for (const r of results) {
    const recorded = status[r.capability]?.[r.language];
    const cell = `${r.capability} × ${r.language}`;
    if (r.absent) {
      if (!recorded?.startsWith('not expressible: ')) problems.push(`${cell}: no file and no "not expressible: ..." reason in status.json`);
    } else if (!r.failures.length) {
      if (recorded !== PASS) problems.push(`${cell}: passes now, but status.json says "${recorded ?? 'nothing'}" (run the script with --update)`);
    } else if (recorded === PASS) {
      problems.push(`${cell}: regressed: ${r.failures.join('; ')}`);
    } else if (!recorded?.startsWith('engine gap: ')) {
      problems.push(`${cell}: fails without an "engine gap: ..." reason in status.json: ${r.failures.join('; ')}`);
    }
  }
  const known = new Set(results.map((r) => `${r.capability}/${r.language}`));
  for (const [capability, cells] of Object.entries(status)) {
    for (const language of Object.keys(cells)) if (!known.has(`${capability}/${language}`)) problems.push(`${capability} × ${language}: in status.json but not in the matrix`);
  }
  return problems;
}

/** The status the results give, keeping the reasons already written for cells that still fail or stay absent. */
export function updatedStatus(results: readonly CellResult[], previous: MatrixStatus): MatrixStatus {
  const next: MatrixStatus = {};
  for (const r of results) {
    const before = previous[r.capability]?.[r.language];
    let status: CellStatus;
    if (r.absent) status = before?.startsWith('not expressible: ') ? before : 'not expressible: (reason to write)';
    else if (!r.failures.length) status = PASS;
    else status = before?.startsWith('engine gap: ') ? before : `engine gap: ${r.failures.join('; ')}`;
    (next[r.capability] ??= {})[r.language] = status;
  }
  return next;
}

const mark = (r: CellResult): string => (r.absent ? '—' : r.failures.length ? '✗' : '✓');

/** scanner/docs/capabilities.md: the matrix, totals per language and the reason of every cell that is not ✓. */
export function renderCapabilities(results: readonly CellResult[], status: MatrixStatus): string {
  const capabilities = [...new Set(results.map((r) => r.capability))];
  const cell = (capability: string, language: MatrixLanguage) => results.find((r) => r.capability === capability && r.language === language);
  const header = `| capability | ${MATRIX_LANGUAGES.map((l) => l.name).join(' | ')} |`;
  const rule = `|---|${MATRIX_LANGUAGES.map(() => ':-:').join('|')}|`;
  const rows = capabilities.map((c) => `| ${c} | ${MATRIX_LANGUAGES.map((l) => { const r = cell(c, l.id); return r ? mark(r) : ' '; }).join(' | ')} |`);
  const totals = MATRIX_LANGUAGES.map((l) => {
    const own = results.filter((r) => r.language === l.id && !r.absent);
    return `${own.filter((r) => !r.failures.length).length}/${own.length}`;
  });
  const present = results.filter((r) => !r.absent);
  const passing = present.filter((r) => !r.failures.length).length;
  const notes = results.filter((r) => r.absent || r.failures.length)
    .map((r) => `- ${r.capability} × ${r.language}: ${status[r.capability]?.[r.language] ?? r.failures.join('; ')}`);
  return [
    '# Taint capabilities per language',
    '',
    'Generated by `pnpm --filter @vigia/scanner run matrix` from `test/taint-matrix/` (do not edit by hand:',
    '`test/taint-matrix.test.ts` fails when this file is stale). Each capability is the same scenario written',
    'in every language, with expectations on the line (`vigia: expect <rule>`: a finding of that catalog rule',
    'is reported there; `vigia: ok <rule>`: it is not). ✓ every expectation holds, ✗ one fails (an engine',
    'gap), — the language cannot express the scenario. Recorded results: `test/taint-matrix/status.json`.',
    '',
    header,
    rule,
    ...rows,
    `| **passing** | ${totals.join(' | ')} |`,
    '',
    `Cells passing: **${passing}/${present.length}**.`,
    '',
    '## Cells that do not pass, and why',
    '',
    ...notes,
    '',
  ].join('\n');
}
