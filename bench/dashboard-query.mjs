#!/usr/bin/env node
// Latency of the dashboard query (issue 4): two severities + free-text search + sort by severity,
// a page of 50, on the project's latest scan, measured on the REST control plane and through the
// GraphQL gateway in the same run, on PostgreSQL (1,000,000 findings) and PGlite (100,000).
// Target: on PostgreSQL at 1M, REST p95 ≤ 50 ms; the gateway adds ≤ 2 ms p50 and ≤ 3 ms p95, measured
// per pair (each gateway request minus the REST request it follows or precedes).
//
// Usage: node bench/dashboard-query.mjs [options]
//   --postgres-only / --pglite-only   run one backend
//   --findings N                      findings seeded on PostgreSQL (default 1000000)
//   --pglite-findings N               findings seeded on PGlite (default 100000)
//   --requests N                      measured requests per path (default 200, after 20 warm-up)
//   --warmup N                        warm-up requests per path (default 20)
//   --explain                         PostgreSQL: EXPLAIN (ANALYZE, BUFFERS) of the page and summary
//                                     queries for a rare and a frequent term (and any slow term)
//   --keep-db                         PostgreSQL: keep the seeded database (its name is printed) for
//                                     EXPLAIN experiments; drop it yourself afterwards
//   --keep-indexes                    insert with every findings index in place (default: drop the
//                                     non-unique ones, insert, recreate them from their own definitions)
// Env: BENCH_PG_URL admin connection (default postgres://postgres@127.0.0.1:5432/postgres).
// Build first: pnpm --filter @vigia/control-plane build && pnpm --filter @vigia/gateway build.
// It starts the real stack (scripts/lib/stack.mjs) in a temp DATA_DIR on ports 4700/4701 (PostgreSQL)
// and 4710/4711 (PGlite), creates and finally drops a vigia_bench_<random> database.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { logTail, projectIdOf as projectIdNamed, signIn as signInAs, startBenchStack as startSharedStack } from './lib/stack.mjs';
import { stats } from './lib/stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The bench adds no dependency: pg and PGlite are the control plane's own.
const cpRequire = createRequire(join(root, 'control-plane/package.json'));
const pg = cpRequire('pg');
/** ESM entry points of control-plane dependencies and build output (same module instances as dist). */
const cpImport = (relative) => import(pathToFileURL(join(root, 'control-plane', relative)).href);

const ADMIN_EMAIL = 'admin@demo.local';
const PROJECT_NAME = 'Internet Banking';
const PAGE_SIZE = 50;
const SEVERITY_FILTER = 'critical,high';
const TARGET_P95_MS = 50;
/** What the gateway may add to the same request (issue 12). */
const TARGET_GATEWAY_MS = { p50: 2, p95: 3 };
const MAX_PAGE = 3;

/** Searches of different selectivity (rows matching among 1M, before the severity filter). */
const TERMS = [
  { term: 'modulo_123', kind: 'raro' }, // modulo_123 and modulo_1230..1239 in 8 areas: ~0.4 %
  { term: 'cartoes/modulo_77', kind: 'muito raro' }, // 11 files: ~0.05 %
  { term: 'pix/', kind: 'frequente' }, // one area in 8: 12.5 %
  { term: 'injection', kind: 'frequente' }, // rule and category of 1 category in 10: 10 %
  { term: 'senha', kind: 'médio' }, // only in one message template: 10 %
];
const EXPLAIN_TERMS = ['modulo_123', 'pix/'];

