import type { MeshPlugin } from '@graphql-mesh/types';
import type { Plugin } from 'graphql-yoga';

/** What app.ts puts in the server context of each GraphQL request: when it reached the gateway. */
export interface TimedServerContext {
  receivedAt?: number;
}

const milliseconds = (ms: number) => Math.max(0, ms).toFixed(2);

/**
 * `Server-Timing: upstream;dur=…, gateway;dur=…` on every GraphQL answer: the time spent waiting for
 * the control plane (all of its calls, summed) and the rest, the gateway's own work from the
 * request's arrival to the answer. Operators read it in the browser's network panel, and
 * bench/dashboard-query.mjs separates the gateway's own cost from the loopback hop and the
 * machine's contention with it (issue 12).
 */
export function useServerTiming(): MeshPlugin<{ request?: Request }> & Plugin<object, TimedServerContext> {
  const upstreamMs = new WeakMap<Request, number>();
  return {
    onFetch({ context }) {
      const request = context?.request;
      if (!request) return undefined;
      const started = performance.now();
      // Runs once the answer is read: upstream-fetch.ts reads the whole body before returning.
      return () => {
        upstreamMs.set(request, (upstreamMs.get(request) ?? 0) + performance.now() - started);
      };
    },
    onResponse({ request, response, serverContext }) {
      const receivedAt = serverContext?.receivedAt;
      if (receivedAt === undefined) return;
      const upstream = upstreamMs.get(request) ?? 0;
      upstreamMs.delete(request);
      const total = performance.now() - receivedAt;
      response.headers.set('Server-Timing', `upstream;dur=${milliseconds(upstream)}, gateway;dur=${milliseconds(total - upstream)}`);
    },
  };
}
