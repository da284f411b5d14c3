import type { Schemas } from '../lib/api-types.js';
import type { ScanRow } from './scans.repository.js';

export type ScanStatusDto = Schemas['ScanStatus'];

/** Skipped files a status names (it travels with every progress event); the SARIF artifact names up to 1,000. */
export const SKIPPED_FILES_SHOWN = 50;
export type ScanEventName = 'status' | 'completed' | 'error';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Whether a scan was interrupted and may be resumed: the flag set at startup recovery, or a running
 * (or queued) scan whose worker lease went stale: its process died or lost the database.
 */
export function isInterrupted(row: ScanRow, staleSeconds: number, now = Date.now()): boolean {
  if (row.status !== 'running' && row.status !== 'queued') return false;
  if (row.can_resume) return true;
  if (row.status === 'queued') {
    // A queued scan whose job was never sent (the API process died in between).
    return row.job_id === null && now - new Date(row.created_at).getTime() > staleSeconds * 1000;
  }
  return row.heartbeat_at === null || now - new Date(row.heartbeat_at).getTime() > staleSeconds * 1000;
}

export function toScanStatus(row: ScanRow, staleSeconds: number): ScanStatusDto {
  const running = row.status === 'queued' || row.status === 'running';
  const eta = running ? row.eta_seconds : null;
  return {
    scanId: row.id,
    projectId: row.project_id,
    hasInProgress: running,
    progress: row.progress,
    stage: row.stage,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    estimatedCompletion: eta !== null ? new Date(Date.now() + eta * 1000).toISOString() : null,
    etaSeconds: eta,
    canResume: isInterrupted(row, staleSeconds),
    filesTotal: row.files_total,
    filesScanned: row.files_scanned,
    linesScanned: row.lines_scanned,
    findingsCount: row.findings_count,
    filesSkippedCount: row.files_skipped_count,
    filesSkipped: (row.files_skipped ?? []).slice(0, SKIPPED_FILES_SHOWN),
    error: row.error,
  };
}

/** The project has never been scanned: nothing running, nothing to resume. */
export function emptyScanStatus(projectId: string): ScanStatusDto {
  return {
    scanId: null,
    projectId,
    hasInProgress: false,
    progress: 0,
    stage: 'completed',
    startedAt: null,
    finishedAt: null,
    estimatedCompletion: null,
    etaSeconds: null,
    canResume: false,
    filesTotal: null,
    filesScanned: null,
    linesScanned: null,
    findingsCount: null,
    filesSkippedCount: 0,
    filesSkipped: [],
    error: null,
  };
}

export function eventNameOf(status: ScanStatusDto): ScanEventName {
  if (status.stage === 'completed' && !status.hasInProgress) return 'completed';
  if (status.stage === 'failed') return 'error';
  return 'status';
}

const STAGE_RANK: Record<ScanStatusDto['stage'], number> = {
  queued: 0,
  analyzing: 1,
  generating_compliance: 2,
  finalizing: 3,
  completed: 4,
  failed: 4,
};

/** Orders two states of one scan; a stream drops an event older than what it already sent. */
export function isBefore(a: ScanStatusDto, b: ScanStatusDto): boolean {
  const rankA = STAGE_RANK[a.stage];
  const rankB = STAGE_RANK[b.stage];
  if (rankA !== rankB) return rankA < rankB;
  return a.progress < b.progress;
}
