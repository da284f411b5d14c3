// GraphQL subscriptions backed by the control plane's REST event streams (text/event-stream).
//
// Mesh v0 turns such an endpoint into a buffered String query (it is filtered out of the schema
// in .meshrc.yaml), so each subscription is added here by hand: a type definition (v0 needs the
// `extend schema` line to expose the Subscription root) and a resolver whose `subscribe` reads
// the REST stream, opened with the caller's credentials and shared by every subscriber of the same
// scan on this gateway (shared-streams.ts), and yields its events. Composed in mesh.ts, so
// `pnpm --filter @vigia/gateway run schema` prints them into schema/gateway.graphql.
//
// Clients reach them through Yoga's built-in SSE at /graphql: graphql-sse in "distinct
// connections" mode (one HTTP request per subscription, `Accept: text/event-stream`).
import type { GetMeshOptions } from '@graphql-mesh/runtime';
import { Repeater } from '@repeaterjs/repeater';
import { parse, type DocumentNode } from 'graphql';
import { withCallerHeaders, type CallerContext } from '../control-plane/caller-headers.js';
import { GatewayError, INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE, upstreamErrorView } from './errors.js';
import { SseParser, type ServerSentEvent } from './sse-parser.js';
import { StreamCut, StreamFailure } from './stream-failure.js';
import { reopenWhenCut } from './stream-reopen.js';
import { credentialsKey, SharedStreams } from './shared-streams.js';

type Resolvers = Extract<GetMeshOptions['additionalResolvers'], unknown[]>;

/** What the subscription resolvers read of the GraphQL context (Mesh + app.ts). */
export type SubscriptionContext = CallerContext;

export interface SubscriptionOptions {
  controlPlaneUrl: string;
  /** How long the control plane may take to answer the stream's headers (default 30 s, like the queries). */
  connectTimeoutMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
  /** Failures hidden from the client behind a generic message, for the server log. */
  onInternalError?: (error: unknown) => void;
  /** Aborted when the gateway shuts down: every open subscription ends with SERVICE_UNAVAILABLE. */
  shutdown?: AbortSignal;
  /** Wait before opening a cut upstream stream again (default 250 ms; tests use 0). */
  reopenDelayMs?: number;
}

/** Largest error body read from the control plane. */
const ERROR_BODY_LIMIT = 64 * 1024;


const unavailable = () => new GatewayError('SERVICE_UNAVAILABLE', 503, UNAVAILABLE_MESSAGE);
const internal = () => new GatewayError('INTERNAL', 500, INTERNAL_MESSAGE);

