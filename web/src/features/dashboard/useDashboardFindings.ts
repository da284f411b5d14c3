import { useCallback, useMemo, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { forgetFreshness, useFreshListQuery } from '../../lib/apollo';
import { DashboardFindingsQuery } from './api/latestFindings';
import { findingsQueryVariables, type DashboardFilters } from './filters/filters';
import { isNoDataError } from './states/dashboardError';

const OPERATION = 'DashboardFindings';

export interface DashboardWorkspace {
  tenantId: string | null;
  projectId: string;
}

/**
 * The findings page of the filters, read from the Apollo cache: served from the cache while
 * younger than its freshness (dashboard 120 s, a text search 60 s), refreshed behind it otherwise. The previous
 * page stays on screen while the next one loads.
 */
export function useDashboardFindings(workspace: DashboardWorkspace, filters: DashboardFilters) {
  const client = useApolloClient();
  const { tenantId, projectId } = workspace;
  const variables = useMemo(() => findingsQueryVariables({ tenantId, projectId }, filters), [tenantId, projectId, filters]);
  // The latest scan's pages are dashboard data (fresh 120 s); a text search is the findings
  // search of spec §7 (fresh 60 s).
  const { result, retry } = useFreshListQuery(DashboardFindingsQuery, variables, variables.q ? 'findings' : 'dashboard');
  const [refreshing, setRefreshing] = useState(false);

  /** Refresh button (spec §4): every cached dashboard page is dropped and the one on screen fetched again. */
  const refresh = useCallback(async () => {
    forgetFreshness(OPERATION);
    setRefreshing(true);
    try {
      await client.refetchQueries({
        include: [OPERATION],
        updateCache(cache) {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'latestFindings' });
          cache.gc();
        },
      });
    } catch {
      // The query shows its own error.
    } finally {
      setRefreshing(false);
    }
  }, [client]);

  const noData = (result.error ? isNoDataError(result.error) : false) || (result.data !== undefined && result.data.latestFindings === null);
  const page = result.error ? null : (result.data?.latestFindings ?? result.previousData?.latestFindings ?? null);
  return {
    page,
    loading: result.loading,
    error: noData ? undefined : result.error,
    noData,
    refreshing: refreshing || result.networkStatus === NetworkStatus.refetch,
    refresh,
    retry,
  };
}
