/** Runs ast-grep on a batch of files and parses its JSON stream into hits. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Hit } from '../findings/make-finding.js';
import { skippedFile } from '../scan/skipped-files.js';
import type { ScanLogEntry, SkippedFile } from '../types.js';
import { astGrepBinary, astGrepScanArgs } from './ast-grep-binary.js';

interface Position { line: number; column: number }
interface AstGrepMatch {
  file: string;
  lines: string;
  ruleId: string;
  range: { start: Position; end: Position };
  metadata?: { catalog?: string } | null;
}

/** Keeps each command line under the OS limit (ARG_MAX is ≥ 2 MB on Linux/macOS, 32 K chars on Windows). */
const MAX_ARG_CHARS = process.platform === 'win32' ? 30_000 : 500_000;

export function chunkFiles(files: readonly string[]): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const file of files) {
    if (current.length && size + file.length + 3 > MAX_ARG_CHARS) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(file);
    size += file.length + 3;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

export function matchToHit(match: AstGrepMatch): Hit | undefined {
  const ruleId = match.metadata?.catalog;
  if (!ruleId) return undefined;
  return {
    ruleId,
    file: match.file.replace(/^\.\//, ''),
    line: match.range.start.line + 1,
    column: match.range.start.column + 1,
    endLine: match.range.end.line + 1,
    endColumn: match.range.end.column + 1,
    snippet: match.lines.split('\n').slice(0, 3).join('\n'),
    source: 'ast-grep',
    engineRule: match.ruleId,
  };
}

async function runChunk(root: string, files: string[], hits: Hit[], log: ScanLogEntry[], onSkip: (skipped: SkippedFile) => void, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  // "./" keeps a file named like a flag from being read as one.
  const args = [...astGrepScanArgs(), ...files.map((f) => `./${f}`)];
  const child = spawn(astGrepBinary(), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], signal });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < 10_000) stderr += chunk;
  });
  const exit = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  // Awaited below; if reading stdout fails first (abort), the rejection must not go unhandled.
  exit.catch(() => undefined);
  for await (const line of createInterface({ input: child.stdout })) {
    if (!line) continue;
    try {
      const hit = matchToHit(JSON.parse(line) as AstGrepMatch);
      if (hit) hits.push(hit);
    } catch {
      log.push({ level: 'warn', message: 'Saída do ast-grep não reconhecida (linha ignorada).' });
    }
  }
  const code = await exit;
  // Exit 1 only means "error-level matches found".
  if (code !== 0 && code !== 1) {
    log.push({ level: 'error', message: `ast-grep terminou com código ${code}: ${stderr.trim().slice(0, 500)}` });
    // The rules never ran on this chunk: each of its files is named (the in-process detectors still ran).
    for (const file of files) onSkip(skippedFile(file, 'rules_engine_error', 'rules', `código de saída ${code}`));
    return;
  }
  for (const line of stderr.split('\n')) {
    if (/^(?:Error: \d+ error\(s\) found in code\.|Help: Scan succeeded)/.test(line) || !line.trim()) continue;
    log.push({ level: 'warn', message: `ast-grep: ${line.trim()}` });
  }
}

/** Scans `files` (relative to root) with our rule set; file names in hits stay relative to root. */
export async function runAstGrep(root: string, files: readonly string[], log: ScanLogEntry[], signal?: AbortSignal, onSkip: (skipped: SkippedFile) => void = () => undefined): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (const chunk of chunkFiles(files)) await runChunk(root, chunk, hits, log, onSkip, signal);
  return hits;
}
