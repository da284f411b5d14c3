/**
 * The scan runner of a process, built the same way by the API (its in-process workers) and by a
 * worker of its own (worker.ts): on PGlite with the planner statistics it keeps up to date, which
 * the caller starts once the runner takes jobs.
 */
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/connection.js';
import { EmbeddedStatistics } from '../db/embedded-statistics.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { ScanEngine } from './scan-engine.js';
import { ScanRunner, type FinishedScan } from './scan-runner.js';

/** Told when a scan ends (alert rules, webhooks and e-mails). */
export interface ScanFinishedListener {
  onScanFinished(scan: FinishedScan): Promise<void>;
}

export interface ScanRunnerFactoryDeps {
  database: DatabaseHandle;
  engine: ScanEngine;
  config: Config;
  storage: ObjectStorage;
  logger: Logger;
  /** Called in this order for each scan that ends. */
  listeners: ScanFinishedListener[];
}

export function createScanRunner({ database, engine, config, storage, logger, listeners }: ScanRunnerFactoryDeps): {
  runner: ScanRunner;
  statistics: EmbeddedStatistics | undefined;
} {
  const statistics = database.kind === 'pglite' ? new EmbeddedStatistics(database.db, logger) : undefined;
  const runner = new ScanRunner({
    db: database.db,
    engine,
    config: config.scans,
    dataDir: config.dataDir,
    storage,
    logger,
    statistics,
    onFinished: async (scan) => {
      for (const listener of listeners) await listener.onScanFinished(scan);
    },
  });
  return { runner, statistics };
}
