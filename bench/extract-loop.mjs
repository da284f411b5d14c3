#!/usr/bin/env node
// How long an upload's extraction holds the API process's event loop (issue 31): the API process
// extracts every uploaded archive to check it, and whatever it does synchronously there (mkdir of each
// new folder, a large chunk inflated and parsed at once) delays every request it serves meanwhile.
// Extracts the load bench's tree (N copies of examples/sample-service as .tar.gz) several times with
// the control plane's own extractArchive and prints, per run, the wall and CPU time and the event loop's
// largest delay and p99 (monitorEventLoopDelay), then the medians.
// Usage: node bench/extract-loop.mjs [--copies 40] [--runs 5]   (build first: pnpm --filter @vigia/control-plane build)
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { treeArchive } from './lib/cluster-load.mjs';
import { root } from './lib/control-plane-deps.mjs';
import { positiveIntOf } from './lib/options.mjs';
import { median } from './lib/stats.mjs';

const { values } = parseArgs({ options: { copies: { type: 'string', default: '40' }, runs: { type: 'string', default: '5' } } });
const int = positiveIntOf(values);

async function main() {
  const { extractArchive } = await import(join(root, 'control-plane/dist/scans/extract.js'));
  const dir = mkdtempSync(join(tmpdir(), 'vigia-bench-extract-'));
  onCleanup(`remover ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'source.tar.gz');
  writeFileSync(file, treeArchive(root, int('copies')));
  const runs = [];
  for (let run = 0; run < int('runs'); run += 1) {
    const target = mkdtempSync(join(dir, 'tree-'));
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const [started, cpu] = [performance.now(), process.cpuUsage()];
    const result = await extractArchive('tar', file, statSync(file).size, target, { maxFiles: 100_000, maxBytes: 1e9, maxRatio: 1000 });
    const used = process.cpuUsage(cpu);
    delay.disable();
    runs.push({ wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000, maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 });
    const last = runs.at(-1);
    console.log(`execução ${run + 1}: ${result.files} arquivos em ${last.wallMs.toFixed(0)} ms (CPU ${last.cpuMs.toFixed(0)} ms); atraso do event loop máx ${last.maxMs.toFixed(1)} ms, p99 ${last.p99Ms.toFixed(1)} ms`);
    rmSync(target, { recursive: true, force: true });
  }
  const of = (key) => median(runs.map((run) => run[key])).toFixed(1);
  console.log(`Medianas de ${runs.length}: ${of('wallMs')} ms, CPU ${of('cpuMs')} ms, atraso máx do event loop ${of('maxMs')} ms, p99 ${of('p99Ms')} ms`);
}

await runBench(main);
