#!/usr/bin/env node
// Recall and false-positive share of the Vigia secret detectors on gitleaks' own rule samples.
// Usage: node bench/benchmarks/gitleaks-samples.mjs <gitleaks checkout> [--verbose]
// (build first: pnpm --filter @vigia/scanner build). Each sample is written to its own file of a temp
// tree and scanned with scanFiles; a sample counts as flagged when any `secret-*` finding is in its file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanFiles } from '../../scanner/dist/index.js';
import { UNKNOWN, extractSamples } from './go-samples.mjs';

const pct = (n, d) => `${((100 * n) / (d || 1)).toFixed(1)} %`;

export async function runGitleaksSamples(checkout, { verbose = process.argv.includes('--verbose') } = {}) {
  const all = extractSamples(checkout);
  const samples = all.filter((s) => s.value !== UNKNOWN && typeof s.value === 'string');
  const missing = all.length - samples.length;
  const root = mkdtempSync(join(tmpdir(), 'vigia-gitleaks-'));
  try {
    const files = samples.map((s, k) => {
      const name = `sample-${String(k + 1).padStart(4, '0')}.txt`;
      writeFileSync(join(root, name), s.value);
      return name;
    });
    const started = performance.now();
    const { findings } = await scanFiles(root, files);
    const seconds = (performance.now() - started) / 1000;
    const flagged = new Set(findings.filter((f) => f.rule.startsWith('secret-')).map((f) => f.file));
    const tps = samples.map((s, k) => ({ ...s, file: files[k] })).filter((s) => s.kind === 'tp');
    // A rule's false sample that is, word for word, a true sample of another rule (Cloudflare's three key
    // kinds, Anthropic's API vs admin keys) is a secret for a scanner that runs every rule: not counted.
    const trueValues = new Set(samples.filter((s) => s.kind === 'tp').map((s) => s.value));
    const crossRuleFiles = samples.map((s, k) => ({ ...s, file: files[k] })).filter((s) => s.kind === 'fp' && trueValues.has(s.value));
    const crossRule = crossRuleFiles.length;
    const fps = samples.map((s, k) => ({ ...s, file: files[k] })).filter((s) => s.kind === 'fp' && !trueValues.has(s.value));
    const found = tps.filter((s) => flagged.has(s.file));
    const falseHits = fps.filter((s) => flagged.has(s.file));
    const recall = found.length / (tps.length || 1);
    const falseShare = falseHits.length / (fps.length || 1);
    const crossFlagged = crossRuleFiles.filter((s) => flagged.has(s.file)).length;
    console.log(`gitleaks (${checkout}): ${samples.length} amostras extraídas (${tps.length} verdadeiras, ${fps.length} falsas); ${missing} não extraídas (cada expressão não avaliada conta 1, mesmo que gere uma lista); varredura em ${seconds.toFixed(1)} s`);
    console.log(`Recall nas verdadeiras: ${pct(found.length, tps.length)} (${found.length}/${tps.length})`);
    console.log(`Falsas sinalizadas:     ${pct(falseHits.length, fps.length)} (${falseHits.length}/${fps.length}; ${crossRule} falsas de uma regra que são verdadeiras de outra não contam; contando-as: ${pct(falseHits.length + crossFlagged, fps.length + crossRule)})`);
    if (verbose) {
      const notExtracted = all.filter((s) => typeof s.value !== 'string').map((s) => `${s.rule} (${s.kind})`);
      if (notExtracted.length) console.log(`Não extraídas: ${notExtracted.join(', ')}`);
      const byRule = new Map();
      for (const s of tps) {
        const row = byRule.get(s.rule) ?? { rule: s.rule, total: 0, missed: 0, example: '' };
        row.total += 1;
        if (!flagged.has(s.file)) { row.missed += 1; row.example ||= s.value.slice(0, 100); }
        byRule.set(s.rule, row);
      }
      const misses = [...byRule.values()].filter((r) => r.missed).sort((a, b) => b.missed - a.missed);
      console.log(`\nRegras com verdadeiras não encontradas (${misses.length}):`);
      for (const r of misses) console.log(`  ${r.rule}: ${r.missed}/${r.total}  ex.: ${JSON.stringify(r.example)}`);
      console.log(`\nFalsas sinalizadas (${falseHits.length}):`);
      for (const s of falseHits) {
        const rules = findings.filter((f) => f.file === s.file).map((f) => f.meta?.engineRule ?? f.rule);
        console.log(`  ${s.rule} [${[...new Set(rules)].join(', ')}]: ${JSON.stringify(s.value.slice(0, 120))}`);
      }
    }
    return { recall, falseShare, extracted: samples.length, missing, truePositives: tps.length, falseSamples: fps.length, crossRule };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const checkout = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!checkout) {
    console.error('Uso: node bench/benchmarks/gitleaks-samples.mjs <checkout do gitleaks> [--verbose]');
    process.exit(2);
  }
  await runGitleaksSamples(checkout);
}
