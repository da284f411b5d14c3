/** Whole-tree scan: list, scan in batches with progress and an optional checkpoint per batch. */
import { listScannableFiles, type ListOptions } from '../files/list-files.js';
import { compareFindings } from '../findings/severity.js';
import type { ScanProgress, ScanResult } from '../types.js';
import { projectOf } from './project-index.js';
import { scanFiles } from './scan-files.js';
import { addSkipped, SkippedFiles } from './skipped-files.js';

export interface ScanCheckpoint {
  /** Files of `files` already scanned; pass back as `resumeFrom` to continue after a restart. */
  filesDone: number;
  filesTotal: number;
  /** Result of the batch just finished (findings are final for those files). */
  batch: ScanResult;
}

export interface ScanDirectoryOptions extends Omit<ListOptions, 'log'> {
  onProgress?(progress: ScanProgress): void;
  signal?: AbortSignal;
  /** Called after each batch; a durable job persists the batch and its position here. */
  checkpoint?(checkpoint: ScanCheckpoint): void | Promise<void>;
  /** Skip the first N listed files (already scanned before a restart). */
  resumeFrom?: number;
  /** Files per checkpoint batch (default 10,000); each batch is one ast-grep process. */
  checkpointEvery?: number;
}

export async function scanDirectory(root: string, options: ScanDirectoryOptions = {}): Promise<ScanResult> {
  const { onProgress, signal, checkpoint } = options;
  onProgress?.({ stage: 'listing', filesDone: 0, filesTotal: 0 });
  const result: ScanResult = { findings: [], linesScanned: 0, filesScanned: 0, filesSkipped: [], filesSkippedCount: 0, log: [] };
  const tooLarge = new SkippedFiles();
  const files = await listScannableFiles(root, { ...options, log: result.log, onSkip: tooLarge.add });
  addSkipped(result, tooLarge);
  // Made over every file before the batches, so a batch's calls reach files of other batches (a resumed
  // scan makes it again: same files, and summaries that do not depend on the order files come in).
  const project = projectOf(root, files);
  const step = options.checkpointEvery ?? 10_000;
  for (let start = options.resumeFrom ?? 0; start < files.length; start += step) {
    const slice = files.slice(start, start + step);
    const batch = await scanFiles(root, slice, {
      signal,
      project,
      onProgress: (p) => onProgress?.({ stage: 'analyzing', filesDone: start + p.filesDone, filesTotal: files.length }),
    });
    result.findings.push(...batch.findings);
    result.linesScanned += batch.linesScanned;
    result.filesScanned += batch.filesScanned;
    result.log.push(...batch.log);
    addSkipped(result, batch);
    await checkpoint?.({ filesDone: start + slice.length, filesTotal: files.length, batch });
  }
  onProgress?.({ stage: 'finalizing', filesDone: files.length, filesTotal: files.length });
  result.findings.sort(compareFindings);
  return result;
}
