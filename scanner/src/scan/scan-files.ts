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
import { turnTaker } from '../event-loop.js';

export interface ScanFilesOptions {
  signal?: AbortSignal;
  onProgress?(progress: ScanProgress): void;
}

/** Progress is reported every this many files. */
const PROGRESS_EVERY = 200;

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
  const takeTurn = turnTaker();
  for (const [index, file] of files.entries()) {
    await takeTurn();
    signal?.throwIfAborted();
    const content = readTextFile(root, file, log);
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
