import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import { authorize, projectScope, resolveTenant, type Actor } from '../policy/index.js';
import { findProject } from '../projects/projects.repository.js';
import { countRunningScans, quotaOf, sumUnits, unitsByProject, type UsageScope } from './usage.repository.js';

/** Percent of the quota, one decimal; 100 when there is no quota but something was used. */
export function percentOf(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.round((used / limit) * 1000) / 10;
}

/** Portuguese warnings at 80% and 95% of the monthly quota (the highest reached only). */
export function quotaWarnings(percent: number): string[] {
  if (percent >= 100) return ['Cota mensal esgotada: 100% das unidades do mês foram usadas'];
  if (percent >= 95) return ['Uso de 95% da cota mensal atingido'];
  if (percent >= 80) return ['Uso de 80% da cota mensal atingido'];
  return [];
}

function monthRange(month: string | undefined, now = new Date()): { label: string; from: Date; to: Date } {
  const [year, index] = month
    ? [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1]
    : [now.getUTCFullYear(), now.getUTCMonth()];
  const from = new Date(Date.UTC(year, index, 1));
  const to = new Date(Date.UTC(year, index + 1, 1));
  return { label: `${from.getUTCFullYear()}-${String(from.getUTCMonth() + 1).padStart(2, '0')}`, from, to };
}

/**
 * The quota is the tenant's, so `used` and `percent` are always the whole tenant's (a project
 * selected in the header narrows only the per-project figures): a member of one project sees the
 * same percentage that refuses scans, never their project's share of it.
 */
function tenantUnits(db: Db, tenantId: string, from: Date, to: Date): Promise<number> {
  return sumUnits(db, { tenantId, projects: 'all' }, from, to);
}

export class UsageService {
  constructor(private readonly db: Db) {}

  /**
   * Tenant from X-Tenant-ID, the token or the caller's only tenant; X-Project-ID (or a viewer
   * token's project) narrows to one project. Users without a tenant-wide view see their projects.
   */
  private async scopeFor(
    actor: Actor,
    tenantHeader: string | undefined,
    projectHeader: string | undefined,
  ): Promise<UsageScope & { projectId: string | null }> {
    const tenantId = resolveTenant(actor, tenantHeader);
    const projectId = projectHeader ?? (actor.type === 'token' ? actor.projectId : undefined);
    if (projectId !== undefined) {
      // The project must be one of this tenant's before any role of the tenant can apply to it.
      if (!(await findProject(this.db, tenantId, projectId))) throw new AppError(403, 'FORBIDDEN', 'Acesso negado aos dados de uso');
      authorize(actor, 'usage.read', { tenantId, projectId });
      return { tenantId, projects: [projectId], projectId };
    }
    authorize(actor, 'usage.read', { tenantId });
    return { tenantId, projects: 'all', projectId: null };
  }

  async summary(
    actor: Actor,
    headers: { tenant?: string | undefined; project?: string | undefined },
    month: string | undefined,
  ): Promise<Schemas['UsageSummary']> {
    const scope = await this.scopeFor(actor, headers.tenant, headers.project);
    const range = monthRange(month);
    const used = await tenantUnits(this.db, scope.tenantId, range.from, range.to);
    const limit = await quotaOf(this.db, scope.tenantId);
    // Per-project figures only for projects the caller may see.
    const visible = projectScope(actor, scope.tenantId);
    const byProject = await unitsByProject(this.db, scope.projects === 'all' ? { ...scope, projects: visible } : scope, range.from, range.to);
    const percent = percentOf(used, limit);
    return {
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      month: range.label,
      used,
      limit,
      percent,
      warnings: quotaWarnings(percent),
      byProject,
    };
  }

  async realtime(
    actor: Actor,
    headers: { tenant?: string | undefined; project?: string | undefined },
  ): Promise<Schemas['UsageRealtime']> {
    const scope = await this.scopeFor(actor, headers.tenant, headers.project);
    const range = monthRange(undefined);
    const used = await tenantUnits(this.db, scope.tenantId, range.from, range.to);
    const limit = await quotaOf(this.db, scope.tenantId);
    const lastHourUnits = await sumUnits(this.db, scope, new Date(Date.now() - 3600_000));
    const scansRunning = await countRunningScans(this.db, scope);
    const percent = percentOf(used, limit);
    return {
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      used,
      limit,
      percent,
      warnings: quotaWarnings(percent),
      lastHourUnits,
      scansRunning,
      updatedAt: new Date().toISOString(),
    };
  }
}
