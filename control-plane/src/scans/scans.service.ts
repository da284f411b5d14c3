import { randomUUID } from 'node:crypto';
import { cp, lstat, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Request } from 'express';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { create as createTar } from 'tar';
import type { Config } from '../config.js';
import type { Db } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import { PROJECT_DENIED, authorize, canSeeProject, visibleTenantIds, type Actor } from '../policy/index.js';
import { projectContextRequired, resolveProjectContext } from '../projects/project-context.js';
import { findProjectInTenants } from '../projects/projects.repository.js';
import { parseApiToken } from '../tokens/token-format.js';
import { QUOTA_MESSAGE, unitsThisMonth } from '../usage/metering.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { quotaOf } from '../usage/usage.repository.js';
import { ArchiveError } from './archive-error.js';
import { extractArchive } from './extract.js';
import type { ScanEngine } from './scan-engine.js';
import { scanKeys, scanPaths, uploadsDir } from './scan-paths.js';
import type { ScanQueue } from './scan-queue.js';
import { emptyScanStatus, isInterrupted, toScanStatus, type ScanStatusDto } from './scan-status.js';
import { currentScan, deleteScan, findScan, insertScan, runningScans, setJobId, type ScanRow } from './scans.repository.js';
import { sniff } from './source-kind.js';
import { receiveUpload } from './upload.js';

