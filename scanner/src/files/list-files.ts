/**
 * Lists the files a scan should read, walking the tree without following symlinks and without
 * honouring any ignore file inside it (an uploaded tree must not be able to hide files).
 */
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ScanLogEntry } from '../types.js';
import { ALWAYS_SKIPPED_DIRS, VENDORED_DIRS, hasBinaryExtension, isMinifiedName } from './classify.js';

export interface ListOptions {
  /** Scan node_modules, vendor, dist... too (default false). */
  includeVendored?: boolean;
  /** Files larger than this are skipped and logged (default 2 MB). */
  maxFileBytes?: number;
  log?: ScanLogEntry[];
}

export const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * One folder: its entries in name order (so batches are reproducible for checkpoints), subfolders
 * and file sizes read concurrently. Awaiting one stat at a time made listing 6,000 files cost
 * ~0.8 s, and the scan waits for the list before the engine can start.
 */
async function listFolder(root: string, dir: string, options: ListOptions, maxBytes: number): Promise<string[]> {
  const entries = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => {
      if (entry.isSymbolicLink()) return false;
      if (entry.isDirectory()) return !ALWAYS_SKIPPED_DIRS.has(entry.name) && (options.includeVendored || !VENDORED_DIRS.has(entry.name));
      return entry.isFile();
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const lists = await Promise.all(
    entries.map(async (entry): Promise<string[]> => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listFolder(root, full, options, maxBytes);
      const rel = relative(root, full).split(sep).join('/');
      if (hasBinaryExtension(rel) || isMinifiedName(rel)) return [];
      if ((await stat(full)).size <= maxBytes) return [rel];
      options.log?.push({ level: 'info', file: rel, message: `Arquivo ignorado: maior que ${Math.round(maxBytes / 1024)} KB.` });
      return [];
    }),
  );
  return lists.flat();
}

/** Relative POSIX paths of the files a scan reads, in a stable order. */
export async function listScannableFiles(root: string, options: ListOptions = {}): Promise<string[]> {
  return listFolder(root, root, options, options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
}
