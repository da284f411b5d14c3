#!/usr/bin/env node
// CPU of the IR taint engine alone (prefilter, parse, lowering, evaluation) over the JS/TS/Python files of
// a tree, without ast-grep's CLI or the other detectors, so the figure is not swamped by a loaded machine's
// noise on the whole scan. Texts are read first; three passes, the median printed.
// Usage: node bench/taint-engine-cpu.mjs [tree] [scanner dist dir]
//   tree: default the throughput bench's tree (/tmp/vigia-bench-tree, made by bench/scan-throughput.mjs)
//   dist: default ../scanner/dist (build first); give an older build's dist to compare before/after.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { percentile } from './lib/stats.mjs';

const tree = resolve(process.argv[2] ?? join(tmpdir(), 'vigia-bench-tree'));
const dist = resolve(process.argv[3] ?? fileURLToPath(new URL('../scanner/dist', import.meta.url)));
const load = (path) => import(pathToFileURL(join(dist, path)).href);
const { listScannableFiles } = await load('index.js');
const { engineTaintPass } = await load('taint/engine-pass.js');
const { engineLanguageOf } = await load('taint/engine/analyze.js');

const files = (await listScannableFiles(tree, { includeVendored: true })).filter((f) => engineLanguageOf(f));
const texts = files.map((f) => [f, readFileSync(join(tree, f), 'utf8')]);
const cpuMs = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const passes = [];
let hits = 0;
for (let pass = 0; pass < 3; pass += 1) {
  hits = 0;
  const started = cpuMs();
  for (const [file, text] of texts) {
    try { hits += engineTaintPass(file, text, { incomplete() {} }).length; } catch { /* counted by the scan as skipped, not here */ }
  }
  passes.push(cpuMs() - started);
}
const lines = texts.reduce((n, [, t]) => n + t.split('\n').length, 0);
console.log(`scanner: ${dist}`);
console.log(`árvore: ${tree}: ${files.length.toLocaleString('pt-BR')} arquivos JS/TS/Python, ${lines.toLocaleString('pt-BR')} linhas; achados do motor: ${hits}`);
console.log(`CPU do motor de taint por passada: ${passes.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}; mediana ${(percentile([...passes].sort((a, b) => a - b), 50) / 1000).toFixed(2)} s`);