const scanNotFound = (): AppError => new AppError(404, 'NOT_FOUND', 'Scan não encontrado');
const quotaExceeded = (): AppError => new AppError(429, 'QUOTA_EXCEEDED', QUOTA_MESSAGE);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class ScansService {
  constructor(
    private readonly db: Db,
    private readonly deps: { config: Config; engine: ScanEngine; queue: ScanQueue; storage: ObjectStorage; logger: Logger },
  ) {}

  private get staleSeconds(): number {
    return this.deps.config.scans.staleSeconds;
  }

  private async checkQuota(tenantId: string): Promise<void> {
    if ((await unitsThisMonth(this.db, tenantId)) >= (await quotaOf(this.db, tenantId))) throw quotaExceeded();
  }

  /** POST /api/v1/scans: receive, check, extract, record and queue. A refused upload leaves nothing behind. */
  async start(actor: Actor, req: Request): Promise<{ scanId: string; projectId: string; stage: 'queued' }> {
    const { config, storage } = this.deps;
    if (actor.type === 'token') {
      // Refuse before reading the body: a token implies its project.
      authorize(actor, 'scan.start', { tenantId: actor.tenantId, projectId: actor.projectId });
      await this.checkQuota(actor.tenantId);
    }
    const upload = await receiveUpload(req, { tmpRoot: uploadsDir(config.dataDir), maxBytes: config.scans.uploadMaxBytes });
    let stored: string | undefined;
    let inserted: ScanRow | undefined;
    try {
      const { projectId: rawProject, branch, commit, baseRef } = upload.fields;
      if (branch !== undefined && branch.length > 200) throw new AppError(422, 'VALIDATION_ERROR', 'Dados inválidos: branch muito longo', { field: 'branch' });
      if (baseRef !== undefined && baseRef.length > 200) throw new AppError(422, 'VALIDATION_ERROR', 'Dados inválidos: baseRef muito longo', { field: 'baseRef' });
      if (commit !== undefined && commit.length > 80) throw new AppError(422, 'VALIDATION_ERROR', 'Dados inválidos: commit muito longo', { field: 'commit' });
      if (rawProject !== undefined && rawProject !== '' && !UUID.test(rawProject)) {
        throw new AppError(422, 'VALIDATION_ERROR', 'Dados inválidos: projectId deve ser um UUID', { field: 'projectId' });
      }
      let tenantId: string;
      let projectId: string;
      if (actor.type === 'token') {
        if (rawProject && rawProject.toLowerCase() !== actor.projectId) throw new AppError(403, 'FORBIDDEN', PROJECT_DENIED);
        tenantId = actor.tenantId;
        projectId = actor.projectId;
      } else {
        if (!rawProject) throw projectContextRequired();
        const project = await findProjectInTenants(this.db, rawProject.toLowerCase(), visibleTenantIds(actor));
        if (!project) throw new AppError(403, 'FORBIDDEN', PROJECT_DENIED);
        tenantId = project.tenant_id;
        projectId = project.id;
        authorize(actor, 'scan.start', { tenantId, projectId });
        await this.checkQuota(tenantId);
      }

      const kind = await sniff(upload.file);
      if (!kind) {
        throw new AppError(422, 'INVALID_ARCHIVE', 'Arquivo inválido: formato não suportado; envie .tar.gz, .tgz, .zip ou SARIF (.sarif/.json)');
      }
      const scanId = randomUUID();
      const paths = scanPaths(config.dataDir, scanId);
      const keys = scanKeys(scanId);
      stored = scanId;
      await mkdir(paths.dir, { recursive: true, mode: 0o700 });
      if (kind === 'sarif') {
        let json: unknown;
        try {
          json = JSON.parse(await readFile(upload.file, 'utf8'));
          this.deps.engine.importSarif(json);
        } catch (error) {
          const detail = error instanceof SyntaxError ? 'JSON inválido' : (error as Error).message.replace(/^SARIF inválido:\s*/, '');
          throw new AppError(422, 'INVALID_ARCHIVE', `Arquivo inválido: SARIF inválido (${detail.slice(0, 300)})`);
        }
        await storage.putFile(keys.sarif, upload.file, { contentType: 'application/sarif+json' });
      } else {
        await mkdir(paths.source, { recursive: true, mode: 0o700 });
        const limits = { maxFiles: config.scans.maxFiles, maxBytes: config.scans.maxExtractedBytes, maxRatio: config.scans.maxCompressionRatio };
        try {
          const result = await extractArchive(kind, upload.file, upload.size, paths.source, limits);
          this.deps.logger.info({ scanId, ...result }, 'upload extracted');
        } catch (error) {
          if (error instanceof ArchiveError) throw new AppError(error.status, 'INVALID_ARCHIVE', error.message);
          throw error;
        }
        // The archive is what any worker extracts again; the tree stays only where the folder is shared.
        await storage.putFile(keys.archive, upload.file);
      }
      if (storage.kind !== 'local') await rm(paths.dir, { recursive: true, force: true });
      inserted = await insertScan(this.db, {
        id: scanId,
        tenantId,
        projectId,
        branch: branch || null,
        baseRef: baseRef || null,
        commitSha: commit || null,
        sourceKind: kind === 'sarif' ? 'sarif' : 'archive',
        sourceName: upload.filename.slice(0, 255) || (kind === 'sarif' ? 'results.sarif' : 'source'),
        createdBy: actor.type === 'user' ? actor.userId : null,
        tokenId: actor.type === 'token' ? actor.tokenId : null,
      });
      const jobId = await this.deps.queue.send({ scanId, tenantId });
      await setJobId(this.db, scanId, jobId);
      this.deps.logger.info({ scanId, tenantId, projectId, kind }, 'scan queued');
      return { scanId, projectId, stage: 'queued' };
    } catch (error) {
      if (inserted) await deleteScan(this.db, inserted.tenant_id, inserted.id).catch(() => undefined);
      if (stored) await this.removeStored(stored);
      throw error;
    } finally {
      await rm(upload.dir, { recursive: true, force: true });
    }
  }

  /** A scan's stored upload and this machine's copy of it, after a refusal. */
  private async removeStored(scanId: string): Promise<void> {
    await this.deps.storage.deletePrefix(scanKeys(scanId).prefix).catch(() => undefined);
    await rm(scanPaths(this.deps.config.dataDir, scanId).dir, { recursive: true, force: true });
  }

  /** Queues a scan of a folder on this machine (the bundled sample on first start). Links are not copied. */
  async startFromDirectory(tenantId: string, projectId: string, source: string): Promise<string> {
    const scanId = randomUUID();
    const paths = scanPaths(this.deps.config.dataDir, scanId);
    try {
      await cp(source, paths.source, {
        recursive: true,
        filter: async (item) => !(await lstat(item)).isSymbolicLink() && !/[\\/](\.git|node_modules)$/.test(item),
      });
      // Stored as an archive like an upload, so a worker on another machine can run it.
      const archive = path.join(paths.dir, 'upload.tar.gz');
      await createTar({ gzip: true, portable: true, file: archive, cwd: paths.source }, ['.']);
      await this.deps.storage.putFile(scanKeys(scanId).archive, archive);
      await insertScan(this.db, {
        id: scanId,
        tenantId,
        projectId,
        branch: null,
        baseRef: null,
        commitSha: null,
        sourceKind: 'archive',
        sourceName: 'sample-service',
        createdBy: null,
        tokenId: null,
      });
      await setJobId(this.db, scanId, await this.deps.queue.send({ scanId, tenantId }));
      return scanId;
    } catch (error) {
      await deleteScan(this.db, tenantId, scanId).catch(() => undefined);
      await this.removeStored(scanId);
      throw error;
    }
  }

  async status(actor: Actor, headers: { tenant?: string | undefined; project?: string | undefined }, scanId?: string): Promise<ScanStatusDto> {
    const ctx = await resolveProjectContext(this.db, actor, headers);
    authorize(actor, 'scan.read', ctx);
    const row = scanId ? await findScan(this.db, [ctx.tenantId], scanId) : await currentScan(this.db, ctx.tenantId, ctx.projectId);
    if (scanId && (!row || row.project_id !== ctx.projectId)) throw scanNotFound();
    return row ? toScanStatus(row, this.staleSeconds) : emptyScanStatus(ctx.projectId);
  }

  /** The scan a stream is opened on, after the same checks as scan-status. */
  async scanForStream(actor: Actor, scanId: string): Promise<ScanStatusDto & { tenantId: string }> {
    const row = await findScan(this.db, visibleTenantIds(actor), scanId);
    if (!row || !canSeeProject(actor, { tenantId: row.tenant_id, projectId: row.project_id })) throw scanNotFound();
    authorize(actor, 'scan.read', { tenantId: row.tenant_id, projectId: row.project_id });
    return { ...toScanStatus(row, this.staleSeconds), tenantId: row.tenant_id };
  }

  async currentStatus(tenantId: string, scanId: string): Promise<ScanStatusDto | undefined> {
    const row = await findScan(this.db, [tenantId], scanId);
    return row ? toScanStatus(row, this.staleSeconds) : undefined;
  }

  /** POST /api/v1/dashboard/resume-scan: requeues an interrupted scan; it continues from its checkpoint. */
  async resume(actor: Actor, headers: { tenant?: string | undefined; project?: string | undefined }, scanId: string): Promise<ScanStatusDto> {
    const ctx = await resolveProjectContext(this.db, actor, headers);
    authorize(actor, 'scan.resume', ctx);
    const row = await findScan(this.db, [ctx.tenantId], scanId);
    if (!row || row.project_id !== ctx.projectId) throw scanNotFound();
    if (row.status !== 'running' && row.status !== 'queued') {
      throw new AppError(400, 'NO_SCAN_IN_PROGRESS', 'Nenhum scan em andamento para retomar');
    }
    if (!isInterrupted(row, this.staleSeconds)) {
      throw new AppError(400, 'SCAN_NOT_RESUMABLE', 'O scan não pode ser retomado: ele ainda está em execução');
    }
    try {
      // The dead worker's lease is dropped; if it was only slow, its next checkpoint finds the lease gone and stops.
      const released = await this.db
        .updateTable('scans')
        .set({ worker_id: null, can_resume: false, heartbeat_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .where('status', 'in', ['queued', 'running'])
        .returningAll()
        .executeTakeFirst();
      if (!released) throw new AppError(400, 'NO_SCAN_IN_PROGRESS', 'Nenhum scan em andamento para retomar');
      const jobId = await this.deps.queue.send({ scanId: row.id, tenantId: row.tenant_id });
      await setJobId(this.db, row.id, jobId);
      this.deps.logger.info({ scanId: row.id, jobId }, 'scan resumed');
      return toScanStatus({ ...released, job_id: jobId }, this.staleSeconds);
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.deps.logger.error({ err: error, scanId }, 'resume failed');
      throw new AppError(500, 'RESUME_FAILED', 'Falha ao retomar scan');
    }
  }

  /** GET /api/v1/dashboard/curl: the command a CI (or a developer) pastes to upload the current folder. */
  async curlCommand(
    actor: Actor,
    headers: { tenant?: string | undefined; project?: string | undefined },
    query: { projectId?: string | undefined; token?: string | undefined },
  ): Promise<{ command: string; projectId: string; uploadUrl: string }> {
    // For the people who set up CI: a token (even a RUN one) only runs scans.
    if (actor.type === 'token') throw new AppError(403, 'FORBIDDEN', PROJECT_DENIED);
    // A command with a token needs the project the token belongs to (spec §8, CI generator).
    if (query.token && !(query.projectId ?? headers.project)) throw new AppError(400, 'INVALID_CONTEXT', 'Contexto inválido: projectId/tokenId ausentes');
    const ctx = await resolveProjectContext(this.db, actor, { tenant: headers.tenant, project: query.projectId ?? headers.project });
    authorize(actor, 'scan.start', ctx);
    let bearer = '$VIGIA_TOKEN';
    if (query.token !== undefined && query.token !== '') {
      const parsed = parseApiToken(query.token);
      if (!parsed || parsed.kind !== 'RUN' || parsed.projectId !== ctx.projectId || !/^[A-Za-z0-9_-]+$/.test(query.token)) {
        throw new AppError(422, 'VALIDATION_ERROR', 'Dados inválidos: token deve ser um token RUN_ deste projeto', { field: 'token' });
      }
      bearer = query.token;
    }
    const uploadUrl = `${this.deps.config.publicUrl}/api/v1/scans`;
    const command =
      `tar --exclude=.git -czf - . | curl -fsS -X POST "${uploadUrl}" ` +
      `-H "Authorization: Bearer ${bearer}" -F "file=@-;filename=source.tar.gz" -F "projectId=${ctx.projectId}"`;
    return { command, projectId: ctx.projectId, uploadUrl };
  }

  /**
   * After a restart of the embedded database (one process by the data-folder lock), every scan left
   * queued or running lost its worker: mark it resumable and hand it back to the queue now (the job
   * of a running scan is failed so the queue retries it; a queued scan without a job gets one).
   */
  async recoverAfterRestart(): Promise<number> {
    const rows = await runningScans(this.db);
    for (const row of rows) {
      if (row.status === 'running') {
        await this.db.updateTable('scans').set({ worker_id: null, can_resume: true }).where('id', '=', row.id).execute();
        if (row.job_id) await this.deps.queue.failJob(row.job_id);
      } else if (!row.job_id) {
        await setJobId(this.db, row.id, await this.deps.queue.send({ scanId: row.id, tenantId: row.tenant_id }));
      }
    }
    if (rows.length) this.deps.logger.info({ scans: rows.length }, 'interrupted scans handed back to the queue');
    return rows.length;
  }
}
