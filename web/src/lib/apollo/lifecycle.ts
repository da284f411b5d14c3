import type { ApolloClient } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { Kind, valueFromASTUntyped, type DocumentNode } from 'graphql';
import { FRESHNESS_MS, freshnessKey, isFresh, markUsed, takeUnusedSince } from './freshness';

/** Data not used for 10 minutes is dropped from the cache (spec §9: kept for 10 minutes). */
export const KEEP_UNUSED_MS = 600_000;
const SWEEP_EVERY_MS = 60_000;

export interface LifecycleOptions {
  now?: () => number;
  /** Where focus, visibility and connectivity are heard (the window). */
  target?: Window;
}

/** Root fields of a query with the arguments its variables gave them: what it stored in ROOT_QUERY. */
function rootFieldsOf(query: DocumentNode, variables: Record<string, unknown>) {
  const fields: Array<{ fieldName: string; args: Record<string, unknown> }> = [];
  for (const definition of query.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || selection.name.value === '__typename') continue;
      const args = Object.fromEntries((selection.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables)]));
      fields.push({ fieldName: selection.name.value, args });
    }
  }
  return fields;
}

const fieldKey = (field: { fieldName: string; args: Record<string, unknown> }) => `${field.fieldName}:${canonicalStringify(field.args)}`;

/** The queries on screen, each with its freshness (the data default when it set none). */
function activeQueries(client: ApolloClient) {
  return [...client.getObservableQueries('active')].map((query) => ({
    query,
    name: query.queryName ?? '',
    variables: (query.variables ?? {}) as Record<string, unknown>,
    maxAgeMs: (query.options.context as { maxAgeMs?: number } | undefined)?.maxAgeMs ?? FRESHNESS_MS.data,
  }));
}

/**
 * Freshness over time (spec §9): when the window regains focus (or the tab becomes visible) and
 * when the connection comes back, every query on screen whose answer is older than its freshness
 * is refetched; every minute, queries not on screen for 10 minutes have their data evicted and
 * the cache garbage-collected. Returns the function that stops it.
 */
export function watchQueryLifecycle(client: ApolloClient, options: LifecycleOptions = {}): () => void {
  const now = options.now ?? Date.now;
  const target = options.target ?? window;

  const refetchStale = () => {
    for (const active of activeQueries(client)) {
      const policy = active.query.options.fetchPolicy;
      if (policy === 'cache-only' || policy === 'standby' || !active.name) continue;
      if (isFresh(active.name, active.variables, active.maxAgeMs, now())) continue;
      void active.query.refetch().catch(() => undefined);
    }
  };
  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') refetchStale();
  };

  const sweep = () => {
    const at = now();
    // A root field another query on screen also reads stays (evicting it would refetch that query).
    const onScreen = new Set<string>();
    for (const active of activeQueries(client)) {
      markUsed(freshnessKey(active.name, active.variables), active.query.query, active.variables, at);
      for (const field of rootFieldsOf(active.query.query, active.variables)) onScreen.add(fieldKey(field));
    }
    const unused = takeUnusedSince(at - KEEP_UNUSED_MS);
    if (unused.length === 0) return;
    for (const { query, variables } of unused) {
      for (const field of rootFieldsOf(query, variables)) {
        if (!onScreen.has(fieldKey(field))) client.cache.evict({ id: 'ROOT_QUERY', ...field });
      }
    }
    client.cache.gc();
  };

  target.addEventListener('focus', refetchStale);
  target.addEventListener('online', refetchStale);
  target.document.addEventListener('visibilitychange', onVisibility);
  const timer = target.setInterval(sweep, SWEEP_EVERY_MS);
  return () => {
    target.removeEventListener('focus', refetchStale);
    target.removeEventListener('online', refetchStale);
    target.document.removeEventListener('visibilitychange', onVisibility);
    target.clearInterval(timer);
  };
}
