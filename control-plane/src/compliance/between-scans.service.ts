/**
 * Between scans (issue 29): the trend of open findings by severity over a branch's scans with the
 * median time to fix, and the comparison of two completed scans. Reads of the project
 * (project.read: viewer tokens of the project may read), every query tenant-scoped.
 */
import type { Severity } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import { authorize, type Actor } from '../policy/index.js';
import { resolveProjectContext, type ProjectContext } from '../projects/project-context.js';
import { DEFAULT_BRANCH } from '../triage/tracking.repository.js';
import { branchScans, compareCounts, scannedBranches, compareList, completedScan, medianTimeToFix, severityCountsOf } from './between-scans.repository.js';

export const REMEDIATION_DEFAULT = 20;
export const REMEDIATION_MAX = 100;
/** How many branches the trend offers to choose from. */
export const BRANCHES_MAX = 20;
export const COMPARE_DEFAULT = 50;
export const COMPARE_MAX = 200;
const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'info', 'unknown'];
const emptyTally = (): Schemas['SeverityTally'] => ({ critical: 0, high: 0, medium: 0, low: 0, info: 0, unknown: 0 });
const scanNotFound = () => new AppError(404, 'NOT_FOUND', 'Análise não encontrada');

export class BetweenScansService {
  constructor(private readonly db: Db) {}

  private async project(actor: Actor, tenantHeader: string | undefined, projectId: string): Promise<ProjectContext> {
    const ctx = await resolveProjectContext(this.db, actor, { tenant: tenantHeader, project: projectId });
    authorize(actor, 'project.read', ctx);
    return ctx;
  }

  /** GET /compliance/{projectId}/remediation */
  async remediation(
    actor: Actor,
    tenantHeader: string | undefined,
    projectId: string,
    query: { branch?: string; limit?: number },
  ): Promise<Schemas['RemediationTrend']> {
    const ctx = await this.project(actor, tenantHeader, projectId);
    const branches = await scannedBranches(this.db, ctx, BRANCHES_MAX);
    // Without a choice: main when it was scanned, else the branch scanned last (a team on master or develop).
    const branch = query.branch?.trim() || (branches.includes(DEFAULT_BRANCH) ? DEFAULT_BRANCH : (branches[0] ?? DEFAULT_BRANCH));
    const scope = { tenantId: ctx.tenantId, projectId: ctx.projectId, branch };
    const scans = (await branchScans(this.db, scope, Math.min(REMEDIATION_MAX, Math.max(1, query.limit ?? REMEDIATION_DEFAULT)))).reverse();
    // Scans finalised before tracking kept its open counts: their findings per severity instead.
    const older = await severityCountsOf(this.db, ctx.tenantId, scans.filter((scan) => !scan.tracking?.open).map((scan) => scan.id));
    const points = scans.map((scan): Schemas['RemediationPoint'] => {
      const open = scan.tracking?.open ? { ...emptyTally(), ...scan.tracking.open } : emptyTally();
      if (!scan.tracking?.open) for (const row of older.filter((r) => r.scan_id === scan.id)) open[row.severity] += row.n;
      return {
        scanId: scan.id,
        finishedAt: scan.finished_at.toISOString(),
        open,
        new: scan.tracking ? scan.tracking.new + scan.tracking.reintroduced : null,
        fixed: scan.tracking ? scan.tracking.fixed : null,
      };
    });
    const medians = await medianTimeToFix(this.db, scope);
    return {
      projectId: ctx.projectId,
      branch,
      branches,
      points,
      medianTimeToFix: SEVERITIES.filter((severity) => severity !== 'unknown').map((severity) => {
        const row = medians.find((m) => m.severity === severity);
        return { severity, fixed: row?.fixed ?? 0, medianDays: row?.medianDays === null || !row ? null : Math.round(row.medianDays * 10) / 10 };
      }),
    };
  }

  /** GET /compliance/{projectId}/compare?base&head */
  async compare(
    actor: Actor,
    tenantHeader: string | undefined,
    projectId: string,
    query: { base: string; head: string; limit?: number },
  ): Promise<Schemas['ScanComparison']> {
    const ctx = await this.project(actor, tenantHeader, projectId);
    const [base, head] = await Promise.all([completedScan(this.db, ctx, query.base), completedScan(this.db, ctx, query.head)]);
    if (!base || !head) throw scanNotFound();
    const limit = Math.min(COMPARE_MAX, Math.max(1, query.limit ?? COMPARE_DEFAULT));
    const { tenantId } = ctx;
    const counts = await compareCounts(this.db, tenantId, base.id, head.id);
    const list = async (kind: 'new' | 'fixed' | 'unchanged') =>
      (await compareList(this.db, tenantId, kind, base.id, head.id, limit)).map((row) => ({
        findingId: row.id,
        rule: row.rule,
        severity: row.severity,
        file: row.file,
        line: row.line ?? 0,
        message: row.message,
      }));
    const described = (scan: NonNullable<typeof base>) => ({
      scanId: scan.id,
      branch: scan.branch,
      finishedAt: scan.finished_at ? new Date(scan.finished_at).toISOString() : null,
    });
    return {
      base: described(base),
      head: described(head),
      newCount: counts.new,
      fixedCount: counts.fixed,
      unchangedCount: counts.unchanged,
      new: await list('new'),
      fixed: await list('fixed'),
      unchanged: await list('unchanged'),
    };
  }
}