const GRAPHQL_QUERY = `query($p: UUID, $q: SearchText, $s: [Severity!], $page: PositiveInt) {
  latestFindings(projectId: $p, q: $q, severity: $s, sortBy: severity, sortOrder: desc, page: $page, pageSize: 50) {
    scanId page
    findings { id file line column severity rule category framework message count law { citations { framework ref text } } }
    summary { total totalIsEstimate bySeverity { key count } byFramework { key count } }
  }
}`;

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
      warmup: { type: 'string', default: '20' },
      explain: { type: 'boolean', default: false },
      'keep-indexes': { type: 'boolean', default: false },
      'keep-db': { type: 'boolean', default: false },
    },
  });
  const int = (name) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} precisa ser um inteiro positivo (recebido "${values[name]}")`);
    return value;
  };
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
// Cleanup: everything the run creates registers its undo here, run LIFO on success, failure or Ctrl-C.

// ---------------------------------------------------------------------------------------------
// Seed data: a catalogue of 40 rules in 10 categories; each finding picks file, rule, severity,
// line, column and a number from hashes of its row number, so a run is reproducible.

const AREAS = ['pagamentos', 'contas', 'cartoes', 'pix', 'auth', 'relatorios', 'clientes', 'investimentos'];
const FILES = 20_000; // src/<area>/modulo_<k>.ts, k < 2,500
/** Severity by a hash in 0..999: critical 2 %, high 10 %, medium 30 %, low 40 %, info 18 %. */
const SEVERITY_CUTS = [['critical', 20], ['high', 120], ['medium', 420], ['low', 820]];

const CATEGORIES = [
  { category: 'injection', framework: 'security', cwe: 'CWE-89', ref: 'CWE-89', rules: ['js-sql-injection', 'js-nosql-injection', 'js-command-injection', 'js-ldap-injection'],
    message: 'Consulta montada por concatenação com dados da requisição (parâmetro %s)', snippet: 'const sql = "SELECT * FROM contas WHERE id = " + req.params.id;' },
  { category: 'xss', framework: 'security', cwe: 'CWE-79', ref: 'CWE-79', rules: ['js-dom-xss', 'js-reflected-xss', 'js-unsafe-innerhtml', 'js-template-unescaped'],
    message: 'Conteúdo não sanitizado inserido no HTML da página (campo %s)', snippet: 'elemento.innerHTML = `<p>${comentario.texto}</p>`;' },
  { category: 'crypto', framework: 'security', cwe: 'CWE-327', ref: 'CWE-327', rules: ['js-weak-hash-md5', 'js-weak-cipher-des', 'js-static-iv', 'js-insecure-random'],
    message: 'Algoritmo criptográfico fraco protegendo dados do cliente (chave de %s bits)', snippet: "const hash = crypto.createHash('md5').update(token).digest('hex');" },
  { category: 'secrets', framework: 'security', cwe: 'CWE-798', ref: 'CWE-798', rules: ['js-hardcoded-password', 'js-hardcoded-api-key', 'js-private-key-in-code', 'js-jwt-secret-literal'],
    message: 'Senha ou chave embutida no código-fonte (credencial nº %s)', snippet: "const senhaBanco = 'Banco@2024!';" },
  { category: 'authentication', framework: 'security', cwe: 'CWE-613', ref: 'CWE-613', rules: ['js-session-no-expiry', 'js-missing-mfa-check', 'js-weak-token-compare', 'js-cookie-not-secure'],
    message: 'Sessão sem expiração configurada (tempo limite de %s minutos)', snippet: "app.use(session({ secret, cookie: { maxAge: undefined } }));" },
  { category: 'input-validation', framework: 'security', cwe: 'CWE-20', ref: 'CWE-20', rules: ['js-amount-unchecked', 'js-regex-dos', 'js-path-traversal', 'js-open-redirect'],
    message: 'Valor de transferência aceito sem validação de limite (até %s reais)', snippet: 'await transferir(origem, destino, Number(req.body.valor));' },
  { category: 'pii-exposure', framework: 'lgpd', cwe: 'CWE-532', ref: 'Art. 46', rules: ['js-cpf-in-log', 'js-pii-in-url', 'js-pii-unmasked-response', 'js-pii-in-error'],
    message: 'CPF do cliente gravado em log sem mascaramento (registro %s)', snippet: 'logger.info(`cliente ${cliente.cpf} autenticado`);' },
  { category: 'data-sharing', framework: 'lgpd', cwe: 'CWE-359', ref: 'Art. 7', rules: ['js-pii-third-party', 'js-analytics-pii', 'js-export-no-consent', 'js-retention-unbounded'],
    message: 'Dados pessoais enviados a serviço de terceiros sem base legal (evento %s)', snippet: 'analytics.track("login", { email: usuario.email, telefone: usuario.telefone });' },
  { category: 'consent', framework: 'open_finance', cwe: 'CWE-285', ref: 'Res. Conjunta 1/2020 art. 10', rules: ['js-consent-not-checked', 'js-consent-expired', 'js-scope-overreach', 'js-consent-revocation-ignored'],
    message: 'Consentimento Open Finance não verificado antes do compartilhamento (escopo %s)', snippet: 'return compartilharDados(instituicao, cliente.id);' },
  { category: 'audit-trail', framework: 'bacen', cwe: 'CWE-778', ref: 'Res. CMN 4.893 art. 3', rules: ['js-missing-audit-log', 'js-audit-log-mutable', 'js-no-incident-record', 'js-clock-untrusted'],
    message: 'Operação crítica sem trilha de auditoria exigida pelo Banco Central (operação %s)', snippet: 'await db.update("limites", { valor: novoLimite });' },
];

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
 * Seeds one completed scan with n findings through `db` (a pg Client or a PGlite: both have
 * query(text, params) → { rows }). Returns the timings of each step in ms.
 */
async function seedFindings(db, { n, keepIndexes, maintenanceWorkMem }) {
  const [project] = (await db.query(`SELECT id, tenant_id FROM projects WHERE name = $1`, [PROJECT_NAME])).rows;
  if (!project) throw new Error(`projeto "${PROJECT_NAME}" não encontrado: a semente da primeira inicialização falhou?`);
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

const formatTimings = (t) =>
  `${seconds(Object.values(t).reduce((a, b) => a + b, 0))} (inserção ${seconds(t.insert)}` +
  `${t.indexes !== undefined ? `, índices ${seconds(t.indexes)}` : ''}, vacuum/analyze ${seconds(t.vacuum)})`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// The stack and a signed-in session

/** The stack with the bench's ports; the shared launcher in ./lib/stack.mjs. */
const startBenchStack = (options) => startSharedStack({ root, ...options });
const signIn = (controlPlaneUrl, dataDir) => signInAs(controlPlaneUrl, dataDir, ADMIN_EMAIL);
const projectIdOf = (controlPlaneUrl, session) => projectIdNamed(controlPlaneUrl, session, PROJECT_NAME);

// ---------------------------------------------------------------------------------------------
// One dashboard request on each path; both time the whole round trip including the JSON body.

function checkPage(path, { term, page }, page_, allowEmpty = false) {
  const where = `${path} q=${term} page=${page}`;
  if (!page_ || !Array.isArray(page_.findings) || (page_.findings.length === 0 && !allowEmpty)) {
    throw new Error(`${where}: resposta sem achados: ${JSON.stringify(page_).slice(0, 500)}`);
  }
  const wrong = page_.findings.find((f) => f.severity !== 'critical' && f.severity !== 'high');
  if (wrong) throw new Error(`${where}: severidade fora do filtro: ${wrong.severity}`);
  return page_;
}

async function restRequest(ctx, request) {
  const params = new URLSearchParams({
    severity: SEVERITY_FILTER, q: request.term, sort_by: 'severity', sort_order: 'desc', page: String(request.page), page_size: String(PAGE_SIZE),
  });
  const started = performance.now();
  const response = await fetch(`${ctx.controlPlaneUrl}/api/v1/dashboard/latest?${params}`, {
    headers: { cookie: ctx.session.cookie, 'x-project-id': ctx.projectId },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`REST q=${request.term} page=${request.page}: HTTP ${response.status} ${text.slice(0, 500)}`);
  return { ms, body: checkPage('REST', request, JSON.parse(text), ctx.allowEmpty) };
}

async function gatewayRequest(ctx, request) {
  const started = performance.now();
  const response = await fetch(`${ctx.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: ctx.session.cookie,
      // The gateway forwards it; the upstream GET does not need it, a browser would send it anyway.
      'x-csrf-token': ctx.session.csrfToken,
    },
    body: JSON.stringify({
      query: GRAPHQL_QUERY,
      variables: { p: ctx.projectId, q: request.term, s: SEVERITY_FILTER.split(','), page: request.page },
    }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const where = `gateway q=${request.term} page=${request.page}`;
  if (response.status !== 200) throw new Error(`${where}: HTTP ${response.status} ${text.slice(0, 500)}`);
  const body = JSON.parse(text);
  if (body.errors?.length) throw new Error(`${where}: ${JSON.stringify(body.errors).slice(0, 800)}`);
  return { ms, body: checkPage('gateway', request, body.data?.latestFindings) };
}

