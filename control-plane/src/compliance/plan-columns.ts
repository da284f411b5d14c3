/**
 * The action plan's owner and due date, as SQL over the alias `t` (tracked_findings): the owner is the
 * finding's assignee; the due date is first seen plus the tenant's SLA for its severity (triage/deadlines.ts,
 * where the same rule is written for the dashboard), NULL for a severity without a deadline.
 */
import { sql, type RawBuilder } from 'kysely';
import { SLA_SEVERITIES, type SlaDays } from '../triage/deadlines.js';

export interface PlanColumns {
  /** The tracked finding's owner (a user id) or NULL. */
  owner: RawBuilder<string | null>;
  /** The tracked finding's due date, or NULL when its severity has no deadline. */
  due: RawBuilder<Date | null>;
}

export function planColumns(sla: SlaDays): PlanColumns {
  const slaDays = sql`CASE t.severity ${sql.join(
    SLA_SEVERITIES.map((severity) => sql`WHEN ${severity} THEN ${sla[severity]}::int`),
    sql` `,
  )} END`;
  return {
    owner: sql<string | null>`t.assignee_user_id`,
    due: sql<Date | null>`t.first_seen_at + make_interval(days => ${slaDays})`,
  };
}
