/**
 * Safe extraction of an uploaded source archive (.tar.gz/.tgz/.tar or .zip) into a fresh folder.
 * node-tar and yauzl only parse; every entry is checked (names in ./names, limits in ./extract-budget)
 * and written by us (./extract-write); tar is read here, zip in ./extract-zip:
 * - a path that is absolute or climbs out with `..` refuses the whole upload, and so does a name
 *   with control characters or deceptive Unicode (bidi overrides, look-alike slashes and dots);
 * - links (symbolic and hard), devices and FIFOs are skipped, so nothing in the tree points outside it;
 * - limits on the number of entries, the total uncompressed size and the compression ratio
 *   (whole archive, and each zip entry) refuse zip bombs;
 * - files are written 0600 and never made executable.
 * Errors are `ArchiveError`s with a Portuguese message; the caller removes the folder.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Parser, type ReadEntry } from 'tar';
import { ArchiveError } from './archive-error.js';
import { Budget, ratioError, type ExtractLimits, type ExtractResult } from './extract-budget.js';
import { folderMaker, writeEntry } from './extract-write.js';
import { extractZip } from './extract-zip.js';
import { safeTarget } from './names.js';

export type { ExtractLimits, ExtractResult } from './extract-budget.js';
export { extractZip } from './extract-zip.js';

export function extractTar(file: string, compressedBytes: number, root: string, limits: ExtractLimits): Promise<ExtractResult> {
  const budget = new Budget(limits, compressedBytes);
  const makeFolder = folderMaker();
  return new Promise<ExtractResult>((resolve, reject) => {
    const input = createReadStream(file);
    const writes: Promise<void>[] = [];
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      input.destroy();
      // Let writes in flight settle before the caller removes the folder.
      const message = error instanceof Error ? error.message : String(error);
      void Promise.allSettled(writes).then(() =>
        reject(
          error instanceof ArchiveError
            ? error
            : /decompression ratio/i.test(message)
              ? ratioError()
              : new ArchiveError('Arquivo inválido: não foi possível ler o arquivo compactado'),
        ),
      );
    };
    const parser = new Parser({
      strict: true,
      noResume: true,
      maxDecompressionRatio: Math.max(limits.maxRatio, 1000),
      onReadEntry: (entry: ReadEntry) => {
        if (settled) {
          entry.resume();
          return;
        }
        try {
          const target = safeTarget(root, entry.path);
          budget.entry();
          if (entry.type === 'Directory') {
            if (target) {
              const folder = makeFolder(target);
              folder.catch(fail);
              writes.push(folder);
            }
            entry.resume();
          } else if ((entry.type === 'File' || entry.type === 'OldFile' || entry.type === 'ContiguousFile') && target) {
            const write = writeEntry(entry as unknown as Readable, target, budget, makeFolder);
            write.catch(fail);
            writes.push(write);
          } else {
            // SymbolicLink, Link (hard link), devices, FIFOs: never written.
            budget.skipped += 1;
            entry.resume();
          }
        } catch (error) {
          entry.resume();
          fail(error);
        }
      },
    });
    parser.on('error', fail);
    parser.on('warn', (_code: string, message: unknown) =>
      fail(/decompression ratio/i.test(String(message)) ? ratioError() : new ArchiveError('Arquivo inválido: não foi possível ler o arquivo compactado')),
    );
    input.on('error', fail);
    parser.on('end', () => {
      void Promise.all(writes).then(
        () => {
          if (settled) return;
          if (budget.files === 0) {
            fail(new ArchiveError('Arquivo inválido: o arquivo compactado está vazio ou não é um tar.gz válido'));
            return;
          }
          settled = true;
          resolve(budget.result());
        },
        fail,
      );
    });
    input.pipe(parser);
  });
}

/** Extracts an archive whose kind was sniffed from its first bytes. */
export function extractArchive(kind: 'tar' | 'zip', file: string, compressedBytes: number, root: string, limits: ExtractLimits): Promise<ExtractResult> {
  return (kind === 'zip' ? extractZip : extractTar)(file, compressedBytes, root, limits);
}
