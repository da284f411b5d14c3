/**
 * Fingerprints stable across scans when lines shift: hash of rule + file + normalized code context,
 * never the line number. Identical contexts in one file get an ordinal so they stay distinct.
 */
import { createHash } from 'node:crypto';
import type { Finding } from '../types.js';

export function normalizeContext(snippet: string): string {
  return snippet.replace(/\s+/g, ' ').trim();
}

export function assignFingerprints(findings: Finding[]): Finding[] {
  const ordered = [...findings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  const seen = new Map<string, number>();
  for (const f of ordered) {
    const base = [f.rule, f.file, normalizeContext(f.snippet)].join('\0');
    const ordinal = seen.get(base) ?? 0;
    seen.set(base, ordinal + 1);
    f.fingerprint = createHash('sha256').update(`${base}\0${ordinal}`).digest('hex').slice(0, 32);
  }
  return ordered;
}
