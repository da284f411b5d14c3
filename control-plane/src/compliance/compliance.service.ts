/**
 * The compliance domain: the score trend of a project, the ANPD incident draft of a scan and the two
 * compliance PDFs. Every call resolves the project within the caller's tenant, checks project.read
 * (viewer tokens of the project may read) and scopes each query by tenant.
 */
import { loadNorms } from '@vigia/scanner';
import type { Logger } from 'pino';
import { buildInSlot } from '../exports/build-in-slot.js';
import type { ExportLimiter } from '../exports/export-limiter.js';
import { slugify } from '../exports/file-names.js';
import type { Db } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import { authorize, type Actor } from '../policy/index.js';
import { resolveProjectContext, type ProjectContext } from '../projects/project-context.js';
import type { Schemas } from '../lib/api-types.js';
import { applyFill, buildAnpdTemplate, type AnpdFieldId, type AnpdTemplate } from './anpd-template.js';
import { renderAnpdPdf, renderCompliancePdf } from './compliance-pdf.js';
import { complianceOfScan, lgpdEvidence, trendRows } from './compliance.repository.js';
import { buildActionPlan, type ActionPlan } from './action-plan.js';
import { actionPlanCsv } from './action-plan-csv.js';

export const NO_COMPLIANCE_REPORT = 'Nenhum relatório de compliance encontrado';
const noReport = (): AppError => new AppError(404, 'NOT_FOUND', NO_COMPLIANCE_REPORT);
const complianceFailed = (): AppError => new AppError(500, 'COMPLIANCE_ERROR', 'Erro ao buscar relatório de compliance');

export const TREND_DEFAULT = 10;
export const TREND_MAX = 50;

type ComplianceTrend = Schemas['ComplianceTrend'];

export class ComplianceService {
  constructor(
    private readonly db: Db,
    private readonly deps: { limiter: ExportLimiter; logger: Logger },
  ) {}

  /** The project named in the path, within the tenant of X-Tenant-ID (or the caller's only one / the token's). */
  private async project(actor: Actor, tenantHeader: string | undefined, projectId: string): Promise<ProjectContext> {
    const ctx = await resolveProjectContext(this.db, actor, { tenant: tenantHeader, project: projectId });
    authorize(actor, 'project.read', ctx);
    return ctx;
  }

  private async scanData(actor: Actor, tenantHeader: string | undefined, projectId: string, scanId: string) {
    const ctx = await this.project(actor, tenantHeader, projectId);
    const found = await complianceOfScan(this.db, ctx.tenantId, ctx.projectId, scanId);
    if (!found) throw noReport();
    return { ctx, ...found };
  }

  async trend(actor: Actor, tenantHeader: string | undefined, projectId: string, limit = TREND_DEFAULT): Promise<ComplianceTrend> {
    const ctx = await this.project(actor, tenantHeader, projectId);
    const rows = await trendRows(this.db, ctx.tenantId, ctx.projectId, Math.min(TREND_MAX, Math.max(1, limit)));
    return {
      projectId: ctx.projectId,
      points: rows.reverse().map((row) => ({
        scanId: row.scan_id,
        finishedAt: new Date(row.finished_at).toISOString(),
        regime: row.regime,
        totalFindings: row.total_findings,
        scores: { lgpd: row.lgpd, bacen: row.bacen, security: row.security, open_finance: row.open_finance, overall: row.overall },
      })),
    };
  }

  async anpdTemplate(actor: Actor, tenantHeader: string | undefined, projectId: string, scanId: string, now = new Date()): Promise<AnpdTemplate> {
    const { ctx, scan, scores } = await this.scanData(actor, tenantHeader, projectId, scanId);
    const evidence = await lgpdEvidence(this.db, ctx.tenantId, scan.id);
    return buildAnpdTemplate({
      projectId: ctx.projectId,
      projectName: ctx.projectName,
      scanId: scan.id,
      scanFinishedAt: scan.finished_at ? new Date(scan.finished_at) : null,
      regime: scores.regime,
      generatedAt: now,
      counts: evidence.counts,
      samples: evidence.samples,
    });
  }

