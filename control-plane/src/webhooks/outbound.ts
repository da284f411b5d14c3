import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../lib/db.js';
import { deriveKey } from '../lib/secrets.js';
import type { Mailer } from '../mail/mailer.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { FinishedScan } from '../scans/scan-runner.js';
import type { ScanQueue } from '../scans/scan-queue.js';
import { EventPublisher } from './event-publisher.js';
import { scanFinishedEvents } from './product-events.js';
import type { Resolver } from './target-guard.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookQueue } from './webhook-queue.js';
import { WebhooksService } from './webhooks.service.js';

/** Events out of Vigia: webhooks (queue, dispatcher, admin) and e-mail notifications, over one publisher. */
export interface Outbound {
  publisher: EventPublisher;
  webhooks: WebhooksService;
  notifications: NotificationsService;
  dispatcher: WebhookDispatcher;
  /** Creates the queues; with `deliver`, this process sends deliveries and runs the daily digest. */
  start(options: { deliver: boolean }): Promise<void>;
  stop(): Promise<void>;
  /** The runner's hook: scan.completed / scan.failed and finding.new. */
  onScanFinished(scan: FinishedScan): Promise<void>;
}

export function createOutbound(deps: {
  db: Db;
  config: Config;
  pepper: string;
  mailer: Mailer;
  scanQueue: ScanQueue;
  logger: Logger;
  clock?: () => Date;
  resolve?: Resolver;
}): Outbound {
  const { db, config, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const encryptionKey = deriveKey({ pepper: deps.pepper }, 'vigia/webhooks/v1');
  const queue = new WebhookQueue(deps.scanQueue.jobs, config.webhooks, logger);
  const resolve = deps.resolve ? { resolve: deps.resolve } : {};
  const dispatcher = new WebhookDispatcher(db, { queue, config: config.webhooks, encryptionKey, clock, logger, ...resolve });
  const notifications = new NotificationsService(db, { mailer: deps.mailer, publicUrl: config.publicUrl, logger });
  const publisher = new EventPublisher(
    [
      { name: 'webhooks', take: (event) => dispatcher.dispatch(event) },
      { name: 'e-mail', take: (event) => notifications.notify(event) },
    ],
    logger,
  );
  return {
    publisher,
    notifications,
    dispatcher,
    webhooks: new WebhooksService(db, { config: config.webhooks, encryptionKey, dispatcher, ...resolve }),
    async start({ deliver }) {
      await queue.start();
      if (!deliver) return;
      await queue.work(config.scans.pollSeconds, (job, attempt) => dispatcher.handle(job, attempt));
      await queue.scheduleDigest(config.scans.pollSeconds, async () => {
        await notifications.sendDigests();
      });
    },
    stop: () => queue.stop(),
    async onScanFinished(scan) {
      try {
        for (const event of await scanFinishedEvents(db, scan)) await publisher.publish(event);
      } catch (error) {
        logger.warn({ err: error, scanId: scan.scanId }, 'scan events not published');
      }
    },
  };
}
