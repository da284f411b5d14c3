/** Reads one file for the text detectors; binary and minified files are skipped with a log line. */
import { readFile as readFileCallback } from 'node:fs';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { looksBinary, looksMinified } from '../files/classify.js';
import type { ScanLogEntry } from '../types.js';

/** The callback API: fs/promises' readFile costs several times more main-thread time per small file. */
const readFile = promisify(readFileCallback);

export function countLines(text: string): number {
  if (!text) return 0;
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
  return text.endsWith('\n') ? lines : lines + 1;
}

export async function readTextFile(root: string, file: string, log: ScanLogEntry[]): Promise<{ text: string; lines: number } | undefined> {
  let buffer: Buffer;
  try {
    buffer = await readFile(join(root, file));
  } catch (error) {
    log.push({ level: 'warn', file, message: `Não foi possível ler o arquivo: ${(error as Error).message}` });
    return undefined;
  }
  if (looksBinary(buffer)) {
    log.push({ level: 'info', file, message: 'Arquivo binário ignorado.' });
    return undefined;
  }
  const text = buffer.toString('utf8');
  const lines = countLines(text);
  if (looksMinified(text, lines)) {
    log.push({ level: 'info', file, message: 'Arquivo minificado ignorado.' });
    return undefined;
  }
  return { text, lines };
}
