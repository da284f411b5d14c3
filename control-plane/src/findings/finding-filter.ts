import { SEVERITY_ORDER } from '@vigia/scanner';
import type { Severity, TriageState } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';
import type { SlaSeverity } from '../triage/deadlines.js';

/** Most severe first, as the engine orders them. */
export const SEVERITIES: readonly Severity[] = SEVERITY_ORDER;
/** severity_rank of the findings table (migration 0003). */
export const SEVERITY_RANK: Record<Severity, number> = { critical: 5, high: 4, medium: 3, low: 2, info: 1, unknown: 0 };

export type FindingSortField = Schemas['FindingSortField'];
export type SortDirection = Schemas['SortOrder'];

/** What a dashboard call asks for; empty lists mean "any". */
export interface FindingFilter {
  severities: Severity[];
  rules: string[];
  files: string[];
  categories: string[];
  frameworks: string[];
  /** Free text matched (case-insensitive substring) in file, message, rule and category. */
  query: string | undefined;
  includeNonApplicable: boolean;
  /** Triage states of the tracked findings (any when empty). */
  states: TriageState[];
  /** Only the findings the scan found first on its branch ("Novos nesta análise"). */
  newOnly: boolean;
  /** "Vencidos": open findings first seen before the cutoff of their severity (now − its SLA). */
  overdueBefore: Record<SlaSeverity, Date> | undefined;
  /** "Meus achados": the findings this user owns. */
  assigneeUserId: string | undefined;
}

/** No filter: every applicable finding. */
export const NO_FILTER: FindingFilter = {
  severities: [],
  rules: [],
  files: [],
  categories: [],
  frameworks: [],
  query: undefined,
  includeNonApplicable: false,
  states: [],
  newOnly: false,
  overdueBefore: undefined,
  assigneeUserId: undefined,
};

/** The scan a query reads. */
export interface ScanScope {
  tenantId: string;
  scanId: string;
}

export interface FindingQuery {
  filter: FindingFilter;
  sortBy: FindingSortField;
  sortOrder: SortDirection;
  page: number;
  pageSize: number;
}

/**
 * The ranks as one BETWEEN when they are contiguous (critical+high is rank 4..5): PostgreSQL 15
 * walks the ordered severity index for a range, not for an IN list.
 */
export function rankRange(severities: readonly Severity[]): { from: number; to: number } | { ranks: number[] } {
  const ranks = [...new Set(severities.map((s) => SEVERITY_RANK[s]))].sort((a, b) => a - b);
  const from = ranks[0] ?? 0;
  const to = ranks[ranks.length - 1] ?? 0;
  return to - from + 1 === ranks.length ? { from, to } : { ranks };
}

/** Only the text filter and per-row fields (rule, file, triage) need the findings rows to count. */
export function needsRowCount(filter: FindingFilter): boolean {
  return (
    Boolean(filter.query) ||
    filter.rules.length > 0 ||
    filter.files.length > 0 ||
    filter.states.length > 0 ||
    filter.newOnly ||
    filter.overdueBefore !== undefined ||
    filter.assigneeUserId !== undefined
  );
}
