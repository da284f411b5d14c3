/**
 * Owners of findings: a person who may triage assigns a member with access to the project (or
 * nobody) to one finding or to many, each on its own with its result (spec §5's batch rule). The
 * owner belongs to the tracked finding, so it follows the finding across scans of its branch.
 */
import { withAudit } from '../audit/with-audit.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { eachOnItsOwn } from '../lib/batch.js';
import { AppError, findingNotFound, invalid } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorize, type Actor } from '../policy/index.js';
import { resolveProjectContext, type ProjectContext } from '../projects/project-context.js';
import { listProjectMembers } from '../projects/projects.repository.js';
import { tenantSla, type SlaDays } from './deadlines.js';
import { toTriageDto } from './triage-dto.js';
import { lockTracked, setAssignee, trackedOfFinding } from './triage.repository.js';

type Person = Schemas['TriageActor'];

export class FindingOwnersService {
  constructor(
    private readonly db: Db,
    private readonly deps: { clock: () => Date },
  ) {}

  private async project(actor: Actor, tenantHeader: string | undefined, projectId: string): Promise<ProjectContext> {
    const ctx = await resolveProjectContext(this.db, actor, { tenant: tenantHeader, project: projectId });
    authorize(actor, 'project.read', ctx);
    authorize(actor, 'finding.assign', ctx);
    return ctx;
  }

  /** Active members of the tenant who reach the project: the TENANT_ADMINs and those granted it. */
  private async members(ctx: ProjectContext): Promise<Person[]> {
    const members = await listProjectMembers(this.db, ctx.tenantId, ctx.projectId);
    return members.map((member) => ({ id: member.userId, email: member.email, name: member.name }));
  }

  /** GET …/findings/assignees */
  async assignees(actor: Actor, tenantHeader: string | undefined, projectId: string): Promise<Schemas['FindingAssigneeList']> {
    const ctx = await this.project(actor, tenantHeader, projectId);
    return { assignees: await this.members(ctx) };
  }

  /** The owner asked for, when they reach the project (a user of another tenant never does). */
  private async owner(ctx: ProjectContext, assigneeUserId: string | undefined): Promise<Person | null> {
    if (assigneeUserId === undefined) return null;
    const member = (await this.members(ctx)).find((person) => person.id === assigneeUserId);
    if (!member) throw invalid('assigneeUserId', 'deve ser um membro ativo com acesso ao projeto');
    return member;
  }

  /** POST …/findings/{findingId}/assignee */
  async assign(
    actor: Actor,
    tenantHeader: string | undefined,
    projectId: string,
    findingId: string,
    body: Schemas['AssignFindingRequest'],
    request: RequestMeta,
  ): Promise<Schemas['FindingTriage']> {
    const ctx = await this.project(actor, tenantHeader, projectId);
    const owner = await this.owner(ctx, body.assigneeUserId);
    return this.assignOne(actor, ctx, findingId, owner, await tenantSla(this.db, ctx.tenantId), request);
  }

  /** POST …/findings/assignee: each finding on its own; one failure does not undo the others. */
  async assignBatch(
    actor: Actor,
    tenantHeader: string | undefined,
    projectId: string,
    body: Schemas['BatchAssignRequest'],
    request: RequestMeta,
  ): Promise<Schemas['BatchTriageResult']> {
    const ctx = await this.project(actor, tenantHeader, projectId);
    const owner = await this.owner(ctx, body.assigneeUserId);
    const sla = await tenantSla(this.db, ctx.tenantId);
    return eachOnItsOwn<string, Schemas['BatchTriageItemResult']>(
      body.findingIds,
      async (findingId) => ({ findingId, success: true, triage: await this.assignOne(actor, ctx, findingId, owner, sla, request, { batch: true }) }),
      (findingId, error) => ({ findingId, success: false, code: error.code, message: error.message }),
    );
  }

  private async assignOne(
    actor: Actor,
    ctx: ProjectContext,
    findingId: string,
    owner: Person | null,
    sla: SlaDays,
    request: RequestMeta,
    options: { batch?: boolean } = {},
  ): Promise<Schemas['FindingTriage']> {
    if (actor.type !== 'user') throw new AppError(403, 'FORBIDDEN', 'Acesso negado');
    const found = await trackedOfFinding(this.db, ctx, findingId);
    if (!found) throw findingNotFound();
    const now = this.deps.clock();
    return withAudit(this.db, actor, request, async (trx) => {
      const current = await lockTracked(trx, ctx.tenantId, found.tracked.id);
      if (!current) throw findingNotFound();
      const updated = await setAssignee(trx, { tenantId: ctx.tenantId, trackedId: current.id, assigneeUserId: owner?.id ?? null, by: actor.userId, at: now });
      return {
        result: toTriageDto({ ...updated, assignee_email: owner?.email ?? null, assignee_name: owner?.name ?? null }, found.baseline, { sla, now }),
        audit: {
          tenantId: ctx.tenantId,
          action: 'finding.assign',
          targetType: 'finding',
          targetId: current.id,
          targetLabel: found.label,
          before: { assignee: found.tracked.assignee_user_id === current.assignee_user_id ? found.tracked.assignee_email : current.assignee_user_id },
          after: { assignee: owner?.email ?? null },
          meta: { findingId, projectId: ctx.projectId, ...(options.batch ? { batch: true } : {}) },
        },
      };
    });
  }
}
