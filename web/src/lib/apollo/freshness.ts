import { ApolloLink } from '@apollo/client/link';
import type { WatchQueryFetchPolicy } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { map } from 'rxjs';

/** Cache freshness per kind of data (spec §9), in ms. */
export const FRESHNESS_MS = {
  dashboard: 120_000,
  findings: 60_000,
  artifacts: 300_000,
  compliance: 600_000,
  users: 180_000,
  admin: 30_000,
} as const;

/** When each query (name + variables) last got an answer from the server. */
const answeredAt = new Map<string, number>();

/** The same key for the same variables whatever their key order (Apollo's own canonical JSON). */
export function freshnessKey(operationName: string, variables: Record<string, unknown> | undefined): string {
  return `${operationName}:${canonicalStringify(variables ?? {})}`;
}

/** Records the answer time of every query answered without errors. */
export function createFreshnessLink(now: () => number = Date.now): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY || !operation.operationName) return forward(operation);
    const key = freshnessKey(operation.operationName, operation.variables);
    return forward(operation).pipe(
      map((result) => {
        if (!('errors' in result && result.errors?.length)) answeredAt.set(key, now());
        return result;
      }),
    );
  });
}

/**
 * Fetch policy for a query mounting with these variables: the cache alone while its answer is
 * younger than `maxAgeMs`, else the cache at once and the network behind it. Pair it with
 * `nextFetchPolicy: 'cache-first'` so cache updates do not go back to the server.
 */
export function freshFetchPolicy(
  operationName: string,
  variables: Record<string, unknown> | undefined,
  maxAgeMs: number,
  now: number = Date.now(),
): WatchQueryFetchPolicy {
  const at = answeredAt.get(freshnessKey(operationName, variables));
  return at !== undefined && now - at < maxAgeMs ? 'cache-first' : 'cache-and-network';
}

/** Marks every answer of an operation stale (refresh buttons); all operations when no name is given. */
export function forgetFreshness(operationName?: string): void {
  if (!operationName) {
    answeredAt.clear();
    return;
  }
  for (const key of [...answeredAt.keys()]) if (key.startsWith(`${operationName}:`)) answeredAt.delete(key);
}

/**
 * `nextFetchPolicy` that keeps the freshness when variables change: Apollo otherwise falls back to
 * the first fetch policy (often cache-and-network) on every change of variables, refetching pages
 * already in the cache and still fresh. After a fetch it is `cache-first`.
 */
export function freshNextFetchPolicy(operationName: string, maxAgeMs: number) {
  return (
    _current: WatchQueryFetchPolicy,
    context: { reason: 'after-fetch' | 'variables-changed'; options: { variables?: Record<string, unknown> } },
  ): WatchQueryFetchPolicy => (context.reason === 'variables-changed' ? freshFetchPolicy(operationName, context.options.variables, maxAgeMs) : 'cache-first');
}
