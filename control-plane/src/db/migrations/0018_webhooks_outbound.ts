import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Events out (issue 32), additive only. A webhook is one tenant's HTTPS endpoint with the events it
 * wants; its signing secret is sealed (AES-GCM, src/lib/sealed-box.ts) because we must sign with it
 * again, and is never read back by the API. A delivery is one event sent to one webhook (replays are
 * new deliveries pointing at the original); each HTTP try is an attempt row: the log an
 * administrator reads. Consecutive failed attempts disable the webhook past a limit.
 * E-mail notifications: each member's choice per tenant, and the items waiting for the daily digest.
 */
const up = [
  `CREATE TABLE IF NOT EXISTS webhooks (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    name text NOT NULL,
    url text NOT NULL,
    events text[] NOT NULL,
    min_severity text NOT NULL DEFAULT 'high' CHECK (min_severity IN ('critical', 'high', 'medium', 'low', 'info')),
    secret_sealed text NOT NULL,
    secret_hint text NOT NULL,
    enabled boolean NOT NULL DEFAULT true,
    disabled_reason text,
    consecutive_failures integer NOT NULL DEFAULT 0,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (tenant_id, id)
  )`,
  `CREATE INDEX IF NOT EXISTS webhooks_tenant_idx ON webhooks (tenant_id, created_at)`,
  `CREATE TABLE IF NOT EXISTS webhook_deliveries (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL,
    webhook_id uuid NOT NULL,
    event_id uuid NOT NULL,
    event text NOT NULL,
    payload jsonb NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    response_status integer,
    duration_ms integer,
    error text,
    replay_of uuid,
    created_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz,
    UNIQUE (tenant_id, id),
    FOREIGN KEY (tenant_id, webhook_id) REFERENCES webhooks (tenant_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX IF NOT EXISTS webhook_deliveries_webhook_idx ON webhook_deliveries (tenant_id, webhook_id, created_at DESC)`,
  `CREATE TABLE IF NOT EXISTS webhook_attempts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL,
    delivery_id uuid NOT NULL,
    attempt integer NOT NULL,
    succeeded boolean NOT NULL,
    response_status integer,
    duration_ms integer NOT NULL,
    error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (tenant_id, delivery_id) REFERENCES webhook_deliveries (tenant_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX IF NOT EXISTS webhook_attempts_delivery_idx ON webhook_attempts (tenant_id, delivery_id, attempt)`,
  `CREATE TABLE IF NOT EXISTS notification_preferences (
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    events text[] NOT NULL DEFAULT '{}',
    min_severity text NOT NULL DEFAULT 'high' CHECK (min_severity IN ('critical', 'high', 'medium', 'low', 'info')),
    delivery text NOT NULL DEFAULT 'immediate' CHECK (delivery IN ('immediate', 'digest')),
    last_digest_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, user_id)
  )`,
  `CREATE TABLE IF NOT EXISTS notification_digest_items (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL,
    user_id uuid NOT NULL,
    event text NOT NULL,
    summary text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    FOREIGN KEY (tenant_id, user_id) REFERENCES notification_preferences (tenant_id, user_id) ON DELETE CASCADE
  )`,
  `CREATE INDEX IF NOT EXISTS notification_digest_pending_idx ON notification_digest_items (tenant_id, user_id, created_at) WHERE sent_at IS NULL`,
  // gate.failed is told once per scan and threshold, however often the CI client reads the gate.
  `CREATE TABLE IF NOT EXISTS gate_failures (
    tenant_id uuid NOT NULL,
    scan_id uuid NOT NULL,
    fail_on text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, scan_id, fail_on)
  )`,
];

export const migration0018: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['gate_failures', 'notification_digest_items', 'notification_preferences', 'webhook_attempts', 'webhook_deliveries', 'webhooks']) {
      await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
    }
  },
};
