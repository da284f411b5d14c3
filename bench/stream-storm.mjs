#!/usr/bin/env node
// A storm of scan-status subscriptions (issue 31): N opened at once through the gateway, on the real
// stack (control plane + gateway, no worker, so the scan stays queued and every stream stays open).
// Prints how long until every subscriber had its first status, and the CPU each server spent on
// the storm (process_cpu_seconds_total from /metrics). CPU time, unlike latency, hardly depends on
// what else the machine runs: it is the cost of the openings themselves, to compare changes by.
// Memory, before the storm and 3 s after every subscriber closed: the used heap after a full
// collection (asked through each server's inspector, which tells a leak from garbage not yet
// collected) and RSS. With --storms N the storm comes back N times: a leak grows the heap after
// each one, a warm-up (compiled code, caches of fixed size) only after the first.
//
// Usage: node bench/stream-storm.mjs [--subscribers N] [--database-url URL] [--port P]
//   --subscribers N    subscriptions opened at once (graphql-sse, one stream each; default 500)
//   --database-url URL run on PostgreSQL (a throwaway database created on that server, dropped after) instead of the embedded PGlite
//   --port P           gateway port (default 4590; the control plane's is P + 100)
//   --storms N         storms one after the other (default 1); the heap after GC is printed after each
//   --profile DIR      CPU profiles of both servers during the first storm, written to DIR
//                      (summarise them with bench/cpu-profile-top.mjs)
//                       While a profiler samples, the gateway's loop utilization reads ~0.96, so its
//                       admission lets openings in at its floor pace only: times and latencies of a
//                       profiled run are not the storm's (CPU by function still is).
// Build first: pnpm --filter @vigia/control-plane build && pnpm --filter @vigia/gateway build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { uploadScan } from './lib/cluster-client.mjs';
import { root } from './lib/control-plane-deps.mjs';
import { INSPECT_ANY_PORT, memoryAfterGcOf, profileCpuOf } from './lib/inspector.mjs';
import { mb } from './lib/memory.mjs';
import { positiveIntOf } from './lib/options.mjs';
import { benchDatabase } from './lib/postgres.mjs';
import { usageOf } from './lib/process-usage.mjs';
import { subscribe } from './lib/scan-subscribers.mjs';
import { projectIdOf, signIn, startBenchStack } from './lib/stack.mjs';

const { values } = parseArgs({
  options: { subscribers: { type: 'string', default: '500' }, 'database-url': { type: 'string' }, port: { type: 'string', default: '4590' }, storms: { type: 'string', default: '1' }, profile: { type: 'string' } },
});
const int = positiveIntOf(values);
const count = int('subscribers');
const port = int('port');
const storms = int('storms');

async function startQueuedScan(ctx, dir) {
  mkdirSync(join(dir, 'tree'));
  writeFileSync(join(dir, 'tree', 'app.js'), 'console.log(1);\n');
  execFileSync('tar', ['-czf', join(dir, 'source.tar.gz'), '-C', join(dir, 'tree'), '.']);
  return uploadScan(ctx.controlPlaneUrl, ctx.session, ctx.projectId, readFileSync(join(dir, 'source.tar.gz')));
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigia-bench-storm-'));
  onCleanup(`remover ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = values['database-url'] ? (await benchDatabase(values['database-url'], 'vigia_bench_storm')).url : undefined;
  const stack = await startBenchStack({ root, dataDir, port, controlPlanePort: port + 100, databaseUrl, env: { LOG_LEVEL: 'warn', NODE_OPTIONS: INSPECT_ANY_PORT } });
  const session = await signIn(stack.controlPlaneUrl, dataDir);
  const ctx = { gatewayUrl: stack.gatewayUrl, controlPlaneUrl: stack.controlPlaneUrl, session };
  ctx.projectId = await projectIdOf(stack.controlPlaneUrl, session, 'Internet Banking');
  const scanId = await startQueuedScan(ctx, mkdtempSync(join(dataDir, 'src-')));
  await sleep(1000);

  const collected = async () => {
    const byName = await memoryAfterGcOf(stack.children);
    return { gateway: byName.gateway, controlPlane: byName['control plane'] };
  };
  const heldBefore = await collected();
  const pidOf = (name) => stack.children.find((child) => child.displayName === name).pid;
  // The subscribers run in this process: its CPU is what 500 browsers would spend on their own machines.
  const serverUsage = () => ({ gateway: usageOf(pidOf('gateway')), controlPlane: usageOf(pidOf('control plane')), clients: usageOf(process.pid) });
  const storm = async (profileDir) => {
    const profiler = profileDir ? await profileCpuOf(stack.children, profileDir) : undefined;
    const before = serverUsage();
    const started = performance.now();
    const { subscribers, dispose } = subscribe(ctx, scanId, count);
    while (subscribers.some((s) => s.events === 0 && !s.ended)) await sleep(20);
    const openMs = performance.now() - started;
    if (profiler) console.log(`Perfis de CPU da tempestade: ${(await profiler.stop()).join(', ')}`);
    const opened = serverUsage();
    dispose();
    await sleep(3000);
    const after = serverUsage();
    return { subscribers, openMs, before, opened, after, heldAfter: await collected() };
  };
  const { subscribers, openMs, before, opened, after, heldAfter } = await storm(values.profile);
  const laterHeaps = [];
  for (let round = 2; round <= storms; round += 1) {
    const later = await storm();
    if (later.subscribers.some((s) => s.error)) process.exitCode = 1;
    laterHeaps.push(later.heldAfter);
  }

  const errors = subscribers.filter((s) => s.error);
  console.log(`${count} assinaturas abertas de uma vez: todas com o primeiro status em ${openMs.toFixed(0)} ms; erros ${errors.length}`);
  for (const sample of errors.slice(0, 3)) console.log(`  ${sample.error}`);
  for (const [name, key] of [['gateway', 'gateway'], ['control plane', 'controlPlane']]) {
    const cpuMs = opened[key].cpuMs - before[key].cpuMs;
    console.log(`  ${name.padEnd(13)} CPU ${cpuMs.toFixed(0)} ms (${(cpuMs / count).toFixed(2)} ms por assinatura); RSS antes ${mb(before[key].rssBytes)}, 3 s depois de fechadas ${mb(after[key].rssBytes)}`);
    const growth = (from, to) => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;
    const [heapFrom, heapTo] = [heldBefore[key].heapUsed, heldAfter[key].heapUsed];
    const [rssFrom, rssTo] = [heldBefore[key].rss, heldAfter[key].rss];
    console.log(`  ${''.padEnd(13)} depois de GC completo: heap usado ${mb(heapFrom)} → ${mb(heapTo)} (${growth(heapFrom, heapTo)}); RSS ${mb(rssFrom)} → ${mb(rssTo)} (${growth(rssFrom, rssTo)})`);
    if (laterHeaps.length) console.log(`  ${''.padEnd(13)} heap usado depois de GC, tempestades 2..${storms}: ${laterHeaps.map((held) => mb(held[key].heapUsed)).join(', ')}`);
  }
  const clientsMs = opened.clients.cpuMs - before.clients.cpuMs;
  console.log(`  clientes      CPU ${clientsMs.toFixed(0)} ms (${(clientsMs / count).toFixed(2)} ms por assinatura; o bench, que abre os streams: numa implantação, os navegadores de cada usuário)`);
  if (errors.length) process.exitCode = 1;
}

await runBench(main);
