import type { ApolloCache } from '@apollo/client';

/** Every cached project list is stale after a create or a status change: drop them so watchers refetch. */
export function evictProjectLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'listProjects' });
  cache.gc();
}
