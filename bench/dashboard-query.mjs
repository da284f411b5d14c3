#!/usr/bin/env node
// Latency of the dashboard query (issue 4): two severities + free-text search + sort by severity,
// a page of 50, on the project's latest scan, measured on the REST control plane and through the
// GraphQL gateway (the web app's own DashboardFindings document, sent as it sends it) in the same
// run, on PostgreSQL (1,000,000 findings) and PGlite (100,000).
// Target: on PostgreSQL at 1M, REST p95 ≤ 50 ms; the gateway adds ≤ 2 ms p50 and ≤ 3 ms p95. What it
// adds is measured on each request: the client's time minus the gateway's own wait for the control
// plane (its Server-Timing), which is the hop to the gateway and its work, without the database's
// jitter. Pairs (each gateway request minus the REST request next to it) are printed too, with a
// control pair, the same REST request twice: their p50 agrees with the above, but their p95 is
// mostly the database answering one query a few ms slower than its twin, which no gateway can
// remove. Two floors run beside it: a pass-through proxy (bench/lib/pass-through-proxy.mjs), what one
// more process on the path costs on this machine; and a reshaping proxy (bench/lib/reshaping-proxy.mjs),
// which answers the gateway's own request with the gateway's own data without a GraphQL engine: what
// any gateway that turns the control plane's JSON into the document's must at least cost here.
//
// Usage: node bench/dashboard-query.mjs [options]
//   --postgres-only / --pglite-only   run one backend
//   --findings N                      findings seeded on PostgreSQL (default 1000000)
//   --pglite-findings N               findings seeded on PGlite (default 100000)
//   --requests N                      measured requests per path (default 200, after the warm-up)
//   --warmup N                        warm-up requests per path (default 500: V8 optimizes the
//                                     gateway's per-request code over the first few hundred; after
//                                     20 its synchronous work per query was 0.89 ms, after 1000 0.79)
//   --explain                         PostgreSQL: EXPLAIN (ANALYZE, BUFFERS) of the page and summary
//                                     queries for a rare and a frequent term (and any slow term)
//   --keep-db                         PostgreSQL: keep the seeded database (its name is printed) for
//                                     EXPLAIN experiments; drop it yourself afterwards
//   --keep-indexes                    insert with every findings index in place (default: drop the
//                                     non-unique ones, insert, recreate them from their own definitions)
// Env: BENCH_PG_URL admin connection (default postgres://postgres@127.0.0.1:5432/postgres).
// Build first: pnpm --filter @vigia/control-plane build && pnpm --filter @vigia/gateway build.
// It starts the real stack (scripts/lib/stack.mjs) in a temp DATA_DIR on ports 4700/4701 (PostgreSQL)
// and 4710/4711 (PGlite), the floors on 4702 and 4703 (4712, 4713), creates and finally drops a
// vigia_bench_<random> database.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { root } from './lib/control-plane-deps.mjs';
import { explainQueries } from './lib/dashboard-explain.mjs';
import { fmtInt, printResult, printSummary, TARGET_P95_MS } from './lib/dashboard-report.mjs';
import { webDocument } from './lib/dashboard-document.mjs';
import { figuresOf } from './lib/dashboard-figures.mjs';
import { checkReshapeMatchesGateway, measure, planPages, warmUp } from './lib/dashboard-measure.mjs';
import { scavengeMeter } from './lib/memory.mjs';
import { startPassThroughProxy } from './lib/pass-through-proxy.mjs';
import { startReshapingProxy } from './lib/reshaping-proxy.mjs';
import { positiveIntOf } from './lib/options.mjs';
import { withPgliteLocked } from './lib/pglite-locked.mjs';
import { createThrowawayDatabase, withClient } from './lib/postgres.mjs';
import { cpuMeter } from './lib/process-usage.mjs';
import { formatTimings, seedFindings } from './lib/seed-findings.mjs';
import { logTail, projectIdOf as projectIdNamed, signIn as signInAs, startBenchStack as startSharedStack } from './lib/stack.mjs';
import { seconds } from './lib/stats.mjs';

