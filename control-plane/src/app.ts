import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createAppServer, drainHttpServer, Probes } from '@vigia/telemetry';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { purgeExpiredCredentials } from './auth/sessions.repository.js';
import type { Config } from './config.js';
import { migrate, openDatabase, ping, type DatabaseKind } from './db/connection.js';
import { seedIfEmpty } from './db/seed.js';
import type { Database } from './db/database.js';
import { loadContract } from './http/contract.js';
import { apiMetrics } from './observability/process-metrics.js';
import { purgeSilentWorkers, WorkerHeartbeat } from './observability/worker-heartbeat.js';
import { buildHttpApp } from './http/server.js';
import { createLogger } from './lib/logger.js';
import { loadOrCreateSecrets } from './lib/secrets.js';
import { Mailer } from './mail/mailer.js';
import { ScanEventHub } from './scans/scan-events.js';
import { ScanQueue } from './scans/scan-queue.js';
import { createScanRunner } from './scans/process-runner.js';
import type { ScanRunner } from './scans/scan-runner.js';
import { scannerEngine, type ScanEngine } from './scans/scan-engine.js';
import { uploadsDir } from './scans/scan-paths.js';
import { openStorage } from './storage/storage-config.js';
import { createServices, type Services } from './services.js';
import type { Resolver } from './webhooks/target-guard.js';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** examples/sample-service at the repository root, from src/ or dist/ alike. */
export const SAMPLE_REPOSITORY = fileURLToPath(new URL('../../examples/sample-service', import.meta.url));

export interface ControlPlane {
  readonly config: Config;
  readonly logger: Logger;
  readonly db: Kysely<Database>;
  readonly databaseKind: DatabaseKind;
  readonly express: Express;
  readonly services: Services;
  /** The in-process scan workers (none when WORKER_CONCURRENCY=0). */
  readonly runner: ScanRunner;
  /** Starts the HTTP server (port 0 picks a free one). */
  listen(port?: number, host?: string): Promise<{ port: number; host: string; url: string }>;
  /** Stops accepting requests, waits for e-mails in flight, closes the database and releases the data folder. */
  close(): Promise<void>;
}

/**
 * Builds the control plane: data folder, secrets, database (migrated, seeded on first run),
 * services and the express app. Nothing listens until `listen` is called.
 */
