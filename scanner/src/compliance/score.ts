import type { Severity } from '../types.js';

/**
 * Score rule of spec §9: per framework, 100 minus the rounded percentage of violations over total
 * findings, floored at 0; 100 when either count is 0. A violation of a framework is a finding of
 * severity high or critical that cites it (once, however many of its articles it cites), so a
 * reader can recompute every score from two printed counts.
 *
 * Rounding is half up (x.5 goes to the next integer: 12.5% → 13, score 87), computed in integers
 * so binary floating point cannot push a .5 down (29/200 is 14.5%, but 29 / 200 * 100 in doubles
 * is 14.499999999999998, which Math.round would take to 14).
 */

/** The severities that make a finding citing a framework one of its violations. */
export const VIOLATION_SEVERITIES: readonly Severity[] = ['critical', 'high'];

export function isViolation(severity: Severity): boolean {
  return VIOLATION_SEVERITIES.includes(severity);
}

/** round(numerator / denominator) with halves going up, exact for non-negative integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function frameworkScore(violations: number, totalFindings: number): number {
  if (violations <= 0 || totalFindings <= 0) return 100;
  return Math.max(0, 100 - roundHalfUp(violations * 100, totalFindings));
}

/** The overall score: the mean of the domain scores, rounded half up (100 when there are none). */
export function overallScore(scores: readonly number[]): number {
  if (scores.length === 0) return 100;
  return roundHalfUp(scores.reduce((sum, score) => sum + score, 0), scores.length);
}
