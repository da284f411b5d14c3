import { readFile, rename, writeFile } from 'node:fs/promises';
import type { EngineFinding, ScanEngine, SkippedTally } from './scan-engine.js';
import { ScanFailure, SOURCE_MISSING } from './scan-failure.js';
import { scanPaths } from './scan-paths.js';
import type { ScanRow } from './scans.repository.js';

/** What a scan reads: the files of an extracted tree (and those the listing left unread), or one uploaded SARIF document. */
export type ScanSource = { root: string; files: string[]; skipped: SkippedTally } | { sarif: string };

const NONE_SKIPPED: SkippedTally = { filesSkipped: [], filesSkippedCount: 0 };

/** The kept list: `{ files, skipped }`, or the bare array written before skipped files were kept. */
function readList(json: string): { files: string[]; skipped: SkippedTally } {
  const list = JSON.parse(json) as string[] | { files: string[]; skipped: SkippedTally };
  return Array.isArray(list) ? { files: list, skipped: NONE_SKIPPED } : list;
}

/** The scan's source; a tree's file list is made once and kept, so batches are the same after a restart. */
export async function scanSource(engine: ScanEngine, dataDir: string, row: ScanRow): Promise<ScanSource> {
  const paths = scanPaths(dataDir, row.id);
  if (row.source_kind === 'sarif') return { sarif: paths.sarif };
  try {
    return { root: paths.source, ...readList(await readFile(paths.files, 'utf8')) };
  } catch {
    // First run: list once and keep the list.
  }
  let list: { files: string[]; skipped: SkippedTally };
  try {
    list = await engine.listFiles(paths.source);
  } catch {
    throw new ScanFailure(SOURCE_MISSING);
  }
  await writeFile(`${paths.files}.tmp`, JSON.stringify(list));
  await rename(`${paths.files}.tmp`, paths.files);
  return { root: paths.source, ...list };
}

/** The uploaded SARIF document, parsed; a scan whose file is gone or unreadable fails. */
async function readSarif(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new ScanFailure(SOURCE_MISSING);
  }
}

/** How many batches the source makes: a tree's files `batchSize` at a time, a SARIF document whole. */
export const batchCount = (source: ScanSource, batchSize: number): number =>
  'files' in source ? Math.ceil(source.files.length / batchSize) : 1;

/** The findings, lines and skipped files of batch number `batch`, and how many of the tree's files it covered. */
export async function readBatch(
  engine: ScanEngine,
  source: ScanSource,
  batch: { index: number; size: number },
  signal: AbortSignal,
): Promise<{ findings: EngineFinding[]; linesScanned: number; files: number; skipped: SkippedTally }> {
  if ('sarif' in source) return { findings: engine.importSarif(await readSarif(source.sarif)), linesScanned: 0, files: 0, skipped: NONE_SKIPPED };
  const slice = source.files.slice(batch.index * batch.size, (batch.index + 1) * batch.size);
  const { findings, linesScanned, filesSkipped, filesSkippedCount } = await engine.scanFiles(source.root, slice, signal);
  return { findings, linesScanned, files: slice.length, skipped: { filesSkipped, filesSkippedCount } };
}
