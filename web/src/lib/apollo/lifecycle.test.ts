import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApolloClient, ApolloLink, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { createCache } from './cache';
import { createFreshnessLink, forgetFreshness, freshQueryOptions } from './freshness';
import { KEEP_UNUSED_MS, watchQueryLifecycle } from './lifecycle';

const PROJECTS = gql`
  query Projects($tenantId: UUID, $page: Int) {
    listProjects(tenantId: $tenantId, page: $page) {
      total
    }
  }
`;

let now = 0;
let calls = 0;
let stop: () => void = () => undefined;

function makeClient() {
  calls = 0;
  const terminal = new ApolloLink(() => {
    calls += 1;
    return new Observable((observer) => {
      observer.next({ data: { listProjects: { __typename: 'ProjectPage', total: calls } } } as ApolloLink.Result);
      observer.complete();
    });
  });
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.from([createFreshnessLink(() => now), terminal]) });
  stop = watchQueryLifecycle(client, { now: () => now });
  return client;
}

/** A query on screen, with the app's freshness options (findings: 60 s). */
async function watch(client: ApolloClient, variables: Record<string, unknown>) {
  const observable = client.watchQuery({ query: PROJECTS, variables, ...freshQueryOptions(PROJECTS, variables, 'findings', now) });
  const subscription = observable.subscribe(() => undefined);
  await vi.waitFor(() => expect(observable.getCurrentResult().data).toBeDefined());
  return subscription;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  now = 1_000_000;
});
afterEach(() => {
  stop();
  forgetFreshness();
  vi.useRealTimers();
});

describe('query lifecycle', () => {
  it('refetches a query on screen when the window regains focus, only once it is stale', async () => {
    const client = makeClient();
    await watch(client, { page: 1 });
    expect(calls).toBe(1);
    now += 59_000;
    window.dispatchEvent(new Event('focus'));
    expect(calls).toBe(1);
    now += 2_000;
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(calls).toBe(2));
  });

  it('refetches stale queries when the connection comes back', async () => {
    const client = makeClient();
    await watch(client, { page: 1 });
    now += 61_000;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(calls).toBe(2));
  });

  it('drops data not used for 10 minutes and keeps what is on screen', async () => {
    const client = makeClient();
    const onScreen = await watch(client, { page: 1 });
    const left = await watch(client, { page: 2 });
    left.unsubscribe();
    const stored = () => Object.keys((client.cache.extract() as { ROOT_QUERY?: object }).ROOT_QUERY ?? {}).filter((k) => k.startsWith('listProjects'));
    expect(stored()).toHaveLength(2);
    now += KEEP_UNUSED_MS - 60_000;
    vi.advanceTimersByTime(60_000);
    expect(stored()).toHaveLength(2);
    now += 120_000;
    vi.advanceTimersByTime(60_000);
    expect(stored()).toEqual([expect.stringContaining('"page":1')]);
    onScreen.unsubscribe();
  });

  it('keeps a root field that a query on screen also reads', async () => {
    const client = makeClient();
    const OTHER = gql`
      query OtherProjects($tenantId: UUID, $page: Int) {
        listProjects(tenantId: $tenantId, page: $page) {
          total
        }
      }
    `;
    const other = client.watchQuery({ query: OTHER, variables: { page: 1 }, ...freshQueryOptions(OTHER, { page: 1 }, 'data', now) });
    const otherSubscription = other.subscribe(() => undefined);
    await vi.waitFor(() => expect(other.getCurrentResult().data).toBeDefined());
    otherSubscription.unsubscribe();
    const onScreen = await watch(client, { page: 1 });
    now += KEEP_UNUSED_MS + 60_000;
    vi.advanceTimersByTime(60_000);
    expect(Object.keys((client.cache.extract() as { ROOT_QUERY?: object }).ROOT_QUERY ?? {})).toContain('listProjects:{"page":1}');
    onScreen.unsubscribe();
  });
});
