/**
 * Runs one scan job: queued → analyzing → generating_compliance → finalizing → completed (or failed).
 *
 * Idempotent under at-least-once delivery:
 * - the worker takes a lease on the scan row (worker_id + heartbeat_at); a job for a scan another
 *   live worker holds, or that already finished, does nothing;
 * - analysis goes file batch by file batch; each batch's findings are upserted in the same
 *   transaction that moves the checkpoint past it, after checking (row locked) that the lease is
 *   still ours and the checkpoint is still at that batch. A batch is committed exactly once; a crash
 *   before the commit loses only that batch's work, which the next attempt redoes;
 * - artifacts are rewritten from the stored findings (same kind replaces the row);
 * - usage is recorded in the transaction that completes the scan, under a unique key per scan.
 *
 * This file is the job's lifecycle only: the batches are analysed by ./scan-analysis, the source is read
 * by ./scan-source, the lease is ./scan-lease, result files are ./scan-artifacts, the completing transaction ./scan-finalize, the compliance report ../compliance/compliance-writer, metering
 * ../usage/metering.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { ComplianceWriter } from '../compliance/compliance-writer.js';
import type { ScanConfig } from '../config.js';
import type { EmbeddedStatistics } from '../db/embedded-statistics.js';
import type { Db } from '../lib/db.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { QUOTA_MESSAGE } from '../usage/metering.js';
import { analyzeScan, type AnalysisRunner } from './scan-analysis.js';
import { writeResultArtifacts } from './scan-artifacts.js';
import type { ScanEngine } from './scan-engine.js';
import { publishScanEvent } from './scan-events.js';
import { completeScan } from './scan-finalize.js';
import { lastAttemptMessage, ScanFailure } from './scan-failure.js';
import { keepLease, LeaseLost, lockLeasedScan } from './scan-lease.js';
import { scanKeys, scanPaths } from './scan-paths.js';
import type { ScanJob } from './scan-queue.js';
import { toScanStatus } from './scan-status.js';
import { claimScan, findScanById, lockScan, releaseScan, setJobId, updateScan, type ScanRow, type ScanUpdate } from './scans.repository.js';

/** What the runner tells when a scan ends (the alert rules listen). */
export interface FinishedScan {
  tenantId: string;
  projectId: string;
  scanId: string;
  status: 'completed' | 'failed';
  error?: string;
  criticalFindings?: number;
}

export interface ScanRunnerDeps {
  db: Db;
  engine: ScanEngine;
  config: ScanConfig;
  /** This machine's data folder (the scan's extracted tree). */
  dataDir: string;
  /** Uploaded sources, file lists and artifacts. */
  storage: ObjectStorage;
  logger: Logger;
  /** Test hook, called after each committed batch. */
  onCheckpoint?(scanId: string, batch: number): void;
  /** Called once a scan has ended, completed or failed (alert rules); errors are logged, never thrown. */
  onFinished?(scan: FinishedScan): Promise<void>;
  /** The embedded database's planner statistics (PGlite has no autovacuum), told of each completed scan. */
  statistics?: Pick<EmbeddedStatistics, 'afterScan'> | undefined;
}

export class ScanRunner {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly running = new Set<AbortController>();
  /** Aborted by drain(): scans stop at their next batch boundary, the batch in hand committed. */
  private readonly stopping = new AbortController();
  readonly compliance: ComplianceWriter;

  constructor(private readonly deps: ScanRunnerDeps) {
    this.compliance = new ComplianceWriter(deps);
  }

  /** Scans this process is running now (a metric). */
  get activeScans(): number {
    return this.running.size;
  }

  /** Tells every scan in flight to stop now, mid-batch (the job is retried elsewhere or later). */
  abortAll(): void {
    for (const controller of this.running) controller.abort();
  }

  /**
   * Graceful stop: each scan in flight finishes (and checkpoints) the batch it is on, hands its
   * lease back and its job to the queue, so another worker goes on from that checkpoint; scans
   * still busy after `graceMs` are cut mid-batch (that batch is redone elsewhere).
   */
  async drain(graceMs: number): Promise<void> {
    this.stopping.abort();
    const waitIdle = async (ms: number) => {
      const deadline = Date.now() + ms;
      while (this.running.size > 0 && Date.now() < deadline) await sleep(50);
    };
    await waitIdle(graceMs);
    if (this.running.size === 0) return;
    this.abortAll();
    await waitIdle(5000);
  }

