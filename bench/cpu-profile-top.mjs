#!/usr/bin/env node
// Summarises a V8 .cpuprofile (from bench/lib/inspector.mjs's profileCpuOf, or --cpu-prof): the
// functions with the most self time, and the time by package (node_modules/<package>, our own
// packages by folder, node: internals), so a profile taken on a noisy machine still says where a
// process spends its CPU. Self time is what a function ran itself; total time includes its callees.
//
// Usage: node bench/cpu-profile-top.mjs FILE.cpuprofile [--top N] [--total PATTERN]
//   --top N          rows per table (default 25)
//   --total PATTERN  also list functions whose name or file matches PATTERN by total time
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' }, total: { type: 'string' } } });
if (positionals.length !== 1) throw new Error('uso: node bench/cpu-profile-top.mjs ARQUIVO.cpuprofile [--top N] [--total PADRÃO]');
const top = Number(values.top);
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const selfMicros = new Map();
profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const totalMs = [...selfMicros.values()].reduce((a, b) => a + b, 0) / 1000;

function packageOf(url) {
  if (!url) return '(V8/nativo)';
  if (url.startsWith('node:')) return 'node:';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const own = url.match(/\/work\/[^/]+\/([^/]+)\//) ?? url.match(/\/(control-plane|gateway|scanner|telemetry|redaction)\//);
  return own ? `(nosso) ${own[1]}` : url;
}
const label = (frame) => `${frame.functionName || '(anônima)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;

function table(title, map) {
  console.log(`\n${title} (de ${totalMs.toFixed(0)} ms amostrados):`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${(micros / 1000).toFixed(1).padStart(8)} ms ${((micros / 1000 / totalMs) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
}

const selfByFunction = new Map();
const selfByPackage = new Map();
for (const [id, micros] of selfMicros) {
  const frame = byId.get(id).callFrame;
  selfByFunction.set(label(frame), (selfByFunction.get(label(frame)) ?? 0) + micros);
  const pkg = packageOf(frame.url);
  selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + micros);
}
table('Tempo próprio por função', selfByFunction);
table('Tempo próprio por pacote', selfByPackage);

if (values.total) {
  const pattern = new RegExp(values.total);
  const totalByFunction = new Map();
  for (const [id, micros] of selfMicros) {
    const seen = new Set();
    for (let node = id; node !== undefined; node = parentOf.get(node)) {
      const frame = byId.get(node).callFrame;
      const key = label(frame);
      if (seen.has(key) || !pattern.test(key)) continue;
      seen.add(key);
      totalByFunction.set(key, (totalByFunction.get(key) ?? 0) + micros);
    }
  }
  table(`Tempo total (com o que chamam) das funções que casam com /${values.total}/`, totalByFunction);
}
