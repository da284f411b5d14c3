import type { DashboardSummary_SummaryFragment } from '../../../gql/graphql';

/** summary.bySeverity / byFramework as a map key → count (missing keys count 0). */
export function countsByKey(items: DashboardSummary_SummaryFragment['bySeverity'] | null | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items ?? []) if (item) counts[item.key] = (counts[item.key] ?? 0) + item.count;
  return counts;
}
