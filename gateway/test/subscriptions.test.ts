import { describe, expect, it } from 'vitest';
import { eventStreamIterator } from '../src/graphql/event-stream-iterator.js';
import { openEventStream } from '../src/graphql/open-event-stream.js';
import { scanStatusEvent } from '../src/graphql/scan-status-event.js';
import { StreamFailure } from '../src/graphql/stream-failure.js';
import { upstreamHeaders } from '../src/graphql/subscriptions.js';

const encoder = new TextEncoder();

/** A body that gives the chunks it is handed and stays open; says when it is cancelled. */
function openBody() {
  let push: (text: string) => void = () => undefined;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(encoder.encode(text));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, push: (text: string) => push(text), cancelled: () => cancelled };
}

describe('eventStreamIterator', () => {
  it('aborts the upstream request on return() while a read is pending', async () => {
    const { body, push, cancelled } = openBody();
    const controller = new AbortController();
    const iterator = eventStreamIterator(body, controller, { map: scanStatusEvent });
    push('event: status\ndata: {"stage":"queued","progress":0}\n\n');
    expect(await iterator.next()).toEqual({ value: { stage: 'queued', progress: 0 }, done: false });
    const pending = iterator.next();
    await iterator.return?.();
    expect(controller.signal.aborted).toBe(true);
    expect(cancelled()).toBe(true);
    expect(await pending).toEqual({ value: undefined, done: true });
  });

  it('finishes after the last event and aborts the rest', async () => {
    const { body, push } = openBody();
    const controller = new AbortController();
    const iterator = eventStreamIterator(body, controller, { map: scanStatusEvent });
    push('event: completed\ndata: {"stage":"completed","progress":100}\n\nevent: status\ndata: {"stage":"queued"}\n\n');
    expect((await iterator.next()).value).toEqual({ stage: 'completed', progress: 100 });
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(controller.signal.aborted).toBe(true);
  });

  it('yields one failure for data that is not a ScanStatus, then ends', async () => {
    const { body, push } = openBody();
    const errors: unknown[] = [];
    const iterator = eventStreamIterator(body, new AbortController(), { map: scanStatusEvent, onInternalError: (e) => errors.push(e) });
    push('event: status\ndata: <html>\n\n');
    const step = await iterator.next();
    expect(step.value).toBeInstanceOf(StreamFailure);
    expect((step.value as StreamFailure).error).toMatchObject({ code: 'INTERNAL', status: 500 });
    expect((await iterator.next()).done).toBe(true);
    expect(errors).toHaveLength(1);
  });
});

describe('openEventStream', () => {
  const fetchAnswering = (response: Response) => (async () => response) as unknown as typeof fetch;

  it('refuses a 200 that is not an event stream', async () => {
    await expect(
      openEventStream({ url: 'http://cp/x', headers: {}, connectTimeoutMs: 1000, fetch: fetchAnswering(new Response('{}', { status: 200 })) }),
    ).rejects.toMatchObject({ code: 'INTERNAL', status: 500 });
  });

  it('keeps Retry-After of a 429', async () => {
    const response = new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'Muitas requisições' }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '7' },
    });
    await expect(openEventStream({ url: 'http://cp/x', headers: {}, connectTimeoutMs: 1000, fetch: fetchAnswering(response) })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      message: 'Muitas requisições',
      extra: { retryAfter: 7 },
    });
  });

  it('gives up when the control plane does not answer in time', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    await expect(openEventStream({ url: 'http://cp/x', headers: {}, connectTimeoutMs: 50, fetch: hanging })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    });
  });
});

describe('upstreamHeaders', () => {
  it('forwards the caller credentials, address and request id only', () => {
    const headers = upstreamHeaders({
      headers: { cookie: 'a=b', authorization: 'Bearer x', 'x-csrf-token': 'c', 'user-agent': 'ua', 'x-request-id': 'gw-7f3a9c01', host: 'gw', 'x-other': 'no' },
      forwardedFor: '10.0.0.1, 127.0.0.1',
    });
    expect(headers).toEqual({
      accept: 'text/event-stream',
      'cache-control': 'no-cache',
      cookie: 'a=b',
      authorization: 'Bearer x',
      'x-csrf-token': 'c',
      'user-agent': 'ua',
      'x-request-id': 'gw-7f3a9c01',
      'x-forwarded-for': '10.0.0.1, 127.0.0.1',
    });
  });
});

describe('scanStatusEvent', () => {
  const status = { scanId: '6f1c1f3e-5d43-4a51-9b3c-0c7d7b8c9a10', hasInProgress: true, progress: 40, stage: 'analyzing', canResume: false };

  it('yields the ScanStatus of status events and ends after completed and error', () => {
    expect(scanStatusEvent({ event: 'status', data: JSON.stringify(status) })).toEqual({ payload: status, last: false });
    const done = { ...status, stage: 'completed', progress: 100, hasInProgress: false };
    expect(scanStatusEvent({ event: 'completed', data: JSON.stringify(done) })).toEqual({ payload: done, last: true });
    const failed = { ...status, stage: 'failed', error: 'Arquivo inválido', canResume: true };
    expect(scanStatusEvent({ event: 'error', data: JSON.stringify(failed) })).toEqual({ payload: failed, last: true });
  });

  it('ignores other events and turns an error body into a field error', () => {
    expect(scanStatusEvent({ event: 'ping', data: '{}' })).toBeUndefined();
    const mapped = scanStatusEvent({ event: 'error', data: JSON.stringify({ code: 'FORBIDDEN', message: 'Acesso negado', status: 403 }) });
    expect(mapped?.last).toBe(true);
    expect(mapped?.payload).toBeInstanceOf(StreamFailure);
    const error = (mapped?.payload as StreamFailure).error;
    expect([error.code, error.status, error.message]).toEqual(['FORBIDDEN', 403, 'Acesso negado']);
  });

  it('refuses data that is not a ScanStatus', () => {
    expect(() => scanStatusEvent({ event: 'status', data: 'not json' })).toThrow();
    expect(() => scanStatusEvent({ event: 'status', data: '{"progress":1}' })).toThrow(/stage/);
  });
});

describe('eventStreamIterator on shutdown', () => {
  it('ends an open stream with SERVICE_UNAVAILABLE and aborts the upstream request', async () => {
    const { body, push, cancelled } = openBody();
    const controller = new AbortController();
    const shutdown = new AbortController();
    const iterator = eventStreamIterator(body, controller, { map: scanStatusEvent, shutdown: shutdown.signal });
    push('event: status\ndata: {"stage":"analyzing","progress":10}\n\n');
    expect((await iterator.next()).value).toEqual({ stage: 'analyzing', progress: 10 });
    shutdown.abort();
    const step = await iterator.next();
    expect((step.value as StreamFailure).error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(controller.signal.aborted).toBe(true);
    expect(cancelled()).toBe(true);
  });
});
