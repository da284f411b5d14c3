/** Tables of what goes out: webhooks with their deliveries and attempts, e-mail preferences, gate failures, digests. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp } from './columns.js';
import type { Severity } from './finding-tables.js';

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
