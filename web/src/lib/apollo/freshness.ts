import { ApolloLink } from '@apollo/client/link';
import type { WatchQueryFetchPolicy } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { OperationTypeNode } from 'graphql';
import { map } from 'rxjs';

/** Cache freshness per kind of data (spec §9), in ms; `data` is every other query (5 min). */
export const FRESHNESS_MS = {
  data: 300_000,
  dashboard: 120_000,
  findings: 60_000,
  artifacts: 300_000,
  compliance: 600_000,
  users: 180_000,
  admin: 30_000,
} as const;

export type Freshness = keyof typeof FRESHNESS_MS;

/** When each query (name + variables) last got an answer from the server. */
const answeredAt = new Map<string, number>();
/** When each query was last mounted or on screen, with what it asked (to drop it when unused). */
const usedAt = new Map<string, { at: number; query: DocumentNode; variables: Record<string, unknown> }>();

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
        if (!('errors' in result && result.errors?.length)) {
          answeredAt.set(key, now());
          markUsed(key, operation.query, operation.variables, now());
        }
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
  return isFresh(operationName, variables, maxAgeMs, now) ? 'cache-first' : 'cache-and-network';
}

export function operationNameOf(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

/** The query's last answer is younger than `maxAgeMs`. */
export function isFresh(operationName: string, variables: Record<string, unknown> | undefined, maxAgeMs: number, now: number = Date.now()): boolean {
  const at = answeredAt.get(freshnessKey(operationName, variables));
  return at !== undefined && now - at < maxAgeMs;
}

export function markUsed(key: string, query: DocumentNode, variables: Record<string, unknown> | undefined, at: number): void {
  usedAt.set(key, { at, query, variables: variables ?? {} });
}

/** The queries not used since `before`, forgotten as they are handed out (their data is dropped next). */
export function takeUnusedSince(before: number): Array<{ query: DocumentNode; variables: Record<string, unknown> }> {
  const unused: Array<{ query: DocumentNode; variables: Record<string, unknown> }> = [];
  for (const [key, entry] of [...usedAt]) {
    if (entry.at >= before) continue;
    usedAt.delete(key);
    answeredAt.delete(key);
    unused.push({ query: entry.query, variables: entry.variables });
  }
  return unused;
}

/**
 * The options every `useQuery` of the app spreads (spec §9): the freshness of its kind of data
 * decides whether mounting goes to the network, changing variables keeps it, and the window's
 * focus or a reconnect refetches it once stale (see watchQueryLifecycle).
 */
export function freshQueryOptions<TVariables extends Record<string, unknown>>(
  document: DocumentNode,
  variables: TVariables | undefined,
  freshness: Freshness,
  now: number = Date.now(),
) {
  const name = operationNameOf(document);
  const maxAgeMs = FRESHNESS_MS[freshness];
  markUsed(freshnessKey(name, variables), document, variables, now);
  return {
    fetchPolicy: freshFetchPolicy(name, variables, maxAgeMs, now),
    nextFetchPolicy: freshNextFetchPolicy(name, maxAgeMs),
    context: { maxAgeMs },
  };
}

/** Marks every answer of an operation stale (refresh buttons); all operations when no name is given. */
export function forgetFreshness(operationName?: string): void {
  if (!operationName) {
    answeredAt.clear();
    usedAt.clear();
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
