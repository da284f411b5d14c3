import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Database } from '../db/database.js';
import type { Severity, TrackedFindingsTable } from '../db/finding-tables.js';
import type { ScansTable } from '../db/scan-tables.js';
import type { Db } from '../lib/db.js';
import { escapeLike, toNumber } from '../lib/db.js';
import { OPEN_STATES, SLA_SEVERITIES } from '../triage/deadlines.js';
import { FINDING_COLUMNS, type FindingRow } from './finding-dto.js';
import { NO_FILTER, needsRowCount, rankRange, type FindingFilter, type FindingQuery, type FindingSortField, type ScanScope } from './finding-filter.js';

/**
 * Text, rule and file filters count their matches up to here (the summary then says
 * totalIsEstimate and the UI shows "1.000+"): counting every match of a frequent word in a
 * million findings costs hundreds of milliseconds, and nobody pages past 20 pages of 50.
 */
export const SUMMARY_COUNT_CAP = 1_000;


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

/** One finding of any completed scan of the project, read by tenant, project and id (the columns of a page's rows). */
export async function findingOfProject(db: Db, scope: { tenantId: string; projectId: string }, findingId: string): Promise<FindingRow | undefined> {
  return db
    .selectFrom('findings')
    .select(FINDING_COLUMNS)
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('id', '=', findingId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('scans')
          .select('scans.id')
          .whereRef('scans.tenant_id', '=', 'findings.tenant_id')
          .whereRef('scans.id', '=', 'findings.scan_id')
          .where('scans.status', '=', 'completed'),
      ),
    )
    .executeTakeFirst();
}

/** WHERE of a filtered read of one scan's findings (tenant first). */
export function whereFilter(scope: ScanScope, filter: FindingFilter) {
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
    // search_text is stored lower-cased (migration 0004): lower() here folds the word the same way.
    if (filter.query) conditions.push(eb('search_text', 'like', sql<string>`lower(${`%${escapeLike(filter.query)}%`})`));
    if (filter.newOnly) conditions.push(eb('baseline', '=', 'new'));
    const tracked = trackedConditions(filter);
    if (tracked) {
      // State, deadline and owner live on the tracked finding (they change after the scan): one semi-join by its key.
      conditions.push(
        eb.exists(
          eb
            .selectFrom('tracked_findings as t')
            .select(sql.lit(1).as('one'))
            .whereRef('t.tenant_id', '=', 'findings.tenant_id')
            .whereRef('t.id', '=', 'findings.tracked_id')
            .where(tracked),
        ),
      );
    }
    return eb.and(conditions);
  };
}

/** The filter's conditions on the tracked finding, or undefined when it has none. */
function trackedConditions(filter: FindingFilter) {
  const { states, overdueBefore: cutoffs, assigneeUserId } = filter;
  if (states.length === 0 && !cutoffs && !assigneeUserId) return undefined;
  return (eb: ExpressionBuilder<Database & { t: TrackedFindingsTable }, 'findings' | 't'>) => {
    const conditions = [];
    if (states.length > 0) conditions.push(eb('t.state', 'in', states));
    if (cutoffs) {
      conditions.push(eb('t.state', 'in', OPEN_STATES));
      conditions.push(eb.or(SLA_SEVERITIES.map((severity) => eb.and([eb('t.severity', '=', severity), eb('t.first_seen_at', '<', cutoffs[severity])]))));
    }
    if (assigneeUserId) conditions.push(eb('t.assignee_user_id', '=', assigneeUserId));
    return eb.and(conditions);
  };
}

/** ORDER BY of a query: the asked key, then file, line and id, so paging is stable. */
function orderOf(query: FindingQuery) {
  const direction = sql.raw(query.sortOrder === 'asc' ? 'asc' : 'desc');
  const keys = [sql`${sql.ref(SORT_COLUMN[query.sortBy])} ${direction}`];
  if (query.sortBy !== 'file') keys.push(sql`file asc`);
  if (query.sortBy !== 'line') keys.push(sql`line asc`);
  keys.push(sql`id asc`);
  return sql.join(keys);
}

