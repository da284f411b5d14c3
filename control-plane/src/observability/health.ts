import { randomBytes } from 'node:crypto';
import { mkdir, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { APP_VERSION, type Config } from '../config.js';
import { ping, type DatabaseKind } from '../db/connection.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import type { SmtpHealth } from '../mail/smtp-probe.js';
import type { ScanQueue } from '../scans/scan-queue.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { workersSeen } from './worker-heartbeat.js';

type Checks = Schemas['HealthChecks'];
type CheckStatus = Schemas['HealthCheckStatus'];
const DAY_MS = 24 * 3600 * 1000;

/** The tenant's active URL-signing key and how old it is against the rotation period. */
export async function signingKeyAge(
  db: Db,
  tenantId: string,
  now: Date,
  rotationDays: number,
): Promise<{ kid: string | null; createdAt: Date | null; ageDays: number | null; overdue: boolean }> {
  const key = await db
    .selectFrom('signing_keys')
    .select(['kid', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (!key) return { kid: null, createdAt: null, ageDays: null, overdue: false };
  const createdAt = new Date(key.created_at);
  const ageDays = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
  return { kid: key.kid, createdAt, ageDays, overdue: ageDays >= rotationDays };
}

/**
 * GET /api/v1/health?level=security: every dependency of the service, each with its own status.
 * The database down makes the whole service down; any other check down or degraded makes it degraded.
 */
export class HealthChecks {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      kind: DatabaseKind;
      queue: ScanQueue;
      config: Pick<Config, 'dataDir' | 'observability'>;
      storage: ObjectStorage;
      smtp: SmtpHealth;
      clock: () => Date;
      logger: Logger;
    },
  ) {}

  async security(tenantId: string): Promise<{ healthy: boolean; body: Schemas['Health'] }> {
    const [database, queue, workers, storage, smtp, signingKey] = await Promise.all([
      this.database(),
      this.queue(),
      this.workers(),
      this.storage(),
      this.smtp(),
      this.signingKey(tenantId),
    ]);
    const checks: Checks = { database, queue, workers, storage, smtp, signingKey };
    const statuses = Object.values(checks).map((check) => check.status as CheckStatus);
    const status = database.status === 'down' ? 'down' : statuses.some((s) => s === 'down' || s === 'degraded') ? 'degraded' : 'ok';
    return {
      healthy: status !== 'down',
      body: {
        status,
        level: 'security',
        version: APP_VERSION,
        time: new Date().toISOString(),
        database: database.status === 'down' ? 'down' : 'ok',
        databaseKind: this.deps.kind,
        checks,
      },
    };
  }

  private async guarded<T extends { status: CheckStatus }>(name: string, check: () => Promise<T>, down: T): Promise<T> {
    try {
      return await check();
    } catch (error) {
      this.deps.logger.warn({ err: error, check: name }, 'health check failed');
      return down;
    }
  }

  private database(): Promise<Checks['database']> {
    return this.guarded<Checks['database']>(
      'database',
      async () => {
        const started = Date.now();
        await ping(this.db);
        return { status: 'ok', latencyMs: Date.now() - started };
      },
      { status: 'down' },
    );
  }

  private queue(): Promise<Checks['queue']> {
    return this.guarded<Checks['queue']>(
      'queue',
      async () => {
        const jobs = await this.deps.queue.stats();
        const row = await this.db.selectFrom('scans').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'queued').executeTakeFirst();
        return { status: 'ok', depth: Number(row?.n ?? 0), activeJobs: jobs.active };
      },
      { status: 'down' },
    );
  }

  /** Alive: a heartbeat within 3 of its intervals. None alive = scans wait forever (down). */
  private workers(): Promise<Checks['workers']> {
    return this.guarded<Checks['workers']>(
      'workers',
      async () => {
        const seen = await workersSeen(this.db);
        const alive = seen.filter((worker) => worker.alive);
        const lastSeen = seen.reduce<Date | null>((latest, worker) => (!latest || worker.seenAt > latest ? worker.seenAt : latest), null);
        const status: CheckStatus = alive.length === 0 ? 'down' : alive.length < seen.length ? 'degraded' : 'ok';
        return {
          status,
          alive: alive.length,
          silent: seen.length - alive.length,
          concurrency: alive.reduce((sum, worker) => sum + worker.concurrency, 0),
          lastSeenAt: lastSeen?.toISOString() ?? null,
        };
      },
      { status: 'down', alive: 0, silent: 0, concurrency: 0, lastSeenAt: null },
    );
  }

  /**
   * The storage takes a write (and a removal) under artifacts/, and DATA_DIR/artifacts (the files
   * themselves, or the scratch and cache beside a bucket) has at least STORAGE_MIN_FREE_MB free.
   */
  private storage(): Promise<Checks['storage']> {
    const dir = path.join(this.deps.config.dataDir, 'artifacts');
    const minFreeBytes = this.deps.config.observability.storageMinFreeBytes;
    return this.guarded<Checks['storage']>(
      'storage',
      async () => {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        let writable = true;
        const probe = `artifacts/.health-${randomBytes(6).toString('hex')}`;
        try {
          await this.deps.storage.put(probe, Buffer.from('ok'));
        } catch {
          writable = false;
        } finally {
          await this.deps.storage.delete(probe).catch(() => undefined);
        }
        const fs = await statfs(dir);
        const freeBytes = Number(fs.bavail) * Number(fs.bsize);
        const totalBytes = Number(fs.blocks) * Number(fs.bsize);
        const status: CheckStatus = !writable ? 'down' : freeBytes < minFreeBytes ? 'degraded' : 'ok';
        return { status, writable, freeBytes, totalBytes, minFreeBytes };
      },
      { status: 'down', writable: false, freeBytes: 0, totalBytes: 0, minFreeBytes },
    );
  }

  private async smtp(): Promise<Checks['smtp']> {
    const result = await this.deps.smtp.check();
    return {
      status: result.status,
      checkedAt: result.checkedAt.toISOString(),
      ...(result.latencyMs !== undefined ? { latencyMs: result.latencyMs } : {}),
      ...(result.error !== undefined ? { error: result.error } : {}),
    };
  }

  private signingKey(tenantId: string): Promise<Checks['signingKey']> {
    const rotationDays = this.deps.config.observability.signingKeyRotationDays;
    return this.guarded<Checks['signingKey']>(
      'signingKey',
      async () => {
        const key = await signingKeyAge(this.db, tenantId, this.deps.clock(), rotationDays);
        return {
          status: key.overdue ? 'degraded' : 'ok',
          kid: key.kid,
          createdAt: key.createdAt?.toISOString() ?? null,
          ageDays: key.ageDays,
          rotationDays,
        };
      },
      { status: 'down', kid: null, createdAt: null, ageDays: null, rotationDays },
    );
  }
}