// ---------------------------------------------------------------------------------------------
// The measurement

/** Below this many findings the rarest terms may legitimately match nothing critical or high. */
const SMALL_SEED = 50_000;

/**
 * How many pages (≤ 3) each term fills, from its page-1 summary, so every measured request has
 * findings. A term without matches is an error, except on a small override seed where it is skipped.
 */
async function planPages(ctx, findings) {
  const plan = [];
  for (const { term, kind } of TERMS) {
    if (findings < SMALL_SEED) {
      const { body } = await restRequest({ ...ctx, allowEmpty: true }, { term, page: 1 });
      if (body.summary.total === 0) {
        console.warn(`AVISO: q=${term} não tem achados critical/high com ${fmtInt(findings)} achados semeados; termo omitido`);
        continue;
      }
    }
    const { body } = await restRequest(ctx, { term, page: 1 });
    const { total, totalIsEstimate } = body.summary;
    plan.push({ term, kind, total, totalIsEstimate, pages: Math.min(MAX_PAGE, Math.ceil(total / PAGE_SIZE)) });
  }
  if (plan.length === 0) throw new Error('nenhum termo de busca tem achados');
  return plan;
}

/** Request i: the terms in turn, each walking its pages 1..pages. */
function requestAt(plan, i) {
  const entry = plan[i % plan.length];
  return { term: entry.term, page: 1 + (Math.floor(i / plan.length) % entry.pages) };
}

