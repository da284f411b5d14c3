/** The whole schema as Kysely sees it: each table name with its row type. */
import type { TenantsTable, UsersTable, TenantMembersTable, ProjectMembersTable, ProjectsTable, MagicLinksTable, InvitesTable, SessionsTable, UserSecondFactorsTable, TenantOidcSettingsTable, OidcFlowsTable, UserRecoveryCodesTable, ApiTokensTable, RateLimitsTable } from './identity-tables.js';
import type { ScansTable, ArtifactsTable, ComplianceScoresTable, UsageRecordsTable } from './scan-tables.js';
import type { FindingsTable, TrackedFindingsTable, FindingHistoryTable, FindingCommentsTable, FindingCountsTable } from './finding-tables.js';
import type { AlertsTable, WorkerHeartbeatsTable, SecurityCountersTable, BlockedIpsTable, SigningKeysTable, AuditLogTable, ClientErrorsTable } from './admin-tables.js';
import type { WebhooksTable, WebhookDeliveriesTable, WebhookAttemptsTable, NotificationPreferencesTable, GateFailuresTable, NotificationDigestItemsTable } from './notification-tables.js';

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
