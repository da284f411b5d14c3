import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ObjectMissingError, readObject, type ObjectStorage } from '../storage/object-storage.js';
import { ArchiveError } from './archive-error.js';
import { extractArchive, type ExtractLimits } from './extract.js';
import type { EngineFinding, ScanEngine, SkippedTally } from './scan-engine.js';
import { ScanFailure, SOURCE_MISSING } from './scan-failure.js';
import { scanKeys, scanPaths } from './scan-paths.js';
import type { ScanRow } from './scans.repository.js';
import { sniff } from './source-kind.js';

/** What a scan reads: the files of an extracted tree (and those the listing left unread), or one uploaded SARIF document (its storage key). */
export type ScanSource = { root: string; files: string[]; skipped: SkippedTally } | { sarif: string };

const NONE_SKIPPED: SkippedTally = { filesSkipped: [], filesSkippedCount: 0 };

/** The kept list: `{ files, skipped }`, or the bare array written before skipped files were kept. */
function readList(json: string): { files: string[]; skipped: SkippedTally } {
  const list = JSON.parse(json) as string[] | { files: string[]; skipped: SkippedTally };
  return Array.isArray(list) ? { files: list, skipped: NONE_SKIPPED } : list;
}

export interface ScanSourceDeps {
  engine: ScanEngine;
  storage: ObjectStorage;
  /** This machine's data folder: the extracted tree lives in DATA_DIR/scans/<id>/source. */
  dataDir: string;
  limits: ExtractLimits;
}

/** The scan's source; a tree's file list is made once and stored, so batches are the same after a restart on any worker. */
export async function scanSource(deps: ScanSourceDeps, row: ScanRow): Promise<ScanSource> {
  const keys = scanKeys(row.id);
  if (row.source_kind === 'sarif') return { sarif: keys.sarif };
  const root = await extractedTree(deps, row.id);
  if (await deps.storage.head(keys.files)) {
    return { root, ...readList((await readObject(deps.storage, keys.files)).toString('utf8')) };
  }
  let list: { files: string[]; skipped: SkippedTally };
  try {
    list = await deps.engine.listFiles(root);
  } catch {
    throw new ScanFailure(SOURCE_MISSING);
  }
  await deps.storage.put(keys.files, Buffer.from(JSON.stringify(list)), { contentType: 'application/json' });
  return { root, ...list };
}

/**
 * The tree on this machine: the API's own extraction when the folder is shared (local storage, or
 * the same process), else the stored archive extracted again here (same limits), through a
 * temporary folder so a crash midway never leaves a partial tree that looks complete.
 */
async function extractedTree(deps: ScanSourceDeps, scanId: string): Promise<string> {
  const { dir, source } = scanPaths(deps.dataDir, scanId);
  if (await access(source).then(() => true, () => false)) return source;
  const suffix = randomBytes(4).toString('hex');
  const archive = path.join(dir, `upload.${suffix}.tmp`);
  const temporary = `${source}.${suffix}.tmp`;
  try {
    await mkdir(temporary, { recursive: true, mode: 0o700 });
    await pipeline(await deps.storage.get(scanKeys(scanId).archive), createWriteStream(archive, { mode: 0o600 }));
    const kind = await sniff(archive);
    if (kind !== 'tar' && kind !== 'zip') throw new ScanFailure(SOURCE_MISSING);
    await extractArchive(kind, archive, (await stat(archive)).size, temporary, deps.limits);
    await rename(temporary, source);
    return source;
  } catch (error) {
    if (error instanceof ObjectMissingError || error instanceof ArchiveError) throw new ScanFailure(SOURCE_MISSING);
    throw error;
  } finally {
    await rm(archive, { force: true });
    await rm(temporary, { recursive: true, force: true });
  }
}

/** The uploaded SARIF document, parsed; a scan whose file is gone or unreadable fails. */
async function readSarif(storage: ObjectStorage, key: string): Promise<unknown> {
  try {
    return JSON.parse((await readObject(storage, key)).toString('utf8'));
  } catch {
    throw new ScanFailure(SOURCE_MISSING);
  }
}

/** How many batches the source makes: a tree's files `batchSize` at a time, a SARIF document whole. */
export const batchCount = (source: ScanSource, batchSize: number): number =>
  'files' in source ? Math.ceil(source.files.length / batchSize) : 1;

/** The findings, lines and skipped files of batch number `batch`, and how many of the tree's files it covered. */
export async function readBatch(
  deps: { engine: ScanEngine; storage: ObjectStorage },
  source: ScanSource,
  batch: { index: number; size: number },
  signal: AbortSignal,
): Promise<{ findings: EngineFinding[]; linesScanned: number; files: number; skipped: SkippedTally }> {
  const { engine } = deps;
  if ('sarif' in source) return { findings: engine.importSarif(await readSarif(deps.storage, source.sarif)), linesScanned: 0, files: 0, skipped: NONE_SKIPPED };
  const slice = source.files.slice(batch.index * batch.size, (batch.index + 1) * batch.size);
  const { findings, linesScanned, filesSkipped, filesSkippedCount } = await engine.scanFiles(source.root, slice, signal, source.files);
  return { findings, linesScanned, files: slice.length, skipped: { filesSkipped, filesSkippedCount } };
}