/** The REST stream's request headers: the caller's, as every call for a GraphQL request carries them. */
export function upstreamHeaders(context: SubscriptionContext): Record<string, string> {
  return withCallerHeaders({ accept: 'text/event-stream', 'cache-control': 'no-cache' }, context);
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text.length <= ERROR_BODY_LIMIT ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export interface EventStreamOptions<T> {
  /** Turns one event into a payload (`undefined` skips it) and says whether it is the last one. */
  map(event: ServerSentEvent): { payload: T; last: boolean } | undefined;
  onInternalError?: (error: unknown) => void;
  /** Ends the stream with SERVICE_UNAVAILABLE (this process is going away; the client reconnects elsewhere). */
  shutdown?: AbortSignal;
}

/**
 * The events of an open REST stream as an async iterator (a Repeater) whose `return()` (the
 * client went away, or the subscription ended) aborts the upstream request at once, even while a
 * read is pending. After a last event, an upstream error or the end of the body, the iterator
 * finishes and the request is aborted too. Failures are yielded once as a StreamFailure (the
 * resolver turns it into a field error).
 */
export function eventStreamIterator<T>(
  body: ReadableStream<Uint8Array>,
  controller: AbortController,
  options: EventStreamOptions<T>,
): AsyncIterableIterator<T | StreamFailure> {
  return new Repeater<T | StreamFailure>(async (push, stop) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      controller.abort();
      reader.cancel().catch(() => undefined);
    };
    // The consumer's return(): cancelling the reader settles a pending read at once.
    void stop.then(finish);
    const onShutdown = () => void fail(unavailable());
    const fail = async (error: GatewayError) => {
      finish();
      await push(new StreamFailure(error));
    };
    /** Pushes the mapped events; false once the stream is over (a last event or a failure). */
    const take = async (events: ServerSentEvent[]): Promise<boolean> => {
      for (const event of events) {
        let mapped: ReturnType<EventStreamOptions<T>['map']>;
        try {
          mapped = options.map(event);
        } catch (error) {
          options.onInternalError?.(error);
          await fail(internal());
          return false;
        }
        if (!mapped) continue;
        if (mapped.last) finish();
        await push(mapped.payload);
        if (mapped.last) return false;
      }
      return true;
    };

    if (options.shutdown?.aborted) onShutdown();
    options.shutdown?.addEventListener('abort', onShutdown, { once: true });
    try {
      while (!finished) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          // Aborted by us or by the client's going away: nothing more to say.
          if (!finished && !controller.signal.aborted) {
            options.onInternalError?.(error);
            finish();
            await push(new StreamCut(unavailable()));
          }
          break;
        }
        if (finished) break;
        if (chunk.done) {
          // The stream ended without a last event (restart, proxy timeout): say so.
          if (await take(parser.push(`${decoder.decode()}\n\n`))) {
            finish();
            await push(new StreamCut(unavailable()));
          }
          break;
        }
        if (!(await take(parser.push(decoder.decode(chunk.value, { stream: true }))))) break;
      }
    } finally {
      options.shutdown?.removeEventListener('abort', onShutdown);
      finish();
      stop();
    }
  });
}

export interface OpenStreamOptions {
  url: string;
  headers: Record<string, string>;
  /** Aborts the request (the client went away). */
  signal?: AbortSignal;
  connectTimeoutMs: number;
  fetch: typeof fetch;
  onInternalError?: (error: unknown) => void;
}

/**
 * Opens a REST event stream and waits for its answer. Anything but a 200 text/event-stream
 * becomes a GatewayError with the control plane's code and Portuguese message (401/403 stay
 * 401/403): the subscription then fails before any event, and no stream is left open.
 */
export async function openEventStream(options: OpenStreamOptions): Promise<{ body: ReadableStream<Uint8Array>; controller: AbortController }> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  const timer = setTimeout(() => controller.abort(), options.connectTimeoutMs);
  let response: Response;
  try {
    response = await options.fetch(options.url, { headers: options.headers, signal: controller.signal, redirect: 'manual' });
  } catch (error) {
    options.signal?.removeEventListener('abort', onAbort);
    options.onInternalError?.(error);
    throw unavailable();
  } finally {
    clearTimeout(timer);
  }
  // After the answer, the client's signal still ends the stream (the iterator may not be asked again).
  controller.signal.addEventListener('abort', () => options.signal?.removeEventListener('abort', onAbort), { once: true });

  const contentType = response.headers.get('content-type') ?? '';
  if (response.status === 200 && response.body && contentType.startsWith('text/event-stream')) {
    return { body: response.body, controller };
  }
  const body = response.status === 200 ? undefined : await readErrorBody(response);
  controller.abort();
  if (response.status === 200) {
    options.onInternalError?.(new Error(`event stream answered 200 with content-type "${contentType}"`));
    throw internal();
  }
  const view = upstreamErrorView(response.status, body, response.headers);
  if (response.status >= 500 && view.extensions.code === 'INTERNAL') {
    options.onInternalError?.(new Error(`event stream answered ${response.status}`));
  }
  const { code, status, ...extra } = view.extensions;
  throw new GatewayError(code, status, view.message, extra);
}

