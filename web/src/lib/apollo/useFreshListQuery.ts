import { useCallback } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { Freshness } from './freshness';
import { useFreshOptions } from './useFreshOptions';

/**
 * A list page read from the Apollo cache while younger than its freshness (spec §9), refreshed
 * behind it otherwise. Loading is reported on every fetch, so the previous page (previousData) can
 * stay on screen while the next one loads; `retry` fetches again after an error.
 */
export function useFreshListQuery<TData, TVariables extends Record<string, unknown>>(query: TypedDocumentNode<TData, TVariables>, variables: TVariables, freshness: Freshness) {
  const fresh = useFreshOptions(query, variables, freshness);
  const result = useQuery(query, { variables, ...fresh, notifyOnNetworkStatusChange: true });
  const { refetch } = result;
  const retry = useCallback(() => {
    void refetch().catch(() => undefined);
  }, [refetch]);
  return { result, retry };
}
