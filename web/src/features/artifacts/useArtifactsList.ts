import { useMemo } from 'react';
import { useFreshListQuery } from '../../lib/apollo';
import { getFragmentData } from '../../gql';
import { ArtifactsListQuery } from './api/listArtifacts';
import { ArtifactRowFragment } from './list/artifactFragment';
import { listVariables, type ArtifactFilters } from './filters/filters';
import { isListNotFound } from './errors';

/**
 * The page of artifacts for the filters, read from the Apollo cache: served from the cache while
 * younger than the artifacts freshness (5 min), refreshed behind it otherwise. The previous page
 * stays on screen while the next one loads.
 */
export function useArtifactsList(projectId: string, filters: ArtifactFilters) {
  const variables = useMemo(() => listVariables(projectId, filters), [projectId, filters]);
  const { result, retry } = useFreshListQuery(ArtifactsListQuery, variables, 'artifacts');

  const notFound = result.error ? isListNotFound(result.error) : false;
  const page = result.error ? null : (result.data?.listArtifacts ?? result.previousData?.listArtifacts ?? null);
  const items = useMemo(
    () => getFragmentData(ArtifactRowFragment, page?.items ?? []),
    [page],
  );
  return {
    items,
    total: page?.total ?? 0,
    loaded: page !== null,
    loading: result.loading,
    error: notFound ? undefined : result.error,
    notFound,
    retry,
  };
}
