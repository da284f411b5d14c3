import { useMemo } from 'react';
import type { DocumentNode } from 'graphql';
import { freshnessKey, freshQueryOptions, operationNameOf, type Freshness } from './freshness';

/**
 * `freshQueryOptions` for a component: computed when the query's variables change (not on every
 * render, so an answer arriving does not switch the fetch policy under the query).
 */
export function useFreshOptions<TVariables extends Record<string, unknown>>(document: DocumentNode, variables: TVariables | undefined, freshness: Freshness) {
  const key = freshnessKey(operationNameOf(document), variables);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the variables' content
  return useMemo(() => freshQueryOptions(document, variables, freshness), [document, key, freshness]);
}
