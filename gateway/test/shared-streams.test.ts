import { Repeater } from '@repeaterjs/repeater';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../src/graphql/errors.js';
import { credentialsKey, FAN_OUT_SLICE, SharedStreams } from '../src/graphql/shared-streams.js';
import { StreamFailure } from '../src/graphql/stream-failure.js';

interface Status {
  stage: string;
  n: number;
}

/** An upstream the test drives: `push` sends an event on an open stream; each opening is recorded with its signal. */
function upstream() {
  const open: { signal: AbortSignal; push: (item: Status) => Promise<unknown>; stop: () => void }[] = [];
  return {
    open,
    opener: (first: Status) => async (signal: AbortSignal) =>
      new Repeater<Status>((push, stop) => {
        open.push({ signal, push, stop: () => stop() });
        void push(first);
        signal.addEventListener('abort', () => stop(), { once: true });
      }),
  };
}

const isLast = (status: Status) => status.stage === 'completed';

async function collect(iterator: AsyncIterableIterator<Status | StreamFailure>): Promise<unknown[]> {
  const items: unknown[] = [];
  for await (const item of iterator) items.push(item instanceof StreamFailure ? { failure: item.error.code } : item.n);
  return items;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('SharedStreams', () => {
  it('opens one upstream stream for many subscribers with the same credentials, and every one sees every event to the last', async () => {
    const streams = new SharedStreams<Status>(isLast);
    const { open, opener } = upstream();
    const subscriptions = await Promise.all(Array.from({ length: 50 }, () => streams.subscribe('scan-1', 'sessao-a', opener({ stage: 'queued', n: 1 }))));
    expect(open).toHaveLength(1);
    const seen = subscriptions.map(collect);
    await tick();
    await open[0]!.push({ stage: 'analyzing', n: 2 });
    await open[0]!.push({ stage: 'completed', n: 3 });
    open[0]!.stop();
    for (const items of await Promise.all(seen)) expect(items).toEqual([1, 2, 3]);
    expect(streams.size).toBe(0);
    expect(open[0]!.signal.aborted).toBe(true);
  });

  it('gives an event to many subscribers in slices, letting other work run between them', async () => {
    const streams = new SharedStreams<Status>(isLast);
    const { open, opener } = upstream();
    const count = FAN_OUT_SLICE * 4;
    const subscriptions = await Promise.all(Array.from({ length: count }, () => streams.subscribe('scan-1', 'sessao-a', opener({ stage: 'queued', n: 1 }))));
    let received = 0;
    const readers = subscriptions.map(async (iterator) => {
      for await (const item of iterator) if (!(item instanceof StreamFailure) && item.n === 2) received += 1;
    });
    await tick();
    // Other work (a query's answer) queued as the event comes in runs before the fan-out ends.
    const receivedWhenOtherWorkRan = new Promise<number>((resolve) => setImmediate(() => resolve(received)));
    await open[0]!.push({ stage: 'completed', n: 2 });
    expect(await receivedWhenOtherWorkRan).toBeLessThan(count);
    await Promise.all(readers);
    expect(received).toBe(count);
  });

  it('ends many subscribers in slices when the upstream ends, letting other work run between them', async () => {
    const streams = new SharedStreams<Status>(isLast);
    const { open, opener } = upstream();
    const count = FAN_OUT_SLICE * 4;
    const subscriptions = await Promise.all(Array.from({ length: count }, () => streams.subscribe('scan-1', 'sessao-a', opener({ stage: 'queued', n: 1 }))));
    let ended = 0;
    const readers = subscriptions.map(async (iterator) => {
      for await (const item of iterator) void item;
      ended += 1;
    });
    await tick();
    // Other work (a query's answer) queued as the stream ends runs before every subscriber is ended.
    const endedWhenOtherWorkRan = new Promise<number>((resolve) => setImmediate(() => resolve(ended)));
    open[0]!.stop();
    expect(await endedWhenOtherWorkRan).toBeLessThan(count);
    await Promise.all(readers);
    expect(ended).toBe(count);
  });

  it('asks the control plane once for a caller it has not seen, then fans the shared stream out to it', async () => {
    const streams = new SharedStreams<Status>(isLast);
    const { open, opener } = upstream();
    const first = await streams.subscribe('scan-1', 'sessao-a', opener({ stage: 'queued', n: 1 }));
    const firstSeen = collect(first);
    await open[0]!.push({ stage: 'analyzing', n: 2 });
    const other = await streams.subscribe('scan-1', 'sessao-b', opener({ stage: 'analyzing', n: 2 }));
    // Its own stream authorized it and gave its first status; it is closed at once.
    expect(open).toHaveLength(2);
    expect(open[1]!.signal.aborted).toBe(true);
    const otherSeen = collect(other);
    // Authorized now: a second subscription of the same session opens nothing.
    const again = await streams.subscribe('scan-1', 'sessao-b', opener({ stage: 'analyzing', n: 2 }));
    expect(open).toHaveLength(2);
    const againSeen = collect(again);
    await tick();
    await open[0]!.push({ stage: 'completed', n: 3 });
    open[0]!.stop();
    expect(await firstSeen).toEqual([1, 2, 3]);
    expect(await otherSeen).toEqual([2, 3]);
    expect(await againSeen).toEqual([2, 3]);
  });

  it('refuses a caller the control plane refuses, without touching the others', async () => {
    const streams = new SharedStreams<Status>(isLast);
    const { open, opener } = upstream();
    const allowed = await streams.subscribe('scan-1', 'sessao-a', opener({ stage: 'queued', n: 1 }));
    const refused = async () => {
      throw new GatewayError('FORBIDDEN', 403, 'Sem acesso ao projeto');
    };
    await expect(streams.subscribe('scan-1', 'sessao-b', refused)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Every waiter with the refused credentials hears the same answer.
    await expect(Promise.all([streams.subscribe('scan-2', 'sessao-b', refused), streams.subscribe('scan-2', 'sessao-b', refused)])).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const seen = collect(allowed);
    await tick();
    await open[0]!.push({ stage: 'completed', n: 2 });
    expect(await seen).toEqual([1, 2]);
  });

  it('passes a failure to every subscriber and ends them', async () => {
    const streams = new SharedStreams<Status>(isLast);
    let fail!: () => void;
    const failing = async () =>
      new Repeater<Status | StreamFailure>((push, stop) => {
        void push({ stage: 'queued', n: 1 });
        fail = () => void push(new StreamFailure(new GatewayError('SERVICE_UNAVAILABLE', 503, 'Serviço indisponível'))).then(() => stop());
      });
    const subscriptions = await Promise.all([streams.subscribe('scan-1', 'a', failing), streams.subscribe('scan-1', 'a', failing)]);
    const seen = subscriptions.map(collect);
    await tick();
    fail();
    for (const items of await Promise.all(seen)) expect(items).toEqual([1, { failure: 'SERVICE_UNAVAILABLE' }]);
    expect(streams.size).toBe(0);
  });

  it('closes the upstream stream when its last subscriber leaves, and opens a fresh one for the next', async () => {
    const streams = new SharedStreams<Status>(isLast);
    const { open, opener } = upstream();
    const a = await streams.subscribe('scan-1', 'sessao-a', opener({ stage: 'queued', n: 1 }));
    const b = await streams.subscribe('scan-1', 'sessao-a', opener({ stage: 'queued', n: 1 }));
    await a.next();
    await b.next();
    await a.return?.();
    expect(open[0]!.signal.aborted).toBe(false);
    await b.return?.();
    expect(open[0]!.signal.aborted).toBe(true);
    expect(streams.size).toBe(0);
    await streams.subscribe('scan-1', 'sessao-a', opener({ stage: 'analyzing', n: 2 }));
    expect(open).toHaveLength(2);
  });

  it('gives a late subscriber the latest status first', async () => {
    const streams = new SharedStreams<Status>(isLast);
    const { open, opener } = upstream();
    const early = await streams.subscribe('scan-1', 'sessao-a', opener({ stage: 'queued', n: 1 }));
    const earlySeen = collect(early);
    await tick();
    await open[0]!.push({ stage: 'analyzing', n: 5 });
    await tick();
    const late = await streams.subscribe('scan-1', 'sessao-a', opener({ stage: 'queued', n: 1 }));
    expect((await late.next()).value).toEqual({ stage: 'analyzing', n: 5 });
    await late.return?.();
    await open[0]!.push({ stage: 'completed', n: 6 });
    expect(await earlySeen).toEqual([1, 5, 6]);
  });
});

describe('credentialsKey', () => {
  it('tells sessions and tokens apart and keeps neither as is', () => {
    const a = credentialsKey({ headers: { cookie: 'csrf_token=x; vigia_session=abc' } });
    expect(a).toBeDefined();
    expect(a).not.toContain('abc');
    expect(credentialsKey({ headers: { cookie: 'vigia_session=abc; csrf_token=y' } })).toBe(a);
    expect(credentialsKey({ headers: { cookie: 'vigia_session=abd' } })).not.toBe(a);
    expect(credentialsKey({ headers: { authorization: 'Bearer t' } })).not.toBe(credentialsKey({ headers: { authorization: 'Bearer u' } }));
    expect(credentialsKey({ headers: { cookie: 'csrf_token=x' } })).toBeUndefined();
  });
});
