import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { AlertsService } from '../alerts/alerts.service.js';
import type { Config } from '../config.js';
import type { Db } from '../lib/db.js';
import type { RateLimiter } from '../ratelimit/rate-limiter.js';

/** What a refused request counts as (security status, last 24 h). */
export type SignalKind = 'signin_failed' | 'signin_rate_limited' | 'csrf_refused' | 'unauthorized' | 'forbidden';
export const SIGNAL_KINDS: readonly SignalKind[] = ['signin_failed', 'signin_rate_limited', 'csrf_refused', 'unauthorized', 'forbidden'];

export interface Refusal {
  status: number;
  code: string;
  /** The request path, without the query string. */
  path: string;
  ip: string | undefined;
}

/**
 * Sign-ins that failed (an invalid or expired link, a refused token at /auth/token/verify) and sign-in
 * attempts refused by the rate limits; CSRF refusals; every 401 and 403.
 */
export function classify(refusal: Refusal): SignalKind[] {
  const kinds: SignalKind[] = [];
  if (refusal.code === 'INVALID_LINK' || (refusal.status === 401 && refusal.path === '/auth/token/verify')) kinds.push('signin_failed');
  if (refusal.status === 429 && refusal.path.startsWith('/auth/')) kinds.push('signin_rate_limited');
  if (refusal.code === 'CSRF_INVALID') kinds.push('csrf_refused');
  else if (refusal.status === 403) kinds.push('forbidden');
  if (refusal.status === 401) kinds.push('unauthorized');
  return kinds;
}

/**
 * Counts refused requests in hourly rows of `security_counters` (shared by every process, so the
 * numbers are the installation's, not one process's), and feeds sign-in failures per address to the
 * alert rule. The error handler waits for it, so a count is in place when the answer arrives.
 */
export class SecuritySignals {
  constructor(
    private readonly db: Db,
    private readonly deps: { limiter: RateLimiter; alerts: AlertsService; config: Pick<Config, 'observability'>; logger: Logger },
  ) {}

  /** Counts the refusal (nothing for a request that is not one). */
  async record(refusal: Refusal, kinds = classify(refusal)): Promise<void> {
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    for (const kind of kinds) {
      await this.db
        .insertInto('security_counters')
        .values({ kind, hour, count: 1 })
        .onConflict((oc) => oc.columns(['kind', 'hour']).doUpdateSet({ count: sql`security_counters.count + 1` }))
        .execute();
    }
    if (refusal.ip && (kinds.includes('signin_failed') || kinds.includes('signin_rate_limited'))) {
      const rule = this.deps.config.observability.signInFailureAlert;
      const failures = await this.deps.limiter.count('signin-failures-ip', refusal.ip, rule.windowSeconds);
      await this.deps.alerts.onSignInFailures(refusal.ip, failures);
    }
  }

  /** Counts of the last 24 hours (whole hours: the current one and the 23 before it). */
  async last24Hours(): Promise<Record<SignalKind, number> & { since: Date }> {
    const since = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 23 * 3_600_000);
    const rows = await this.db
      .selectFrom('security_counters')
      .select(['kind', sql<string>`sum(count)::bigint::text`.as('n')])
      .where('hour', '>=', since)
      .groupBy('kind')
      .execute();
    const counts = Object.fromEntries(SIGNAL_KINDS.map((kind) => [kind, 0])) as Record<SignalKind, number>;
    for (const row of rows) if ((SIGNAL_KINDS as readonly string[]).includes(row.kind)) counts[row.kind as SignalKind] = Number(row.n);
    return { ...counts, since };
  }

  /** Drops hours older than two days. */
  async purge(): Promise<void> {
    await this.db.deleteFrom('security_counters').where('hour', '<', new Date(Date.now() - 48 * 3_600_000)).execute();
  }
}
