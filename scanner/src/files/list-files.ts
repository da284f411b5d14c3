/**
 * Lists the files a scan should read, walking the tree without following symlinks and without
 * honouring any ignore file inside it (an uploaded tree must not be able to hide files).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { turnTaker } from '../event-loop.js';
import { skippedFile } from '../scan/skipped-files.js';
import type { ScanLogEntry, SkippedFile } from '../types.js';
import { ALWAYS_SKIPPED_DIRS, VENDORED_DIRS, hasBinaryExtension, isMinifiedName } from './classify.js';

export interface ListOptions {
  /** Scan node_modules, vendor, dist... too (default false). */
  includeVendored?: boolean;
  /** Files larger than this are skipped and logged (default 2 MB). */
  maxFileBytes?: number;
  log?: ScanLogEntry[];
  /** Told of each file left unread because of its size (files left out by policy are not skipped). */
  onSkip?(skipped: SkippedFile): void;
}

export const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * Depth first, each folder's entries in name order (so batches are reproducible for checkpoints).
 * Synchronous calls on purpose: each async readdir/stat costs a thread-pool round trip, and listing
 * 6,000 files took ~250 ms that way against ~50 ms, while the engine cannot start before the list
 * is complete. The event loop still gets its turns (event-loop.ts).
 */
async function listInto(found: string[], root: string, dir: string, options: ListOptions, maxBytes: number, takeTurn: () => Promise<void> | undefined): Promise<void> {
  const entries = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => {
      if (entry.isSymbolicLink()) return false;
      if (entry.isDirectory()) return !ALWAYS_SKIPPED_DIRS.has(entry.name) && (options.includeVendored || !VENDORED_DIRS.has(entry.name));
      return entry.isFile();
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    await takeTurn();
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      await listInto(found, root, full, options, maxBytes, takeTurn);
      continue;
    }
    const rel = relative(root, full).split(sep).join('/');
    if (hasBinaryExtension(rel) || isMinifiedName(rel)) continue;
    const size = statSync(full, { throwIfNoEntry: false })?.size;
    if (size === undefined) continue; // removed while listing
    if (size <= maxBytes) {
      found.push(rel);
      continue;
    }
    const limit = `${new Intl.NumberFormat('pt-BR').format(Math.round(maxBytes / 1024))} KB`;
    options.log?.push({ level: 'info', file: rel, message: `Arquivo ignorado: maior que ${limit}.` });
    options.onSkip?.(skippedFile(rel, 'too_large', 'listing', limit));
  }
}

/** Relative POSIX paths of the files a scan reads, in a stable order. */
export async function listScannableFiles(root: string, options: ListOptions = {}): Promise<string[]> {
  const found: string[] = [];
  await listInto(found, root, root, options, options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, turnTaker());
  return found;
}
