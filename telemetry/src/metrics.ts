import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AddressList } from './address-list.js';
import type { Middleware, RoutedRequest } from './http-types.js';

/**
 * Prometheus metrics of one process (gateway, API or worker). Routes are labelled by their
 * template (`/api/v1/projects/:projectId`), never by the raw path: ids would explode the series
 * and name tenants.
 */
export interface ProcessMetrics {
  readonly registry: Registry;
  /** Times every request by method, route template and status. */
  readonly httpTimer: Middleware;
  /** Adds a gauge read at scrape time (queue depth, open streams…). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
}

export function createProcessMetrics(processName: string): ProcessMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ process: processName });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das requisições HTTP por método, rota (modelo) e status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    httpTimer: (req, res, next) => {
      const stop = duration.startTimer();
      res.on('finish', () => stop({ method: req.method ?? 'GET', route: routeTemplate(req), status_code: String(res.statusCode) }));
      next();
    },
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
  };
}

/** The matched route's template, read when the answer is sent; requests no route matched share one label. */
export function routeTemplate(req: Pick<RoutedRequest, 'baseUrl' | 'route'>): string {
  const path = req.route?.path;
  return typeof path === 'string' ? `${req.baseUrl ?? ''}${path}` : 'unmatched';
}

/** Loopback only unless the operator opens more (METRICS_ALLOW_FROM). */
export const DEFAULT_METRICS_ALLOW_FROM = ['127.0.0.0/8', '::1/128'];

/**
 * GET /metrics for Prometheus. Judged by the TCP peer, never by X-Forwarded-For; a request that
 * came through a proxy (it carries X-Forwarded-For) is passed on (404 further down) even from
 * loopback, so a reverse proxy on the same host does not publish the metrics.
 */
export function metricsEndpoint(registry: Registry, allowFrom: readonly string[]): Middleware {
  const allowed = new AddressList(allowFrom);
  return (req, res, next) => {
    if (req.headers['x-forwarded-for'] !== undefined || !allowed.has(req.socket.remoteAddress)) {
      next();
      return;
    }
    registry.metrics().then(
      (text) => {
        res.setHeader('Content-Type', registry.contentType);
        res.end(text);
      },
      (error: unknown) => next(error),
    );
  };
}
