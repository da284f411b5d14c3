import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_REPOSITORY } from '../src/app.js';
import { SCAN_TABLES } from '../src/db/embedded-statistics.js';
import { startDemoApp, type DemoApp } from './helpers/demo-app.js';
import { scanTree } from './helpers/tracked-scans.js';

/**
 * Issue 30, the 30 s compliance PDF: the embedded database (PGlite) runs no autovacuum, so unless the
 * control plane analyses its scan tables the planner works blind and the action plan's join of a
 * scan's findings to the tracked findings goes quadratic. On the real app with PGlite (whatever
 * TEST_DATABASE_URL says): the tables are analysed at start, and again after a scan that wrote
 * more than autovacuum's threshold.
 */
let { app, admin, banking } = {} as DemoApp;

const reltuples = async (): Promise<Record<string, number>> => {
  const rows = await sql<{ relname: string; reltuples: number }>`
    SELECT relname, reltuples FROM pg_class WHERE relkind = 'r' AND relname IN (${sql.join([...SCAN_TABLES])})`.execute(app.cp.db);
  return Object.fromEntries(rows.rows.map((row) => [row.relname, Number(row.reltuples)]));
};

/** The bundled sample repository copied `copies` times (37 findings each). */
function sampleCopies(copies: number): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else for (let i = 1; i <= copies; i++) files[`servico-${i}/${path.relative(SAMPLE_REPOSITORY, full)}`] = readFileSync(full, 'utf8');
    }
  };
  walk(SAMPLE_REPOSITORY);
  return files;
}

beforeAll(async () => {
  ({ app, admin, banking } = await startDemoApp({ databaseUrl: undefined }));
}, 120_000);
afterAll(() => app?.close());

describe('planner statistics on the embedded database', () => {
  it('when the control plane starts on PGlite, then every scan table has been analysed', async () => {
    const tuples = await reltuples();
    expect(Object.keys(tuples).sort()).toEqual([...SCAN_TABLES].sort());
    for (const table of SCAN_TABLES) expect(tuples[table], table).toBeGreaterThanOrEqual(0);
  });

  it('when a scan writes more findings than the threshold, then the planner knows the findings table holds them', async () => {
    const scanId = await scanTree(app.url, admin, banking, sampleCopies(3), { branch: 'estatisticas' });
    const written = await app.cp.db.selectFrom('findings').select(({ fn }) => fn.countAll<number>().as('n')).where('scan_id', '=', scanId).executeTakeFirstOrThrow();
    const total = await app.cp.db.selectFrom('findings').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(written.n)).toBeGreaterThan(50);
    const tuples = await reltuples();
    expect(tuples.findings).toBe(Number(total.n));
    expect(tuples.tracked_findings).toBeGreaterThanOrEqual(Number(written.n));
  }, 180_000);
});
