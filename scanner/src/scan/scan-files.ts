/**
 * Scans a given list of files (relative to root). The control plane can call it batch by batch and
 * checkpoint between batches: dedup and fingerprints are per file, so batch results compose exactly.
 */
import { isAstGrepFile } from '../files/classify.js';
import { runAstGrep } from '../engine/run-ast-grep.js';
import { finalizeHits } from '../findings/finalize.js';
import type { Hit } from '../findings/make-finding.js';
import type { ScanLogEntry, ScanProgress, ScanResult } from '../types.js';
import { detectInText } from './detect-text.js';
import { readTextFile } from './read-file.js';

export interface ScanFilesOptions {
  signal?: AbortSignal;
  onProgress?(progress: ScanProgress): void;
}

/** Progress is reported every this many files. */
const PROGRESS_EVERY = 200;
/**
 * Files read ahead of the detectors. Reading one file at a time left this process idle half of
 * the time, waiting on the disk (open, stat, read, close), while ast-grep held the CPUs.
 */
const READ_AHEAD = 16;

type ReadResult = { content: Awaited<ReturnType<typeof readTextFile>>; log: ScanLogEntry[] };

/** Reads files[i] for i in order, keeping up to READ_AHEAD reads in flight; logs stay in file order. */
function readAhead(root: string, files: readonly string[]): (index: number) => Promise<ReadResult> {
  const pending = new Map<number, Promise<ReadResult>>();
  let next = 0;
  const start = (index: number) => {
    const log: ScanLogEntry[] = [];
    const read = readTextFile(root, files[index] as string, log).then((content) => ({ content, log }));
    read.catch(() => undefined);
    pending.set(index, read);
  };
  return async (index) => {
    while (next < files.length && next <= index + READ_AHEAD) start(next++);
    const read = pending.get(index) as Promise<ReadResult>;
    pending.delete(index);
    return read;
  };
}

export async function scanFiles(root: string, files: readonly string[], options: ScanFilesOptions = {}): Promise<ScanResult> {
  const { signal, onProgress } = options;
  const log: ScanLogEntry[] = [];
  const engineLog: ScanLogEntry[] = [];
  // ast-grep starts at once, in its own process, and parses while this process reads and runs the
  // in-process detectors: one spawn per call, because each spawn pays for compiling every rule.
  const engine = runAstGrep(root, files.filter(isAstGrepFile), engineLog, signal);
  engine.catch(() => undefined); // awaited below; avoids an unhandled rejection if we abort first
  const hits: Hit[] = [];
  const skipped = new Set<string>();
  let lines = 0;
  let scanned = 0;
  const readFile = readAhead(root, files);
  for (const [index, file] of files.entries()) {
    signal?.throwIfAborted();
    const { content, log: readLog } = await readFile(index);
    log.push(...readLog);
    if (!content) {
      skipped.add(file);
    } else {
      lines += content.lines;
      scanned += 1;
      try {
        hits.push(...(await detectInText(file, content.text)));
      } catch (error) {
        log.push({ level: 'warn', file, message: `Falha ao analisar o arquivo: ${(error as Error).message}` });
      }
    }
    if ((index + 1) % PROGRESS_EVERY === 0) onProgress?.({ stage: 'analyzing', filesDone: index + 1, filesTotal: files.length });
  }
  // Binary or minified files (known only after reading) are dropped from the engine's results too.
  hits.push(...(await engine).filter((hit) => !skipped.has(hit.file)));
  onProgress?.({ stage: 'analyzing', filesDone: files.length, filesTotal: files.length });
  return { findings: finalizeHits(hits), linesScanned: lines, filesScanned: scanned, log: [...log, ...engineLog] };
}
