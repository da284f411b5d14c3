#!/usr/bin/env node
// Worker memory across scans (issue 31): the scan worker's used heap after a full collection and its
// RSS after the seed scan and after each of N scans of the same tree, so a leak (the heap grows after
// every scan) is told from a cache filled once (it grows after the first only). No query load: memory
// retained after a scan does not depend on timing. With --snapshots, a heap snapshot after each, and
// between two the constructors whose objects grew most (self size, as DevTools' Comparison view).
//
// Usage: node bench/worker-scan-memory.mjs --database-url URL [options]
//   --database-url URL  a fresh, empty PostgreSQL database (the worker is a separate process)
//   --scans N           scans of the tree after the seed scan (default 3)
//   --scan-copies N     copies of examples/sample-service in the tree (default 40, 560 files)
//   --port P            gateway port (default 4590; the control plane's is P + 100)
//   --snapshots DIR     take heap snapshots and keep them there; taking one grows the worker's RSS by
//                       about its size (glibc keeps it), so the RSS readings after it are not the scan's
// Build first: pnpm --filter @vigia/control-plane build && pnpm --filter @vigia/gateway build.
// Exit code 1 when the heap after the last scan is 10 % or more above the heap after the first.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { projectIdOf, uploadScan, waitForScan } from './lib/cluster-client.mjs';
import { treeArchive } from './lib/cluster-load.mjs';
import { root } from './lib/control-plane-deps.mjs';
import { formatGrowth, heapGrowth, heapSummary } from './lib/heap-summary.mjs';
import { heapSnapshot, inspectorUrlOf, memoryAfterGc } from './lib/inspector.mjs';
import { mb } from './lib/memory.mjs';
import { positiveIntOf } from './lib/options.mjs';
import { signIn, startBenchStack } from './lib/stack.mjs';
import { startWorker } from './lib/worker.mjs';

const PROJECT_NAME = 'Internet Banking';
const GROWTH_GOAL_PCT = 10;

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    scans: { type: 'string', default: '3' },
    'scan-copies': { type: 'string', default: '40' },
    port: { type: 'string', default: '4590' },
    snapshots: { type: 'string' },
  },
});
if (!values['database-url']) throw new Error('uso: node bench/worker-scan-memory.mjs --database-url URL [--scans N] [--scan-copies N] [--snapshots PASTA]');
const int = positiveIntOf(values);

function tempDir(label) {
  const dir = mkdtempSync(join(tmpdir(), `vigia-bench-worker-memory-${label}-`));
  onCleanup(`remover ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const pct = (before, after) => `${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(1)} %`;

async function main() {
  const port = int('port');
  const dataDir = tempDir('data');
  const snapshotsDir = values.snapshots;
  if (snapshotsDir) mkdirSync(snapshotsDir, { recursive: true });
  console.log(`Máquina: ${availableParallelism()} núcleos, carga ${loadavg().map((x) => x.toFixed(2)).join(' ')}; PostgreSQL + worker separado`);
  const stack = await startBenchStack({
    root, dataDir, port, controlPlanePort: port + 100, databaseUrl: values['database-url'],
    env: { WORKER_CONCURRENCY: '0', SEED_SAMPLE_SCAN: 'true', LOG_LEVEL: 'warn' },
  });
  const worker = startWorker(dataDir, values['database-url']);
  const session = await signIn(stack.controlPlaneUrl, dataDir);
  const projectId = await projectIdOf(stack.gatewayUrl, session, PROJECT_NAME);
  await waitForScan(stack.gatewayUrl, session, projectId, undefined);
  const archive = treeArchive(root, int('scan-copies'));

  const readings = [];
  const take = async (label) => {
    const url = inspectorUrlOf(worker);
    // Memory first: taking a snapshot grows the process's RSS by about the snapshot's size.
    const memory = await memoryAfterGc(url);
    const file = snapshotsDir && (await heapSnapshot(url, join(snapshotsDir, `worker-${readings.length}.heapsnapshot`)));
    readings.push({ label, ...memory, file });
  };
  await take('depois do scan de exemplo');
  for (let i = 1; i <= int('scans'); i += 1) {
    const scanId = await uploadScan(stack.gatewayUrl, session, projectId, archive);
    const status = await waitForScan(stack.gatewayUrl, session, projectId, scanId, 600_000);
    if (String(status.stage).toLowerCase() !== 'completed') throw new Error(`scan ${i}: ${JSON.stringify(status)}`);
    await take(`depois do scan ${i} (${status.filesScanned} arquivos)`);
  }

  console.log('\nWorker depois de GC completo (heap usado; RSS; heap reservado, memória externa ao heap):');
  for (const r of readings) console.log(`  ${r.label.padEnd(34)} ${mb(r.heapUsed)}; ${mb(r.rss)}; ${mb(r.heapTotal)}, ${mb(r.external)}`);
  const [seed, first, last] = [readings[0], readings[1], readings.at(-1)];
  console.log(`  exemplo → scan 1: ${pct(seed.heapUsed, first.heapUsed)}; ${pct(seed.rss, first.rss)}`);
  console.log(`  scan 1 → scan ${readings.length - 1}: ${pct(first.heapUsed, last.heapUsed)}; ${pct(first.rss, last.rss)}`);
  if (snapshotsDir) {
    let previous = heapSummary(seed.file);
    for (const r of readings.slice(1)) {
      const summary = heapSummary(r.file);
      console.log(`\nO que mais cresceu até "${r.label}" (tamanho próprio, objetos):\n${formatGrowth(heapGrowth(previous, summary, 12))}`);
      previous = summary;
    }
    console.log(`\nSnapshots em ${snapshotsDir} (Chrome DevTools, aba Memory); o RSS depois do primeiro inclui a memória dos snapshots`);
  }
  const held = ((last.heapUsed - first.heapUsed) / first.heapUsed) * 100 < GROWTH_GOAL_PCT;
  console.log(`\nMeta: heap depois do último scan < ${GROWTH_GOAL_PCT} % acima do primeiro: ${held ? 'OK' : 'NÃO ATINGIDA'}`);
  if (!held) process.exitCode = 1;
}

await runBench(main);