const ADMIN_EMAIL = 'admin@demo.local';
const PROJECT_NAME = 'Internet Banking';
const EXPLAIN_TERMS = ['modulo_123', 'pix/'];

// ---------------------------------------------------------------------------------------------
// Options

function readOptions() {
  const { values } = parseArgs({
    options: {
      'postgres-only': { type: 'boolean', default: false },
      'pglite-only': { type: 'boolean', default: false },
      findings: { type: 'string', default: '1000000' },
      'pglite-findings': { type: 'string', default: '100000' },
      requests: { type: 'string', default: '200' },
      warmup: { type: 'string', default: '500' },
      explain: { type: 'boolean', default: false },
      'keep-indexes': { type: 'boolean', default: false },
      'keep-db': { type: 'boolean', default: false },
    },
  });
  const int = positiveIntOf(values);
  if (values['postgres-only'] && values['pglite-only']) throw new Error('--postgres-only e --pglite-only são exclusivos');
  return {
    postgres: !values['pglite-only'],
    pglite: !values['postgres-only'],
    pgFindings: int('findings'),
    pgliteFindings: int('pglite-findings'),
    requests: int('requests'),
    warmup: int('warmup'),
    explain: values.explain,
    keepIndexes: values['keep-indexes'],
    keepDb: values['keep-db'],
  };
}

// ---------------------------------------------------------------------------------------------
// The stack and a signed-in session

/** The stack with the bench's ports; the shared launcher in ./lib/stack.mjs. */
const startBenchStack = (options) => startSharedStack({ root, ...options });
const signIn = (controlPlaneUrl, dataDir) => signInAs(controlPlaneUrl, dataDir, ADMIN_EMAIL);
const projectIdOf = (controlPlaneUrl, session) => projectIdNamed(controlPlaneUrl, session, PROJECT_NAME);

// ---------------------------------------------------------------------------------------------
// Backends

async function runPostgres(options) {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const version = await withClient(adminUrl, async (admin) => (await admin.query('SHOW server_version')).rows[0].server_version);
  const { name: dbName, url: databaseUrl, drop } = await createThrowawayDatabase(adminUrl);
  if (options.keepDb) console.log(`--keep-db: o banco ${dbName} fica para depois (DROP DATABASE ${dbName} quando terminar)`);
  else onCleanup(`DROP DATABASE ${dbName}`, drop);
  const dataDir = tempDir('pg');
  console.log(`PostgreSQL ${version}: banco ${dbName}, DATA_DIR ${dataDir}`);

  const stack = await startBenchStack({ dataDir, port: 4700, controlPlanePort: 4701, databaseUrl });
  try {
    // Seeded while the stack runs: the control plane only reads this project on demand.
    console.log(`Semeando ${fmtInt(options.pgFindings)} achados...`);
    const seed = await withClient(databaseUrl, async (client) => {
      const seeded = await seedFindings(client, { projectName: PROJECT_NAME, n: options.pgFindings, keepIndexes: options.keepIndexes, maintenanceWorkMem: '1GB' });
      seeded.tableSize = (await client.query(`SELECT pg_size_pretty(pg_total_relation_size('findings')) AS size`)).rows[0].size;
      return seeded;
    }, { quiet: true });
    console.log(`Semeado em ${formatTimings(seed.timings)}; findings com índices: ${seed.tableSize}`);
    const result = await benchStack(stack, dataDir, seed, options);
    if (options.explain) {
      const slow = Object.entries(result.perTerm).filter(([, s]) => s?.p95 > TARGET_P95_MS).map(([term]) => term);
      const terms = [...new Set([...EXPLAIN_TERMS, ...slow])];
      result.explain = await explainQueries(databaseUrl, { tenantId: seed.tenantId, scanId: seed.scanId }, terms);
    }
    return { backend: `PostgreSQL ${version.split(' ')[0]}`, findings: options.pgFindings, seed, ...result };
  } catch (error) {
    error.message += `\n${logTail(stack)}`;
    throw error;
  } finally {
    await stack.stop();
  }
}

