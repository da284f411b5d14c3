import { describe, expect, it } from 'vitest';
import { StreamFailure } from '../src/graphql/stream-failure.js';
import { createSubscriptionResolvers } from '../src/graphql/subscriptions.js';

/** An upstream answer: an event stream with these events, then the end of the body (or an error). */
function streamAnswer(events: string[], end: 'close' | 'error' = 'close'): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(event));
      if (end === 'close') controller.close();
      // The connection resets once the events were read (an error drops what is still queued).
      else setTimeout(() => controller.error(new Error('socket hang up')), 20);
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const status = (stage: string, filesScanned: number) => `event: ${stage === 'completed' ? 'completed' : 'status'}\ndata: ${JSON.stringify({ stage, filesScanned })}\n\n`;

type Subscribe = (root: unknown, args: { scanId: string }, context: object) => Promise<AsyncIterable<unknown>>;

/** The scanStatusChanged resolver over a control plane that gives `answers` in turn. */
function subscriptionOver(answers: (() => Response)[], shutdown?: AbortSignal) {
  const urls: string[] = [];
  const fetch = (async (url: string) => {
    urls.push(url);
    const next = answers.shift();
    if (!next) throw new Error('connect ECONNREFUSED');
    return next();
  }) as unknown as typeof globalThis.fetch;
  const [resolvers] = createSubscriptionResolvers({ controlPlaneUrl: 'http://balanceador', fetch, reopenDelayMs: 0, ...(shutdown ? { shutdown } : {}) }) as [
    { Subscription: { scanStatusChanged: { subscribe: Subscribe } } },
  ];
  return { subscribe: () => resolvers.Subscription.scanStatusChanged.subscribe(undefined, { scanId: 'scan-1' }, {}), urls };
}

async function collect(iterable: AsyncIterable<unknown>): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const item of iterable) out.push(item instanceof StreamFailure ? { failure: item.error.code } : item);
  return out;
}

describe('a subscription whose control-plane process goes away', () => {
  it('opens the stream again (through the balancer) and goes on without an error or a repeated status', async () => {
    const { subscribe, urls } = subscriptionOver([
      () => streamAnswer([status('analyzing', 2), status('analyzing', 4)], 'error'),
      // The process draining on SIGTERM: a last reconnect event, then the end.
      () => streamAnswer([status('analyzing', 4), 'event: reconnect\ndata: {"reason":"shutdown"}\n\n']),
      () => streamAnswer([status('analyzing', 6), status('completed', 8)]),
    ]);
    expect(await collect(await subscribe())).toEqual([
      { stage: 'analyzing', filesScanned: 2 },
      { stage: 'analyzing', filesScanned: 4 },
      { stage: 'analyzing', filesScanned: 6 },
      { stage: 'completed', filesScanned: 8 },
    ]);
    expect(urls).toHaveLength(3);
    expect(new Set(urls)).toEqual(new Set(['http://balanceador/api/v1/dashboard/scan/scan-1/status/stream']));
  });

  it('tells the client when no process answers any more', async () => {
    const { subscribe } = subscriptionOver([() => streamAnswer([status('analyzing', 2)])]);
    expect(await collect(await subscribe())).toEqual([{ stage: 'analyzing', filesScanned: 2 }, { failure: 'SERVICE_UNAVAILABLE' }]);
  });

  it('does not reopen when the gateway itself is shutting down', async () => {
    const shutdown = new AbortController();
    shutdown.abort();
    const { subscribe, urls } = subscriptionOver([() => streamAnswer([status('analyzing', 2)]), () => streamAnswer([status('completed', 8)])], shutdown.signal);
    expect(await collect(await subscribe())).toEqual([{ failure: 'SERVICE_UNAVAILABLE' }]);
    expect(urls).toHaveLength(1);
  });
});
