import type { Logger } from 'pino';
import { APP_VERSION, type Config } from '../config.js';
import { ping, type DatabaseKind } from '../db/connection.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorizedTenant, type Actor } from '../policy/index.js';
import type { RateLimiter } from '../ratelimit/rate-limiter.js';
import type { HealthChecks } from './health.js';
import { redactText, redactValue } from '@vigia/redaction';

export class ObservabilityService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      kind: DatabaseKind;
      config: Pick<Config, 'rateLimits'>;
      limiter: RateLimiter;
      logger: Logger;
      checks: HealthChecks;
    },
  ) {}

  /** Every dependency, for the tenant's administrators (the signing key checked is the tenant's). */
  async securityHealth(actor: Actor, tenantHeader: string | undefined): Promise<{ healthy: boolean; body: Schemas['Health'] }> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'observability.manage');
    return this.deps.checks.security(tenantId);
  }

  async health(): Promise<{ healthy: boolean; body: Schemas['Health'] }> {
    const base = { version: APP_VERSION, time: new Date().toISOString(), databaseKind: this.deps.kind };
    try {
      await ping(this.db);
      return { healthy: true, body: { status: 'ok', database: 'ok', ...base } };
    } catch (error) {
      this.deps.logger.error({ err: error }, 'health check: database query failed');
      return { healthy: false, body: { status: 'down', database: 'down', ...base } };
    }
  }

  /**
   * Stores the browser's error log after redacting it again; rate-limited per client address. The
   * intake is public (errors happen before and after sign-in), so entries are not attributed.
   */
  async reportClientErrors(
    batch: Schemas['ClientErrorBatch'],
    request: RequestMeta,
  ): Promise<Schemas['ClientErrorReceipt']> {
    await this.deps.limiter.hit('client-errors-ip', request.ip ?? 'unknown', this.deps.config.rateLimits.clientErrorsPerIp);
    await this.db
      .insertInto('client_errors')
      .values(
        batch.entries.map((entry) => ({
          tenant_id: null,
          user_id: null,
          level: entry.level,
          message: redactText(entry.message),
          stack: entry.stack !== undefined ? redactText(entry.stack) : null,
          context: JSON.stringify(redactValue(entry.context ?? {})),
          url: entry.url !== undefined ? redactText(entry.url) : null,
          user_agent: entry.userAgent ?? null,
          occurred_at: entry.timestamp,
          ip: request.ip ?? null,
        })),
      )
      .execute();
    return { accepted: batch.entries.length };
  }
}
