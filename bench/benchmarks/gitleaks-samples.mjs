#!/usr/bin/env node
// Recall and false-positive share of the Vigia secret detectors on gitleaks' own rule samples.
// Usage: node bench/benchmarks/gitleaks-samples.mjs <gitleaks checkout> [--verbose]
// (build first: pnpm --filter @vigia/scanner build). The checkout stays outside the repository;
// samples are written to a temp tree, one per file, and deleted afterwards.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanFiles } from '../../scanner/dist/index.js';
import { samplesOfRuleFile } from './gitleaks-go.mjs';

const pct = (n, d) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);

export async function runGitleaksSamples(checkout, { verbose = process.argv.includes('--verbose') } = {}) {
  const rulesDir = join(resolve(checkout), 'cmd/generate/config/rules');
  let samples = [];
  const failures = [];
  for (const name of readdirSync(rulesDir).filter((n) => n.endsWith('.go')).sort()) {
    const r = samplesOfRuleFile(readFileSync(join(rulesDir, name), 'utf8'));
    samples.push(...r.samples);
    failures.push(...r.failures);
  }
  // A false sample of one rule that is, verbatim, a true sample of another (Cloudflare's rules share
  // their key lists) is a secret for a whole-scanner measure: it is left out of the false set, and counted.
  const trueTexts = new Set(samples.filter((s) => s.kind === 'tp').map((s) => s.text));
  const crossRule = samples.filter((s) => s.kind === 'fp' && trueTexts.has(s.text)).length;
  samples = samples.filter((s) => s.kind === 'tp' || !trueTexts.has(s.text));
  const tree = mkdtempSync(join(tmpdir(), 'vigia-gitleaks-'));
  try {
    const files = samples.map((s, k) => {
      const file = `sample-${String(k + 1).padStart(5, '0')}.txt`;
      writeFileSync(join(tree, file), `${s.text}\n`);
      return file;
    });
    const started = performance.now();
    const { findings } = await scanFiles(tree, files);
    const seconds = (performance.now() - started) / 1000;
    const flagged = new Set(findings.filter((f) => f.source === 'secrets').map((f) => f.file));
    const stats = { tp: 0, tpFound: 0, fp: 0, fpFlagged: 0 };
    const missesByRule = new Map();
    samples.forEach((s, k) => {
      const hit = flagged.has(files[k]);
      if (s.kind === 'tp') { stats.tp++; if (hit) stats.tpFound++; else missesByRule.set(s.rule, [...(missesByRule.get(s.rule) ?? []), s.text]); }
      else { stats.fp++; if (hit) { stats.fpFlagged++; if (verbose) console.log(`  falso positivo [${s.rule}]: ${s.text.slice(0, 120).replace(/\n/g, '⏎')}`); } }
    });
    const result = { ...stats, recall: stats.tpFound / stats.tp, falseShare: stats.fpFlagged / stats.fp, notExtracted: failures.length, crossRule, seconds };
    console.log(`gitleaks samples: ${stats.tp} verdadeiras, ${stats.fp} falsas extraídas (${crossRule} falsas de uma regra que são verdadeiras de outra, excluídas); ${failures.length} declarações tps/fps não extraídas`);
    console.log(`  recall ${pct(stats.tpFound, stats.tp)} (${stats.tpFound}/${stats.tp}); falsas sinalizadas ${pct(stats.fpFlagged, stats.fp)} (${stats.fpFlagged}/${stats.fp}); ${seconds.toFixed(1)} s`);
    if (verbose) {
      for (const f of failures) console.log(`  não extraída [${f.rule}] ${f.kind}: ${f.reason}`);
      for (const [rule, texts] of [...missesByRule].sort((a, b) => b[1].length - a[1].length)) console.log(`  perdidas [${rule}] ${texts.length}: ${texts[0].slice(0, 100).replace(/\n/g, '⏎')}`);
    }
    return result;
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const checkout = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!checkout) {
    console.error('uso: node bench/benchmarks/gitleaks-samples.mjs <checkout do gitleaks> [--verbose]');
    process.exit(2);
  }
  await runGitleaksSamples(checkout);
}
