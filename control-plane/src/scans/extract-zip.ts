/**
 * The zip half of an upload's extraction (see ./extract.ts for the rules both halves keep). yauzl
 * reads one entry at a time (lazyEntries): the next is asked for only once this one is written, and
 * each file's declared sizes are checked before its data is read.
 */
import yauzl from 'yauzl';
import { ArchiveError } from './archive-error.js';
import { Budget, RATIO_FLOOR_BYTES, ratioError, tooManyBytesError, tooManyFilesError, type ExtractLimits, type ExtractResult } from './extract-budget.js';
import { folderMaker, writeEntry } from './extract-write.js';
import { safeTarget } from './names.js';

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

function zipError(error: Error): ArchiveError {
  if (error instanceof ArchiveError) return error;
  if (/absolute path/i.test(error.message)) return new ArchiveError('Arquivo inválido: caminho absoluto não permitido');
  if (/invalid relative path/i.test(error.message)) return new ArchiveError('Arquivo inválido: um caminho sai do diretório do projeto');
  if (/invalid characters/i.test(error.message)) return new ArchiveError('Arquivo inválido: nome de arquivo inválido');
  return new ArchiveError('Arquivo inválido: não foi possível ler o arquivo zip');
}

export function extractZip(file: string, compressedBytes: number, root: string, limits: ExtractLimits): Promise<ExtractResult> {
  const budget = new Budget(limits, compressedBytes);
  const makeFolder = folderMaker();
  return new Promise<ExtractResult>((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true, strictFileNames: false }, (openError, zip) => {
      if (openError || !zip) {
        reject(zipError(openError ?? new Error('zip')));
        return;
      }
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        zip.close();
        reject(zipError(error instanceof Error ? error : new Error(String(error))));
      };
      if (zip.entryCount > limits.maxFiles) {
        fail(tooManyFilesError(limits.maxFiles));
        return;
      }
      zip.on('error', fail);
      zip.on('end', () => {
        if (settled) return;
        settled = true;
        resolve(budget.result());
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (settled) return;
        try {
          const target = safeTarget(root, entry.fileName);
          budget.entry();
          const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
          const isDir = entry.fileName.endsWith('/') || mode === S_IFDIR;
          if (isDir) {
            if (target) {
              makeFolder(target).then(() => {
                if (!settled) zip.readEntry();
              }, fail);
            } else zip.readEntry();
            return;
          }
          if (!target || (mode !== 0 && mode !== S_IFREG)) {
            // Symbolic links (S_IFLNK) and anything else that is not a regular file.
            budget.skipped += 1;
            zip.readEntry();
            return;
          }
          // Declared sizes first (yauzl checks the real stream against them).
          if (
            entry.uncompressedSize > RATIO_FLOOR_BYTES &&
            entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
          ) {
            throw ratioError();
          }
          if (budget.bytes + entry.uncompressedSize > limits.maxBytes) {
            throw tooManyBytesError(limits.maxBytes);
          }
          zip.openReadStream(entry, (streamError, stream) => {
            if (streamError || !stream) {
              fail(streamError ?? new Error('zip entry'));
              return;
            }
            writeEntry(stream, target, budget, makeFolder).then(() => {
              if (!settled) zip.readEntry();
            }, fail);
          });
        } catch (error) {
          fail(error);
        }
      });
      zip.readEntry();
    });
  });
}
