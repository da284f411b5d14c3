/**
 * The durable job queue of scans: pg-boss 12 on the control plane's own database. On PostgreSQL it
 * opens its own small pool from the connection string; on PGlite it gets an IDatabase that runs
 * every statement through the Kysely dialect's exclusive path (the same mutex as every query), so
 * the single PGlite session is reached through one path only. Parameterless SQL may hold several
 * statements (pg-boss's DDL and locked blocks) and goes through PGlite's exec(), as pg-boss's own
 * fromPglite adapter does.
 */
import { PgBoss, type Db as IDatabase, type JobWithMetadata } from 'pg-boss';
import type { Logger } from 'pino';
import type { ScanConfig } from '../config.js';
import type { DatabaseHandle, PGliteExclusive } from '../db/connection.js';

export const SCAN_QUEUE = 'vigia-scan';

export interface ScanJobData {
  scanId: string;
  tenantId: string;
}

export type ScanJob = JobWithMetadata<ScanJobData>;

function pgliteDatabase(exclusive: PGliteExclusive): IDatabase {
  return {
    executeSql: (text, values) =>
      exclusive(async (pglite) => {
        try {
          if (values?.length) {
            const result = await pglite.query(text, values);
            return { rows: result.rows as unknown[] };
          }
          const results = await pglite.exec(text);
          return { rows: results.flatMap((result) => result.rows as unknown[]) };
        } catch (error) {
          // A failed statement inside BEGIN...COMMIT would leave the one session aborted.
          await pglite.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
  };
}

export class ScanQueue {
  private workerId: string | undefined;

  private constructor(
    private readonly boss: PgBoss,
    private readonly logger: Logger,
  ) {}

  static async start(handle: DatabaseHandle, config: ScanConfig, logger: Logger, name: string): Promise<ScanQueue> {
    const common = {
      schema: 'pgboss',
      instanceName: name,
      superviseIntervalSeconds: 10,
      monitorIntervalSeconds: 10,
    };
    const boss = handle.exclusive
      ? new PgBoss({ ...common, db: pgliteDatabase(handle.exclusive), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: handle.databaseUrl, max: 4, application_name: `vigia-${name}` });
    boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    await boss.createQueue(SCAN_QUEUE, {
      retryLimit: config.jobRetries,
      retryDelay: 1,
      expireInSeconds: config.jobTimeoutSeconds,
      heartbeatSeconds: config.jobHeartbeatSeconds,
      deleteAfterSeconds: 7 * 24 * 60 * 60,
    });
    return new ScanQueue(boss, logger);
  }

  /** The pg-boss instance, for the other queues that share this database (webhook deliveries, digests). */
  get jobs(): PgBoss {
    return this.boss;
  }

  async send(data: ScanJobData): Promise<string> {
    const id = await this.boss.send(SCAN_QUEUE, data);
    if (!id) throw new Error('job queue refused the scan job');
    return id;
  }

  /** Answers when the queue's tables are reachable: its jobs waiting and running (health). */
  async stats(): Promise<{ queued: number; active: number }> {
    const queue = await this.boss.getQueue(SCAN_QUEUE);
    return { queued: queue?.queuedCount ?? 0, active: queue?.activeCount ?? 0 };
  }

  /** Fails an active job (its process died) so the queue retries it now. */
  async failJob(id: string): Promise<void> {
    await this.boss.fail(SCAN_QUEUE, id, { reason: 'worker process gone' }).catch((error: unknown) => {
      this.logger.warn({ err: error, jobId: id }, 'could not fail a stale scan job');
    });
  }

  async work(options: { concurrency: number; pollSeconds: number; heartbeatSeconds: number }, handler: (job: ScanJob) => Promise<void>): Promise<void> {
    if (options.concurrency <= 0) return;
    const workOptions = {
      includeMetadata: true,
      batchSize: 1,
      localConcurrency: options.concurrency,
      pollingIntervalSeconds: options.pollSeconds,
      heartbeatRefreshSeconds: Math.max(1, Math.floor(options.heartbeatSeconds / 3)),
    } as const;
    this.workerId = await this.boss.work<ScanJobData, void, typeof workOptions>(SCAN_QUEUE, workOptions, async (jobs) => {
      for (const job of jobs) await handler(job);
    });
  }

  /** Takes no new job from now on (jobs in flight go on). */
  async stopFetching(): Promise<void> {
    if (this.workerId) await this.boss.offWork(SCAN_QUEUE, { id: this.workerId, wait: false }).catch(() => undefined);
  }

  /** Stops fetching; waits up to `timeoutMs` for jobs in flight (their handlers were told to stop). */
  async stop(timeoutMs = 8000): Promise<void> {
    if (this.workerId) await this.boss.offWork(SCAN_QUEUE, { id: this.workerId, wait: false }).catch(() => undefined);
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
