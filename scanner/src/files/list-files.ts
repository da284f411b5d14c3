/**
 * Lists the files a scan should read, walking the tree without following symlinks and without
 * honouring any ignore file inside it (an uploaded tree must not be able to hide files).
 */
import { opendir, stat } from 'node:fs/promises';
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

/** Streams relative POSIX paths in a stable order, so batches are reproducible for checkpoints. */
export async function* walkScannableFiles(root: string, options: ListOptions = {}): AsyncGenerator<string> {
  const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  async function* walk(dir: string): AsyncGenerator<string> {
    const entries: { name: string; dir: boolean }[] = [];
    for await (const entry of await opendir(dir)) {
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        if (ALWAYS_SKIPPED_DIRS.has(entry.name)) continue;
        if (!options.includeVendored && VENDORED_DIRS.has(entry.name)) continue;
        entries.push({ name: entry.name, dir: true });
      } else if (entry.isFile()) {
        entries.push({ name: entry.name, dir: false });
      }
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.dir) {
        yield* walk(full);
        continue;
      }
      const rel = relative(root, full).split(sep).join('/');
      if (hasBinaryExtension(rel) || isMinifiedName(rel)) continue;
      const size = (await stat(full)).size;
      if (size > maxBytes) {
        options.log?.push({ level: 'info', file: rel, message: `Arquivo ignorado: maior que ${Math.round(maxBytes / 1024)} KB.` });
        continue;
      }
      yield rel;
    }
  }
  yield* walk(root);
}

export async function listScannableFiles(root: string, options: ListOptions = {}): Promise<string[]> {
  const files: string[] = [];
  for await (const file of walkScannableFiles(root, options)) files.push(file);
  return files;
}
