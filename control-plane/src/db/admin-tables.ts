/** Tables of operating the platform: alerts, worker heartbeats, security counters, blocked addresses, signing keys, audit, client errors. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp, JsonWithDefault } from './columns.js';
import type { Severity } from './finding-tables.js';

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
