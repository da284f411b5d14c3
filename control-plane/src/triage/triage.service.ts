/**
 * Triage of findings: a person sets the state of a tracked finding (the decision follows it across
 * scans of its branch), every change is kept in its history and in the audit log, comments hang
 * off it, and accepted risks that pass their expiry go back to Aberto with an alert.
 */
import type { Logger } from 'pino';
import { findingTriagedEvent } from '../webhooks/product-events.js';
import type { OutboundEvent } from '../webhooks/webhook-events.js';
import { raiseAlert } from '../alerts/alerts.repository.js';
import { withAudit } from '../audit/with-audit.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { eachOnItsOwn } from '../lib/batch.js';
import { AppError, findingNotFound, invalid } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorize, can, type Actor } from '../policy/index.js';
import { resolveProjectContext, type ProjectContext } from '../projects/project-context.js';
import { tenantSla, type SlaDays } from './deadlines.js';
import { toCommentDto, toHistoryDto, toTriageDto } from './triage-dto.js';
import {
  addComment,
  changeState,
  commentsOf,
  expiredRisks,
  historyOf,
  lockTracked,
  riskAcceptanceMaxDays,
  trackedOfFinding,
} from './triage.repository.js';

type TriageRequest = Schemas['TriageRequest'];
const DAY_MS = 86_400_000;
const NEEDS_REASON = new Set<string>(['false_positive', 'accepted_risk']);
const SEVERE = new Set<string>(['critical', 'high']);

export class TriageService {
  constructor(
    private readonly db: Db,
    private readonly deps: { clock: () => Date; logger: Logger; /** Events out: finding.triaged after each change. */ publish?: (event: OutboundEvent) => Promise<void> },
  ) {}

  private async project(actor: Actor, tenantHeader: string | undefined, projectId: string): Promise<ProjectContext> {
    const ctx = await resolveProjectContext(this.db, actor, { tenant: tenantHeader, project: projectId });
    authorize(actor, 'project.read', ctx);
    return ctx;
  }

  /** GET …/findings/{findingId}/triage: the state, its history and comments, and what the caller may do. */
  async detail(actor: Actor, tenantHeader: string | undefined, projectId: string, findingId: string): Promise<Schemas['FindingTriageDetail']> {
    const ctx = await this.project(actor, tenantHeader, projectId);
    await this.expireRisks(ctx.tenantId);
    const found = await trackedOfFinding(this.db, ctx, findingId);
    if (!found) throw findingNotFound();
    const [history, comments, maxDays, sla] = await Promise.all([
      historyOf(this.db, ctx.tenantId, found.tracked.id),
      commentsOf(this.db, ctx.tenantId, found.tracked.id),
      riskAcceptanceMaxDays(this.db, ctx.tenantId),
      tenantSla(this.db, ctx.tenantId),
    ]);
    const canTriage = can(actor, 'finding.triage', ctx);
    return {
      findingId,
      triage: toTriageDto(found.tracked, found.baseline, { sla, now: this.deps.clock() }),
      history: history.map(toHistoryDto),
      comments: comments.map(toCommentDto),
      canTriage,
      canAcceptRisk: canTriage && (!SEVERE.has(found.severity) || can(actor, 'finding.accept_severe_risk', ctx)),
      riskAcceptanceMaxDays: maxDays,
    };
  }

  /** POST …/findings/{findingId}/triage */
  async triage(
    actor: Actor,
    tenantHeader: string | undefined,
    projectId: string,
    findingId: string,
    body: TriageRequest,
    request: RequestMeta,
  ): Promise<Schemas['FindingTriage']> {
    const ctx = await this.project(actor, tenantHeader, projectId);
    authorize(actor, 'finding.triage', ctx);
    return this.change(actor, ctx, findingId, body, request, await this.limits(ctx.tenantId));
  }

