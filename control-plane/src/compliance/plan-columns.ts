/**
 * The action plan reads a finding's owner and due date. Both belong to the deadlines work of issue 29
 * (owner column, SLA per tenant): until those columns exist the plan shows "Sem responsável" and a
 * due date from the default SLA. The columns are looked up once per database, so the plan follows
 * them as soon as their migration runs, with no change here.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../lib/db.js';

/** Default SLA in days per severity (issue 29); info and unknown have no deadline. */
export const DEFAULT_SLA_DAYS: Readonly<Record<string, number>> = { critical: 7, high: 30, medium: 90, low: 180 };

const OPTIONAL = ['owner_user_id', 'due_at'] as const;
type Optional = (typeof OPTIONAL)[number];
const found = new WeakMap<object, Promise<ReadonlySet<Optional>>>();

function lookUp(db: Db): Promise<ReadonlySet<Optional>> {
  return sql<{ column_name: Optional }>`SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'tracked_findings' AND column_name IN (${sql.join([...OPTIONAL])})`
    .execute(db)
    .then((result) => new Set(result.rows.map((row) => row.column_name)));
}

export interface PlanColumns {
  /** The tracked finding's owner (a user id) or NULL. */
  owner: RawBuilder<string | null>;
  /** The tracked finding's due date, or NULL when its severity has no deadline. */
  due: RawBuilder<Date | null>;
}

/** SQL expressions over the alias `t` (tracked_findings) for the owner and the due date. */
export async function planColumns(db: Db): Promise<PlanColumns> {
  let columns = found.get(db);
  if (!columns) {
    columns = lookUp(db);
    found.set(db, columns);
  }
  const has = await columns;
  const slaDays = sql`CASE t.severity ${sql.join(
    Object.entries(DEFAULT_SLA_DAYS).map(([severity, days]) => sql`WHEN ${severity} THEN ${days}::int`),
    sql` `,
  )} END`;
  return {
    owner: has.has('owner_user_id') ? sql<string | null>`t.owner_user_id` : sql<string | null>`NULL::uuid`,
    due: has.has('due_at') ? sql<Date | null>`t.due_at` : sql<Date | null>`t.first_seen_at + make_interval(days => ${slaDays})`,
  };
}
