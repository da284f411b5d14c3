/**
 * The analyzing stage of a scan job: the source file batch by file batch from the checkpoint on, each
 * batch committed once with the checkpoint past it (./scan-runner's header says why this is safe).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../lib/db.js';
import { DEFAULT_BRANCH } from '../triage/tracking.repository.js';
import { QUOTA_MESSAGE, quotaAllows } from '../usage/metering.js';
import { ScanFailure } from './scan-failure.js';
import { LeaseLost, lockLeasedScan } from './scan-lease.js';
import type { ScanRunnerDeps } from './scan-runner.js';
import { batchCount, readBatch, scanSource } from './scan-source.js';
import { skippedColumns, withBatchSkipped } from './skipped-files.js';
import { firstCheckpoint, updateScan, upsertFindings, type Checkpoint, type ScanRow, type ScanUpdate } from './scans.repository.js';

/** What the analysis uses of the runner that holds the scan's lease. */
export interface AnalysisRunner {
  deps: ScanRunnerDeps;
  workerId: string;
  /** Aborted by the runner's drain(): the scan stops at its next batch boundary. */
  stopping: AbortSignal;
  /** Updates the row (only while the lease holds) and publishes the new status, in one transaction. */
  transition(scanId: string, values: ScanUpdate): Promise<ScanRow>;
  /** Tells the scan's listeners its new status, in the transaction that wrote it. */
  publish(trx: Db, row: ScanRow): Promise<void>;
}

export async function analyzeScan(runner: AnalysisRunner, scan: ScanRow, signal: AbortSignal): Promise<ScanRow> {
  const { engine, config, logger } = runner.deps;
  const limits = { maxFiles: config.maxFiles, maxBytes: config.maxExtractedBytes, maxRatio: config.maxCompressionRatio };
  const source = await scanSource({ engine, storage: runner.deps.storage, dataDir: runner.deps.dataDir, limits }, scan);
  const files = 'files' in source ? source.files : [];
  let checkpoint = (scan.checkpoint as Checkpoint | null) ?? firstCheckpoint(config.batchFiles);
  const batches = batchCount(source, checkpoint.batchSize);
  let row = await runner.transition(scan.id, {
    stage: 'analyzing',
    files_total: 'files' in source ? files.length : null,
    checkpoint: JSON.stringify(checkpoint),
    // The listing's skipped files open the tally: set again on a restart before any batch, left alone after.
    ...(checkpoint.batchesDone === 0 && 'files' in source ? skippedColumns(source.skipped) : {}),
  });
  const started = Date.now();
  const filesAtStart = checkpoint.filesDone;

  for (let batch = checkpoint.batchesDone; batch < batches; batch += 1) {
    signal.throwIfAborted();
    runner.stopping.throwIfAborted();
    const result = await readBatch(runner.deps, source, { index: batch, size: checkpoint.batchSize }, signal);
    const lines = checkpoint.linesScanned + result.linesScanned;
    // The lines are known batch by batch: stop as soon as the scan would pass the monthly quota.
    if (!(await quotaAllows(runner.deps.db, scan.tenant_id, lines))) throw new ScanFailure(QUOTA_MESSAGE);

    const filesDone = checkpoint.filesDone + result.files;
    const elapsed = (Date.now() - started) / 1000;
    const doneHere = filesDone - filesAtStart;
    const eta = files.length > 0 && doneHere > 0 ? Math.max(0, Math.round((elapsed / doneHere) * (files.length - filesDone))) : null;
    const progress = batches > 0 ? Math.min(90, Math.floor(((batch + 1) / batches) * 90)) : 90;
    const expected = batch;
    row = await runner.deps.db.transaction().execute(async (trx) => {
      const locked = await lockLeasedScan(trx, scan.id, runner.workerId);
      const stored = locked.checkpoint as Checkpoint | null;
      if ((stored?.batchesDone ?? 0) !== expected) throw new LeaseLost();
      // Linked to the branch's tracked findings as they are written (matching at completion stays small).
      const scope = { tenantId: scan.tenant_id, projectId: scan.project_id, scanId: scan.id, branch: scan.branch || DEFAULT_BRANCH };
      const created = await upsertFindings(trx, scope, result.findings);
      checkpoint = {
        batchSize: checkpoint.batchSize,
        batchesDone: expected + 1,
        filesDone,
        linesScanned: lines,
        findingsPerBatch: [...checkpoint.findingsPerBatch, created],
      };
      const updated = await updateScan(trx, scan.id, {
        checkpoint: JSON.stringify(checkpoint),
        ...withBatchSkipped(locked, result.skipped),
        files_scanned: filesDone,
        lines_scanned: lines,
        findings_count: sql<number>`findings_count + ${created}`,
        progress,
        eta_seconds: eta,
        heartbeat_at: sql<Date>`now()`,
      });
      await runner.publish(trx, updated);
      return updated;
    });
    logger.info({ scanId: scan.id, batch, batches, filesDone, findings: row.findings_count }, 'scan checkpoint');
    runner.deps.onCheckpoint?.(scan.id, batch);
    if (config.batchDelayMs > 0 && batch + 1 < batches) await sleep(config.batchDelayMs, undefined, { signal });
  }
  return runner.transition(scan.id, { stage: 'generating_compliance', progress: 92, eta_seconds: null });
}
