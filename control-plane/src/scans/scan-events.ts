/**
 * Scan status events. Every status change is published with pg_notify on the channel
 * `vigia_scan_events`, in the transaction that makes the change (delivered at commit). Each API
 * process listens once and fans events out to its open SSE streams:
 * - PostgreSQL: a dedicated pg.Client holding LISTEN (reconnects with backoff), so an event written
 *   by any worker or API process reaches every API process;
 * - PGlite: PGlite's own listen(), taken through the dialect's exclusive path (one process only).
 */
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/connection.js';
import type { Db } from '../lib/db.js';
import type { ScanStatusDto } from './scan-status.js';

export const SCAN_CHANNEL = 'vigia_scan_events';

export interface ScanEvent {
  tenantId: string;
  scanId: string;
  status: ScanStatusDto;
}

export async function publishScanEvent(db: Db, event: ScanEvent): Promise<void> {
  await sql`select pg_notify(${SCAN_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
}

type Listener = (event: ScanEvent) => void;

export class ScanEventHub {
  private readonly emitter = new EventEmitter();
  private stopListening: (() => Promise<void>) | undefined;
  private closed = false;

  private constructor(private readonly logger: Logger) {
    this.emitter.setMaxListeners(0);
  }

  static async start(handle: DatabaseHandle, logger: Logger): Promise<ScanEventHub> {
    const hub = new ScanEventHub(logger);
    if (handle.exclusive) {
      const unsubscribe = await handle.exclusive((pglite) => pglite.listen(SCAN_CHANNEL, (payload) => hub.dispatch(payload)));
      hub.stopListening = () => handle.exclusive?.(() => unsubscribe()) ?? Promise.resolve();
    } else if (handle.databaseUrl) {
      await hub.listenPostgres(handle.databaseUrl);
    }
    return hub;
  }

  private async listenPostgres(url: string): Promise<void> {
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let delay = 500;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url, application_name: 'vigia-scan-events' });
      next.on('notification', (message) => {
        if (message.channel === SCAN_CHANNEL && message.payload) this.dispatch(message.payload);
      });
      next.on('error', (error) => {
        this.logger.warn({ err: error }, 'scan event listener lost its connection; reconnecting');
        void next.end().catch(() => undefined);
        schedule();
      });
      next.on('end', () => {
        if (client === next) {
          this.logger.warn('scan event listener connection ended; reconnecting');
          schedule();
        }
      });
      await next.connect();
      await next.query(`LISTEN ${SCAN_CHANNEL}`);
      client = next;
      delay = 500;
    };
    const schedule = () => {
      if (this.closed || retry) return;
      client = undefined;
      retry = setTimeout(() => {
        retry = undefined;
        connect().catch((error: unknown) => {
          this.logger.warn({ err: error }, 'scan event listener could not reconnect');
          delay = Math.min(delay * 2, 10_000);
          schedule();
        });
      }, delay);
      retry.unref();
    };
    await connect();
    this.stopListening = async () => {
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  }

  private dispatch(payload: string): void {
    let event: ScanEvent;
    try {
      event = JSON.parse(payload) as ScanEvent;
    } catch {
      return;
    }
    this.emitter.emit(`scan:${event.scanId}`, event);
  }

  /** Calls `listener` with every event of the scan until the returned function is called. */
  subscribe(scanId: string, listener: Listener): () => void {
    this.emitter.on(`scan:${scanId}`, listener);
    return () => this.emitter.off(`scan:${scanId}`, listener);
  }

  /** Status streams open now, over all scans (a metric). */
  get subscriberCount(): number {
    return this.emitter.eventNames().reduce<number>((sum, name) => sum + (String(name).startsWith('scan:') ? this.emitter.listenerCount(name) : 0), 0);
  }

  /** Calls `listener` once when the hub closes (open streams end then). */
  onClose(listener: () => void): () => void {
    this.emitter.once('close', listener);
    return () => this.emitter.off('close', listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.emitter.emit('close');
    await this.stopListening?.();
  }
}
