import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  /** The latest completed scan by the project's scan status: a page of another scan is refreshed. */
  completedScanId?: string | null;
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

  // One truth with the scan status: when it names a completed scan the page on screen is not of,
  // every cached page is dropped and fetched again (once per scan id).
  const shownScanId = result.data?.latestFindings?.scanId ?? null;
  const followed = useRef<string | null>(null);
  const { completedScanId } = workspace;
  useEffect(() => {
    if (!completedScanId || result.loading || shownScanId === completedScanId || followed.current === completedScanId) return;
    followed.current = completedScanId;
    // On the next task: the answer that showed the older scan may still be in flight in the links,
    // and Apollo would fold an identical request into it instead of asking again.
    setTimeout(() => void refresh(), 0);
  }, [completedScanId, shownScanId, result.loading, refresh]);

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
