import type { Severity } from '../types.js';

/** Severity order used everywhere findings are ranked (spec §9). */
export const SEVERITY_ORDER: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'info', 'unknown'];

export function compareFindings(a: { severity: Severity; file: string; line: number }, b: { severity: Severity; file: string; line: number }): number {
  return SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) || a.file.localeCompare(b.file) || a.line - b.line;
}
