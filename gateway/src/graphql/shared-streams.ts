// One upstream stream per scan, shared by this gateway's subscribers of that scan.
//
// A storm of subscriptions (500 clients opening the scan page at once, or reconnecting after a
// restart) used to open one REST event stream each: each opening a session lookup, the
// memberships and the scan read twice on the control plane, and one open stream there that it
// writes every event to. Now the first subscriber of a scan opens the stream and the others are
// fanned out from it here. The control plane still authorizes every caller: a caller the stream
// has not seen opens its own stream once (the same request as before, the same 401/403/404), takes
// its first event, and joins the shared one; the caller's credentials are then remembered for that
// scan for AUTHORIZED_FOR_MS, so further subscriptions from the same session (tabs, reconnects)
// cost the control plane nothing.
import { createHash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Repeater, SlidingBuffer } from '@repeaterjs/repeater';
import type { CallerContext } from '../control-plane/caller-headers.js';
import { StreamFailure } from './stream-failure.js';

/** How long a caller's access to a scan's stream, once the control plane granted it, is taken as granted. */
export const AUTHORIZED_FOR_MS = 60_000;
/**
 * Events kept for a subscriber that reads slower than they come. Each is a whole status (not a
 * delta), so dropping the oldest loses nothing the next one does not carry; the last is never dropped.
 */
const SUBSCRIBER_BUFFER = 16;
/**
 * Subscribers given an event before the fan-out yields to the event loop. Each push runs that
 * subscriber's execution and write in the same turn; 500 of them in one go held the loop for a
 * quarter of a second, and the queries that arrived meanwhile waited behind (bench/load.mjs).
 */
export const FAN_OUT_SLICE = 25;

/** Opens the caller's upstream stream (already reopening when cut); `signal` aborts it. */
export type OpenUpstream<T> = (signal: AbortSignal) => Promise<AsyncIterableIterator<T | StreamFailure>>;

interface Subscriber<T> {
  push(item: T | StreamFailure): void;
  stop(): void;
}

/** One scan's shared upstream stream and who reads it. */
class SharedStream<T> {
  readonly controller = new AbortController();
  readonly subscribers = new Set<Subscriber<T>>();
  private readonly authorized = new Map<string, number>();
  latest: T | undefined;
  done = false;
  /** Settles once the upstream answered (rejects with the opener's error: every waiter has the same credentials). */
  ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly isLast: (item: T) => boolean,
    private readonly onDone: () => void,
  ) {}

  isAuthorized(credentials: string | undefined, now: number): boolean {
    return credentials !== undefined && (this.authorized.get(credentials) ?? 0) > now;
  }

  authorize(credentials: string | undefined, now: number): void {
    if (credentials !== undefined) this.authorized.set(credentials, now + AUTHORIZED_FOR_MS);
  }

  /** Reads the upstream until its last event, a failure or the last subscriber's leaving. */
  async pump(source: AsyncIterableIterator<T | StreamFailure>): Promise<void> {
    try {
      for await (const item of source) {
        if (!(item instanceof StreamFailure)) this.latest = item;
        // Those who join during the fan-out start from `latest`, so they are not in this round.
        await inSlices([...this.subscribers], (subscriber) => subscriber.push(item));
        if (item instanceof StreamFailure || this.isLast(item)) break;
      }
    } finally {
      this.finish();
    }
  }

  /**
   * A subscriber's events: `first` (or the latest status) at once, then every event of the upstream.
   * It is counted in at once, so nothing the upstream sends before the client's first read is lost.
   */
  attach(first: T | undefined): AsyncIterableIterator<T | StreamFailure> {
    const initial = first ?? this.latest;
    const early: (T | StreamFailure)[] = initial === undefined ? [] : [initial];
    let stopped = this.done;
    let sink: Subscriber<T> | undefined;
    const subscriber: Subscriber<T> = {
      push: (item) => {
        if (sink) return sink.push(item);
        // Kept as the subscriber's buffer would keep them until it reads.
        if (early.push(item) > SUBSCRIBER_BUFFER) early.shift();
      },
      stop: () => {
        if (sink) sink.stop();
        else stopped = true;
      },
    };
    if (!stopped) this.subscribers.add(subscriber);
    return new Repeater<T | StreamFailure>(async (push, stop) => {
      for (const item of early.splice(0)) void push(item);
      sink = { push: (item) => void push(item), stop: () => stop() };
      if (stopped) stop();
      await stop;
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) this.finish();
    }, new SlidingBuffer(SUBSCRIBER_BUFFER));
  }

  finish(): void {
    if (this.done) return;
    this.done = true;
    // Aborting the request ends the upstream iterator at once, even while it waits for an event.
    this.controller.abort();
    this.onDone();
    void inSlices([...this.subscribers], (subscriber) => subscriber.stop());
  }
}