export async function createApp(
  config: Config,
  options: { logger?: Logger; engine?: ScanEngine; clock?: () => Date; resolve?: Resolver } = {},
): Promise<ControlPlane> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const operations = loadContract({ validateResponses: config.validateResponses });
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const secrets = loadOrCreateSecrets(config.dataDir, config.pepper);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  let seeded = false;
  let queue: ScanQueue | undefined;
  let events: ScanEventHub | undefined;
  try {
    await migrate(database.db, logger);
    if (config.seed) seeded = await seedIfEmpty(database.db, logger);
    queue = await ScanQueue.start(database, config.scans, logger, 'api');
    events = await ScanEventHub.start(database, logger);
  } catch (error) {
    await queue?.stop().catch(() => undefined);
    await database.close();
    throw error;
  }
  const scanQueue = queue;
  const scanEvents = events;

  const storage = openStorage(config.storage, config.dataDir);
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') }, logger);
  const engine = options.engine ?? scannerEngine;
  const services = createServices({
    db: database.db,
    kind: database.kind,
    config,
    pepper: secrets.pepper,
    mailer,
    logger,
    queue: scanQueue,
    storage,
    engine,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.resolve ? { resolve: options.resolve } : {}),
    // The runner is made below; these are read only when a request asks.
    live: { sseConnections: () => scanEvents.subscriberCount, activeScans: () => runner.activeScans },
  });
  const { runner, statistics } = createScanRunner({ database, engine, config, storage, logger, listeners: [services.alerts, services.outbound] });
  const metrics = apiMetrics({ db: database.db, runner, events: scanEvents });
  const heartbeat =
    config.scans.workerConcurrency > 0
      ? new WorkerHeartbeat(
          database.db,
          { workerId: runner.workerId, kind: 'api', concurrency: config.scans.workerConcurrency, intervalSeconds: config.observability.workerHeartbeatSeconds },
          logger,
        )
      : undefined;
  // Ready once listening, until close() starts; and only while the database answers.
  const probes = new Probes({ check: () => ping(database.db) });
  const app = buildHttpApp({ config, logger, services, operations, events: scanEvents, metrics, probes });

  try {
    await scanQueue.work(
      { concurrency: config.scans.workerConcurrency, pollSeconds: config.scans.pollSeconds, heartbeatSeconds: config.scans.jobHeartbeatSeconds },
      (job) => runner.handle(job),
    );
    if (database.kind === 'pglite') {
      // One process owns the embedded database: uploads cut short and scans left running by a dead process are ours to clean up.
      fs.rmSync(uploadsDir(config.dataDir), { recursive: true, force: true });
      await services.scans.recoverAfterRestart();
    }
    await statistics?.start();
    await services.addressGuard.start();
    // Every API process sends webhook deliveries (WEBHOOK_CONCURRENCY, 0 = none) and may run the digest.
    await services.outbound.start({ deliver: config.webhooks.concurrency > 0 });
    await heartbeat?.start();
    if (config.scans.workerConcurrency > 0) await runner.compliance.backfill();
    if (seeded && config.scans.sampleScan) await queueSampleScan(database.db, services, logger);
  } catch (error) {
    await scanQueue.stop().catch(() => undefined);
    await scanEvents.close();
    await database.close();
    throw error;
  }

  const housekeeping = setInterval(() => {
    Promise.all([services.limiter.purge(), purgeExpiredCredentials(database.db), services.signals.purge(), purgeSilentWorkers(database.db)]).catch((error: unknown) =>
      logger.warn({ err: error }, 'housekeeping failed'),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  // Alert rules on state that lasts (silent workers, old signing keys, expired risks, findings past their deadline); every API process runs them, the open-alert index deduplicates.
  const alertChecks = setInterval(() => {
    void services.alerts.runPeriodicChecks();
    services.triage.expireRisks().catch((error: unknown) => logger.warn({ err: error }, 'risk expiry check failed'));
    services.deadlines.checkOverdue().catch((error: unknown) => logger.warn({ err: error }, 'overdue check failed'));
  }, config.observability.alertCheckSeconds * 1000);
  alertChecks.unref();

  let server: Server | undefined;
  let closing: Promise<void> | undefined;

  return {
    config,
    logger,
    db: database.db,
    databaseKind: database.kind,
    express: app,
    services,
    runner,
    async listen(port = config.port, host = config.host) {
      if (server) throw new Error('already listening');
      const created = createAppServer(app);
      // The gateway keeps idle connections to us for a few seconds and reuses them: we must not be
      // the side that closes a kept-alive socket first, or a request sent on it at that moment fails
      // with ECONNRESET (seen under load by bench/load.mjs).
      created.keepAliveTimeout = 65_000;
      created.headersTimeout = 66_000;
      server = created;
      await new Promise<void>((resolve, reject) => {
        created.once('error', reject);
        created.listen(port, host, () => {
          created.off('error', reject);
          resolve();
        });
      });
      probes.markReady();
      const address = created.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return { port: address.port, host: address.address, url: `http://${shownHost}:${address.port}` };
    },
    close() {
      closing ??= (async () => {
        // Readiness fails first, so balancers send nothing new; then no new job is taken.
        probes.markDraining();
        clearInterval(housekeeping);
        clearInterval(alertChecks);
        services.addressGuard.stop();
        const graceMs = config.shutdownGraceSeconds * 1000;
        await scanQueue.stopFetching();
        await services.outbound.stop();
        // Event streams end at once with a last `reconnect` event, so clients move to a process that stays.
        await scanEvents.close();
        // Requests in flight (an upload, an export) and the scan batches in hand finish within the grace.
        // Embedded (PGlite), this process is the only one and resumes the scan on its next start: its
        // scans stop at once, so a quick Ctrl-C never outlasts a supervisor's patience mid-write.
        const batchGraceMs = database.kind === 'pglite' ? 0 : graceMs;
        await Promise.all([server ? drainHttpServer(server, graceMs) : undefined, runner.drain(batchGraceMs)]);
        await scanQueue.stop(5000);
        await heartbeat?.stop().catch((error: unknown) => logger.warn({ err: error }, 'could not remove the worker heartbeat'));
        await mailer.drain();
        mailer.close();
        await database.close();
      })();
      return closing;
    },
  };
}

/** First start: a real scan of the bundled sample for "Internet Banking", so the dashboard has findings. */
async function queueSampleScan(db: Kysely<Database>, services: Services, logger: Logger): Promise<void> {
  if (!fs.existsSync(SAMPLE_REPOSITORY)) return;
  const project = await db.selectFrom('projects').select(['id', 'tenant_id']).where('name', '=', 'Internet Banking').executeTakeFirst();
  if (!project) return;
  try {
    const scanId = await services.scans.startFromDirectory(project.tenant_id, project.id, SAMPLE_REPOSITORY);
    logger.info({ scanId, project: 'Internet Banking' }, 'queued the scan of the bundled sample repository');
  } catch (error) {
    logger.warn({ err: error }, 'could not queue the sample scan');
  }
}
