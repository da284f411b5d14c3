import { createServer, type Server } from 'node:http';
import { createProcessMetrics, metricsEndpoint, type Probes, type ProcessMetrics } from '@vigia/telemetry';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { ScanEventHub } from '../scans/scan-events.js';
import type { ScanRunner } from '../scans/scan-runner.js';

/** Scans waiting for a worker, over every tenant (the queue depth operators alert on). */
async function queuedScans(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('scans').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'queued').executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every process that runs scans: its scans in flight and the shared queue depth. */
function addScanGauges(metrics: ProcessMetrics, deps: { db: Kysely<Database>; runner: ScanRunner }): ProcessMetrics {
  metrics.gauge('vigia_scans_running', 'Scans em execução neste processo.', () => deps.runner.activeScans);
  metrics.gauge('vigia_scan_queue_depth', 'Scans na fila, aguardando um worker.', () => queuedScans(deps.db));
  return metrics;
}

/** The API process (it runs scans too unless WORKER_CONCURRENCY=0) with its open status streams. */
export function apiMetrics(deps: { db: Kysely<Database>; runner: ScanRunner; events: ScanEventHub }): ProcessMetrics {
  const metrics = addScanGauges(createProcessMetrics('control-plane'), deps);
  metrics.gauge('vigia_sse_connections', 'Streams de status de scan (SSE) abertos neste processo.', () => deps.events.subscriberCount);
  return metrics;
}

/**
 * A worker has no HTTP of its own: a listener that answers the probes (/livez, /readyz) to anyone
 * and GET /metrics to allowed peers, 404 to the rest.
 */
export async function serveWorkerMetrics(
  deps: { db: Kysely<Database>; runner: ScanRunner; probes: Probes },
  options: { port: number; allowFrom: readonly string[] },
): Promise<Server> {
  const metrics = addScanGauges(createProcessMetrics('worker'), deps);
  const endpoint = metricsEndpoint(metrics.registry, options.allowFrom);
  const server = createServer((req, res) => {
    const notFound = () => {
      res.statusCode = 404;
      res.end();
    };
    if (deps.probes.handle(req, res)) return;
    if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') endpoint(req, res, notFound);
    else notFound();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, resolve));
  return server;
}