  async anpdTemplatePdf(
    actor: Actor,
    tenantHeader: string | undefined,
    projectId: string,
    scanId: string,
    fill: Partial<Record<AnpdFieldId, string>>,
  ): Promise<{ body: Buffer; fileName: string }> {
    const template = await this.anpdTemplate(actor, tenantHeader, projectId, scanId);
    return this.build('anpd-pdf', async () => ({
      body: await renderAnpdPdf(applyFill(template, fill), new Date()),
      fileName: `${slugify(template.projectName)}-comunicacao-anpd-${scanId.slice(0, 8)}.pdf`,
    }));
  }

  /** GET …/{scanId}/action-plan: the plan of the scan in the regime of its report. */
  async actionPlan(actor: Actor, tenantHeader: string | undefined, projectId: string, scanId: string, listed: 'bounded' | 'all' = 'bounded'): Promise<ActionPlan> {
    const { ctx, scan, scores } = await this.scanData(actor, tenantHeader, projectId, scanId);
    return buildActionPlan(this.db, {
      tenantId: ctx.tenantId,
      projectId: ctx.projectId,
      scan: { id: scan.id, branch: scan.branch, finishedAt: scan.finished_at ? new Date(scan.finished_at) : null },
      regime: scores.regime,
      now: new Date(),
      listed,
    });
  }

  /** GET …/{scanId}/action-plan/csv: every open finding, fix and accepted risk. */
  async actionPlanCsv(actor: Actor, tenantHeader: string | undefined, projectId: string, scanId: string): Promise<{ body: string; fileName: string }> {
    const plan = await this.actionPlan(actor, tenantHeader, projectId, scanId, 'all');
    const ctx = await this.project(actor, tenantHeader, projectId);
    return { body: actionPlanCsv(plan), fileName: `${slugify(ctx.projectName)}-plano-de-acao-${scanId.slice(0, 8)}.csv` };
  }

  async reportPdf(actor: Actor, tenantHeader: string | undefined, projectId: string, scanId: string): Promise<{ body: Buffer; fileName: string }> {
    const { ctx, scan, scores } = await this.scanData(actor, tenantHeader, projectId, scanId);
    return this.build('compliance-pdf', async () => {
      const norms = loadNorms();
      const generatedAt = new Date();
      const finishedAt = scan.finished_at ? new Date(scan.finished_at) : null;
      const plan = await buildActionPlan(this.db, {
        tenantId: ctx.tenantId,
        projectId: ctx.projectId,
        scan: { id: scan.id, branch: scan.branch, finishedAt },
        regime: scores.regime,
        now: generatedAt,
        listed: 'bounded',
      });
      const body = await renderCompliancePdf({
        projectName: ctx.projectName,
        scan: { id: scan.id, finishedAt, branch: scan.branch, commit: scan.commit_sha },
        regime: scores.regime,
        generatedAt,
        scores: { lgpd: scores.lgpd, bacen: scores.bacen, security: scores.security, open_finance: scores.open_finance, overall: scores.overall },
        totalFindings: scores.total_findings,
        violations: scores.violations,
        articles: scores.articles,
        plan,
        controls: norms.bacenControls,
        controlSummaries: norms.summaries.bacenControls,
      });
      return { body, fileName: `${slugify(ctx.projectName)}-compliance-${scan.id.slice(0, 8)}.pdf` };
    });
  }

  /** A PDF in a bounded export slot (503 with Retry-After when full); unexpected failures become the spec's 500. */
  private build<T>(what: string, work: () => Promise<T>): Promise<T> {
    return buildInSlot({ ...this.deps, logMessage: 'compliance PDF failed', failure: complianceFailed }, what, work);
  }
}
