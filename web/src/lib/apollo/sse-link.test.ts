import { describe, expect, it, vi } from 'vitest';
import { execute, type ApolloLink } from '@apollo/client/link';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { createSseLink } from './sse-link';

const SUBSCRIPTION = parse('subscription ScanStatusChanged($scanId: UUID!) { scanStatusChanged(scanId: $scanId) { scanId progress } }');

function sseResponse(events: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(new TextEncoder().encode(event));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('createSseLink', () => {
  it('loads graphql-sse on the first subscription and relays its events', async () => {
    const payload = { data: { scanStatusChanged: { scanId: 's1', progress: 40 } } };
    const fetchFn = vi.fn(async () => sseResponse([`event: next\ndata: ${JSON.stringify(payload)}\n\n`, 'event: complete\ndata:\n\n']));
    const link: ApolloLink = createSseLink({ url: 'http://localhost/graphql', fetchFn: fetchFn as unknown as typeof fetch });
    const client = new ApolloClient({ cache: new InMemoryCache(), link });
    const results: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      execute(link, { query: SUBSCRIPTION, variables: { scanId: 's1' } }, { client }).subscribe({
        next: (result) => results.push(result),
        error: reject,
        complete: resolve,
      });
    });
    expect(results).toEqual([payload]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('does not connect when unsubscribed before graphql-sse has loaded', async () => {
    const fetchFn = vi.fn();
    const link = createSseLink({ url: 'http://localhost/graphql', fetchFn: fetchFn as unknown as typeof fetch });
    const client = new ApolloClient({ cache: new InMemoryCache(), link });
    execute(link, { query: SUBSCRIPTION, variables: { scanId: 's1' } }, { client }).subscribe({}).unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
