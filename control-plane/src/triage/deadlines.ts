/**
 * Deadlines of tracked findings: the tenant's SLA gives each severity a number of days; a finding
 * that is still open (Aberto, Em análise, Confirmado, Reaberto) is due its first-seen time plus the
 * SLA of its severity. Nothing is stored: a changed SLA moves every due date at once. Info and
 * unknown findings have no deadline; dismissed (Falso positivo, Risco aceito) and fixed ones neither.
 */
import type { Severity, TriageState } from '../db/finding-tables.js';
import type { TenantsTable } from '../db/identity-tables.js';
import type { Db } from '../lib/db.js';

export interface SlaDays {
  critical: number;
  high: number;
  medium: number;
  low: number;
}

export type SlaSeverity = keyof SlaDays;
export const SLA_SEVERITIES: readonly SlaSeverity[] = ['critical', 'high', 'medium', 'low'];
export const DEFAULT_SLA: SlaDays = { critical: 7, high: 30, medium: 90, low: 180 };
/** The states a deadline runs in. */
export const OPEN_STATES: readonly TriageState[] = ['open', 'in_review', 'confirmed', 'reopened'];

const DAY_MS = 86_400_000;

export const isSlaSeverity = (severity: Severity | string): severity is SlaSeverity => (SLA_SEVERITIES as readonly string[]).includes(severity);

type SlaColumns = Pick<TenantsTable, 'sla_critical_days' | 'sla_high_days' | 'sla_medium_days' | 'sla_low_days'>;
type SlaRow = { [K in keyof SlaColumns]: number };

export function slaOfRow(row: SlaRow): SlaDays {
  return { critical: row.sla_critical_days, high: row.sla_high_days, medium: row.sla_medium_days, low: row.sla_low_days };
}

export function slaColumns(sla: SlaDays): SlaRow {
  return { sla_critical_days: sla.critical, sla_high_days: sla.high, sla_medium_days: sla.medium, sla_low_days: sla.low };
}

export async function tenantSla(db: Db, tenantId: string): Promise<SlaDays> {
  const row = await db
    .selectFrom('tenants')
    .select(['sla_critical_days', 'sla_high_days', 'sla_medium_days', 'sla_low_days'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row ? slaOfRow(row) : DEFAULT_SLA;
}

/** When a tracked finding is due, or null when no deadline runs for it. */
export function dueAtOf(row: { severity: Severity; state: TriageState; first_seen_at: Date | string }, sla: SlaDays): Date | null {
  if (!isSlaSeverity(row.severity) || !OPEN_STATES.includes(row.state)) return null;
  return new Date(new Date(row.first_seen_at).getTime() + sla[row.severity] * DAY_MS);
}

/** Per severity, the first-seen time before which an open finding is overdue at `now`. */
export function overdueCutoffs(sla: SlaDays, now: Date): Record<SlaSeverity, Date> {
  return Object.fromEntries(SLA_SEVERITIES.map((severity) => [severity, new Date(now.getTime() - sla[severity] * DAY_MS)])) as Record<SlaSeverity, Date>;
}

/** A more severe finding never gets more time than a less severe one. */
export function slaInOrder(sla: SlaDays): boolean {
  return sla.critical <= sla.high && sla.high <= sla.medium && sla.medium <= sla.low;
}