  async handle(job: ScanJob): Promise<void> {
    const { db, logger } = this.deps;
    const { scanId } = job.data;
    const claimed = await this.claimOnceFree(scanId);
    if (!claimed) {
      logger.info({ scanId, jobId: job.id }, 'scan job skipped: finished or held by a live worker');
      return;
    }
    await setJobId(db, scanId, job.id);
    const controller = new AbortController();
    this.running.add(controller);
    const onJobAbort = () => controller.abort();
    job.signal.addEventListener('abort', onJobAbort);
    const stopBeating = keepLease(db, { scanId, workerId: this.workerId, staleSeconds: this.deps.config.staleSeconds }, logger, () =>
      controller.abort(),
    );
    try {
      await this.run(claimed, controller.signal);
    } catch (error) {
      if (error instanceof LeaseLost) {
        logger.warn({ scanId }, 'scan lease lost to another worker; stopping');
        return;
      }
      if (error instanceof ScanFailure) {
        await this.fail(scanId, error.message);
        return;
      }
      const lastAttempt = job.retryCount >= job.retryLimit;
      if (this.stopping.signal.aborted && !controller.signal.aborted) {
        // Drained at a batch boundary: never a failure, whatever the attempt.
        logger.info({ scanId, attempt: job.retryCount }, 'scan handed back at a checkpoint (shutting down)');
        await this.release(scanId).catch(() => undefined);
        throw error;
      }
      logger.error({ err: error, scanId, attempt: job.retryCount, lastAttempt }, 'scan attempt failed');
      if (controller.signal.aborted && !lastAttempt) {
        // Shutting down: leave the scan resumable; the queue retries the job.
        await this.release(scanId).catch(() => undefined);
        throw error;
      }
      if (lastAttempt) {
        // Storage is retried like any error (space may be freed); the last attempt says what was wrong.
        await this.fail(scanId, lastAttemptMessage(error));
        return;
      }
      throw error;
    } finally {
      stopBeating();
      job.signal.removeEventListener('abort', onJobAbort);
      this.running.delete(controller);
    }
  }

  /**
   * Takes the scan's lease. A job retried because its worker died (the queue saw the job's
   * heartbeat stop, within seconds) finds the scan still leased to the dead worker until the lease
   * goes stale (SCAN_STALE_SECONDS): it waits for that instead of skipping, or the scan would stay
   * "running" with no job behind it. A holder that keeps its lease fresh past the stale period is
   * alive (a duplicate job): then the job is skipped.
   */
  private async claimOnceFree(scanId: string): Promise<ScanRow | undefined> {
    const { db, config } = this.deps;
    const deadline = Date.now() + (config.staleSeconds + 5) * 1000;
    for (;;) {
      const claimed = await claimScan(db, scanId, this.workerId, config.staleSeconds);
      if (claimed) return claimed;
      const row = await findScanById(db, scanId);
      const heldElsewhere = row && (row.status === 'queued' || row.status === 'running') && row.worker_id !== null && row.worker_id !== this.workerId;
      if (!heldElsewhere || Date.now() > deadline || this.stopping.signal.aborted) return undefined;
      await sleep(1000);
    }
  }

  private async run(scan: ScanRow, signal: AbortSignal): Promise<void> {
    let row = scan;
    if (row.stage === 'queued' || row.stage === 'analyzing') {
      try {
        row = await this.analyze(row, signal);
      } finally {
        // What the batches shared (parsed trees, summaries) is the scan's, not the process's (issue 31).
        this.deps.engine.releaseTree(scanPaths(this.deps.dataDir, scan.id).source);
      }
    }
    signal.throwIfAborted();
    if (row.stage === 'generating_compliance') row = await this.generate(row);
    if (row.stage === 'finalizing') await this.finalize(row);
  }