/**
 * `act` on each subscriber, FAN_OUT_SLICE at a time, yielding to the event loop between slices: giving
 * an event runs that subscriber's execution and write, ending one closes its response, and 500 of
 * either in one turn held the loop (a quarter of a second for events, ~80 ms for a scan's completion).
 */
async function inSlices<T>(subscribers: Subscriber<T>[], act: (subscriber: Subscriber<T>) => void): Promise<void> {
  let done = 0;
  for (const subscriber of subscribers) {
    act(subscriber);
    done += 1;
    if (done % FAN_OUT_SLICE === 0) await yieldToEventLoop();
  }
}

/** The caller's credentials as a digest (the session cookie or bearer token is not kept as is). */
export function credentialsKey(context: CallerContext): string | undefined {
  const cookie = context.headers?.cookie ?? '';
  const session = /(?:^|;\s*)vigia_session=([^;]*)/.exec(cookie)?.[1] ?? '';
  const authorization = context.headers?.authorization ?? '';
  if (!session && !authorization) return undefined;
  return createHash('sha256').update(`${authorization}\n${session}`).digest('base64url');
}

export class SharedStreams<T> {
  private readonly streams = new Map<string, SharedStream<T>>();

  /** `isLast`: whether an event ends its stream (nothing comes after it). */
  constructor(private readonly isLast: (item: T) => boolean) {}

  /** Upstream streams open or opening (for tests). */
  get size(): number {
    return this.streams.size;
  }

  /**
   * The events of `key`'s stream for one subscriber. A failure to open (the caller has no access,
   * the control plane is down) is thrown, as opening a stream of one's own would.
   */
  async subscribe(key: string, credentials: string | undefined, open: OpenUpstream<T>): Promise<AsyncIterableIterator<T | StreamFailure>> {
    const existing = this.streams.get(key);
    if (existing && !existing.done) {
      if (!existing.isAuthorized(credentials, Date.now())) return this.joinAfterOwnOpening(key, existing, open, credentials);
      // Opened (or being opened) with these credentials: the same answer holds for this subscriber.
      await existing.ready;
      return existing.attach(undefined);
    }
    const stream = new SharedStream<T>(this.isLast, () => {
      if (this.streams.get(key) === stream) this.streams.delete(key);
    });
    stream.authorize(credentials, Date.now());
    this.streams.set(key, stream);
    const opening = open(stream.controller.signal);
    stream.ready = opening.then(
      () => undefined,
      (error: unknown) => {
        stream.finish();
        throw error;
      },
    );
    await stream.ready;
    // Its opener reads from the first event on; the pump starts once it is counted in.
    const iterator = stream.attach(undefined);
    void stream.pump(await opening);
    return iterator;
  }

  /**
   * A caller the shared stream has not seen: its own stream is its authorization and its first
   * status; it reads the shared one from there on (or ends there, when that status was the last).
   */
  private async joinAfterOwnOpening(key: string, shared: SharedStream<T>, open: OpenUpstream<T>, credentials: string | undefined): Promise<AsyncIterableIterator<T | StreamFailure>> {
    const controller = new AbortController();
    const own = await open(controller.signal);
    const first = await own.next();
    controller.abort();
    if (first.done) return single<T>(undefined);
    if (first.value instanceof StreamFailure || this.isLast(first.value)) return single(first.value);
    // The shared stream ended meanwhile (its subscribers left): this caller starts the next one.
    if (shared.done) return this.subscribe(key, credentials, open);
    shared.authorize(credentials, Date.now());
    return shared.attach(first.value);
  }
}

async function* single<T>(item: T | StreamFailure | undefined): AsyncGenerator<T | StreamFailure> {
  if (item !== undefined) yield item;
}