/** Scan stages after which nothing changes; the stream's `completed`/`error` events carry them. */
const LAST_EVENTS = new Set(['completed', 'error']);
const STATUS_EVENTS = new Set(['status', 'message', ...LAST_EVENTS]);
/** The statuses that came as a last event (the shared stream needs to know one when it sees it). */
const LAST_STATUSES = new WeakSet<object>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One event of GET /api/v1/dashboard/scan/{scanId}/status/stream: `status`, `completed` or
 * `error`, each with a ScanStatus as data. An `error` event whose data is an error body
 * `{code, message}` instead (the stream itself failed) becomes a field error.
 */
export function scanStatusEvent(event: ServerSentEvent): { payload: Record<string, unknown> | StreamFailure; last: boolean } | undefined {
  if (!STATUS_EVENTS.has(event.event)) return undefined;
  const last = LAST_EVENTS.has(event.event);
  const data = JSON.parse(event.data) as unknown;
  if (!isRecord(data)) throw new Error(`scan status event "${event.event}" without an object`);
  if (typeof data.stage !== 'string') {
    if (event.event === 'error' && typeof data.code === 'string' && typeof data.message === 'string') {
      const status = typeof data.status === 'number' ? data.status : 500;
      const view = upstreamErrorView(status, data);
      const { code, status: viewStatus, ...extra } = view.extensions;
      return { payload: new StreamFailure(new GatewayError(code, viewStatus, view.message, extra)), last: true };
    }
    throw new Error(`scan status event "${event.event}" without a stage`);
  }
  if (last) LAST_STATUSES.add(data);
  return { payload: data, last };
}

export const subscriptionTypeDefs: DocumentNode[] = [
  parse(/* GraphQL */ `
    extend schema {
      subscription: Subscription
    }

    type Subscription {
      """
      The scan's status as it changes: one ScanStatus per event of the control plane's
      stream, ending after the completed or failed one. Needs access to the scan's project.
      """
      scanStatusChanged(scanId: UUID!): ScanStatus
    }
  `),
];

/** The resolvers of subscriptionTypeDefs, talking to the control plane at options.controlPlaneUrl. */
export function createSubscriptionResolvers(options: SubscriptionOptions): Resolvers {
  const base = options.controlPlaneUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const connectTimeoutMs = options.connectTimeoutMs ?? 30_000;
  const scanStreams = new SharedStreams<Record<string, unknown>>((status) => LAST_STATUSES.has(status));
  return [
    {
      Subscription: {
        scanStatusChanged: {
          subscribe(_root: unknown, args: { scanId: string }, context: SubscriptionContext) {
            // The stream is shared by every subscriber of the scan on this gateway, so it is opened
            // with the first one's credentials and ends by the shared stream's signal, not a client's.
            const headers = upstreamHeaders(context);
            const open = async (signal: AbortSignal) => {
              const openOnce = async () => {
                const { body, controller } = await openEventStream({
                  url: `${base}/api/v1/dashboard/scan/${encodeURIComponent(args.scanId)}/status/stream`,
                  headers,
                  signal,
                  connectTimeoutMs,
                  fetch: doFetch,
                  onInternalError: options.onInternalError,
                });
                return eventStreamIterator(body, controller, {
                  map: scanStatusEvent,
                  onInternalError: options.onInternalError,
                  ...(options.shutdown ? { shutdown: options.shutdown } : {}),
                });
              };
              return reopenWhenCut(await openOnce(), openOnce, {
                ...(options.reopenDelayMs === undefined ? {} : { delayMs: options.reopenDelayMs }),
                ...(options.shutdown ? { shutdown: options.shutdown } : {}),
              });
            };
            return scanStreams.subscribe(args.scanId, credentialsKey(context), open);
          },
          resolve(payload: unknown) {
            if (payload instanceof StreamFailure) throw payload.error;
            return payload;
          },
        },
      },
    },
  ];
}

export { StreamFailure };
