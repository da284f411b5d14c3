import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { RateLimitRule } from '../config.js';
import { AppError } from '../lib/errors.js';
import type { Db } from '../lib/db.js';

/**
 * Fixed-window counters kept in the database, so every process behind a load balancer shares
 * them. `hit` counts one attempt and throws 429 once the window's budget is spent. Windows are
 * aligned to `clock` (tests hold it still so a burst never straddles two windows).
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async hit(bucket: string, subject: string, rule: RateLimitRule): Promise<void> {
    const { count, windowStart, windowMs, now } = await this.increment(bucket, subject, rule.windowSeconds);
    if (count > rule.max) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
      throw new AppError(429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.', {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }

  /** Counts one event of `subject` in the current window and returns the window's count (never throws 429). */
  async count(bucket: string, subject: string, windowSeconds: number): Promise<number> {
    return (await this.increment(bucket, subject, windowSeconds)).count;
  }

  private async increment(bucket: string, subject: string, windowSeconds: number) {
    const windowMs = windowSeconds * 1000;
    const now = this.clock().getTime();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    // Subjects (e-mails, addresses) are hashed: the table never holds them in clear.
    const key = `${bucket}:${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: windowStart, count: 1 })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
      .returning('count')
      .executeTakeFirstOrThrow();
    return { count: row.count, windowStart, windowMs, now };
  }

  /** Drops windows older than a day. */
  async purge(): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('window_start', '<', new Date(this.clock().getTime() - 24 * 3600 * 1000)).execute();
  }
}
