/** Tables of findings: each scan's results, their tracking across scans, triage history, comments and counts. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp, JsonWithDefault, TextArray } from './columns.js';

export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'info' | 'unknown';

export interface FindingsTable {
  id: Generated<string>;
  scan_id: string;
  tenant_id: string;
  project_id: string;
  file: string;
  line: number | null;
  col: number | null;
  message: string;
  severity: Severity;
  rule: string;
  category: string | null;
  framework: string | null;
  frameworks: TextArray;
  cwe: string | null;
  fingerprint: string;
  dedup_count: Generated<number>;
  snippet: string | null;
  meta: JsonWithDefault;
  citations: JsonWithDefault;
  non_applicable: Generated<boolean>;
  created_at: GeneratedTimestamp;
  /** Generated: critical 5 … unknown 0. */
  severity_rank: ColumnType<number, never, never>;
  /** Generated: lower(file, message, rule, category), what the free-text search matches. */
  search_text: ColumnType<string, never, never>;
  /** The tracked finding (same fingerprint, same branch), set when the scan completes. */
  tracked_id: ColumnType<string | null, string | null | undefined, string | null>;
  baseline: ColumnType<FindingBaseline | null, FindingBaseline | null | undefined, FindingBaseline | null>;
  /** The scanner's suppression: a `vigia-ignore` comment (in_source) or an imported SARIF's own (external). */
  suppression_kind: ColumnType<SuppressionKind | null, SuppressionKind | null | undefined, SuppressionKind | null>;
  /** accepted takes the finding out of the gate; under_review is only proposed. */
  suppression_status: ColumnType<SuppressionStatus | null, SuppressionStatus | null | undefined, SuppressionStatus | null>;
  suppression_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type SuppressionKind = 'in_source' | 'external';

export type SuppressionStatus = 'accepted' | 'under_review';

export type FindingBaseline = 'new' | 'unchanged' | 'reintroduced';

export type TriageState = 'open' | 'in_review' | 'confirmed' | 'false_positive' | 'accepted_risk' | 'fixed' | 'reopened';

/** One fingerprint on one branch of a project, across scans (migration 0013). */
export interface TrackedFindingsTable {
  id: Generated<string>;
  tenant_id: string;
  project_id: string;
  branch: string;
  fingerprint: string;
  source_kind: Generated<string>;
  rule: string;
  severity: Severity;
  state: ColumnType<TriageState, TriageState | undefined, TriageState>;
  state_reason: string | null;
  risk_expires_at: Timestamp | null;
  state_changed_at: Timestamp | null;
  state_changed_by: string | null;
  first_seen_scan_id: string;
  first_seen_at: GeneratedTimestamp;
  last_seen_scan_id: string;
  last_seen_at: GeneratedTimestamp;
  fixed_in_scan_id: string | null;
  fixed_at: Timestamp | null;
  /** Since when (and from which scan) the code, or the imported tool, suppresses it; null when it does not. */
  suppressed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  suppressed_scan_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The owner: a member with access to the project. */
  assignee_user_id: string | null;
  assigned_at: Timestamp | null;
  assigned_by: string | null;
  /** When the overdue alert was raised (once per finding). */
  overdue_alerted_at: Timestamp | null;
}

export interface FindingHistoryTable {
  id: Generated<string>;
  tenant_id: string;
  tracked_id: string;
  /** Null when a scan or the expiry job made the change. */
  actor_user_id: string | null;
  scan_id: string | null;
  from_state: TriageState | null;
  to_state: TriageState;
  reason: string | null;
  risk_expires_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export interface FindingCommentsTable {
  id: Generated<string>;
  tenant_id: string;
  tracked_id: string;
  author_user_id: string | null;
  body: string;
  created_at: GeneratedTimestamp;
}

/** Per-scan counts for dashboard summaries (filled once, lazily, for a completed scan). */
export interface FindingCountsTable {
  tenant_id: string;
  scan_id: string;
  severity: Severity;
  category: string;
  framework: string;
  non_applicable: boolean;
  findings: number;
}
