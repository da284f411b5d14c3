/**
 * Score rule of spec §9: per framework, 100 minus the rounded percentage of violations over total
 * findings, floored at 0; 100 when either count is 0.
 */
export function frameworkScore(violations: number, totalFindings: number): number {
  if (violations === 0 || totalFindings === 0) return 100;
  return Math.max(0, 100 - Math.round((violations / totalFindings) * 100));
}
