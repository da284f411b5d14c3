import type { Selectable } from 'kysely';
import type { ScansTable } from '../db/scan-tables.js';
import type { Severity, TriageState } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { AppError, findingNotFound, invalid } from '../lib/errors.js';
import { authorize, type Actor } from '../policy/index.js';
import { resolveProjectContext, type ContextHeaders, type ProjectContext } from '../projects/project-context.js';
import { overdueCutoffs, tenantSla } from '../triage/deadlines.js';
import { toTriageDto } from '../triage/triage-dto.js';
import { trackedByIds } from '../triage/triage.repository.js';
import { toFindingDto, type FindingDto, type FindingRow } from './finding-dto.js';
import { NO_FILTER, type FindingFilter, type FindingQuery, type FindingSortField, type ScanScope, type SortDirection } from './finding-filter.js';
import { countBy, findingOfProject, findingsWithSummary, latestCompletedScan } from './findings.repository.js';

type FindingsPageDto = Schemas['FindingsPage'];
type SearchRequest = Schemas['SearchRequest'];

export const NO_DATA_MESSAGE = 'Nenhuma análise encontrada para este projeto';

export interface LatestQuery {
  page?: number;
  page_size?: number;
  /** Split from the comma list and checked against the enum by the contract (http/validation.ts). */
  severity?: Severity[];
  rule?: string;
  q?: string;
  sort_by?: FindingSortField;
  sort_order?: SortDirection;
  include_non_applicable?: boolean;
  state?: TriageState[];
  new_only?: boolean;
  overdue_only?: boolean;
  assigned_to_me?: boolean;
}

/** Filters that need the caller and the tenant's SLA: "Vencidos" and "Meus achados". */
interface PersonalFilter {
  overdueOnly: boolean;
  assignedToMe: boolean;
  /** The parameter named in the error a token gets for assignedToMe. */
  assignedToMeField: string;
}

/** The filter of the dashboard's latest-findings parameters (also the CSV/JSON exports'). */
export function latestFilter(query: Omit<LatestQuery, 'page' | 'page_size'>): FindingFilter {
  return {
    ...NO_FILTER,
    severities: [...new Set(query.severity ?? [])],
    rules: query.rule ? [query.rule] : [],
    query: query.q?.trim() || undefined,
    includeNonApplicable: query.include_non_applicable ?? false,
    states: [...new Set(query.state ?? [])],
    newOnly: query.new_only ?? false,
  };
}

/** The dashboard's reads: the latest completed scan's findings, filtered, sorted and paged in SQL. */
export class FindingsService {
  constructor(
    private readonly db: Db,
    private readonly deps: { clock: () => Date } = { clock: () => new Date() },
  ) {}

  /** The caller's project and its latest completed scan; 404 NO_DATA when it has none. */
  async latestScanOf(
    actor: Actor,
    headers: ContextHeaders,
    noDataMessage = NO_DATA_MESSAGE,
  ): Promise<{ ctx: ProjectContext; scan: Selectable<ScansTable>; scope: ScanScope }> {
    const ctx = await resolveProjectContext(this.db, actor, headers);
    authorize(actor, 'project.read', ctx);
    const scan = await latestCompletedScan(this.db, ctx.tenantId, ctx.projectId);
    if (!scan) throw new AppError(404, 'NO_DATA', noDataMessage);
    return { ctx, scan, scope: { tenantId: ctx.tenantId, scanId: scan.id } };
  }

  async latest(actor: Actor, headers: ContextHeaders, query: LatestQuery): Promise<FindingsPageDto> {
    return this.page(
      actor,
      headers,
      {
        filter: latestFilter(query),
        sortBy: query.sort_by ?? 'severity',
        sortOrder: query.sort_order ?? 'desc',
        page: query.page ?? 1,
        pageSize: query.page_size ?? 50,
      },
      { overdueOnly: query.overdue_only ?? false, assignedToMe: query.assigned_to_me ?? false, assignedToMeField: 'assigned_to_me' },
    );
  }

