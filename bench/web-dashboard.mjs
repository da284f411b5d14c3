#!/usr/bin/env node
// What /dashboard costs the browser: gzip size of the initial JS (index.html's scripts and
// preloads) and of every script a fresh load of /dashboard fetches, then Lighthouse (desktop preset,
// performance only) on /dashboard of the seeded project, signed in, in Debian's Chromium.
// Usage: node bench/web-dashboard.mjs [--runs N] [--profile FILE.cpuprofile] [--baseline DIST]
//   (after a build: `npm test`, `npm start` or `pnpm -r build`)
//   --runs N      Lighthouse N times on the same stack; prints each run and the median score and TBT
//                 (the machine's load varies: compare medians taken under the same load average)
//   --baseline D  also Lighthouse on another build (a copy of an older web/dist), the two alternating run
//                 by run on one stack, so that both see the same load: before/after figures of a change
//   --profile F   also a V8 CPU profile of a cold /dashboard load (F), summarised by function; for
//                 readable names build unminified first: pnpm --filter @vigia/web exec vite build --minify false
// Targets (issue 30): everything /dashboard needs ≤ 230 KB gzip; Lighthouse performance ≥ 95.
// What each chunk is made of: node bench/web-bundle-contributors.mjs <chunk names printed here>.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ensureE2ePrerequisites } from '../scripts/lib/prerequisites.mjs';
import { longTaskFunctions, readLongTasksAndMark, recordLongTasks } from './lib/long-task-profile.mjs';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { median } from './lib/stats.mjs';
import { requestSignInLink } from '../scripts/lib/outbox-link.mjs';
import { startStack } from '../scripts/lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GATEWAY_PORT = 4730;
const CONTROL_PLANE_PORT = 4731;
const DEBUG_PORT = 9339;
const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '1' }, profile: { type: 'string' }, baseline: { type: 'string' } } });
const RUNS = Number(options.runs);

const load = (relative) => import(pathToFileURL(path.join(root, relative)).href);

/** index.html's module script and modulepreloads: what every page downloads before rendering. */
function initialScripts(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
  return sources.map((src) => ({ name: src, gzip: gzipSync(readFileSync(path.join(dist, src))).length }));
}

/** Waits for the sample scan the first start queues, so the dashboard has its findings. */
async function sampleScanDone(page) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const status = await page.evaluate(async () => {
      const projects = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ listProjects { projects { id name } } }' }),
      }).then((r) => r.json());
      const id = projects.data.listProjects.projects.find((p) => p.name === 'Internet Banking').id;
      const answer = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ scanStatus(projectId: "${id}") { scanId hasInProgress } }` }),
      }).then((r) => r.json());
      return answer.data.scanStatus;
    });
    if (status.scanId && !status.hasInProgress) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the sample scan did not finish');
}

/** Every script a cold load of /dashboard fetches (browser cache cleared), with its gzip size. */
async function dashboardScripts(context, baseUrl) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
  });
  await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' });
  await page.getByRole('table').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...scripts].map(([name, gzip]) => ({ name, gzip }));
}

/** A V8 CPU profile of a cold /dashboard load (written to `file`) and the functions of each long task. */
async function profileDashboard(context, baseUrl, file) {
  const page = await context.newPage();
  await page.addInitScript(recordLongTasks);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' });
  await page.getByRole('table').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const { tasks, markAt } = await page.evaluate(readLongTasksAndMark);
  const { profile } = await cdp.send('Profiler.stop');
  await page.close();
  writeFileSync(file, JSON.stringify(profile));
  return longTaskFunctions(profile, tasks, markAt);
}

/**
 * One folder served by the gateway with both builds' hashed assets (their names differ where their
 * content does) and the index.html of the build to measure next: `use('current' | 'baseline')`.
 */
function servedBuilds(dist, baseline) {
  const served = mkdtempSync(path.join(tmpdir(), 'vigia-bench-dist-'));
  cpSync(baseline, served, { recursive: true });
  cpSync(dist, served, { recursive: true });
  const indexes = { current: readFileSync(path.join(dist, 'index.html')), baseline: readFileSync(path.join(baseline, 'index.html')) };
  return { dir: served, use: (build) => writeFileSync(path.join(served, 'index.html'), indexes[build]) };
}

/**
 * Blocking time by the main thread's CPU time: Σ (task − 50 ms) over the page's main-thread tasks from
 * first paint on (as TBT), with each task's thread time (tdur) instead of its wall time, so that time the
 * thread waited for a core other processes held does not count. Steadier than TBT on a loaded machine.
 */
function cpuBlockingTime(events) {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`) && (!paint || (e.pid === paint.pid && e.ts >= paint.ts)));
  const blockingMs = tasks.reduce((sum, task) => sum + Math.max(0, (task.tdur ?? task.dur) / 1000 - 50), 0);
  return { blockingMs: Math.round(blockingMs) };
}

