import { routeTemplate } from '@vigia/telemetry';
import type { RequestHandler } from 'express';
import type { Schemas } from '../lib/api-types.js';

/** One route's traffic and latency over the window, as the contract's RouteLatency. */
export type RouteStats = Schemas['RouteLatency'];

const HOUR_MS = 60 * 60 * 1000;

/** The value at quantile q of sorted values (nearest rank). */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

/**
 * The durations of this process's recent requests in a fixed ring (the last `capacity` requests of
 * the last hour at most), for per-route percentiles and rates over 5 and 60 minutes. Per process:
 * behind a load balancer each replica answers for itself; Prometheus (`/metrics`) has the sum.
 */
export class RequestWindow {
  private readonly at: Float64Array;
  private readonly ms: Float64Array;
  private readonly keys: string[];
  private readonly statuses: Uint16Array;
  private next = 0;
  private size = 0;

  constructor(private readonly capacity = 50_000) {
    this.at = new Float64Array(capacity);
    this.ms = new Float64Array(capacity);
    this.statuses = new Uint16Array(capacity);
    this.keys = new Array<string>(capacity).fill('');
  }

  record(method: string, route: string, status: number, durationMs: number, at = Date.now()): void {
    this.at[this.next] = at;
    this.ms[this.next] = durationMs;
    this.statuses[this.next] = status;
    this.keys[this.next] = `${method} ${route}`;
    this.next = (this.next + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  /** Times every request by its route template (the metrics label), never the path with ids. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        this.record(req.method, routeTemplate(req), res.statusCode, Number(process.hrtime.bigint() - started) / 1e6);
      });
      next();
    };
  }

  /** Per-route stats of the last `minutes` (at most 60), busiest first. */
  stats(minutes: number, now = Date.now()): RouteStats[] {
    const since = now - Math.min(minutes * 60_000, HOUR_MS);
    const byKey = new Map<string, { durations: number[]; errors: number }>();
    for (let i = 0; i < this.size; i += 1) {
      if ((this.at[i] ?? 0) < since) continue;
      const key = this.keys[i] ?? '';
      let entry = byKey.get(key);
      if (!entry) {
        entry = { durations: [], errors: 0 };
        byKey.set(key, entry);
      }
      entry.durations.push(this.ms[i] ?? 0);
      if ((this.statuses[i] ?? 0) >= 500) entry.errors += 1;
    }
    const seconds = minutes * 60;
    return [...byKey.entries()]
      .map(([key, { durations, errors }]) => {
        const sorted = durations.sort((a, b) => a - b);
        const space = key.indexOf(' ');
        return {
          method: key.slice(0, space),
          route: key.slice(space + 1),
          requests: sorted.length,
          ratePerSecond: Math.round((sorted.length / seconds) * 1000) / 1000,
          errors,
          p50Ms: quantile(sorted, 0.5),
          p95Ms: quantile(sorted, 0.95),
          p99Ms: quantile(sorted, 0.99),
        };
      })
      .sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
  }
}
