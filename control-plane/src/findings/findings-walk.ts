import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { FindingsTable } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import type { FindingFilter, FindingSortField, ScanScope, SortDirection } from './finding-filter.js';
import { whereFilter } from './findings.repository.js';

type Row = Selectable<FindingsTable>;
type KeyValue = string | number;

/** One ORDER BY key of the walk: its SQL expression (never NULL) and the same value read from a row. */
interface SortKey {
  expression: RawBuilder<KeyValue>;
  valueOf(row: Row): KeyValue;
  descending: boolean;
}

const KEYS: Record<FindingSortField | 'id', Omit<SortKey, 'descending'>> = {
  severity: { expression: sql`severity_rank`, valueOf: (row) => row.severity_rank },
  file: { expression: sql`file`, valueOf: (row) => row.file },
  rule: { expression: sql`rule`, valueOf: (row) => row.rule },
  category: { expression: sql`coalesce(category, '')`, valueOf: (row) => row.category ?? '' },
  framework: { expression: sql`coalesce(framework, 'security')`, valueOf: (row) => row.framework ?? 'security' },
  line: { expression: sql`coalesce(line, 0)`, valueOf: (row) => row.line ?? 0 },
  count: { expression: sql`dedup_count`, valueOf: (row) => row.dedup_count },
  id: { expression: sql`id`, valueOf: (row) => row.id },
};

/** The dashboard's order: the asked key, then file, line and id ascending (a total order). */
export function walkOrder(sortBy: FindingSortField, sortOrder: SortDirection): SortKey[] {
  const fields: (FindingSortField | 'id')[] = [sortBy, ...(['file', 'line', 'id'] as const).filter((f) => f !== sortBy)];
  return fields.map((field) => ({ ...KEYS[field], descending: field === sortBy && sortOrder === 'desc' }));
}

/**
 * "Comes after the cursor" in the walk's order: (k1 > v1) or (k1 = v1 and k2 > v2) or …, with <
 * for descending keys; plus a plain bound on the first key so an index on it starts at the cursor.
 */
function after(keys: SortKey[], cursor: KeyValue[]): RawBuilder<boolean> {
  const past = (key: SortKey, value: KeyValue) => (key.descending ? sql`${key.expression} < ${value}` : sql`${key.expression} > ${value}`);
  const alternatives = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((k, j) => sql`${k.expression} = ${cursor[j]}`);
    return sql`(${sql.join([...equal, past(key, cursor[i] as KeyValue)], sql` and `)})`;
  });
  const [first] = keys;
  const bound = first && (first.descending ? sql`${first.expression} <= ${cursor[0]}` : sql`${first.expression} >= ${cursor[0]}`);
  return sql<boolean>`${bound} and (${sql.join(alternatives, sql` or `)})`;
}

/**
 * Every finding of a scan matching the filter, in the dashboard's order, page by page by keyset
 * (each page starts after the last row of the one before, never an OFFSET): at most `pageSize`
 * rows are in memory at once. A completed scan's findings never change, so the pages join up.
 */
export async function* walkFindings(
  db: Db,
  scope: ScanScope,
  filter: FindingFilter,
  order: { sortBy: FindingSortField; sortOrder: SortDirection },
  pageSize = 1000,
): AsyncGenerator<Row[]> {
  const keys = walkOrder(order.sortBy, order.sortOrder);
  const orderBy = sql.join(keys.map((key) => sql`${key.expression} ${sql.raw(key.descending ? 'desc' : 'asc')}`));
  let cursor: KeyValue[] | undefined;
  for (;;) {
    let query = db.selectFrom('findings').selectAll().where(whereFilter(scope, filter));
    if (cursor) query = query.where(after(keys, cursor));
    const rows = await query.orderBy(orderBy).limit(pageSize).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1] as Row;
    cursor = keys.map((key) => key.valueOf(last));
  }
}