async function measure(ctx, plan, { requests, warmup }) {
  for (let i = 0; i < warmup; i += 1) {
    await restRequest(ctx, requestAt(plan, i));
    await gatewayRequest(ctx, requestAt(plan, i));
  }
  const samples = { rest: [], gateway: [] };
  for (let i = 0; i < requests; i += 1) {
    const request = requestAt(plan, i);
    // Same request on both paths, one at a time, alternating which goes first so neither always
    // follows the other (caches, GC, drift).
    const order = i % 2 === 0 ? ['rest', 'gateway'] : ['gateway', 'rest'];
    for (const path of order) {
      const { ms } = await (path === 'rest' ? restRequest : gatewayRequest)(ctx, request);
      samples[path].push({ ...request, ms });
    }
  }
  return samples;
}


// ---------------------------------------------------------------------------------------------
// EXPLAIN: the exact SQL the control plane sends, captured from its own repository (dist) through a
// Kysely logger rather than retyped, then run again as EXPLAIN (ANALYZE, BUFFERS) with the same values.

async function explainQueries(databaseUrl, scope, terms) {
  const { Kysely, PostgresDialect } = await cpImport('node_modules/kysely/dist/esm/index.js');
  const { cappedSearch } = await cpImport('dist/findings/findings.repository.js');
  const pool = quietOnDrop(new pg.Pool({ connectionString: databaseUrl, max: 2 }));
  const captured = [];
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), log: (event) => event.level === 'query' && captured.push(event.query) });
  const out = [];
  try {
    for (const term of terms) {
      const filter = {
        severities: SEVERITY_FILTER.split(','), rules: [], files: [], categories: [], frameworks: [],
        query: term, includeNonApplicable: false,
      };
      // The search statement (matches up to the cap, counts, page ids), then the page's rows by id.
      captured.length = 0;
      await cappedSearch(db, scope, { filter, sortBy: 'severity', sortOrder: 'desc', page: 1, pageSize: PAGE_SIZE });
      for (const [index, { sql, parameters }] of captured.entries()) {
        const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, parameters);
        out.push(`--- consulta ${index + 1}, q=${term}, página 1\n${sql}\n-- parâmetros: ${JSON.stringify(parameters)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
  } finally {
    await db.destroy();
  }
  return out.join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Backends

/**
 * On Ctrl-C the cleanup drops the database WITH (FORCE) while a connection may still be open; the
 * pending query rejects with the reason, so the connection's own 'error' event must not crash us.
 */
function quietOnDrop(clientOrPool) {
  clientOrPool.on('error', () => {});
  return clientOrPool;
}

async function runPostgres(options) {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `vigia_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const version = (await admin.query('SHOW server_version')).rows[0].server_version;
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  if (options.keepDb) console.log(`--keep-db: o banco ${dbName} fica para depois (DROP DATABASE ${dbName} quando terminar)`);
  else onCleanup(`DROP DATABASE ${dbName}`, async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const dataDir = tempDir('pg');
  console.log(`PostgreSQL ${version}: banco ${dbName}, DATA_DIR ${dataDir}`);

  const stack = await startBenchStack({ dataDir, port: 4700, controlPlanePort: 4701, databaseUrl });
  try {
    // Seeded while the stack runs: the control plane only reads this project on demand.
    const client = quietOnDrop(new pg.Client({ connectionString: databaseUrl }));
    await client.connect();
    let seed;
    try {
      console.log(`Semeando ${fmtInt(options.pgFindings)} achados...`);
      seed = await seedFindings(client, { n: options.pgFindings, keepIndexes: options.keepIndexes, maintenanceWorkMem: '1GB' });
      seed.tableSize = (await client.query(`SELECT pg_size_pretty(pg_total_relation_size('findings')) AS size`)).rows[0].size;
    } finally {
      await client.end();
    }
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
    seedFindings(db, { n: options.pgliteFindings, keepIndexes: options.keepIndexes, maintenanceWorkMem: '256MB' }),
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

/**
 * Opens DATA_DIR/pglite the way the control plane does, holding its lock file
 * (DATA_DIR/control-plane.lock, see control-plane/src/db/lock.ts) so nothing else opens it meanwhile.
 */
async function withPgliteLocked(dataDir, fn) {
  const lockFile = join(dataDir, 'control-plane.lock');
  if (existsSync(lockFile)) {
    const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (isAlive(holder)) throw new Error(`${lockFile} ainda pertence ao processo ${holder}`);
    rmSync(lockFile, { force: true }); // stale: the control plane was killed
  }
  writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
  try {
    const { PGlite } = await cpImport('node_modules/@electric-sql/pglite/dist/index.js');
    const { pg_trgm } = await cpImport('node_modules/@electric-sql/pglite/dist/contrib/pg_trgm.js');
    const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  } finally {
    rmSync(lockFile, { force: true });
  }
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Sign in, plan the pages, measure both paths. */
async function benchStack(stack, dataDir, seed, options) {
  const session = await signIn(stack.controlPlaneUrl, dataDir);
  const projectId = await projectIdOf(stack.controlPlaneUrl, session);
  if (projectId !== seed.projectId) throw new Error(`projeto da API ${projectId} ≠ projeto semeado ${seed.projectId}`);
  const gatewayPort = new URL(stack.url).port;
  const ctx = { controlPlaneUrl: stack.controlPlaneUrl, gatewayUrl: `http://127.0.0.1:${gatewayPort}`, session, projectId };
  const plan = await planPages(ctx, seed.findings);
  // The load average tells whether something else shared the cores during the measurement.
  const loadBefore = loadavg()[0];
  const started = performance.now();
  const samples = await measure(ctx, plan, options);
  const perTerm = Object.fromEntries(plan.map(({ term }) => [term, stats(samples.rest.filter((s) => s.term === term))]));
  return {
    plan, rest: stats(samples.rest), gateway: stats(samples.gateway), perTerm,
    // Each gateway request minus the REST request it was paired with (same term and page, one
    // right after the other): less sensitive to a noisy machine than a difference of percentiles.
    paired: stats(samples.gateway.map((g, i) => ({ ms: g.ms - samples.rest[i].ms }))),
    measureMs: performance.now() - started, load: [loadBefore, loadavg()[0]],
  };
}

// ---------------------------------------------------------------------------------------------
// Report

const fmtInt = (n) => n.toLocaleString('en-US');
const ms = (v) => v.toFixed(1).padStart(8);
const signed = (v) => `${v >= 0 ? '+' : ''}${v.toFixed(1)}`.padStart(8);

function printResult(r, options) {
  console.log(`\n== ${r.backend}: ${fmtInt(r.findings)} achados num projeto; semente ${formatTimings(r.seed.timings)}`);
  console.log(`   ${options.requests} requisições por caminho após ${options.warmup} de aquecimento, sequenciais; ` +
    `severity=${SEVERITY_FILTER}, sort severity desc, page_size ${PAGE_SIZE}`);
  console.log(`   medição ${seconds(r.measureMs)}; carga média (1 min) ${r.load.map((l) => l.toFixed(2)).join(' → ')} em ${availableParallelism()} núcleos`);
  console.log(`   ${'caminho'.padEnd(16)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'média'.padStart(8)}${'máx'.padStart(8)}`);
  for (const [label, s] of [['REST', r.rest], ['gateway', r.gateway]]) {
    console.log(`   ${label.padEnd(16)}${ms(s.p50)}${ms(s.p95)}${ms(s.p99)}${ms(s.mean)}${ms(s.max)}`);
  }
  console.log(`   ${'gateway − REST'.padEnd(16)}${signed(r.gateway.p50 - r.rest.p50)}${signed(r.gateway.p95 - r.rest.p95)}` +
    `${signed(r.gateway.p99 - r.rest.p99)}${signed(r.gateway.mean - r.rest.mean)}`);
  console.log(`   ${'idem, por par'.padEnd(16)}${signed(r.paired.p50)}${signed(r.paired.p95)}${signed(r.paired.p99)}${signed(r.paired.mean)}`);
  console.log(`   REST por termo (${'termo'.padEnd(18)} ${'tipo'.padEnd(10)} ${'total'.padStart(7)} pág ${'n'.padStart(3)} ${'p50'.padStart(7)} ${'p95'.padStart(7)})`);
  for (const p of r.plan) {
    const s = r.perTerm[p.term];
    const total = `${p.totalIsEstimate ? '≥' : ''}${p.total}`;
    const figure = (v) => (s ? v.toFixed(1) : '—').padStart(7);
    console.log(`                  ${p.term.padEnd(18)} ${p.kind.padEnd(10)} ${total.padStart(7)} 1-${p.pages} ${String(s?.n ?? 0).padStart(3)} ${figure(s?.p50)} ${figure(s?.p95)}`);
  }
}

function printSummary(results) {
  console.log('\n== Resumo (ms)');
  console.log(`${'backend'.padEnd(18)}${'achados'.padStart(10)}  ${'REST p50'.padStart(9)}${'REST p95'.padStart(9)}${'GW p50'.padStart(9)}${'GW p95'.padStart(9)}${'+GW p50'.padStart(9)}${'+GW p95'.padStart(9)}`);
  for (const r of results) {
    console.log(`${r.backend.padEnd(18)}${fmtInt(r.findings).padStart(10)}  ${[r.rest.p50, r.rest.p95, r.gateway.p50, r.gateway.p95].map((v) => v.toFixed(1).padStart(9)).join('')}` +
      `${signed(r.gateway.p50 - r.rest.p50).padStart(9)}${signed(r.gateway.p95 - r.rest.p95).padStart(9)}`);
  }
  const pgResult = results.find((r) => r.backend.startsWith('PostgreSQL'));
  if (pgResult) {
    const ok = pgResult.rest.p95 <= TARGET_P95_MS;
    console.log(`Meta PostgreSQL com ${fmtInt(pgResult.findings)}: REST p95 ≤ ${TARGET_P95_MS} ms → ${pgResult.rest.p95.toFixed(1)} ms ${ok ? 'OK' : 'NÃO ATINGIDA'}` +
      `${pgResult.findings < 1_000_000 ? ' (abaixo de 1M: só indicativo)' : ''}`);
    const gwOk = pgResult.paired.p50 <= TARGET_GATEWAY_MS.p50 && pgResult.paired.p95 <= TARGET_GATEWAY_MS.p95;
    console.log(`Meta do gateway (gateway − REST por par): p50 ≤ ${TARGET_GATEWAY_MS.p50} ms e p95 ≤ ${TARGET_GATEWAY_MS.p95} ms → ` +
      `${pgResult.paired.p50.toFixed(1)} / ${pgResult.paired.p95.toFixed(1)} ms ${gwOk ? 'OK' : 'NÃO ATINGIDA'}`);
  }
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