  /** POST …/findings/triage: each finding on its own; one failure does not undo the others. */
  async batch(
    actor: Actor,
    tenantHeader: string | undefined,
    projectId: string,
    body: Schemas['BatchTriageRequest'],
    request: RequestMeta,
  ): Promise<Schemas['BatchTriageResult']> {
    const ctx = await this.project(actor, tenantHeader, projectId);
    authorize(actor, 'finding.triage', ctx);
    const limits = await this.limits(ctx.tenantId);
    const { findingIds, ...change } = body;
    return eachOnItsOwn<string, Schemas['BatchTriageItemResult']>(
      findingIds,
      async (findingId) => ({ findingId, success: true, triage: await this.change(actor, ctx, findingId, change, request, limits, { batch: true }) }),
      (findingId, error) => ({ findingId, success: false, code: error.code, message: error.message }),
    );
  }

  /** The tenant's settings a change is checked and answered with. */
  private async limits(tenantId: string): Promise<{ maxDays: number; sla: SlaDays }> {
    const [maxDays, sla] = await Promise.all([riskAcceptanceMaxDays(this.db, tenantId), tenantSla(this.db, tenantId)]);
    return { maxDays, sla };
  }

  /** POST …/findings/{findingId}/comments */
  async comment(
    actor: Actor,
    tenantHeader: string | undefined,
    projectId: string,
    findingId: string,
    body: Schemas['FindingCommentRequest'],
    request: RequestMeta,
  ): Promise<Schemas['FindingComment']> {
    const ctx = await this.project(actor, tenantHeader, projectId);
    authorize(actor, 'finding.triage', ctx);
    if (actor.type !== 'user') throw new AppError(403, 'FORBIDDEN', 'Acesso negado');
    const text = body.body.trim();
    if (!text) throw invalid('body', 'não pode ser vazio');
    const found = await trackedOfFinding(this.db, ctx, findingId);
    if (!found) throw findingNotFound();
    const at = this.deps.clock();
    const created = await withAudit(this.db, actor, request, async (trx) => ({
      result: await addComment(trx, { tenantId: ctx.tenantId, trackedId: found.tracked.id, authorUserId: actor.userId, body: text, at }),
      audit: { tenantId: ctx.tenantId, action: 'finding.comment', targetType: 'finding', targetId: found.tracked.id, targetLabel: found.label, meta: { findingId } },
    }));
    return toCommentDto({ id: created.id, body: text, created_at: created.created_at, actor_id: actor.userId, actor_email: actor.email, actor_name: actor.name });
  }

  private async change(
    actor: Actor,
    ctx: ProjectContext,
    findingId: string,
    body: TriageRequest,
    request: RequestMeta,
    limits: { maxDays: number; sla: SlaDays },
    options: { batch?: boolean } = {},
  ): Promise<Schemas['FindingTriage']> {
    if (actor.type !== 'user') throw new AppError(403, 'FORBIDDEN', 'Acesso negado');
    const found = await trackedOfFinding(this.db, ctx, findingId);
    if (!found) throw findingNotFound();
    const now = this.deps.clock();
    const reason = body.reason?.trim() || null;
    const expiresAt = this.checkChange(actor, ctx, body, reason, found.severity, now, limits.maxDays);
    const changed = await withAudit(this.db, actor, request, async (trx) => {
      const current = await lockTracked(trx, ctx.tenantId, found.tracked.id);
      if (!current) throw findingNotFound();
      if (current.state === 'fixed') throw invalid('state', 'não muda num achado Corrigido: uma nova análise o reabre se ele voltar');
      const updated = await changeState(trx, {
        tenantId: ctx.tenantId,
        trackedId: current.id,
        actorUserId: actor.userId,
        from: current.state,
        to: body.state,
        reason,
        riskExpiresAt: expiresAt,
        at: now,
      });
      return {
        // The owner does not change with the state: the one read with the finding.
        result: toTriageDto({ ...updated, assignee_email: found.tracked.assignee_email, assignee_name: found.tracked.assignee_name }, found.baseline, {
          sla: limits.sla,
          now,
        }),
        audit: {
          tenantId: ctx.tenantId,
          action: 'finding.triage',
          targetType: 'finding',
          targetId: current.id,
          targetLabel: found.label,
          before: { state: current.state, reason: current.state_reason, riskExpiresAt: current.risk_expires_at?.toISOString() ?? null },
          after: { state: updated.state, reason: updated.state_reason, riskExpiresAt: expiresAt?.toISOString() ?? null },
          meta: { findingId, projectId: ctx.projectId, ...(options.batch ? { batch: true } : {}) },
        },
      };
    });
    await this.deps.publish?.(
      findingTriagedEvent({
        tenantId: ctx.tenantId,
        projectId: ctx.projectId,
        findingId,
        label: found.label,
        from: found.tracked.state,
        to: changed.state,
        reason,
        by: actor.name ?? actor.email,
      }),
    );
    return changed;
  }

