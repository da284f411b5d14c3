import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { server } from '../../test/mocks/server';
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

/** The gateway's event stream endpoint, counting the streams opened. */
function streamRoute(respond: () => Response) {
  const gateway = { requests: 0 };
  server.use(
    http.post('http://localhost/graphql', () => {
      gateway.requests += 1;
      return respond();
    }),
  );
  return gateway;
}

describe('createSseLink', () => {
  it('loads graphql-sse on the first subscription and relays its events', async () => {
    const payload = { data: { scanStatusChanged: { scanId: 's1', progress: 40 } } };
    const gateway = streamRoute(() => sseResponse([`event: next\ndata: ${JSON.stringify(payload)}\n\n`, 'event: complete\ndata:\n\n']));
    const link: ApolloLink = createSseLink({ url: 'http://localhost/graphql' });
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
    expect(gateway.requests).toBe(1);
  });

  it('does not connect when unsubscribed before graphql-sse has loaded', async () => {
    const gateway = streamRoute(() => sseResponse([]));
    const link = createSseLink({ url: 'http://localhost/graphql' });
    const client = new ApolloClient({ cache: new InMemoryCache(), link });
    execute(link, { query: SUBSCRIPTION, variables: { scanId: 's1' } }, { client }).subscribe({}).unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gateway.requests).toBe(0);
  });
});
