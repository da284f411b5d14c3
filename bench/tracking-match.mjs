#!/usr/bin/env node
// Matching a scan's findings with its branch's tracked findings (issue 29), through the scan
// runner's own writes: the findings are stored in batches by upsertFindings (which links each row
// to its tracked finding as it is written) and trackScanFindings runs at completion. Timed for a
// first scan of N findings (all new) and for a rescan of the same branch where 95 % of the
// fingerprints come back (lines shifted), 5 % are new and 5 % are gone (fixed); median of --runs
// fresh databases, with the process's peak RSS (PGlite runs inside this process; PostgreSQL is a
// server of its own).
//
// Usage: node bench/tracking-match.mjs [--findings N] [--runs R] [--postgres] [--control-plane DIR]
//   --findings N   findings per scan (default 100000)
//   --runs R       fresh databases measured (default 3); figures are the medians
//   --postgres     on PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres;
//                  a vigia_bench_tracking_<random> database per run, dropped after it even on failure
//                  or Ctrl-C), else PGlite in a temp folder
//   --control-plane DIR  the built control plane to measure (default this checkout's): point it at an
//                  older checkout to compare before and after
// Build first: pnpm --filter @vigia/control-plane build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { root } from './lib/control-plane-deps.mjs';
import { mb } from './lib/memory.mjs';
import { benchDatabase } from './lib/postgres.mjs';
import { median, seconds } from './lib/stats.mjs';

const { values } = parseArgs({
  options: {
    findings: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    postgres: { type: 'boolean', default: false },
    'control-plane': { type: 'string', default: join(root, 'control-plane') },
  },
});
const N = Number(values.findings);
const RUNS = Number(values.runs);
const BATCH = 1000;
const cpDir = resolve(values['control-plane']);
const cpImport = (relative) => import(pathToFileURL(join(cpDir, relative)).href);
const { openDatabase, migrate } = await cpImport('dist/db/connection.js');
const { trackScanFindings } = await cpImport('dist/triage/tracking.repository.js');
const { upsertFindings } = await cpImport('dist/scans/scans.repository.js');

const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent };
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEVERITIES = ['critical', 'high', 'medium', 'low'];

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

/** The engine's finding i (fingerprint fp-i), `shift` lines down. */
function finding(i, shift) {
  const citations = [{ framework: 'security', ref: 'CWE-89', text: 'CWE-89 (MITRE CWE)' }];
  return {
    file: `src/f${i % 5000}.ts`,
    line: Math.floor(i / 5000) + shift,
    column: 1,
    endLine: Math.floor(i / 5000) + shift,
    endColumn: 10,
    message: `mensagem ${i}`,
    severity: SEVERITIES[i % 4],
    rule: `rule-${i % 200}`,
    category: 'injection',
    framework: 'security',
    fingerprint: `fp-${i}`,
    count: 1,
    snippet: null,
    source: 'bench',
    meta: { regulatory: { frameworks: ['security'], cwe: ['CWE-89'], bacenControls: [], lgpdArticles: [], openFinance: [] } },
    law: { citations },
  };
}

/** A fresh database for one run: a throwaway PostgreSQL database or a PGlite folder; `drop()` removes it. */
async function freshDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigia-tracking-bench-'));
  const removeDir = onCleanup(`remover ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const database = values.postgres ? await benchDatabase(adminUrl, 'vigia_bench_tracking') : undefined;
  return {
    dataDir,
    url: database?.url,
    drop: async () => {
      await database?.drop();
      await removeDir();
    },
  };
}

async function run() {
  const fresh = await freshDatabase();
  // Should this fail, runBench's cleanups drop the database.
  const handle = await openDatabase({ databaseUrl: fresh.url, dataDir: fresh.dataDir, logger: silent });
  try {
    const { db } = handle;
    await migrate(db, silent);
    const tenant = await db.insertInto('tenants').values({ name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
    const project = await db.insertInto('projects').values({ tenant_id: tenant.id, name: 'Bench', description: 'bench' }).returning('id').executeTakeFirstOrThrow();
    const scope = { tenantId: tenant.id, projectId: project.id };

    /** Stores fingerprints from…from+N-1 as the runner does (one transaction per batch), then completes the scan. */
    async function scan(from, shift) {
      const { id } = await db
        .insertInto('scans')
        .values({ tenant_id: tenant.id, project_id: project.id, branch: 'main', source_kind: 'archive', status: 'running', stage: 'analyzing' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const started = performance.now();
      for (let start = from; start < from + N; start += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, from + N - start) }, (_, k) => finding(start + k, shift));
        await db.transaction().execute((trx) => upsertFindings(trx, { ...scope, scanId: id, branch: 'main' }, batch));
      }
      const stored = performance.now();
      const tracking = await db.transaction().execute((trx) => trackScanFindings(trx, { ...scope, scanId: id, branch: 'main', baseRef: null, sourceKind: 'archive' }));
      const matched = performance.now();
      await db.updateTable('scans').set({ status: 'completed', stage: 'completed' }).where('id', '=', id).execute();
      return { store: stored - started, match: matched - stored, tracking };
    }

    const first = await scan(0, 0);
    const rescan = await scan(Math.round(N * 0.05), 20);
    return { first, rescan };
  } finally {
    await handle.close();
    await fresh.drop();
  }
}

async function main() {
  const results = [];
  for (let i = 0; i < RUNS; i += 1) results.push(await run());
  clearInterval(sampler);

  const medianOf = (pick) => median(results.map(pick));
  const line = (label, key) => {
    const store = medianOf((r) => r[key].store);
    const match = medianOf((r) => r[key].match);
    return `  ${label} store ${seconds(store)} + match ${seconds(match)} = ${seconds(medianOf((r) => r[key].store + r[key].match))}  ${JSON.stringify(results[0][key].tracking)}`;
  };
  console.log(`tracking match on ${values.postgres ? 'PostgreSQL' : 'PGlite'}, ${N.toLocaleString('en')} findings per scan, median of ${RUNS} runs (${cpDir})`);
  console.log(line('first scan (all new):                       ', 'first'));
  console.log(line('rescan (95 % unchanged, 5 % new, 5 % fixed):', 'rescan'));
  console.log(`  peak RSS of this process: ${mb(peak)}${values.postgres ? ' (the server is a separate process)' : ' (PGlite included)'}`);
}

await runBench(main);
