import path from 'node:path';
import type { Logger } from 'pino';
import type { Selectable } from 'kysely';
import type { ArtifactsTable, ScansTable } from '../db/scan-tables.js';
import { toFindingDto } from '../findings/finding-dto.js';
import { latestFilter, type FindingsService, type LatestQuery } from '../findings/findings.service.js';
import { walkFindings } from '../findings/findings-walk.js';
import { NO_FILTER, type ScanScope } from '../findings/finding-filter.js';
import { countBy, exactCounts, mostSevereFindings } from '../findings/findings.repository.js';
import type { Db } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import type { Actor } from '../policy/index.js';
import { readObject, type ObjectStorage } from '../storage/object-storage.js';
import type { ContextHeaders, ProjectContext } from '../projects/project-context.js';
import { writeZip } from './artifacts-zip.js';
import { buildInSlot } from './build-in-slot.js';
import type { ExportLimiter } from './export-limiter.js';
import { slugify } from './file-names.js';
import { FINDINGS_CONTENT_TYPE, findingsFileChunks, type FindingsFormat } from './findings-file.js';
import { renderPdfReport, type PdfReportInput } from './pdf-report.js';

const NO_DATA_TO_EXPORT = 'Nenhuma análise encontrada para exportar';
const TOP_FINDINGS = 25;
/** Larger compliance files are not parsed for the PDF's scores (they carry every finding). */
const COMPLIANCE_READ_LIMIT = 32 * 1024 * 1024;

const scanExpired = (): AppError => new AppError(410, 'SCAN_EXPIRED', 'Scan expirado, não pode ser exportado');
const exportFailed = (): AppError => new AppError(500, 'EXPORT_ERROR', 'Erro ao gerar export');

type ArtifactRow = Selectable<ArtifactsTable>;

/** The downloads of the latest completed scan: the PDF report and the artifacts zip. */
export class ExportsService {
  constructor(
    private readonly db: Db,
    private readonly deps: { dataDir: string; storage: ObjectStorage; findings: FindingsService; limiter: ExportLimiter; logger: Logger },
  ) {}

  /** Checks run before taking an export slot: 404 NO_DATA, 410 when the artifacts are gone. */
  private async prepare(
    actor: Actor,
    headers: ContextHeaders,
  ): Promise<{ ctx: ProjectContext; scan: Selectable<ScansTable>; scope: ScanScope; artifacts: ArtifactRow[] }> {
    const { ctx, scan, scope } = await this.deps.findings.latestScanOf(actor, headers, NO_DATA_TO_EXPORT);
    const artifacts = await this.db
      .selectFrom('artifacts')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('scan_id', '=', scan.id)
      .orderBy('kind')
      .execute();
    if (artifacts.length === 0) throw scanExpired();
    const present = await Promise.all(artifacts.map((a) => this.deps.storage.head(a.storage_path).then(Boolean, () => false)));
    if (present.includes(false)) throw scanExpired();
    return { ctx, scan, scope, artifacts };
  }

  /** Runs the export in a bounded slot; failures that are not ours to explain become 'Erro ao gerar export'. */
  private build<T>(what: string, work: () => Promise<T>): Promise<T> {
    return buildInSlot({ ...this.deps, logMessage: 'export failed', failure: exportFailed }, what, work);
  }

  async pdf(actor: Actor, headers: ContextHeaders): Promise<{ body: Buffer; fileName: string }> {
    const { ctx, scan, scope, artifacts } = await this.prepare(actor, headers);
    return this.build('pdf', async () => {
      const counts = await exactCounts(this.db, scope, NO_FILTER);
      const input: PdfReportInput = {
        projectName: ctx.projectName,
        scan: { id: scan.id, finishedAt: scan.finished_at, branch: scan.branch, commit: scan.commit_sha, linesScanned: scan.lines_scanned },
        generatedAt: new Date(),
        total: counts.total,
        bySeverity: countBy(counts.rows, 'severity'),
        byFramework: countBy(counts.rows, 'framework'),
        compliance: await this.complianceScores(artifacts.find((a) => a.kind === 'COMPLIANCE_JSON')),
        topFindings: (await mostSevereFindings(this.db, scope, TOP_FINDINGS)).map(toFindingDto),
      };
      const date = new Date().toISOString().slice(0, 10);
      return { body: await renderPdfReport(input), fileName: `${slugify(ctx.projectName)}-relatorio-${date}.pdf` };
    });
  }

  private async complianceScores(artifact: ArtifactRow | undefined): Promise<PdfReportInput['compliance']> {
    if (!artifact) return undefined;
    const { storage } = this.deps;
    if (((await storage.head(artifact.storage_path))?.size ?? Infinity) > COMPLIANCE_READ_LIMIT) return undefined;
    const report = JSON.parse((await readObject(storage, artifact.storage_path)).toString('utf8')) as {
      domains: Record<string, { score: number }>;
      summary: { compliance_score: number };
    };
    return {
      score: report.summary.compliance_score,
      domains: Object.entries(report.domains).map(([key, domain]) => ({ key, score: domain.score })),
    };
  }

  /**
   * CSV or JSON of every finding of the latest scan matching the dashboard's filters. Checks (404,
   * 422) come first; then `send` streams the chunks inside an export slot (503 when none is free).
   */
  async findings(
    actor: Actor,
    headers: ContextHeaders,
    query: Omit<LatestQuery, 'page' | 'page_size'>,
    format: FindingsFormat,
    send: (file: { fileName: string; contentType: string; chunks: AsyncIterable<string> }) => Promise<void>,
  ): Promise<void> {
    const filter = latestFilter(query);
    const { ctx, scan, scope } = await this.deps.findings.latestScanOf(actor, headers, NO_DATA_TO_EXPORT);
    const order = { sortBy: query.sort_by ?? 'severity', sortOrder: query.sort_order ?? 'desc' } as const;
    await this.deps.limiter.run(() =>
      send({
        fileName: `${slugify(ctx.projectName)}-findings.${format}`,
        contentType: FINDINGS_CONTENT_TYPE[format],
        chunks: this.logged(format, findingsFileChunks(format, walkFindings(this.db, scope, filter, order), {
          project: ctx.projectName,
          scanId: scan.id,
          scanFinishedAt: scan.finished_at ? new Date(scan.finished_at).toISOString() : null,
          exportedAt: new Date().toISOString(),
          filter,
          ...order,
        })),
      }),
    );
  }

  /** The chunks as they come; a failure half-way is logged before it cuts the download. */
  private async *logged(what: string, chunks: AsyncIterable<string>): AsyncGenerator<string> {
    try {
      yield* chunks;
    } catch (error) {
      this.deps.logger.error({ err: error, export: what }, 'export failed while streaming');
      throw error;
    }
  }

  async artifacts(actor: Actor, headers: ContextHeaders): Promise<{ file: string; size: number; fileName: string; dispose(): Promise<void> }> {
    const { ctx, scan, artifacts } = await this.prepare(actor, headers);
    return this.build('artifacts', async () => {
      const zip = await writeZip(
        path.join(this.deps.dataDir, 'tmp', 'exports'),
        artifacts.map((a) => ({ name: a.name, open: () => this.deps.storage.get(a.storage_path) })),
      );
      return { ...zip, fileName: `${slugify(ctx.projectName)}-artefatos-${scan.id.slice(0, 8)}.zip` };
    });
  }
}
