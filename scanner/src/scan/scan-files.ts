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
import { projectOf, type Project } from './project-index.js';
import { readTextFile } from './read-file.js';
import { SkippedFiles } from './skipped-files.js';
import { turnTaker } from '../event-loop.js';
import { applySuppressionComments } from '../suppress/apply-suppressions.js';
import { suppressionComments, type SuppressionComment } from '../suppress/suppression-comments.js';

export interface ScanFilesOptions {
  signal?: AbortSignal;
  /**
   * The tree's project (taint follows calls into functions of other files). A whole-tree scan makes it
   * once over every file before its batches; without it, one is made over `files` alone.
   */
  project?: Project;
  onProgress?(progress: ScanProgress): void;
}

/** Progress is reported every this many files. */
const PROGRESS_EVERY = 200;

export async function scanFiles(root: string, files: readonly string[], options: ScanFilesOptions = {}): Promise<ScanResult> {
  const { signal, onProgress } = options;
  const project = options.project ?? projectOf(root, files);
  const log: ScanLogEntry[] = [];
  const engineLog: ScanLogEntry[] = [];
  // ast-grep starts at once, in its own process, and parses while this process reads and runs the
  // in-process detectors: one spawn per call, because each spawn pays for compiling every rule.
  const skipped = new SkippedFiles();
  const engine = runAstGrep(root, files.filter(isAstGrepFile), engineLog, signal, skipped.add);
  engine.catch(() => undefined); // awaited below; avoids an unhandled rejection if we abort first
  const hits: Hit[] = [];
  const unread = new Set<string>();
  // `vigia-ignore` comments, kept only for the files that have one (the marker is rare).
  const comments = new Map<string, SuppressionComment[]>();
  let lines = 0;
  let scanned = 0;
  const takeTurn = turnTaker();
  for (const [index, file] of files.entries()) {
    await takeTurn();
    signal?.throwIfAborted();
    const content = readTextFile(root, file, log);
    if ('skipped' in content) {
      unread.add(file);
      skipped.add(content.skipped);
    } else {
      lines += content.lines;
      scanned += 1;
      const found = suppressionComments(content.text);
      if (found.length > 0) comments.set(file, found);
      hits.push(...(await detectInText(file, content.text, (s) => {
        log.push({ level: 'warn', file, message: s.reason });
        skipped.add(s);
      }, project)));
    }
    if ((index + 1) % PROGRESS_EVERY === 0) onProgress?.({ stage: 'analyzing', filesDone: index + 1, filesTotal: files.length });
  }
  // Binary or minified files (known only after reading) are dropped from the engine's results too.
  hits.push(...(await engine).filter((hit) => !unread.has(hit.file)));
  onProgress?.({ stage: 'analyzing', filesDone: files.length, filesTotal: files.length });
  return {
    findings: applySuppressionComments(finalizeHits(hits), comments, log),
    linesScanned: lines,
    filesScanned: scanned,
    filesSkipped: skipped.filesSkipped,
    filesSkippedCount: skipped.filesSkippedCount,
    log: [...log, ...engineLog],
  };
}
