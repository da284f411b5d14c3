import { sql } from 'kysely';
import { recordAudit } from '../audit/audit.repository.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { requireConfirmation } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorizedTenant, type Actor } from '../policy/index.js';
import type { RequestWindow } from './request-window.js';
import { workersSeen } from './worker-heartbeat.js';

/** A cache of this process that the admin may clear. */
export interface ClearableCache {
  name: string;
  clear(): void | Promise<void>;
}

const SCAN_WINDOW_DAYS = 30;
const round = (value: number | null, digits = 1) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/** GET /admin/performance/metrics and POST /admin/performance/cache/clear (TENANT_ADMIN). */
export class PerformanceService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      requests: RequestWindow;
      caches: readonly ClearableCache[];
      /** Live figures of this process (status streams, scans running), wired by the app. */
      live: { sseConnections(): number; activeScans(): number };
    },
  ) {}

  async metrics(actor: Actor, tenantHeader: string | undefined): Promise<Schemas['PerformanceResponse']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'observability.manage');
    const since = new Date(Date.now() - SCAN_WINDOW_DAYS * 24 * 3600 * 1000);
    const [queue, speed, seen] = await Promise.all([
      this.db
        .selectFrom('scans')
        .select([
          sql<number>`count(*) filter (where status = 'queued')::int`.as('depth'),
          sql<number>`count(*) filter (where status = 'queued' and tenant_id = ${tenantId})::int`.as('tenant_queued'),
          sql<number>`count(*) filter (where status = 'running' and tenant_id = ${tenantId})::int`.as('tenant_running'),
        ])
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('scans')
        .select([
          sql<number>`count(*)::int`.as('completed'),
          sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from finished_at - started_at))`.as('p50'),
          sql<number | null>`percentile_cont(0.95) within group (order by extract(epoch from finished_at - started_at))`.as('p95'),
          sql<number | null>`avg(extract(epoch from finished_at - started_at))`.as('average'),
          sql<number | null>`sum(lines_scanned) / nullif(sum(extract(epoch from finished_at - started_at)), 0)`.as('lines_per_second'),
        ])
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'completed')
        .where('started_at', 'is not', null)
        .where('finished_at', '>=', since)
        .executeTakeFirstOrThrow(),
      workersSeen(this.db),
    ]);
    const memory = process.memoryUsage();
    const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return {
      performanceMetrics: {
        scope: 'process',
        uptimeSeconds: Math.round(process.uptime()),
        last5Minutes: this.deps.requests.stats(5),
        last60Minutes: this.deps.requests.stats(60),
        queue: {
          depth: Number(queue.depth),
          tenantQueued: Number(queue.tenant_queued),
          tenantRunning: Number(queue.tenant_running),
          runningHere: this.deps.live.activeScans(),
        },
        scans: {
          completed: Number(speed.completed),
          p50Seconds: round(num(speed.p50), 2),
          p95Seconds: round(num(speed.p95), 2),
          averageSeconds: round(num(speed.average), 2),
          linesPerSecond: round(num(speed.lines_per_second), 1),
        },
        sseConnections: this.deps.live.sseConnections(),
      },
      memory: { heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, rss: memory.rss },
      processes: seen.flatMap((beating) =>
        beating.alive && beating.memory
          ? [{ workerId: beating.workerId, kind: beating.kind, hostname: beating.hostname, pid: beating.pid, ...beating.memory, seenAt: beating.seenAt.toISOString() }]
          : [],
      ),
    };
  }

  async clearCaches(
    actor: Actor,
    tenantHeader: string | undefined,
    body: Schemas['ClearCachesRequest'],
    request: RequestMeta,
  ): Promise<Schemas['ClearCachesResult']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'observability.manage');
    requireConfirmation(body.confirm, 'a limpeza dos caches');
    const cleared: string[] = [];
    for (const cache of this.deps.caches) {
      await cache.clear();
      cleared.push(cache.name);
    }
    // Nothing in the database changes: the entry is written once the caches are cleared.
    await recordAudit(this.db, actor, request, { tenantId, action: 'performance.cache_clear', targetType: 'process', after: { cleared } });
    return { cleared };
  }
}
