import { afterEach, describe, expect, it } from 'vitest';
import { ApolloClient, ApolloLink, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { createCache } from './cache';
import { FRESHNESS_MS, createFreshnessLink, forgetFreshness, freshFetchPolicy, freshNextFetchPolicy, freshnessKey } from './freshness';

const QUERY = gql`
  query Fresh($page: Int) {
    health {
      status
    }
  }
`;

function client(now: () => number, answer: object) {
  const terminal = new ApolloLink(() => new Observable((o) => {
    o.next(answer as ApolloLink.Result);
    o.complete();
  }));
  return new ApolloClient({ cache: createCache(), link: ApolloLink.from([createFreshnessLink(now), terminal]) });
}

afterEach(() => forgetFreshness());

describe('cache freshness', () => {
  it('serves from the cache while the answer is younger than the freshness, then goes back to the network', async () => {
    let now = 1000;
    await client(() => now, { data: { health: { __typename: 'Health', status: 'OK' } } }).query({ query: QUERY, variables: { page: 1 } });
    expect(freshFetchPolicy('Fresh', { page: 1 }, FRESHNESS_MS.dashboard, now + 119_999)).toBe('cache-first');
    expect(freshFetchPolicy('Fresh', { page: 1 }, FRESHNESS_MS.dashboard, now + 120_000)).toBe('cache-and-network');
    expect(freshFetchPolicy('Fresh', { page: 2 }, FRESHNESS_MS.dashboard, now)).toBe('cache-and-network');
    now = 5000;
    forgetFreshness('Fresh');
    expect(freshFetchPolicy('Fresh', { page: 1 }, FRESHNESS_MS.dashboard, now)).toBe('cache-and-network');
  });

  it('does not count answers with errors', async () => {
    await client(() => 0, { errors: [{ message: 'x', extensions: { status: 500 } }] })
      .query({ query: QUERY, variables: { page: 1 } })
      .catch(() => undefined);
    expect(freshFetchPolicy('Fresh', { page: 1 }, FRESHNESS_MS.dashboard, 1)).toBe('cache-and-network');
  });

  it('keys ignore the order of variables and undefined ones', () => {
    expect(freshnessKey('Q', { b: 1, a: [1, { d: 2, c: undefined }] })).toBe(freshnessKey('Q', { a: [1, { d: 2 }], b: 1 }));
  });
});

describe('freshNextFetchPolicy', () => {
  it('is cache-first after a fetch and follows the freshness of the new variables when they change', async () => {
    const client = new ApolloClient({
      cache: createCache(),
      link: ApolloLink.from([createFreshnessLink(), new ApolloLink(() => new Observable((o) => { o.next({ data: { health: { __typename: 'Health', status: 'OK' } } }); o.complete(); }))]),
    });
    await client.query({ query: QUERY, variables: { page: 1 } });
    const next = freshNextFetchPolicy('Fresh', FRESHNESS_MS.artifacts);
    expect(next('cache-and-network', { reason: 'after-fetch', options: { variables: { page: 9 } } })).toBe('cache-first');
    expect(next('cache-first', { reason: 'variables-changed', options: { variables: { page: 1 } } })).toBe('cache-first');
    expect(next('cache-first', { reason: 'variables-changed', options: { variables: { page: 2 } } })).toBe('cache-and-network');
  });
});
