/**
 * Deadlines of findings: the per-severity summary of a project's branch (open, overdue, fixed and
 * the share fixed within the SLA, shown on the dashboard) and the periodic check that raises an
 * alert when a critical or high finding passes its deadline, once per finding.
 */
import type { Logger } from 'pino';
import { activeTenantIds, raiseAlert } from '../alerts/alerts.repository.js';
import { latestCompletedScan } from '../findings/findings.repository.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { authorize, type Actor } from '../policy/index.js';
import { resolveProjectContext } from '../projects/project-context.js';
import { findingOverdueEvent } from '../webhooks/product-events.js';
import type { OutboundEvent } from '../webhooks/webhook-events.js';
import { dueAtOf, overdueCutoffs, tenantSla, type SlaDays } from './deadlines.js';
import { claimNewlyOverdue, deadlineCounts, type NewlyOverdue } from './deadlines.repository.js';
import { DEFAULT_BRANCH } from './tracking.repository.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export class DeadlinesService {
  constructor(
    private readonly db: Db,
    private readonly deps: { clock: () => Date; logger: Logger; /** Events out: finding.overdue per claimed finding. */ publish?: (event: OutboundEvent) => Promise<void> },
  ) {}

  /** GET …/findings/deadlines: the branch of the project's latest completed scan (the dashboard's). */
  async summary(actor: Actor, tenantHeader: string | undefined, projectId: string): Promise<Schemas['FindingDeadlines']> {
    const ctx = await resolveProjectContext(this.db, actor, { tenant: tenantHeader, project: projectId });
    authorize(actor, 'project.read', ctx);
    const [scan, sla] = await Promise.all([latestCompletedScan(this.db, ctx.tenantId, ctx.projectId), tenantSla(this.db, ctx.tenantId)]);
    const branch = scan?.tracking?.branch ?? scan?.branch ?? DEFAULT_BRANCH;
    const counts = await deadlineCounts(this.db, { ...ctx, branch }, sla, overdueCutoffs(sla, this.deps.clock()));
    return {
      branch,
      slaDays: sla,
      severities: counts.map((row) => ({
        ...row,
        slaDays: sla[row.severity],
        fixedWithinSlaShare: row.fixed === 0 ? null : row.fixedWithinSla / row.fixed,
      })),
    };
  }

  /**
   * Open critical and high findings that passed their deadline since the last check: each is
   * claimed once (overdue_alerted_at) and one alert per project names them. Run by the periodic
   * alert timer with the accepted-risk expiry; idempotent across processes. Returns how many.
   */
  async checkOverdue(): Promise<number> {
    const now = this.deps.clock();
    let claimed = 0;
    for (const tenantId of await activeTenantIds(this.db)) {
      const sla = await tenantSla(this.db, tenantId);
      // Claim and alert together: a claim whose alert could not be written is undone and retried next time.
      const rows = await this.db
        .transaction()
        .execute(async (trx) => {
          const found = await claimNewlyOverdue(trx, tenantId, overdueCutoffs(sla, now), now);
          const byProject = new Map<string, NewlyOverdue[]>();
          for (const row of found) byProject.set(row.project_id, [...(byProject.get(row.project_id) ?? []), row]);
          for (const [projectId, ofProject] of byProject) await this.alert(trx, tenantId, projectId, ofProject);
          return found;
        })
        .catch((error: unknown) => {
          this.deps.logger.warn({ err: error, tenantId }, 'overdue check failed');
          return [] as NewlyOverdue[];
        });
      // Only after the claim committed: a rolled-back claim is retried, and its event sent then.
      await this.publishOverdue(tenantId, rows, sla);
      claimed += rows.length;
    }
    return claimed;
  }

  private async publishOverdue(tenantId: string, rows: NewlyOverdue[], sla: SlaDays): Promise<void> {
    for (const row of rows) {
      const dueAt = dueAtOf({ severity: row.severity, state: 'open', first_seen_at: row.first_seen_at }, sla);
      if (!dueAt) continue;
      const label = row.file ? `${row.rule} ${row.file}:${row.line ?? 0}` : row.rule;
      await this.deps.publish?.(
        findingOverdueEvent({ tenantId, projectId: row.project_id, findingId: row.finding_id ?? row.id, label, severity: row.severity, dueAt }),
      );
    }
  }

  private async alert(db: Db, tenantId: string, projectId: string, rows: NewlyOverdue[]): Promise<void> {
    const projectName = rows[0]?.project_name ?? 'desconhecido';
    const critical = rows.filter((row) => row.severity === 'critical').length;
    const n = rows.length;
    await raiseAlert(db, {
      tenantId,
      kind: 'finding_overdue',
      subject: projectId,
      severity: critical > 0 ? 'critical' : 'high',
      title: 'Achados com prazo vencido',
      message: `${plural(n, 'achado crítico ou alto', 'achados críticos ou altos')} do projeto ${projectName} ${n === 1 ? 'passou' : 'passaram'} do prazo de correção (SLA do tenant) e ${n === 1 ? 'está Vencido' : 'estão Vencidos'}.`,
      source: 'triage',
      meta: { projectId, projectName, critical, high: n - critical, trackedIds: rows.map((row) => row.id), rules: [...new Set(rows.map((row) => row.rule))] },
    });
  }
}
