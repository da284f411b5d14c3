import type { ApolloCache } from '@apollo/client';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { ProjectTokensQuery } from './projectTokens';

type TokenRef = NonNullable<ResultOf<typeof ProjectTokensQuery>['listTenantTokens']>['tokens'][number];

/**
 * Puts a created token at the top of the project's cached list (newest first, as the server
 * orders them) instead of refetching it. Rotations and revocations need nothing: the token is
 * normalised by id and the answer updates it in place.
 */
export function addToProjectTokens(cache: ApolloCache, variables: { tenantId: string; projectId: string }, token: TokenRef): void {
  cache.updateQuery({ query: ProjectTokensQuery, variables }, (data) => {
    const list = data?.listTenantTokens;
    if (!list || list.tokens.some((existing) => existing.id === token.id)) return undefined;
    return { ...data, listTenantTokens: { ...list, tokens: [token, ...list.tokens] } };
  });
}
