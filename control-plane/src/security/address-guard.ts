import { AddressList, refuseBlockedAddresses, type Middleware } from '@vigia/telemetry';
import type { Logger } from 'pino';
import type { Db } from '../lib/db.js';
import { activeBlockedAddresses } from './blocked-ips.repository.js';

/** How stale a process's copy of the blocked list may get: blocks made by another process apply within this. */
export const BLOCKED_LIST_REFRESH_MS = 5_000;

/**
 * The blocked addresses, kept in memory and read again from the database every few seconds (the
 * database is what every process shares and what survives restarts); `refresh` right after a change
 * makes it take effect at once in the process that made it.
 */
export class AddressGuard {
  private list = new AddressList();
  private entries: string[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => this.logger.warn({ err: error }, 'blocked addresses: refresh failed; keeping the last list'));
    }, BLOCKED_LIST_REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async refresh(): Promise<void> {
    const entries = await activeBlockedAddresses(this.db);
    this.list = new AddressList(entries);
    this.entries = entries;
  }

  /** The entries in force, for the gateway's copy. */
  addresses(): readonly string[] {
    return this.entries;
  }

  /** Refuses requests from blocked addresses (the client address express derives under TRUST_PROXY). */
  middleware(): Middleware {
    return refuseBlockedAddresses(() => this.list);
  }
}
