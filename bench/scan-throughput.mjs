#!/usr/bin/env node
// Throughput of the full Vigia scan versus the ast-grep CLI alone, same rules, same tree, same run.
// Usage: node bench/scan-throughput.mjs [dir]   (build first: pnpm --filter @vigia/scanner build)
// Without [dir] it copies packages from the realpath of node_modules/.pnpm into a temp tree until it
// holds ≥ 600,000 lines, and scans it with vendored-directory skipping disabled.
// Peak RSS: the highest sum, sampled every 50 ms, of this process and its children (the scan's ast-grep
// runs beside it); Linux /proc only, elsewhere just this process's own peak.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { astGrepBinary, astGrepScanArgs, listScannableFiles, scanDirectory } from '../scanner/dist/index.js';

function rssOfTree(pid) {
  const kb = (field) => Number(/\d+/.exec(field)?.[0] ?? 0);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  let total = kb(/VmRSS:.*/.exec(status)?.[0] ?? '');
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) {
      try { total += rssOfTree(child); } catch { /* the child just exited */ }
    }
  }
  return total;
}

/** Samples the RSS of this process plus its children; `stop()` returns the peak in MB. */
function samplePeakRss() {
  let peakKb = 0;
  const sample = () => { try { peakKb = Math.max(peakKb, rssOfTree(process.pid)); } catch { /* no /proc */ } };
  const timer = setInterval(sample, 50);
  return { stop: () => { clearInterval(timer); sample(); return Math.round(Math.max(peakKb, process.resourceUsage().maxRSS) / 1024); } };
}

const here = dirname(fileURLToPath(import.meta.url));
const TARGET_LINES = 600_000;

async function countTreeLines(dir) {
  let lines = 0;
  for (const f of await listScannableFiles(dir, { includeVendored: true })) lines += readFileSync(join(dir, f), 'utf8').split('\n').length;
  return lines;
}

async function prepareTree() {
  const source = realpathSync(join(here, '..', 'node_modules', '.pnpm'));
  const tree = join(tmpdir(), 'vigia-bench-tree');
  if (existsSync(join(tree, '.complete'))) return tree;
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  let lines = 0;
  for (const name of readdirSync(source).sort()) {
    if (name === 'node_modules' || name.startsWith('.') || name.includes('ast-grep+cli')) continue;
    const target = join(tree, name);
    cpSync(join(source, name), target, { recursive: true, verbatimSymlinks: true });
    lines += await countTreeLines(target);
    if (lines >= TARGET_LINES) break;
  }
  writeFileSync(join(tree, '.complete'), `${lines}\n`);
  return tree;
}

function runEngineAlone(dir) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(astGrepBinary(), [...astGrepScanArgs(), '.'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] });
    let matches = 0;
    child.stdout.on('data', (chunk) => { for (const b of chunk) if (b === 10) matches += 1; });
    child.on('error', reject);
    child.on('close', () => resolve({ ms: performance.now() - started, matches }));
  });
}

const dir = process.argv[2] ?? await prepareTree();
// Warm the page cache so neither side pays for the first read.
console.log(`Árvore: ${dir} (${(await countTreeLines(dir)).toLocaleString('pt-BR')} linhas em arquivos varríveis)`);
const engine = await runEngineAlone(dir);
const peak = samplePeakRss();
const startedOurs = performance.now();
const ours = await scanDirectory(dir, { includeVendored: true });
const oursMs = performance.now() - startedOurs;
const peakMb = peak.stop();
const engine2 = await runEngineAlone(dir);
const engineMs = Math.min(engine.ms, engine2.ms);
const rate = (ms) => Math.round(ours.linesScanned / (ms / 1000)).toLocaleString('pt-BR');
console.log(`Linhas varridas: ${ours.linesScanned.toLocaleString('pt-BR')} em ${ours.filesScanned} arquivos; achados: ${ours.findings.length}`);
console.log(`ast-grep sozinho: ${(engineMs / 1000).toFixed(2)} s (${rate(engineMs)} linhas/s, ${engine.matches} matches)`);
console.log(`Vigia completo:   ${(oursMs / 1000).toFixed(2)} s (${rate(oursMs)} linhas/s)`);
console.log(`Pico de RSS da varredura (Node + ast-grep): ${peakMb.toLocaleString('pt-BR')} MB`);
console.log(`Razão Vigia/ast-grep: ${(oursMs / engineMs).toFixed(2)}x (meta ≤ 2,5x, taint incluído)`);
