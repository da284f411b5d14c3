#!/usr/bin/env node
// Matching a scan's findings with its branch's tracked findings at finalise (issue 29): the time of
// trackScanFindings for a first scan of N findings (all new) and for a rescan of the same branch
// where 95 % of the fingerprints come back (lines shifted), 5 % are new and 5 % are gone (fixed),
// with the process's peak RSS (PGlite runs inside this process; PostgreSQL is a server of its own).
//
// Usage: node bench/tracking-match.mjs [--findings N] [--postgres]
//   --findings N   findings per scan (default 100000)
//   --without-search-index  drop the trigram index of findings first (how much of the time is its
//                  upkeep: matching writes tracked_id and baseline on every finding row)
//   --postgres     on PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres;
//                  a vigia_bench_<random> database is created and dropped), else PGlite in a temp folder
// Build first: pnpm --filter @vigia/control-plane build.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cpImport, pg } from './lib/control-plane-deps.mjs';
import { mb } from './lib/memory.mjs';
import { seconds } from './lib/stats.mjs';

const { values } = parseArgs({ options: { findings: { type: 'string', default: '100000' }, postgres: { type: 'boolean', default: false }, 'without-search-index': { type: 'boolean', default: false } } });
const N = Number(values.findings);
const { openDatabase, migrate } = await cpImport('dist/db/connection.js');
const { trackScanFindings } = await cpImport('dist/triage/tracking.repository.js');
const { sql } = await cpImport('node_modules/kysely/dist/esm/index.js');

const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent };
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `vigia_bench_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'vigia-tracking-bench-'));

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

if (values.postgres) await admin(`CREATE DATABASE ${dbName}`);
const url = values.postgres ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : undefined;
const handle = await openDatabase({ databaseUrl: url, dataDir, logger: silent });
try {
  const { db } = handle;
  await migrate(db, silent);
  if (values['without-search-index']) await sql`DROP INDEX findings_search_trgm_idx`.execute(db);
  const tenant = await db.insertInto('tenants').values({ name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
  const project = await db.insertInto('projects').values({ tenant_id: tenant.id, name: 'Bench', description: 'bench' }).returning('id').executeTakeFirstOrThrow();
  const scope = { tenantId: tenant.id, projectId: project.id };
  const newScan = () =>
    db.insertInto('scans').values({ tenant_id: tenant.id, project_id: project.id, branch: 'main', source_kind: 'archive', status: 'completed', stage: 'completed' }).returning('id').executeTakeFirstOrThrow();

  /** N findings whose fingerprints are fp-<from>… fp-<from+N-1>, lines shifted by `shift`. */
  async function seed(scanId, from, shift) {
    const started = performance.now();
    await sql`INSERT INTO findings (scan_id, tenant_id, project_id, file, line, message, severity, rule, fingerprint)
      SELECT ${scanId}, ${tenant.id}, ${project.id}, 'src/f' || (i % 5000) || '.ts', (i / 5000)::int + ${shift}::int,
        'mensagem ' || i, (ARRAY['critical','high','medium','low'])[1 + i % 4], 'rule-' || (i % 200), 'fp-' || i
      FROM generate_series(${from}::int, ${from + N - 1}::int) AS i`.execute(db);
    return performance.now() - started;
  }

  async function timed(scanId) {
    const started = performance.now();
    const tracking = await db.transaction().execute((trx) => trackScanFindings(trx, { ...scope, scanId, branch: 'main', baseRef: null, sourceKind: 'archive' }));
    return { ms: performance.now() - started, tracking };
  }

  const first = await newScan();
  const seeded = await seed(first.id, 0, 0);
  const a = await timed(first.id);
  const second = await newScan();
  await seed(second.id, Math.round(N * 0.05), 20);
  const b = await timed(second.id);

  console.log(`tracking match on ${values.postgres ? 'PostgreSQL' : 'PGlite'}, ${N.toLocaleString('en')} findings per scan (seeded in ${seconds(seeded)})`);
  console.log(`  first scan (all new):                      ${seconds(a.ms)}  ${JSON.stringify(a.tracking)}`);
  console.log(`  rescan (95 % unchanged, 5 % new, 5 % fixed): ${seconds(b.ms)}  ${JSON.stringify(b.tracking)}`);
  console.log(`  peak RSS of this process: ${mb(peak)}${values.postgres ? ' (the server is a separate process)' : ' (PGlite included)'}`);
} finally {
  clearInterval(sampler);
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (values.postgres) await admin(`DROP DATABASE IF EXISTS ${dbName}`);
}