  /** POST /dashboard/search: the body may name tenant and project; they must agree with the headers. */
  async search(actor: Actor, headers: ContextHeaders, body: SearchRequest): Promise<FindingsPageDto> {
    if (headers.project && body.project_id && headers.project !== body.project_id) {
      throw invalid('project_id', 'difere do projeto selecionado');
    }
    if (headers.tenant && body.tenant_id && headers.tenant !== body.tenant_id) throw invalid('tenant_id', 'difere do tenant selecionado');
    const options: Partial<Schemas['SearchOptions']> = body.options ?? {};
    return this.page(
      actor,
      { tenant: headers.tenant ?? body.tenant_id, project: headers.project ?? body.project_id },
      {
        filter: {
          severities: options.severities ?? NO_FILTER.severities,
          rules: options.rules ?? NO_FILTER.rules,
          files: options.files ?? NO_FILTER.files,
          categories: options.categories ?? NO_FILTER.categories,
          frameworks: options.frameworks ?? NO_FILTER.frameworks,
          query: options.query?.trim() || undefined,
          includeNonApplicable: options.includeNonApplicable ?? NO_FILTER.includeNonApplicable,
          states: options.states ?? NO_FILTER.states,
          newOnly: options.newOnly ?? NO_FILTER.newOnly,
          overdueBefore: undefined,
          assigneeUserId: undefined,
        },
        sortBy: options.sortBy ?? 'severity',
        sortOrder: options.sortOrder ?? 'desc',
        page: options.page ?? 1,
        pageSize: options.pageSize ?? 20,
      },
      { overdueOnly: options.overdueOnly ?? false, assignedToMe: options.assignedToMe ?? false, assignedToMeField: 'assignedToMe' },
    );
  }

  /** GET …/projects/{projectId}/findings/{findingId}: one finding of a completed scan of the project, as the lists give it. */
  async one(actor: Actor, tenantHeader: string | undefined, projectId: string, findingId: string): Promise<FindingDto> {
    const ctx = await resolveProjectContext(this.db, actor, { tenant: tenantHeader, project: projectId });
    authorize(actor, 'project.read', ctx);
    const row = await findingOfProject(this.db, ctx, findingId);
    if (!row) throw findingNotFound();
    const asDto = await this.withTriage(ctx.tenantId, [row], { sla: await tenantSla(this.db, ctx.tenantId), now: this.deps.clock() });
    return asDto(row);
  }

  /**
   * The mapping of these rows to the contract's Finding, each with its tracked finding's triage
   * (state, age, due date, owner), read by id: a page's 50 rows, never a join over the scan.
   */
  private async withTriage(
    tenantId: string,
    rows: FindingRow[],
    deadline: Parameters<typeof toTriageDto>[2],
  ): Promise<(row: FindingRow) => FindingDto> {
    const tracked = await trackedByIds(this.db, tenantId, rows.flatMap((row) => row.tracked_id ?? []));
    return (row) => {
      const triage = row.tracked_id ? tracked.get(row.tracked_id) : undefined;
      return { ...toFindingDto(row), ...(triage ? { triage: toTriageDto(triage, row.baseline, deadline) } : {}) };
    };
  }

  private async page(actor: Actor, headers: ContextHeaders, asked: FindingQuery, personal: PersonalFilter): Promise<FindingsPageDto> {
    if (personal.assignedToMe && actor.type !== 'user') throw invalid(personal.assignedToMeField, 'só vale para uma sessão de usuário (Meus achados)');
    const { scan, scope } = await this.latestScanOf(actor, headers);
    const deadline = { sla: await tenantSla(this.db, scope.tenantId), now: this.deps.clock() };
    const query: FindingQuery = {
      ...asked,
      filter: {
        ...asked.filter,
        overdueBefore: personal.overdueOnly ? overdueCutoffs(deadline.sla, deadline.now) : undefined,
        assigneeUserId: personal.assignedToMe && actor.type === 'user' ? actor.userId : undefined,
      },
    };
    const { rows, counts } = await findingsWithSummary(this.db, scope, query);
    return {
      scanId: scan.id,
      scanFinishedAt: scan.finished_at ? new Date(scan.finished_at).toISOString() : null,
      ...(scan.tracking ? { tracking: scan.tracking } : {}),
      findings: rows.map(await this.withTriage(scope.tenantId, rows, deadline)),
      summary: {
        total: counts.total,
        totalIsEstimate: counts.totalIsEstimate,
        bySeverity: countBy(counts.rows, 'severity'),
        byCategory: countBy(counts.rows, 'category'),
        byFramework: countBy(counts.rows, 'framework'),
      },
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