/** Lighthouse, again when a run fails (NO_NAVSTART, NO_FCP: seen on a loaded machine), up to 3 times. */
async function lighthouseRun(url) {
  let run;
  for (let attempt = 0; attempt < 3 && !(run && !run.error); attempt++) run = await lighthouseScore(url);
  return run;
}


async function lighthouseScore(url) {
  const { default: lighthouse } = await load('e2e/node_modules/lighthouse/core/index.js');
  const { default: desktopConfig } = await load('e2e/node_modules/lighthouse/core/config/desktop-config.js');
  const result = await lighthouse(
    url,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    desktopConfig,
  );
  const audits = result.lhr.audits;
  const cpu = cpuBlockingTime(result.artifacts.Trace.traceEvents);
  const metric = (id) => audits[id]?.displayValue ?? '-';
  const longTasks = (audits['long-tasks']?.details?.items ?? []).map((task) => ({ url: task.url, start: Math.round(task.startTime), duration: Math.round(task.duration) }));
  const breakdown = (audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({ group: item.groupLabel ?? item.group, ms: Math.round(item.duration) }));
  // What moved: each layout shift's element (a selector and its text) and score.
  const shifts = (audits['layout-shifts']?.details?.items ?? []).map((item) => ({ score: item.score, node: `${item.node?.selector ?? '?'} "${(item.node?.nodeLabel ?? '').slice(0, 60)}"` }));
  return {
    shifts,
    longTasks,
    breakdown,
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    finalUrl: result.lhr.finalDisplayedUrl,
    error: result.lhr.runtimeError?.code,
    cpuBlockingMs: cpu.blockingMs,
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      'Speed Index': metric('speed-index'),
    },
  };
}

