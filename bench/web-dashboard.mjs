#!/usr/bin/env node
// What /dashboard costs the browser: gzip size of the initial JS (index.html's scripts and
// preloads) and of every script a fresh load of /dashboard fetches, then Lighthouse (desktop preset,
// performance only) on /dashboard of the seeded project, signed in, in Debian's Chromium.
// Usage: node bench/web-dashboard.mjs   (after a build: `npm test`, `npm start` or `pnpm -r build`)
// Targets (issue 30): everything /dashboard needs ≤ 230 KB gzip; Lighthouse performance ≥ 95.
// What each chunk is made of: node bench/web-bundle-contributors.mjs <chunk names printed here>.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { findChromium } from '../scripts/lib/chromium.mjs';
import { requestSignInLink } from '../scripts/lib/outbox-link.mjs';
import { startStack } from '../scripts/lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GATEWAY_PORT = 4730;
const CONTROL_PLANE_PORT = 4731;
const DEBUG_PORT = 9339;
const CHROMIUM = findChromium();
const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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

async function lighthouseScore(url) {
  const { default: lighthouse } = await load('e2e/node_modules/lighthouse/core/index.js');
  const { default: desktopConfig } = await load('e2e/node_modules/lighthouse/core/config/desktop-config.js');
  const result = await lighthouse(
    url,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    desktopConfig,
  );
  const audits = result.lhr.audits;
  const metric = (id) => audits[id]?.displayValue ?? '-';
  const longTasks = (audits['long-tasks']?.details?.items ?? []).map((task) => ({ url: task.url, start: Math.round(task.startTime), duration: Math.round(task.duration) }));
  const breakdown = (audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({ group: item.groupLabel ?? item.group, ms: Math.round(item.duration) }));
  return {
    longTasks,
    breakdown,
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    finalUrl: result.lhr.finalDisplayedUrl,
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

  const dataDir = mkdtempSync(path.join(tmpdir(), 'vigia-bench-web-'));
  const profile = mkdtempSync(path.join(tmpdir(), 'vigia-bench-chromium-'));
  const stack = await startStack({ root, dataDir, port: GATEWAY_PORT, controlPlanePort: CONTROL_PLANE_PORT, quiet: true, env: { SEED_SAMPLE_SCAN: 'true' } });
  const { chromium } = await load('node_modules/.pnpm/playwright-core@1.65.1/node_modules/playwright-core/index.mjs');
  // A persistent profile: Lighthouse opens its tab in the same browser and keeps the session.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'pt-BR',
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
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
    const lighthouse = await lighthouseScore(`${stack.url}/dashboard`);

    console.log('Web bundle (gzip)');
    console.log(`  initial JS (index.html scripts + preloads): ${KB(initialTotal)} in ${initial.length} files`);
    console.log(`  everything a cold /dashboard loads:         ${KB(dashboardTotal)} in ${scripts.length} files (target ≤ 230 KB)`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, process.env.BENCH_ALL_FILES ? undefined : 8)) console.log(`    ${KB(s.gzip).padStart(9)}  ${s.name}`);
    console.log(`Lighthouse ${lighthouse.finalUrl} (desktop, performance): ${lighthouse.score} (target ≥ 95)`);
    for (const [name, value] of Object.entries(lighthouse.metrics)) console.log(`  ${name}: ${value}`);
    // Where the blocking time comes from: each task over 50 ms and the main thread's work by kind.
    console.log('  long tasks (start ms, duration ms, script):');
    for (const task of lighthouse.longTasks) console.log(`    ${String(task.start).padStart(6)} ${String(task.duration).padStart(5)}  ${task.url}`);
    console.log(`  main thread: ${lighthouse.breakdown.map((item) => `${item.group} ${item.ms} ms`).join(', ')}`);
    if (!lighthouse.finalUrl.endsWith('/dashboard')) console.log('  warning: Lighthouse did not stay on /dashboard (signed out?)');
  } finally {
    await context.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
