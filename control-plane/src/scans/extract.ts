/**
 * Safe extraction of an uploaded source archive (.tar.gz/.tgz/.tar or .zip) into a fresh folder.
 * node-tar and yauzl only parse; every entry is checked (names in ./names) and written here:
 * - a path that is absolute or climbs out with `..` refuses the whole upload, and so does a name
 *   with control characters or deceptive Unicode (bidi overrides, look-alike slashes and dots);
 * - links (symbolic and hard), devices and FIFOs are skipped, so nothing in the tree points outside it;
 * - limits on the number of entries, the total uncompressed size and the compression ratio
 *   (whole archive, and each zip entry) refuse zip bombs;
 * - files are written 0600 and never made executable.
 * Errors are `ArchiveError`s with a Portuguese message; the caller removes the folder.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { Parser, type ReadEntry } from 'tar';
import yauzl from 'yauzl';
import { detachSource } from '../lib/streams.js';
import { ArchiveError } from './archive-error.js';
import { safeTarget } from './names.js';

export interface ExtractLimits {
  maxFiles: number;
  maxBytes: number;
  maxRatio: number;
}

export interface ExtractResult {
  files: number;
  bytes: number;
  /** Entries not written: links, devices, FIFOs. */
  skipped: number;
}

/** The ratio limit only applies past this many uncompressed bytes: tiny archives compress absurdly well. */
const RATIO_FLOOR_BYTES = 8 * 1024 * 1024;

const formatMb = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;

class Budget {
  files = 0;
  bytes = 0;
  skipped = 0;

  constructor(
    private readonly limits: ExtractLimits,
    private readonly compressedBytes: number,
  ) {}

  entry(): void {
    this.files += 1;
    if (this.files > this.limits.maxFiles) {
      throw new ArchiveError(`Arquivo inválido: o arquivo compactado tem mais de ${this.limits.maxFiles} arquivos`);
    }
  }

  add(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > this.limits.maxBytes) {
      throw new ArchiveError(`Arquivo inválido: o conteúdo descompactado excede ${formatMb(this.limits.maxBytes)}`);
    }
    if (this.bytes > RATIO_FLOOR_BYTES && this.bytes > this.limits.maxRatio * Math.max(1, this.compressedBytes)) {
      throw ratioError();
    }
  }

  result(): ExtractResult {
    return { files: this.files, bytes: this.bytes, skipped: this.skipped };
  }
}

const ratioError = (): ArchiveError =>
  new ArchiveError('Arquivo inválido: taxa de compressão suspeita (possível bomba de descompressão)');

/**
 * Makes each folder of the tree once, off the event loop. The API process extracts every upload, and a
 * new folder's mkdir took ~1 ms on a busy disk: made synchronously, one per entry, they held its loop
 * for 100–400 ms while a 960-file tree was extracted, and the dashboard's queries waited behind it.
 */
function folderMaker(): (dir: string) => Promise<void> {
  const made = new Map<string, Promise<void>>();
  return (dir) => {
    let folder = made.get(dir);
    if (!folder) {
      folder = mkdir(dir, { recursive: true, mode: 0o700 }).then(() => undefined);
      made.set(dir, folder);
    }
    return folder;
  };
}

/**
 * Writes one entry's data to `target` once its folder is made, counting every byte against the budget
 * on the way. Until then nothing reads the entry, so the archive's parser waits (backpressure), and
 * so does the next entry. The count is a stage of the pipe, not a 'data' listener: a listener added to
 * an entry that already holds data would read it before the pipe does, and the file would miss it.
 */
async function writeEntry(stream: Readable, target: string, budget: Budget, makeFolder: (dir: string) => Promise<void>): Promise<void> {
  await makeFolder(path.dirname(target));
  return new Promise<void>((resolve, reject) => {
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        try {
          budget.add(chunk.length);
          done(null, chunk);
        } catch (error) {
          done(error as Error);
        }
      },
    });
    const out = createWriteStream(target, { mode: 0o600 });
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      detachSource(stream, counted);
      counted.destroy();
      out.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    stream.on('error', fail);
    counted.on('error', fail);
    out.on('error', fail);
    out.on('finish', () => {
      if (!failed) resolve();
    });
    stream.pipe(counted).pipe(out);
  });
}

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
        fail(new ArchiveError(`Arquivo inválido: o arquivo compactado tem mais de ${limits.maxFiles} arquivos`));
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
            throw new ArchiveError(`Arquivo inválido: o conteúdo descompactado excede ${formatMb(limits.maxBytes)}`);
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

/** Extracts an archive whose kind was sniffed from its first bytes. */
export function extractArchive(kind: 'tar' | 'zip', file: string, compressedBytes: number, root: string, limits: ExtractLimits): Promise<ExtractResult> {
  return (kind === 'zip' ? extractZip : extractTar)(file, compressedBytes, root, limits);
}