  /** The rules of a change; returns the risk's expiry (only for accepted_risk). */
  private checkChange(actor: Actor, ctx: ProjectContext, body: TriageRequest, reason: string | null, severity: string, now: Date, maxDays: number): Date | null {
    if (NEEDS_REASON.has(body.state) && !reason) throw invalid('reason', 'é obrigatório para Falso positivo e Risco aceito');
    if (body.state !== 'accepted_risk') {
      if (body.riskExpiresAt !== undefined) throw invalid('riskExpiresAt', 'só é aceito com Risco aceito');
      return null;
    }
    if (SEVERE.has(severity)) authorize(actor, 'finding.accept_severe_risk', ctx);
    if (body.riskExpiresAt === undefined) throw invalid('riskExpiresAt', 'é obrigatório para Risco aceito');
    const expiresAt = new Date(body.riskExpiresAt);
    if (expiresAt.getTime() <= now.getTime()) throw invalid('riskExpiresAt', 'deve ser uma data futura');
    if (expiresAt.getTime() > now.getTime() + maxDays * DAY_MS) throw invalid('riskExpiresAt', `não pode passar de ${maxDays} dias a partir de hoje`);
    return expiresAt;
  }

  /**
   * Accepted risks past their expiry go back to Aberto (history row without actor) and raise one
   * alert per project. Run by the periodic alert timer and before triage reads; idempotent.
   */
  async expireRisks(tenantId?: string): Promise<number> {
    const now = this.deps.clock();
    const expired = await expiredRisks(this.db, now, tenantId);
    if (expired.length === 0) return 0;
    const byProject = new Map<string, typeof expired>();
    for (const row of expired) {
      const done = await this.db.transaction().execute(async (trx) => {
        const current = await lockTracked(trx, row.tenant_id, row.id);
        if (current?.state !== 'accepted_risk' || !current.risk_expires_at || current.risk_expires_at > now) return false;
        await changeState(trx, {
          tenantId: row.tenant_id,
          trackedId: row.id,
          actorUserId: null,
          from: 'accepted_risk',
          to: 'open',
          reason: 'Risco aceito expirou',
          riskExpiresAt: null,
          at: now,
        });
        return true;
      });
      if (done) byProject.set(`${row.tenant_id}:${row.project_id}`, [...(byProject.get(`${row.tenant_id}:${row.project_id}`) ?? []), row]);
    }
    for (const rows of byProject.values()) {
      const first = rows[0];
      if (!first) continue;
      const n = rows.length;
      await raiseAlert(this.db, {
        tenantId: first.tenant_id,
        kind: 'risk_expired',
        subject: first.project_id,
        severity: rows.some((row) => SEVERE.has(row.severity)) ? 'high' : 'medium',
        title: 'Risco aceito expirou',
        message: `${n === 1 ? '1 achado' : `${n} achados`} do projeto ${first.project_name} com risco aceito ${n === 1 ? 'voltou' : 'voltaram'} para Aberto: a aceitação expirou.`,
        source: 'triage',
        meta: { projectId: first.project_id, projectName: first.project_name, trackedIds: rows.map((row) => row.id), rules: [...new Set(rows.map((row) => row.rule))] },
      }).catch((error: unknown) => this.deps.logger.warn({ err: error }, 'risk expiry alert failed'));
    }
    return [...byProject.values()].reduce((sum, rows) => sum + rows.length, 0);
  }
}
