#!/usr/bin/env node
// Precision and recall per rule family on the labeled corpus (scanner/corpus) and the sample service.
// Usage: node bench/scan-quality.mjs [--verbose]   (build first: pnpm --filter @vigia/scanner build)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listScannableFiles, scanFiles } from '../scanner/dist/index.js';
import { readCorpusLabels, scoreByFamily } from '../scanner/dist/quality/corpus-labels.js';

const here = dirname(fileURLToPath(import.meta.url));
const verbose = process.argv.includes('--verbose');
const TARGET = 0.9;
let failed = false;

for (const [name, root] of [['corpus', join(here, '../scanner/corpus')], ['examples/sample-service', join(here, '../examples/sample-service')]]) {
  const all = await listScannableFiles(root);
  const files = all.filter((f) => !f.endsWith('.labels'));
  const labels = await readCorpusLabels(root, all);
  const { findings } = await scanFiles(root, files);
  const { scores, misses } = scoreByFamily(findings, labels);
  console.log(`\n${name}: ${labels.length} rótulos, ${findings.length} achados`);
  console.log(`${'família'.padEnd(22)} precisão  recall   VP  FP  FN`);
  for (const s of scores) {
    const ok = s.precision >= TARGET && s.recall >= TARGET;
    if (!ok) failed = true;
    console.log(`${s.family.padEnd(22)} ${s.precision.toFixed(2).padStart(8)} ${s.recall.toFixed(2).padStart(7)} ${String(s.tp).padStart(4)} ${String(s.fp).padStart(3)} ${String(s.fn).padStart(3)}${ok ? '' : '  < meta 0,90'}`);
  }
  if (verbose) for (const m of misses) console.log(`  ${m}`);
}
process.exitCode = failed ? 1 : 0;
