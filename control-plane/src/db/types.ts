import type { SkippedFile } from '@vigia/scanner';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { components } from '../generated/api.js';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a database default. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as parsed JSON, written as a JSON string. */
export type Json<T = unknown> = ColumnType<T, string, string>;
export type JsonWithDefault<T = unknown> = ColumnType<T, string | undefined, string>;
/** text[] with a database default. */
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export type RoleName = components['schemas']['Role'];
export type BacenRegime = NonNullable<components['schemas']['Tenant']['bacenRegime']>;
export type TokenKindName = components['schemas']['TokenKind'];
export type MfaPolicy = components['schemas']['MfaPolicy'];

export interface TenantsTable {
  id: Generated<string>;
  name: string;
  is_active: Generated<boolean>;
  bacen_regime: ColumnType<BacenRegime, BacenRegime | undefined, BacenRegime>;
  quota_units: Generated<number>;
  mfa_policy: ColumnType<MfaPolicy, MfaPolicy | undefined, MfaPolicy>;
  /** Longest a risk may be accepted for, in days (default 90). */
  risk_acceptance_max_days: Generated<number>;
  /** Days a finding of each severity may stay open (its SLA; defaults 7, 30, 90, 180). */
  sla_critical_days: Generated<number>;
  sla_high_days: Generated<number>;
  sla_medium_days: Generated<number>;
  sla_low_days: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string | null;
  is_active: Generated<boolean>;
  last_login_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface TenantMembersTable {
  tenant_id: string;
  user_id: string;
  roles: ColumnType<RoleName[], RoleName[], RoleName[]>;
  is_active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ProjectMembersTable {
  tenant_id: string;
  project_id: string;
  user_id: string;
  role: RoleName;
  created_at: GeneratedTimestamp;
}

export interface ProjectsTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  description: string;
  environments: TextArray;
  is_active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface MagicLinksTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  purpose: 'login' | 'signup';
  redirect_to: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  ip: string | null;
  created_at: GeneratedTimestamp;
}

export interface InviteProjectRole {
  projectId: string;
  role: RoleName;
}

export interface InvitesTable {
  id: Generated<string>;
  tenant_id: string;
  email: string;
  name: string | null;
  roles: ColumnType<RoleName[], RoleName[], RoleName[]>;
  project_roles: JsonWithDefault<InviteProjectRole[]>;
  token_hash: string;
  invited_by: string | null;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  created_at: GeneratedTimestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  last_seen_at: GeneratedTimestamp;
  ip: string | null;
  user_agent: string | null;
  revoked_at: Timestamp | null;
  /** Half-open: signed in by link, the second factor not yet checked. */
  mfa_pending: Generated<boolean>;
  mfa_verified_at: Timestamp | null;
}

export interface UserSecondFactorsTable {
  user_id: string;
  secret_sealed: string;
  confirmed_at: Timestamp | null;
  last_used_step: number | null;
  created_at: GeneratedTimestamp;
}

export interface TenantOidcSettingsTable {
  tenant_id: string;
  issuer: string;
  client_id: string;
  client_secret_sealed: string | null;
  allowed_domains: ColumnType<string[], string[], string[]>;
  default_role: RoleName;
  jit_enabled: boolean;
  enabled: boolean;
  updated_by: string | null;
  updated_at: GeneratedTimestamp;
}

export interface OidcFlowsTable {
  state_hash: string;
  tenant_id: string;
  secrets_sealed: string;
  browser_hash: string;
  expires_at: Timestamp;
  created_at: GeneratedTimestamp;
}

export interface UserRecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export interface ApiTokensTable {
  id: Generated<string>;
  tenant_id: string;
  project_id: string;
  kind: TokenKindName;
  name: string;
  prefix: string;
  secret_hash: string;
  is_active: Generated<boolean>;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
  rotated_at: Timestamp | null;
  /** The secret replaced by the last rotation, still accepted until previous_secret_expires_at (grace period). */
  previous_secret_hash: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export type ScanStatus = 'queued' | 'running' | 'paused' | 'completed' | 'failed' | 'cancelled';
export type ScanStage = 'queued' | 'analyzing' | 'generating_compliance' | 'finalizing' | 'completed' | 'failed';

export interface ScansTable {
  id: Generated<string>;
  tenant_id: string;
  project_id: string;
  status: ColumnType<ScanStatus, ScanStatus | undefined, ScanStatus>;
  stage: ColumnType<ScanStage, ScanStage | undefined, ScanStage>;
  progress: Generated<number>;
  eta_seconds: number | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  branch: string | null;
  commit_sha: string | null;
  /** Target branch of a pull/merge-request scan. */
  base_ref: ColumnType<string | null, string | null | undefined, string | null>;
  source_kind: string | null;
  lines_scanned: Generated<number>;
  units: Generated<number>;
  error: string | null;
  checkpoint: Json | null;
  summary: Json | null;
  can_resume: Generated<boolean>;
  created_by: string | null;
  token_id: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  files_total: number | null;
  files_scanned: Generated<number>;
  findings_count: Generated<number>;
  source_name: string | null;
  job_id: string | null;
  worker_id: string | null;
  heartbeat_at: Timestamp | null;
  attempts: Generated<number>;
  finding_counts_at: Timestamp | null;
  /** Files the scan could not analyse: the exact count, and the first ones named (the scanner's SkippedFile[]). */
  files_skipped_count: Generated<number>;
  files_skipped: JsonWithDefault<SkippedFile[]>;
  /** How the scan's findings compare with the branch's tracked findings, written when it completes. */
  tracking: ColumnType<ScanTracking | null, string | null | undefined, string | null>;
}

export interface ScanTracking {
  branch: string;
  new: number;
  unchanged: number;
  fixed: number;
  reintroduced: number;
  /** Open findings per severity when the scan completed (absent before issue 29's trend). */
  open?: Record<Severity, number>;
}

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

export interface ArtifactsTable {
  id: Generated<string>;
  tenant_id: string;
  project_id: string;
  scan_id: string;
  kind: string;
  name: string;
  content_type: string;
  /** bigint: read as string by pg, number by PGlite; convert with Number(). */
  size_bytes: ColumnType<string | number, number | undefined, number>;
  storage_path: string;
  sha256: string | null;
  created_at: GeneratedTimestamp;
}

/** Compliance results of a scan (migration 0005): the trend and the compliance PDF read these. */
export interface ComplianceScoresTable {
  tenant_id: string;
  project_id: string;
  scan_id: string;
  regime: BacenRegime;
  lgpd: number;
  bacen: number;
  security: number;
  open_finance: number;
  overall: number;
  total_findings: number;
  articles: JsonWithDefault;
  /** Violations per domain ({lgpd, bacen, security, open_finance}); null on rows kept from before migration 0013. */
  violations: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
}

export interface UsageRecordsTable {
  id: Generated<string>;
  tenant_id: string;
  project_id: string;
  scan_id: string | null;
  units: number;
  lines: Generated<number>;
  recorded_at: GeneratedTimestamp;
}

export interface AlertsTable {
  id: Generated<string>;
  tenant_id: string | null;
  severity: Severity;
  title: string;
  message: string;
  source: string;
  meta: JsonWithDefault;
  created_at: GeneratedTimestamp;
  resolved_at: Timestamp | null;
  resolved_reason: string | null;
  resolved_by: string | null;
  /** The rule that raised it (scan_failed, quota, signin_failures…); one open alert per (tenant, kind, subject). */
  kind: Generated<string>;
  subject: Generated<string>;
  occurrences: Generated<number>;
  last_seen_at: GeneratedTimestamp;
}

/** A process that runs scans, seen alive every `interval_seconds` (src/observability/worker-heartbeat.ts). */
export interface WorkerHeartbeatsTable {
  worker_id: string;
  kind: string;
  hostname: string;
  pid: number;
  concurrency: number;
  interval_seconds: number;
  started_at: GeneratedTimestamp;
  seen_at: GeneratedTimestamp;
  /** The process's memory at its last beat (bytes; null before migration 0011's first beat). */
  heap_used: ColumnType<string | null, number | null | undefined, number | null>;
  heap_total: ColumnType<string | null, number | null | undefined, number | null>;
  rss: ColumnType<string | null, number | null | undefined, number | null>;
}

/** Hourly counts of refused requests, over every process (src/observability/security-signals.ts). */
export interface SecurityCountersTable {
  kind: string;
  hour: Timestamp;
  count: Generated<number>;
}

export interface BlockedIpsTable {
  id: Generated<string>;
  ip: string;
  reason: string;
  tenant_id: string | null;
  expires_at: Timestamp | null;
  created_by: string | null;
  created_at: GeneratedTimestamp;
}

export interface SigningKeysTable {
  kid: string;
  tenant_id: string;
  /** AES-256-GCM ciphertext of the HMAC key (src/artifacts/signing-keyring.ts), never the key in clear. */
  secret: string;
  created_at: GeneratedTimestamp;
  retired_at: Timestamp | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  tenant_id: string | null;
  actor_user_id: string | null;
  actor_token_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  meta: JsonWithDefault<Record<string, unknown>>;
  created_at: GeneratedTimestamp;
}

export interface ClientErrorsTable {
  id: Generated<string>;
  tenant_id: string | null;
  user_id: string | null;
  level: 'error' | 'warn' | 'info';
  message: string;
  stack: string | null;
  context: JsonWithDefault<Record<string, unknown>>;
  url: string | null;
  user_agent: string | null;
  occurred_at: Timestamp;
  received_at: GeneratedTimestamp;
  ip: string | null;
}

/** A tenant's outbound webhook (migration 0017); the secret is sealed, never returned. */
export interface WebhooksTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  url: string;
  events: string[];
  min_severity: Generated<Severity>;
  secret_sealed: string;
  /** The secret's last 4 characters, to tell secrets apart in the list. */
  secret_hint: string;
  /** The secret a rotation replaced: it signs beside the new one until it expires. */
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Date | null;
  enabled: Generated<boolean>;
  disabled_reason: string | null;
  consecutive_failures: Generated<number>;
  created_by: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** One event sent (or being sent) to one webhook. */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  tenant_id: string;
  webhook_id: string;
  event_id: string;
  event: string;
  payload: ColumnType<unknown, string, string>;
  status: Generated<'pending' | 'succeeded' | 'failed'>;
  attempts: Generated<number>;
  response_status: number | null;
  duration_ms: number | null;
  error: string | null;
  replay_of: string | null;
  created_at: GeneratedTimestamp;
  finished_at: Timestamp | null;
}

/** One HTTP try of a delivery. */
export interface WebhookAttemptsTable {
  id: Generated<string>;
  tenant_id: string;
  delivery_id: string;
  attempt: number;
  succeeded: boolean;
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  created_at: GeneratedTimestamp;
}

/** A member's e-mail notifications in one tenant. */
export interface NotificationPreferencesTable {
  tenant_id: string;
  user_id: string;
  events: string[];
  min_severity: Generated<Severity>;
  delivery: Generated<'immediate' | 'digest'>;
  last_digest_at: Timestamp | null;
  updated_at: GeneratedTimestamp;
}

/** A gate that failed, told once (gate.failed). */
export interface GateFailuresTable {
  tenant_id: string;
  scan_id: string;
  fail_on: string;
  created_at: GeneratedTimestamp;
}

/** An event waiting for a member's daily digest. */
export interface NotificationDigestItemsTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  event: string;
  summary: string;
  created_at: GeneratedTimestamp;
  sent_at: Timestamp | null;
}

