import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useFreshOptions } from '../../../lib/apollo';
import { ArtifactTreeQuery } from '../api/viewArtifactTree';
import { ArtifactLinesQuery } from '../api/viewArtifactLines';

/** Children per page of a JSON node (the API's default). */
export const TREE_PAGE_SIZE = 50;
/** Lines per page of the text view (the API's default). */
export const LINES_PAGE_SIZE = 200;

export interface ViewTarget {
  projectId: string;
  artifactId: string;
}

/** One page of a JSON node's children; each node, page and file is its own cache entry (fresh 5 min). */
export function useTreePage(target: ViewTarget, path: string, page: number) {
  const variables = useMemo(() => ({ ...target, path, page, pageSize: TREE_PAGE_SIZE }), [target, path, page]);
  const fresh = useFreshOptions(ArtifactTreeQuery, variables, 'artifacts');
  return useQuery(ArtifactTreeQuery, { variables, ...fresh });
}

/** One page of lines. */
export function useLinesPage(target: ViewTarget, page: number) {
  const variables = useMemo(() => ({ ...target, page, pageSize: LINES_PAGE_SIZE }), [target, page]);
  const fresh = useFreshOptions(ArtifactLinesQuery, variables, 'artifacts');
  return useQuery(ArtifactLinesQuery, { variables, ...fresh, notifyOnNetworkStatusChange: true });
}
