import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Database, FindingsTable, ScansTable, Severity } from '../db/types.js';
import type { Db } from '../lib/db.js';
import { escapeLike, toNumber } from '../lib/db.js';
import { needsRowCount, rankRange, type FindingFilter, type FindingQuery, type FindingSortField } from './finding-filter.js';

/** Free-text totals stop counting here; the summary then says totalIsEstimate. */
export const SUMMARY_COUNT_CAP = 10_000;

/** The searched text; identical to the expression of findings_search_trgm_idx, or the index is not used. */
const searchText = sql<string>`(file || ' ' || message || ' ' || rule || ' ' || coalesce(category, ''))`;

const SORT_COLUMN: Record<FindingSortField, 'severity_rank' | 'file' | 'rule' | 'category' | 'framework' | 'line' | 'dedup_count'> = {
  severity: 'severity_rank',
  file: 'file',
  rule: 'rule',
  category: 'category',
  framework: 'framework',
  line: 'line',
  count: 'dedup_count',
};

export interface SummaryCounts {
  total: number;
  totalIsEstimate: boolean;
  rows: { severity: Severity; category: string; framework: string; findings: number }[];
}

/** The project's latest completed scan: the dashboard and the exports are about it. */
export async function latestCompletedScan(db: Db, tenantId: string, projectId: string): Promise<Selectable<ScansTable> | undefined> {
  return db
    .selectFrom('scans')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('project_id', '=', projectId)
    .where('status', '=', 'completed')
    .orderBy('finished_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

function whereFilter(scope: { tenantId: string; scanId: string }, filter: FindingFilter) {
  return (eb: ExpressionBuilder<Database, 'findings'>) => {
    const conditions = [eb('tenant_id', '=', scope.tenantId), eb('scan_id', '=', scope.scanId)];
    if (filter.severities.length > 0) {
      const range = rankRange(filter.severities);
      if ('ranks' in range) conditions.push(eb('severity_rank', 'in', range.ranks));
      else conditions.push(eb('severity_rank', '>=', range.from), eb('severity_rank', '<=', range.to));
    }
    if (filter.rules.length > 0) conditions.push(eb('rule', 'in', filter.rules));
    if (filter.files.length > 0) conditions.push(eb('file', 'in', filter.files));
    if (filter.categories.length > 0) conditions.push(eb(sql<string>`coalesce(category, '')`, 'in', filter.categories));
    if (filter.frameworks.length > 0) conditions.push(eb(sql<string>`coalesce(framework, 'security')`, 'in', filter.frameworks));
    if (!filter.includeNonApplicable) conditions.push(eb('non_applicable', '=', false));
    if (filter.query) conditions.push(eb(searchText, 'ilike', `%${escapeLike(filter.query)}%`));
    return eb.and(conditions);
  };
}

/** One page in the requested order; ties break by file, line and id so paging is stable. */
export async function findingsPage(
  db: Db,
  scope: { tenantId: string; scanId: string },
  query: FindingQuery,
): Promise<Selectable<FindingsTable>[]> {
  let select = db.selectFrom('findings').selectAll().where(whereFilter(scope, query.filter));
  select = select.orderBy(SORT_COLUMN[query.sortBy], query.sortOrder);
  if (query.sortBy !== 'file') select = select.orderBy('file', 'asc');
  if (query.sortBy !== 'line') select = select.orderBy('line', 'asc');
  return select
    .orderBy('id', 'asc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
}

/** Fills finding_counts once for a completed scan (its findings never change afterwards). */
export async function ensureFindingCounts(db: Db, tenantId: string, scanId: string): Promise<void> {
  const scan = await db
    .selectFrom('scans')
    .select('finding_counts_at')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', scanId)
    .executeTakeFirst();
  if (!scan || scan.finding_counts_at) return;
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO finding_counts (tenant_id, scan_id, severity, category, framework, non_applicable, findings)
      SELECT tenant_id, scan_id, severity, coalesce(category, ''), coalesce(framework, 'security'), non_applicable, count(*)
      FROM findings WHERE tenant_id = ${tenantId} AND scan_id = ${scanId}
      GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT DO NOTHING`.execute(trx);
    await trx.updateTable('scans').set({ finding_counts_at: new Date() }).where('tenant_id', '=', tenantId).where('id', '=', scanId).execute();
  });
}

/**
 * Counts by severity, category and framework for the filter: exact from finding_counts for chip
 * filters; for text, rule or file filters counted on the rows, up to SUMMARY_COUNT_CAP.
 */
export async function summaryCounts(db: Db, scope: { tenantId: string; scanId: string }, filter: FindingFilter): Promise<SummaryCounts> {
  if (!needsRowCount(filter)) {
    await ensureFindingCounts(db, scope.tenantId, scope.scanId);
    let counts = db
      .selectFrom('finding_counts')
      .select(['severity', 'category', 'framework', 'findings'])
      .where('tenant_id', '=', scope.tenantId)
      .where('scan_id', '=', scope.scanId);
    if (filter.severities.length > 0) counts = counts.where('severity', 'in', filter.severities);
    if (filter.categories.length > 0) counts = counts.where('category', 'in', filter.categories);
    if (filter.frameworks.length > 0) counts = counts.where('framework', 'in', filter.frameworks);
    if (!filter.includeNonApplicable) counts = counts.where('non_applicable', '=', false);
    const rows = (await counts.execute()).map((row) => ({ ...row, findings: toNumber(row.findings) }));
    return { total: rows.reduce((sum, row) => sum + row.findings, 0), totalIsEstimate: false, rows };
  }
  const matching = db
    .selectFrom('findings')
    .select([
      'severity',
      sql<string>`coalesce(category, '')`.as('category'),
      sql<string>`coalesce(framework, 'security')`.as('framework'),
    ])
    .where(whereFilter(scope, filter))
    .limit(SUMMARY_COUNT_CAP + 1)
    .as('matching');
  const grouped = await db
    .selectFrom(matching)
    .select(['severity', 'category', 'framework', (eb) => eb.fn.countAll<number>().as('findings')])
    .groupBy(['severity', 'category', 'framework'])
    .execute();
  const rows = grouped.map((row) => ({ ...row, findings: toNumber(row.findings) }));
  const counted = rows.reduce((sum, row) => sum + row.findings, 0);
  return counted > SUMMARY_COUNT_CAP
    ? { total: SUMMARY_COUNT_CAP, totalIsEstimate: true, rows }
    : { total: counted, totalIsEstimate: false, rows };
}

/** The most severe findings first (the PDF's list). */
export async function mostSevereFindings(db: Db, scope: { tenantId: string; scanId: string }, limit: number): Promise<Selectable<FindingsTable>[]> {
  return findingsPage(db, scope, {
    filter: { severities: [], rules: [], files: [], categories: [], frameworks: [], query: undefined, includeNonApplicable: false },
    sortBy: 'severity',
    sortOrder: 'desc',
    page: 1,
    pageSize: limit,
  });
}