  /** Updates the row (only while our lease holds) and publishes the new status, in one transaction. */
  private async transition(scanId: string, values: ScanUpdate): Promise<ScanRow> {
    return this.deps.db.transaction().execute(async (trx) => {
      await lockLeasedScan(trx, scanId, this.workerId);
      const updated = await updateScan(trx, scanId, { ...values, heartbeat_at: sql<Date>`now()` });
      await this.publish(trx, updated);
      return updated;
    });
  }

  private analyze(scan: ScanRow, signal: AbortSignal): Promise<ScanRow> {
    const runner: AnalysisRunner = {
      deps: this.deps,
      workerId: this.workerId,
      stopping: this.stopping.signal,
      transition: (scanId, values) => this.transition(scanId, values),
      publish: (trx, row) => this.publish(trx, row),
    };
    return analyzeScan(runner, scan, signal);
  }

  private async generate(row: ScanRow): Promise<ScanRow> {
    const findings = await this.compliance.write(row);
    await writeResultArtifacts(this.deps, row, findings);
    return this.transition(row.id, { stage: 'finalizing', progress: 97 });
  }

  private async finalize(row: ScanRow): Promise<void> {
    // The source is not read past generating_compliance: remove it before the scan is seen to end,
    // so a finished scan never has files left behind (a replay of this step does not need them).
    await this.removeSource(row.id);
    const completed = await completeScan(this.deps.db, row, { workerId: this.workerId, publish: (trx, updated) => this.publish(trx, updated) });
    if (!completed) throw new ScanFailure(QUOTA_MESSAGE);
    this.deps.logger.info({ scanId: row.id, units: completed.units, findings: completed.findings }, 'scan completed');
    await this.deps.statistics?.afterScan(completed.findings).catch((error: unknown) => this.deps.logger.warn({ err: error }, 'embedded database: analyze failed'));
    await this.notifyFinished({
      tenantId: row.tenant_id,
      projectId: row.project_id,
      scanId: row.id,
      status: 'completed',
      criticalFindings: completed.critical,
    });
  }

  /** The scan's stored upload and file list, and this machine's extracted tree. */
  private async removeSource(scanId: string): Promise<void> {
    await this.deps.storage.deletePrefix(scanKeys(scanId).prefix);
    await rm(scanPaths(this.deps.dataDir, scanId).dir, { recursive: true, force: true });
  }

  /** Ends the scan as failed with a Portuguese message; nothing is metered. */
  private async fail(scanId: string, message: string): Promise<void> {
    // A failed scan is never resumed: its source goes before the failure is seen.
    await this.removeSource(scanId);
    const failed = await this.deps.db.transaction().execute(async (trx) => {
      const locked = await lockScan(trx, scanId);
      if (!locked || locked.status === 'completed' || locked.status === 'failed') return undefined;
      const updated = await updateScan(trx, scanId, {
        status: 'failed',
        stage: 'failed',
        error: message,
        eta_seconds: null,
        finished_at: sql<Date>`now()`,
        can_resume: false,
        worker_id: null,
      });
      await this.publish(trx, updated);
      return updated;
    });
    if (!failed) return;
    this.deps.logger.warn({ scanId, reason: message }, 'scan failed');
    await this.notifyFinished({ tenantId: failed.tenant_id, projectId: failed.project_id, scanId, status: 'failed', error: message });
  }

  /** Tells the scan's listeners (SSE, subscriptions) its new status, in the transaction that wrote it. */
  private async publish(trx: Db, row: ScanRow): Promise<void> {
    await publishScanEvent(trx, { tenantId: row.tenant_id, scanId: row.id, status: toScanStatus(row, this.deps.config.staleSeconds) });
  }

  private async notifyFinished(scan: FinishedScan): Promise<void> {
    await this.deps.onFinished?.(scan).catch((error: unknown) => this.deps.logger.warn({ err: error, scanId: scan.scanId }, 'scan finished hook failed'));
  }

  /** Gives the lease back and marks the scan resumable (process shutting down mid-scan). */
  private async release(scanId: string): Promise<void> {
    await releaseScan(this.deps.db, scanId, this.workerId);
  }
}