/** One page in the requested order. */
export async function findingsPage(
  db: Db,
  scope: ScanScope,
  query: FindingQuery,
): Promise<FindingRow[]> {
  return db
    .selectFrom('findings')
    .select(FINDING_COLUMNS)
    .where(whereFilter(scope, query.filter))
    .orderBy(orderOf(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
}

/**
 * Text, rule or file filters: one statement takes the first SUMMARY_COUNT_CAP + 1 matches in page
 * order (an index walk for frequent words, the trigram index for rare ones), counts them and picks
 * the page's ids; then the page's rows are read by id. Pages past the cap read the table directly.
 */
export async function cappedSearch(
  db: Db,
  scope: ScanScope,
  query: FindingQuery,
): Promise<{ rows: FindingRow[]; counts: SummaryCounts }> {
  const order = orderOf(query);
  const from = (query.page - 1) * query.pageSize;
  const to = from + query.pageSize;
  const result = await db
    .with('m', (qb) =>
      qb
        .selectFrom('findings')
        .select([
          'id',
          'severity',
          sql<string>`coalesce(category, '')`.as('category'),
          sql<string>`coalesce(framework, 'security')`.as('framework'),
          sql<number>`row_number() over (order by ${order})`.as('pos'),
        ])
        .where(whereFilter(scope, query.filter))
        .orderBy(order)
        .limit(SUMMARY_COUNT_CAP + 1),
    )
    .selectNoFrom([
      sql<SummaryCounts['rows'] | null>`(select json_agg(c) from (select severity, category, framework, count(*)::int as findings from m group by 1, 2, 3) c)`.as('counts'),
      sql<string[] | null>`(select json_agg(id order by pos) from m where pos > ${from} and pos <= ${to})`.as('ids'),
    ])
    .executeTakeFirstOrThrow();
  const rows = result.counts ?? [];
  const counted = rows.reduce((sum, row) => sum + row.findings, 0);
  const counts: SummaryCounts =
    counted > SUMMARY_COUNT_CAP ? { total: SUMMARY_COUNT_CAP, totalIsEstimate: true, rows } : { total: counted, totalIsEstimate: false, rows };
  if (to > SUMMARY_COUNT_CAP + 1 && counts.totalIsEstimate) return { rows: await findingsPage(db, scope, query), counts };
  const ids = result.ids ?? [];
  if (ids.length === 0) return { rows: [], counts };
  const found = await db.selectFrom('findings').select(FINDING_COLUMNS).where('tenant_id', '=', scope.tenantId).where('id', 'in', ids).execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), counts };
}

/** Summary rows summed by one key, largest first (the contract's CountByKey lists). */
export function countBy(rows: SummaryCounts['rows'], key: 'severity' | 'category' | 'framework'): { key: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.findings);
  return [...totals].map(([k, count]) => ({ key: k, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** Exact counts by severity, category and framework for chip filters, from finding_counts (written at finalisation). */
export async function exactCounts(db: Db, scope: ScanScope, filter: FindingFilter): Promise<SummaryCounts> {
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

/** The page and its summary: exact counts for chip filters, capped ones for text, rule or file filters. */
export async function findingsWithSummary(
  db: Db,
  scope: ScanScope,
  query: FindingQuery,
): Promise<{ rows: FindingRow[]; counts: SummaryCounts }> {
  if (needsRowCount(query.filter)) return cappedSearch(db, scope, query);
  const [rows, counts] = await Promise.all([findingsPage(db, scope, query), exactCounts(db, scope, query.filter)]);
  return { rows, counts };
}

/** The most severe findings first (the PDF's list). */
export async function mostSevereFindings(db: Db, scope: ScanScope, limit: number): Promise<FindingRow[]> {
  return findingsPage(db, scope, {
    filter: NO_FILTER,
    sortBy: 'severity',
    sortOrder: 'desc',
    page: 1,
    pageSize: limit,
  });
}