async function runPglite(options) {
  const dataDir = tempDir('pglite');
  console.log(`PGlite: DATA_DIR ${dataDir}`);
  // First start: migrations and the demo seed. PGlite lives inside the control plane and is locked
  // while it runs, so the findings go in between two starts.
  let stack = await startBenchStack({ dataDir, port: 4710, controlPlanePort: 4711 });
  await stack.stop();

  console.log(`Semeando ${fmtInt(options.pgliteFindings)} achados...`);
  const seed = await withPgliteLocked(dataDir, (db) =>
    seedFindings(db, { projectName: PROJECT_NAME, n: options.pgliteFindings, keepIndexes: options.keepIndexes, maintenanceWorkMem: '256MB' }),
  );
  console.log(`Semeado em ${formatTimings(seed.timings)}`);

  stack = await startBenchStack({ dataDir, port: 4710, controlPlanePort: 4711 });
  try {
    return { backend: 'PGlite', findings: options.pgliteFindings, seed, ...(await benchStack(stack, dataDir, seed, options)) };
  } catch (error) {
    error.message += `\n${logTail(stack)}`;
    throw error;
  } finally {
    await stack.stop();
  }
}

/** Sign in, plan the pages, measure both paths. */
async function benchStack(stack, dataDir, seed, options) {
  const session = await signIn(stack.controlPlaneUrl, dataDir);
  const projectId = await projectIdOf(stack.controlPlaneUrl, session);
  if (projectId !== seed.projectId) throw new Error(`projeto da API ${projectId} ≠ projeto semeado ${seed.projectId}`);
  const gatewayPort = new URL(stack.url).port;
  const proxy = await startPassThroughProxy(stack.controlPlaneUrl, Number(gatewayPort) + 2);
  const dashboardQuery = await webDocument('DashboardFindings');
  const reshaper = await startReshapingProxy(stack.controlPlaneUrl, dashboardQuery, Number(gatewayPort) + 3);
  const ctx = {
    controlPlaneUrl: stack.controlPlaneUrl, gatewayUrl: `http://127.0.0.1:${gatewayPort}`, proxyUrl: proxy.url, reshapeUrl: reshaper.url, session, projectId, dashboardQuery,
  };
  const plan = await planPages(ctx, seed.findings);
  await checkReshapeMatchesGateway(ctx, plan);
  // The load average tells whether something else shared the cores during the measurement.
  await warmUp(ctx, plan, options);
  const loadBefore = loadavg()[0];
  const cpu = cpuMeter(stack.children.map((c) => ({ name: c.displayName === 'gateway' ? 'gateway' : 'controlPlane', pid: c.pid })));
  const gc = await scavengeMeter(ctx);
  const started = performance.now();
  const samples = await measure(ctx, plan, options);
  const measureMs = performance.now() - started;
  const cpuPerRequest = cpu.perRequest(options.requests); // a round: 1 gateway request, 5 on the control plane
  await proxy.stop();
  await reshaper.stop();
  const scavenges = await gc.since();
  return {
    plan, ...figuresOf(samples, plan),
    measureMs, load: [loadBefore, loadavg()[0]], scavenges,
    cpu: { gateway: cpuPerRequest.gateway, controlPlane: cpuPerRequest.controlPlane && cpuPerRequest.controlPlane / 5 },
  };
}

// ---------------------------------------------------------------------------------------------

function tempDir(label) {
  const dir = mkdtempSync(join(tmpdir(), `vigia-bench-dash-${label}-`));
  onCleanup(`remover ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function main() {
  const options = readOptions();
  const started = performance.now();
  const results = [];
  if (options.postgres) results.push(await runPostgres(options));
  if (options.pglite) results.push(await runPglite(options));
  for (const r of results) printResult(r, options);
  printSummary(results);
  for (const r of results.filter((x) => x.explain)) console.log(`\n== EXPLAIN (ANALYZE, BUFFERS), ${r.backend}\n${r.explain}`);
  console.log(`\nTempo total: ${seconds(performance.now() - started)}`);
}

await runBench(main);
