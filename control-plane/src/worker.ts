/**
 * A scan worker without HTTP (but its probes and /metrics on METRICS_PORT):
 * `node control-plane/dist/worker.js`. Run N of them against one PostgreSQL (DATABASE_URL) and one
 * storage (STORAGE_URL's bucket, or a shared DATA_DIR) to scale scanning; the API processes then
 * usually run with WORKER_CONCURRENCY=0. On PGlite a worker owns the data folder like the API does
 * (one process only). Concurrency per process: WORKER_CONCURRENCY (at least 1 here).
 */
import { getPriority, setPriority } from 'node:os';
import path from 'node:path';
import { AlertsService } from './alerts/alerts.service.js';
import { loadConfig } from './config.js';
import { Probes } from '@vigia/telemetry';
import { migrate, openDatabase, ping } from './db/connection.js';
import { createLogger } from './lib/logger.js';
import { loadOrCreateSecrets } from './lib/secrets.js';
import { Mailer } from './mail/mailer.js';
import { createOutbound } from './webhooks/outbound.js';
import { reportStartFailure, shutdownOnSignals } from './lib/process-lifecycle.js';
import { serveWorkerMetrics } from './observability/process-metrics.js';
import { WorkerHeartbeat } from './observability/worker-heartbeat.js';
import { scannerEngine } from './scans/scan-engine.js';
import { ScanQueue } from './scans/scan-queue.js';
import { createScanRunner } from './scans/process-runner.js';
import { ScansService } from './scans/scans.service.js';
import { openStorage } from './storage/storage-config.js';

const config = loadConfig();
const logger = createLogger(config.logLevel).child({ process: 'worker' });

// Scans are batch work: on a host shared with API or gateway processes, requests get the CPU first
// (bench/load.mjs, 2 shared cores, PostgreSQL, 50 dashboard queries/s during a scan: p95 11.0 s
// without it, 68 ms with it).
// The scanner's child processes (ast-grep) inherit the priority.
try {
  setPriority(Math.min(19, getPriority() + config.scans.workerNice));
} catch (error) {
  logger.warn({ err: error }, 'could not lower the worker priority');
}

try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  const probes = new Probes({ check: () => ping(database.db) });
  await migrate(database.db, logger);
  const queue = await ScanQueue.start(database, config.scans, logger, 'worker');
  // Events out of the scans this worker finishes (webhooks, e-mails); deliveries are sent by the API processes.
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') }, logger);
  const outbound = createOutbound({ db: database.db, config, pepper: loadOrCreateSecrets(config.dataDir, config.pepper).pepper, mailer, scanQueue: queue, logger });
  await outbound.start({ deliver: false });
  const alerts = new AlertsService(database.db, { config, clock: () => new Date(), logger, publish: (event) => outbound.publisher.publish(event) });
  const storage = openStorage(config.storage, config.dataDir);
  const { runner, statistics } = createScanRunner({ database, engine: scannerEngine, config, storage, logger, listeners: [alerts, outbound] });
  // Listening from here on: the probes say "starting" until the worker takes jobs.
  const metricsServer =
    config.metricsPort > 0
      ? await serveWorkerMetrics({ db: database.db, runner, probes }, { port: config.metricsPort, allowFrom: config.metricsAllowFrom })
      : undefined;
  const concurrency = Math.max(1, config.scans.workerConcurrency);
  await queue.work({ concurrency, pollSeconds: config.scans.pollSeconds, heartbeatSeconds: config.scans.jobHeartbeatSeconds }, (job) =>
    runner.handle(job),
  );
  const heartbeat = new WorkerHeartbeat(
    database.db,
    { workerId: runner.workerId, kind: 'worker', concurrency, intervalSeconds: config.observability.workerHeartbeatSeconds },
    logger,
  );
  await heartbeat.start();
  if (database.kind === 'pglite') {
    await new ScansService(database.db, { config, engine: scannerEngine, queue, storage, logger }).recoverAfterRestart();
  }
  await statistics?.start();
  probes.markReady();
  logger.info({ workerId: runner.workerId, concurrency, database: database.kind, metricsPort: config.metricsPort || undefined }, 'scan worker started');

  shutdownOnSignals(logger, {
    // No new job; the batches in hand finish and checkpoint (cut after SHUTDOWN_GRACE_SECONDS), and
    // their jobs go back to the queue for another worker.
    close: async () => {
      probes.markDraining();
      await queue.stopFetching();
      await runner.drain(config.shutdownGraceSeconds * 1000);
      await queue.stop(5000);
      await heartbeat.stop().catch(() => undefined);
      await mailer.drain();
      mailer.close();
      metricsServer?.close();
      await database.close();
    },
    timeoutMs: (config.shutdownGraceSeconds + 10) * 1000,
    messages: { stopping: 'worker shutting down', failed: 'worker shutdown failed' },
  });
} catch (error) {
  reportStartFailure(logger, error, 'scan worker failed to start');
}
