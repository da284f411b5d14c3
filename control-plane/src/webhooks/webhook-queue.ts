import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { WebhookConfig } from '../config.js';

export const WEBHOOK_QUEUE = 'vigia-webhook';
export const DIGEST_QUEUE = 'vigia-notification-digest';

export interface DeliveryJobData {
  tenantId: string;
  deliveryId: string;
}

/** The attempt in hand: its number (1 = first) and whether the queue will retry after it. */
export interface AttemptContext {
  number: number;
  final: boolean;
}

/**
 * Webhook deliveries on the scan queue's pg-boss (same database, same durability): a failed attempt
 * throws and pg-boss retries it with exponential backoff (retryDelay · 2^n, jittered) up to
 * `retries` times. The daily digest is a pg-boss schedule: one run per day across processes.
 */
export class WebhookQueue {
  private workerIds: string[] = [];

  constructor(
    private readonly boss: PgBoss,
    private readonly config: WebhookConfig,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.boss.createQueue(WEBHOOK_QUEUE, {
      retryLimit: this.config.retries,
      retryDelay: this.config.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 60 * 60,
      expireInSeconds: Math.ceil(this.config.timeoutMs / 1000) + 60,
      deleteAfterSeconds: 7 * 24 * 60 * 60,
    });
    await this.boss.createQueue(DIGEST_QUEUE, { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 });
  }

  async send(data: DeliveryJobData): Promise<void> {
    const id = await this.boss.send(WEBHOOK_QUEUE, data);
    if (!id) throw new Error('job queue refused the webhook delivery');
  }

  /** Delivers in this process; the handler throws to have the attempt retried. */
  async work(pollSeconds: number, handler: (data: DeliveryJobData, attempt: AttemptContext) => Promise<void>): Promise<void> {
    if (this.config.concurrency <= 0) return;
    const options = { includeMetadata: true, batchSize: 1, localConcurrency: this.config.concurrency, pollingIntervalSeconds: pollSeconds } as const;
    this.workerIds.push(
      await this.boss.work<DeliveryJobData, void, typeof options>(WEBHOOK_QUEUE, options, async (jobs) => {
        for (const job of jobs) await handler(job.data, { number: job.retryCount + 1, final: job.retryCount >= job.retryLimit });
      }),
    );
  }

  /** The daily digest at `digestHour` in Brasília, run by whichever process takes the job. */
  async scheduleDigest(pollSeconds: number, handler: () => Promise<void>): Promise<void> {
    await this.boss.schedule(DIGEST_QUEUE, `0 ${this.config.digestHour} * * *`, null, { tz: 'America/Sao_Paulo' });
    const options = { batchSize: 1, pollingIntervalSeconds: Math.max(pollSeconds, 30) } as const;
    this.workerIds.push(
      await this.boss.work(DIGEST_QUEUE, options, async () => {
        await handler();
      }),
    );
  }

  async stop(): Promise<void> {
    for (const id of this.workerIds) {
      await this.boss.offWork(WEBHOOK_QUEUE, { id, wait: false }).catch(() => undefined);
      await this.boss.offWork(DIGEST_QUEUE, { id, wait: false }).catch(() => undefined);
    }
    this.workerIds = [];
    this.logger.debug('webhook queue stopped');
  }
}
