import type { DashboardSummary_SummaryFragment } from '../../../gql/graphql';
import { upperCode } from '../../../lib/enumCodes';

/**
 * summary.bySeverity / byFramework as a map key → count (missing keys count 0). The keys arrive as
 * the contract's codes (CountByKey.key is a String: `high`, `open_finance`); the map is keyed by
 * GraphQL's enum values (`HIGH`, `OPEN_FINANCE`), the ones the rest of the page holds.
 */
export function countsByKey(items: DashboardSummary_SummaryFragment['bySeverity'] | null | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items ?? []) {
    const key = upperCode(item.key);
    counts[key] = (counts[key] ?? 0) + item.count;
  }
  return counts;
}
