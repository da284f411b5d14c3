import { readFileSync } from 'node:fs';
import { seconds } from './stats.mjs';

// Seed data for the dashboard bench: a catalogue of 40 rules in 10 categories; each finding picks
// file, rule, severity, line, column and a number from hashes of its row number, so a run is reproducible.

const AREAS = ['pagamentos', 'contas', 'cartoes', 'pix', 'auth', 'relatorios', 'clientes', 'investimentos'];
const FILES = 20_000; // src/<area>/modulo_<k>.ts, k < 2,500
/** Severity by a hash in 0..999: critical 2 %, high 10 %, medium 30 %, low 40 %, info 18 %. */
const SEVERITY_CUTS = [['critical', 20], ['high', 120], ['medium', 420], ['low', 820]];

/** 10 categories of 4 rules, with the message template and snippet their findings carry. */
const CATEGORIES = JSON.parse(readFileSync(new URL('./seed-categories.json', import.meta.url), 'utf8'));

/** One entry per rule (40), as parallel arrays the INSERT indexes by the rule number. */
function ruleCatalogue() {
  const rows = CATEGORIES.flatMap((c) => c.rules.map((rule, n) => ({ ...c, rule: `${rule}-${n + 1}` })));
  const column = (key) => rows.map((row) => row[key]);
  return {
    count: rows.length,
    rules: column('rule'),
    categories: column('category'),
    frameworks: column('framework'),
    cwes: column('cwe'),
    refs: column('ref'),
    messages: column('message'),
    snippets: column('snippet'),
  };
}

/** hashtext is int4; shifted to 0..2^32-1 then reduced, so abs() of INT_MIN never overflows. */
const hashed = (salt, modulo) => `((hashtext(g.i::text || '${salt}')::bigint + 2147483648) % ${modulo})::int`;

/** The whole seed in one set-based statement ($1 tenant, $2 project, $3 scan, $4 N, $5.. catalogue). */
const INSERT_FINDINGS = `
INSERT INTO findings (tenant_id, project_id, scan_id, file, line, col, message, severity, rule, category,
                      framework, frameworks, cwe, fingerprint, dedup_count, snippet, meta, citations, non_applicable)
SELECT $1::uuid, $2::uuid, $3::uuid,
       'src/' || ($5::text[])[1 + r.f % ${AREAS.length}] || '/modulo_' || (r.f / ${AREAS.length}) || '.ts',
       r.line, r.col,
       format(($11::text[])[1 + r.rule], r.num),
       CASE ${SEVERITY_CUTS.map(([name, cut]) => `WHEN r.sev < ${cut} THEN '${name}'`).join(' ')} ELSE 'info' END,
       ($6::text[])[1 + r.rule], ($7::text[])[1 + r.rule], ($8::text[])[1 + r.rule], ARRAY[($8::text[])[1 + r.rule]],
       ($9::text[])[1 + r.rule],
       md5(g.i::text), 1,
       ($12::text[])[1 + r.rule] || E'\\n// linha ' || r.line,
       jsonb_build_object('regulatory', jsonb_build_object(
         'frameworks', jsonb_build_array(($8::text[])[1 + r.rule]), 'cwe', jsonb_build_array(($9::text[])[1 + r.rule]),
         'bacenControls', '[]'::jsonb, 'lgpdArticles', '[]'::jsonb, 'openFinance', '[]'::jsonb)),
       jsonb_build_array(jsonb_build_object('framework', ($8::text[])[1 + r.rule], 'ref', ($10::text[])[1 + r.rule],
         'text', 'Requisito violado pela ocorrência, ver referência ' || ($10::text[])[1 + r.rule])),
       false
FROM generate_series(1, $4::int) AS g(i)
CROSS JOIN LATERAL (SELECT ${hashed(':file', FILES)} AS f, ${hashed(':rule', '$13::int')} AS rule,
                           ${hashed(':sev', 1000)} AS sev, 1 + ${hashed(':line', 1200)} AS line,
                           1 + ${hashed(':col', 100)} AS col, 1 + ${hashed(':num', 9999)} AS num) AS r`;

/**
 * Seeds one completed scan of the project named `projectName` with n findings through `db` (a pg Client or a PGlite: both have
 * query(text, params) → { rows }). Returns the timings of each step in ms.
 */
