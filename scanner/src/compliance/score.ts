import type { Severity } from '../types.js';

/**
 * Score rule of spec §9: per framework, 100 minus the rounded percentage of violations over total
 * findings, floored at 0; 100 when either count is 0. A violation is a finding citing the
 * framework (once, however many of its articles it cites), weighted by its severity
 * (SEVERITY_WEIGHT: a critical finding counts whole, a low one a tenth), so the percentage says how
 * much of the scan's risk concerns the framework: 0 only when every finding is critical and cites it.
 *
 * Rounding is half up (x.5 goes to the next integer: 12.5% → 13, score 87), computed in integers
 * so binary floating point cannot push a .5 down (29/200 is 14.5%, but 29 / 200 * 100 in doubles
 * is 14.499999999999998, which Math.round would take to 14).
 */

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

/** A finding's weight in a framework's violations, in twentieths (integers keep the rounding exact). */
export const SEVERITY_WEIGHT: Record<Severity, number> = { critical: 20, high: 10, medium: 5, low: 2, info: 0, unknown: 5 };
const FULL_WEIGHT = 20;

/** The score of a framework from the severities of the findings citing it, over the scan's findings. */
export function weightedFrameworkScore(citing: readonly Severity[], totalFindings: number): number {
  const points = citing.reduce((sum, severity) => sum + SEVERITY_WEIGHT[severity], 0);
  return frameworkScore(points, totalFindings * FULL_WEIGHT);
}
