/** Dedup within a scan (spec §9): same file, rule, line, column and message collapse into one finding with a count. */
import type { Finding } from '../types.js';

export function dedupKey(f: Pick<Finding, 'file' | 'rule' | 'line' | 'column' | 'message'>): string {
  return JSON.stringify([f.file, f.rule, f.line, f.column, f.message]);
}

export function dedupFindings(findings: readonly Finding[]): Finding[] {
  const byKey = new Map<string, Finding>();
  for (const f of findings) {
    const key = dedupKey(f);
    const seen = byKey.get(key);
    if (seen) seen.count += f.count;
    else byKey.set(key, { ...f });
  }
  return [...byKey.values()];
}
