#!/usr/bin/env node
// Parity of the taint engines: scans the same trees twice in child processes, with
// VIGIA_TAINT_ENGINE=<old> and =<new>, and diffs the taint findings by (file, rule, line) and trace.
// Usage (build first: pnpm --filter @vigia/scanner build):
//   node bench/taint-parity.mjs [--old legacy] [--new ir | ir:go,php] [--show 20] [--strict] [checkout...]
// Trees: scanner/corpus, each capability of scanner/test/taint-matrix, scanner/test/fixtures, and the
// checkouts given (e.g. BenchmarkJava). Prints same / only-old / only-new / trace-differs per language
// and the first --show differences; --strict exits 1 when anything differs. No timing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { positiveIntOf } from './lib/options.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const scanner = join(here, '../scanner');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { old: { type: 'string', default: 'legacy' }, new: { type: 'string', default: 'ir' }, show: { type: 'string', default: '20' }, strict: { type: 'boolean', default: false } },
});
const show = positiveIntOf(values)('show');

const LANGUAGE_OF = {
  '.java': 'java', '.js': 'javascript', '.jsx': 'javascript', '.mjs': 'javascript', '.cjs': 'javascript', '.ts': 'typescript',
  '.tsx': 'typescript', '.py': 'python', '.go': 'go', '.kt': 'kotlin', '.kts': 'kotlin', '.php': 'php', '.phtml': 'php', '.inc': 'php', '.cs': 'csharp',
};

function targets() {
  const matrix = join(scanner, 'test/taint-matrix');
  const capabilities = readdirSync(matrix, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return [
    `corpus=${join(scanner, 'corpus')}`,
    ...capabilities.map((c) => `taint-matrix/${c}=${join(matrix, c)}`),
    `fixtures=${join(scanner, 'test/fixtures')}`,
    ...positionals.map((dir) => `${basename(resolve(dir))}=${resolve(dir)}`),
  ];
}

/** The taint findings of one engine, scanned in a child process that sees only its own VIGIA_TAINT_ENGINE. */
function scanWith(engine, trees) {
  const dir = mkdtempSync(join(tmpdir(), 'vigia-parity-'));
  try {
    const out = join(dir, 'findings.json');
    const run = spawnSync(process.execPath, [join(here, 'lib/taint-parity-scan.mjs'), out, ...trees], {
      env: { ...process.env, VIGIA_TAINT_ENGINE: engine }, stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`a varredura com VIGIA_TAINT_ENGINE=${engine} terminou com código ${run.status}`);
    return JSON.parse(readFileSync(out, 'utf8')).findings;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Findings by (file, rule, line): the traces found there, sorted (a line may hold several sinks). */
function byKey(findings) {
  const map = new Map();
  for (const f of findings) {
    const key = `${f.file}|${f.rule}|${f.line}`;
    map.set(key, [...(map.get(key) ?? []), f.trace].sort());
  }
  return map;
}

/** Whether the built scanner reads the switch at all; until it does both runs are the same engine. */
function engineSwitchWired() {
  const dist = join(scanner, 'dist');
  const files = readdirSync(dist, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  return files.some((f) => readFileSync(join(dist, String(f)), 'utf8').includes('VIGIA_TAINT_ENGINE'));
}

const trees = targets();
if (!engineSwitchWired()) {
  console.log('Aviso: o scanner compilado ainda não lê VIGIA_TAINT_ENGINE; as duas execuções usam o mesmo motor (legado).');
}
console.log(`Comparando VIGIA_TAINT_ENGINE=${values.old} com =${values.new} em ${trees.length} árvores...`);
const before = byKey(scanWith(values.old, trees));
const after = byKey(scanWith(values.new, trees));

const counts = new Map();
const differences = [];
const count = (language, field) => {
  const row = counts.get(language) ?? { same: 0, onlyOld: 0, onlyNew: 0, traceDiffers: 0 };
  row[field] += 1;
  counts.set(language, row);
};
for (const key of [...new Set([...before.keys(), ...after.keys()])].sort()) {
  const language = LANGUAGE_OF[extname(key.split('|')[0])] ?? 'outra';
  const old = before.get(key);
  const now = after.get(key);
  if (old && now && JSON.stringify(old) === JSON.stringify(now)) count(language, 'same');
  else if (old && now) {
    count(language, 'traceDiffers');
    differences.push(`rastro difere  ${key}\n    antes:  ${old.join(' | ')}\n    depois: ${now.join(' | ')}`);
  } else if (old) {
    count(language, 'onlyOld');
    differences.push(`só no antigo   ${key}`);
  } else {
    count(language, 'onlyNew');
    differences.push(`só no novo     ${key}`);
  }
}

console.table([...counts.entries()].sort().map(([language, c]) => ({ linguagem: language, iguais: c.same, 'só antigo': c.onlyOld, 'só novo': c.onlyNew, 'rastro difere': c.traceDiffers })));
console.log(`${differences.length} diferença(s)${differences.length ? `; as primeiras ${Math.min(show, differences.length)}:` : '.'}`);
for (const d of differences.slice(0, show)) console.log(`  ${d}`);
process.exitCode = values.strict && differences.length ? 1 : 0;
