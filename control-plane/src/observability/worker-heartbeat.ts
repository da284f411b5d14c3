import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../lib/db.js';

/** A process is alive while its last heartbeat is younger than this many of its intervals. */
export const SILENT_AFTER_INTERVALS = 3;

export interface WorkerSeen {
  workerId: string;
  kind: string;
  hostname: string;
  pid: number;
  concurrency: number;
  startedAt: Date;
  seenAt: Date;
  alive: boolean;
  /** Bytes at the last beat; null for a row written before the memory was recorded. */
  memory: { heapUsed: number; heapTotal: number; rss: number } | null;
}

/**
 * Every process that runs scans (the API with WORKER_CONCURRENCY > 0, each `worker.js`) writes a row
 * every `intervalSeconds`, and removes it on a clean stop: a row left behind and no longer written
 * is a process that died (health: workers, alert: worker_silent).
 */
export class WorkerHeartbeat {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: { workerId: string; kind: 'api' | 'worker'; concurrency: number; intervalSeconds: number },
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    // A process that died on this host and was started again (a restarted container keeps its
    // hostname) is replaced by this one: its silent row is not a worker to worry about any more.
    await this.db
      .deleteFrom('worker_heartbeats')
      .where('hostname', '=', hostname())
      .where(sql<boolean>`seen_at < now() - make_interval(secs => interval_seconds * ${SILENT_AFTER_INTERVALS})`)
      .execute();
    await this.beat();
    this.timer = setInterval(() => {
      this.beat().catch((error: unknown) => this.logger.warn({ err: error }, 'worker heartbeat failed'));
    }, this.options.intervalSeconds * 1000);
    this.timer.unref();
  }

  async beat(): Promise<void> {
    const { workerId, kind, concurrency, intervalSeconds } = this.options;
    // The memory goes with each beat: /admin charts every process, not only the one that answers.
    const { heapUsed, heapTotal, rss } = process.memoryUsage();
    const memory = { heap_used: heapUsed, heap_total: heapTotal, rss };
    await this.db
      .insertInto('worker_heartbeats')
      .values({ worker_id: workerId, kind, hostname: hostname(), pid: process.pid, concurrency, interval_seconds: intervalSeconds, ...memory })
      .onConflict((oc) => oc.column('worker_id').doUpdateSet({ seen_at: sql<Date>`now()`, concurrency, interval_seconds: intervalSeconds, ...memory }))
      .execute();
  }

  /** Stops beating and says goodbye, so a clean stop is never reported as a silent worker. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.db.deleteFrom('worker_heartbeats').where('worker_id', '=', this.options.workerId).execute();
  }
}

/** Every process that has a heartbeat row, alive or silent, as the database clock sees it. */
export async function workersSeen(db: Db): Promise<WorkerSeen[]> {
  const rows = await db
    .selectFrom('worker_heartbeats')
    .selectAll()
    .select(sql<boolean>`seen_at > now() - make_interval(secs => interval_seconds * ${SILENT_AFTER_INTERVALS})`.as('alive'))
    .orderBy('started_at')
    .execute();
  return rows.map((row) => ({
    workerId: row.worker_id,
    kind: row.kind,
    hostname: row.hostname,
    pid: row.pid,
    concurrency: row.concurrency,
    startedAt: new Date(row.started_at),
    seenAt: new Date(row.seen_at),
    alive: Boolean(row.alive),
    memory:
      row.heap_used === null || row.heap_total === null || row.rss === null
        ? null
        : { heapUsed: Number(row.heap_used), heapTotal: Number(row.heap_total), rss: Number(row.rss) },
  }));
}

/** Housekeeping: rows of processes silent for a day are dropped (health and alerts reported them meanwhile). */
export async function purgeSilentWorkers(db: Db): Promise<void> {
  await db.deleteFrom('worker_heartbeats').where('seen_at', '<', sql<Date>`now() - interval '24 hours'`).execute();
}