async function main() {
  const dist = path.join(root, 'web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('web/dist is missing: build first (pnpm -r build)');
  const initial = initialScripts(dist);
  const initialTotal = initial.reduce((sum, s) => sum + s.gzip, 0);

  // The e2e suite's Chromium (Debian's), installed the same way when missing.
  const chromiumPath = ensureE2ePrerequisites();
  // Whatever is started is undone on success, failure or Ctrl-C (runBench), in reverse order.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vigia-bench-web-'));
  onCleanup(`remover ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const profile = mkdtempSync(path.join(tmpdir(), 'vigia-bench-chromium-'));
  onCleanup(`remover ${profile}`, () => rmSync(profile, { recursive: true, force: true }));
  const builds = options.baseline ? servedBuilds(dist, path.resolve(options.baseline)) : undefined;
  if (builds) onCleanup(`remover ${builds.dir}`, () => rmSync(builds.dir, { recursive: true, force: true }));
  const stack = await startStack({ root, dataDir, port: GATEWAY_PORT, controlPlanePort: CONTROL_PLANE_PORT, quiet: true, env: { SEED_SAMPLE_SCAN: 'true', ...(builds ? { WEB_DIST: builds.dir } : {}) } });
  onCleanup('parar a pilha', () => stack.stop());
  const { chromium } = await load('node_modules/.pnpm/playwright-core@1.65.1/node_modules/playwright-core/index.mjs');
  // A persistent profile: Lighthouse opens its tab in the same browser and keeps the session.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    locale: 'pt-BR',
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  onCleanup('fechar o Chromium', () => context.close());
  const page = await context.newPage();
  const link = await requestSignInLink(stack.controlPlaneUrl, dataDir, 'admin@demo.local');
  if (!link) throw new Error('no sign-in e-mail in the outbox');
  await page.goto(link);
  await page.waitForURL(/\/welcome$/);
  await sampleScanDone(page);
  await page.goto(`${stack.url}/projects`);
  await page.getByRole('button', { name: 'Selecionar projeto Internet Banking' }).click();
  await page.close();

  const scripts = await dashboardScripts(context, stack.url);
  const dashboardTotal = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const runs = [];
  const baselineRuns = [];
  for (let run = 0; run < RUNS; run++) {
    if (builds) {
      builds.use('baseline');
      baselineRuns.push(await lighthouseRun(`${stack.url}/dashboard`));
      builds.use('current');
    }
    runs.push(await lighthouseRun(`${stack.url}/dashboard`));
  }
  for (const [name, list] of [['this build', runs], ['baseline', baselineRuns]]) {
    const failed = list.filter((run) => run.error);
    if (failed.length) console.log(`warning: ${failed.length} Lighthouse run(s) of ${name} failed (${failed[0].error}); left out of the medians`);
    list.splice(0, list.length, ...list.filter((run) => !run.error));
  }
  // The run whose TBT is the median: its long tasks and breakdown are printed.
  const lighthouse = runs.find((run) => run.tbtMs === median(runs.map((r) => r.tbtMs)));
  const profiled = options.profile ? await profileDashboard(context, stack.url, options.profile) : [];

  console.log('Web bundle (gzip)');
  console.log(`  initial JS (index.html scripts + preloads): ${KB(initialTotal)} in ${initial.length} files`);
  console.log(`  everything a cold /dashboard loads:         ${KB(dashboardTotal)} in ${scripts.length} files (target ≤ 230 KB)`);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, process.env.BENCH_ALL_FILES ? undefined : 8)) console.log(`    ${KB(s.gzip).padStart(9)}  ${s.name}`);
  const summary = (name, list) =>
    console.log(`Lighthouse ${name}, median of ${list.length}: score ${median(list.map((r) => r.score))}, TBT ${median(list.map((r) => r.tbtMs))} ms, CPU blocking time ${median(list.map((r) => r.cpuBlockingMs))} ms (runs, score / TBT / CPU blocking ms: ${list.map((run) => `${run.score} / ${run.tbtMs} / ${run.cpuBlockingMs}`).join(', ')})`);
  if (builds) summary(`baseline ${options.baseline}`, baselineRuns);
  if (RUNS > 1 || builds) {
    summary('this build', runs);
    console.log(`  load average after the runs: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; details of this build's median-TBT run:`);
  }
  console.log(`Lighthouse ${lighthouse.finalUrl} (desktop, performance): ${lighthouse.score} (target ≥ 95)`);
  for (const [name, value] of Object.entries(lighthouse.metrics)) console.log(`  ${name}: ${value}`);
  console.log(`  CPU blocking time (TBT by the tasks' thread time, not wall time): ${lighthouse.cpuBlockingMs} ms`);
  // Where the blocking time comes from: each task over 50 ms and the main thread's work by kind.
  for (const shift of lighthouse.shifts) console.log(`  layout shift ${shift.score.toFixed(3)}: ${shift.node}`);
  console.log('  long tasks (start ms, duration ms, script):');
  for (const task of lighthouse.longTasks) console.log(`    ${String(task.start).padStart(6)} ${String(task.duration).padStart(5)}  ${task.url}`);
  console.log(`  main thread: ${lighthouse.breakdown.map((item) => `${item.group} ${item.ms} ms`).join(', ')}`);
  if (options.profile) {
    console.log(`CPU profile of a cold /dashboard (${options.profile}): its long tasks (start ms, duration ms) and their functions (ms, callees included)`);
    const blocking = profiled.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    for (const task of profiled) console.log(`  ${String(task.start).padStart(6)} ${String(task.duration).padStart(5)}  ${task.functions.map((f) => `${f.name} ${f.ms}`).join(' · ')}`);
    console.log(`  blocking time of these tasks (sum of duration − 50 ms): ${blocking} ms; by function: node bench/cpu-profile-top.mjs ${options.profile}`);
  }
  if (!lighthouse.finalUrl.endsWith('/dashboard')) console.log('  warning: Lighthouse did not stay on /dashboard (signed out?)');
}

await runBench(main);
