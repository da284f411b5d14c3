// GraphQL subscriptions backed by the control plane's REST event streams (text/event-stream).
//
// Mesh v0 turns such an endpoint into a buffered String query (it is filtered out of the schema
// in .meshrc.yaml), so each subscription is added here by hand: a type definition (v0 needs the
// `extend schema` line to expose the Subscription root) and a resolver whose `subscribe` reads
// the REST stream, opened with the caller's credentials and shared by every subscriber of the same
// scan on this gateway (shared-streams.ts), and yields its events (opened by open-event-stream.ts,
// read by event-stream-iterator.ts, each event mapped by scan-status-event.ts). Composed in mesh.ts, so
// `pnpm --filter @vigia/gateway run schema` prints them into schema/gateway.graphql.
//
// Clients reach them through Yoga's built-in SSE at /graphql: graphql-sse in "distinct
// connections" mode (one HTTP request per subscription, `Accept: text/event-stream`).
import type { GetMeshOptions } from '@graphql-mesh/runtime';
import { parse, type DocumentNode } from 'graphql';
import { withCallerHeaders, type CallerContext } from '../control-plane/caller-headers.js';
import { eventStreamIterator } from './event-stream-iterator.js';
import { openEventStream } from './open-event-stream.js';
import { isLastStatus, scanStatusEvent } from './scan-status-event.js';
import { StreamFailure } from './stream-failure.js';
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

/** The REST stream's request headers: the caller's, as every call for a GraphQL request carries them. */
export function upstreamHeaders(context: SubscriptionContext): Record<string, string> {
  return withCallerHeaders({ accept: 'text/event-stream', 'cache-control': 'no-cache' }, context);
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
  const scanStreams = new SharedStreams<Record<string, unknown>>(isLastStatus);
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