export async function seedFindings(db, { projectName, n, keepIndexes, maintenanceWorkMem }) {
  const [project] = (await db.query(`SELECT id, tenant_id FROM projects WHERE name = $1`, [projectName])).rows;
  if (!project) throw new Error(`projeto "${projectName}" não encontrado: a semente da primeira inicialização falhou?`);
  const timings = {};
  let started = performance.now();
  await db.query('BEGIN');
  try {
    const [scan] = (
      await db.query(
        `INSERT INTO scans (tenant_id, project_id, status, stage, progress, started_at, finished_at, findings_count, source_name)
         VALUES ($1, $2, 'completed', 'completed', 100, now() - interval '5 minutes', now(), $3, 'bench-dashboard-query')
         RETURNING id`,
        [project.tenant_id, project.id, n],
      )
    ).rows;
    // Bulk-building the trigram GIN index once is far cheaper than maintaining it row by row. The
    // definitions come from the catalog (what the migrations created), so they are recreated verbatim.
    const dropped = keepIndexes ? [] : await dropSecondaryIndexes(db);
    const c = ruleCatalogue();
    await db.query(INSERT_FINDINGS, [
      project.tenant_id, project.id, scan.id, n,
      AREAS, c.rules, c.categories, c.frameworks, c.cwes, c.refs, c.messages, c.snippets, c.count,
    ]);
    timings.insert = performance.now() - started;
    started = performance.now();
    if (dropped.length) {
      await db.query(`SET LOCAL maintenance_work_mem = '${maintenanceWorkMem}'`);
      for (const index of dropped) await db.query(index.indexdef);
      await assertIndexesRestored(db, dropped);
      timings.indexes = performance.now() - started;
    }
    // The counts a finalised scan gets (the control plane writes them at finalisation, never on a read).
    await db.query(
      `INSERT INTO finding_counts (tenant_id, scan_id, severity, category, framework, non_applicable, findings)
       SELECT tenant_id, scan_id, severity, coalesce(category, ''), coalesce(framework, 'security'), non_applicable, count(*)
       FROM findings WHERE tenant_id = $1 AND scan_id = $2 GROUP BY 1, 2, 3, 4, 5, 6`,
      [project.tenant_id, scan.id],
    );
    await db.query('UPDATE scans SET finding_counts_at = now() WHERE id = $1', [scan.id]);
    await db.query('COMMIT');
    // VACUUM (not only ANALYZE): sets hint bits and the visibility map now, so autovacuum does not
    // wake up on a million fresh rows in the middle of the measurement.
    started = performance.now();
    await db.query('VACUUM (ANALYZE) findings');
    await db.query('ANALYZE scans');
    timings.vacuum = performance.now() - started;
    return { timings, findings: n, projectId: project.id, tenantId: project.tenant_id, scanId: scan.id };
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

const SECONDARY_INDEXES = `SELECT indexname, indexdef FROM pg_indexes
  WHERE schemaname = current_schema() AND tablename = 'findings' AND indexdef NOT LIKE 'CREATE UNIQUE INDEX%'
  ORDER BY indexname`;

async function dropSecondaryIndexes(db) {
  const indexes = (await db.query(SECONDARY_INDEXES)).rows;
  if (!indexes.some((index) => index.indexname === 'findings_search_trgm_idx')) {
    throw new Error('findings_search_trgm_idx não existe: migrações diferentes das esperadas');
  }
  for (const index of indexes) await db.query(`DROP INDEX ${index.indexname}`);
  return indexes;
}

async function assertIndexesRestored(db, expected) {
  const now = (await db.query(SECONDARY_INDEXES)).rows;
  if (JSON.stringify(now) !== JSON.stringify(expected)) {
    throw new Error(`índices recriados diferem dos originais:\n${JSON.stringify({ expected, now }, null, 2)}`);
  }
}

/** The seed's timings for the report: total, then each step. */
export const formatTimings = (t) =>
  `${seconds(Object.values(t).reduce((a, b) => a + b, 0))} (inserção ${seconds(t.insert)}` +
  `${t.indexes !== undefined ? `, índices ${seconds(t.indexes)}` : ''}, vacuum/analyze ${seconds(t.vacuum)})`;