export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  tenant_members: TenantMembersTable;
  project_members: ProjectMembersTable;
  projects: ProjectsTable;
  magic_links: MagicLinksTable;
  invites: InvitesTable;
  sessions: SessionsTable;
  user_second_factors: UserSecondFactorsTable;
  user_recovery_codes: UserRecoveryCodesTable;
  tenant_oidc_settings: TenantOidcSettingsTable;
  oidc_flows: OidcFlowsTable;
  api_tokens: ApiTokensTable;
  rate_limits: RateLimitsTable;
  scans: ScansTable;
  findings: FindingsTable;
  finding_counts: FindingCountsTable;
  tracked_findings: TrackedFindingsTable;
  finding_history: FindingHistoryTable;
  finding_comments: FindingCommentsTable;
  artifacts: ArtifactsTable;
  compliance_scores: ComplianceScoresTable;
  usage_records: UsageRecordsTable;
  alerts: AlertsTable;
  blocked_ips: BlockedIpsTable;
  signing_keys: SigningKeysTable;
  audit_log: AuditLogTable;
  client_errors: ClientErrorsTable;
  worker_heartbeats: WorkerHeartbeatsTable;
  security_counters: SecurityCountersTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_digest_items: NotificationDigestItemsTable;
  gate_failures: GateFailuresTable;
}

export type TenantRow = Selectable<TenantsTable>;
export type UserRow = Selectable<UsersTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type ApiTokenRow = Selectable<ApiTokensTable>;
export type InviteRow = Selectable<InvitesTable>;
