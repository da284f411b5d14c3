// The dashboard bench's --explain: the exact SQL the control plane sends, captured from its own
// repository (dist) through a Kysely logger rather than retyped, then run again as
// EXPLAIN (ANALYZE, BUFFERS) with the same values.
import { cpImport, pg } from './control-plane-deps.mjs';
import { PAGE_SIZE, SEVERITY_FILTER } from './dashboard-requests.mjs';
import { quietOnDrop } from './postgres.mjs';

export async function explainQueries(databaseUrl, scope, terms) {
  const { Kysely, PostgresDialect } = await cpImport('node_modules/kysely/dist/esm/index.js');
  const { cappedSearch } = await cpImport('dist/findings/findings.repository.js');
  const { NO_FILTER } = await cpImport('dist/findings/finding-filter.js');
  const pool = quietOnDrop(new pg.Pool({ connectionString: databaseUrl, max: 2 }));
  const captured = [];
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), log: (event) => event.level === 'query' && captured.push(event.query) });
  const out = [];
  try {
    for (const term of terms) {
      // The control plane's own empty filter, so a filter field added later is never missing here.
      const filter = { ...NO_FILTER, severities: SEVERITY_FILTER.split(','), query: term };
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
