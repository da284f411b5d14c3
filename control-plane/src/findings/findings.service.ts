import type { Selectable } from 'kysely';
import type { ScansTable, Severity } from '../db/types.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { AppError, invalid } from '../lib/errors.js';
import { authorize, type Actor } from '../policy/index.js';
import { resolveProjectContext, type ContextHeaders, type ProjectContext } from '../projects/project-context.js';
import { toFindingDto } from './finding-dto.js';
import { SEVERITIES, type FindingQuery, type FindingSortField, type SortDirection } from './finding-filter.js';
import { findingsWithSummary, latestCompletedScan, type SummaryCounts } from './findings.repository.js';

type FindingsPageDto = Schemas['FindingsPage'];
type SearchRequest = Schemas['SearchRequest'];

export const NO_DATA_MESSAGE = 'Nenhuma análise encontrada para este projeto';

export interface LatestQuery {
  page?: number;
  page_size?: number;
  severity?: string;
  rule?: string;
  q?: string;
  sort_by?: FindingSortField;
  sort_order?: SortDirection;
  include_non_applicable?: boolean;
}

/** "critical,high" → ['critical', 'high']; an unknown name is a 422 naming the field. */
export function parseSeverityList(value: string | undefined): Severity[] {
  if (!value) return [];
  const names = value.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  for (const name of names) {
    if (!SEVERITIES.includes(name as Severity)) throw invalid('severity', `desconhecida: ${name}`);
  }
  return [...new Set(names as Severity[])];
}

function countBy(rows: SummaryCounts['rows'], key: 'severity' | 'category' | 'framework'): Schemas['CountByKey'][] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.findings);
  return [...totals].map(([k, count]) => ({ key: k, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** The dashboard's reads: the latest completed scan's findings, filtered, sorted and paged in SQL. */
export class FindingsService {
  constructor(private readonly db: Db) {}

  /** The caller's project and its latest completed scan; 404 NO_DATA when it has none. */
  async latestScanOf(actor: Actor, headers: ContextHeaders, noDataMessage = NO_DATA_MESSAGE): Promise<{ ctx: ProjectContext; scan: Selectable<ScansTable> }> {
    const ctx = await resolveProjectContext(this.db, actor, headers);
    authorize(actor, 'project.read', ctx);
    const scan = await latestCompletedScan(this.db, ctx.tenantId, ctx.projectId);
    if (!scan) throw new AppError(404, 'NO_DATA', noDataMessage);
    return { ctx, scan };
  }

  async latest(actor: Actor, headers: ContextHeaders, query: LatestQuery): Promise<FindingsPageDto> {
    return this.page(actor, headers, {
      filter: {
        severities: parseSeverityList(query.severity),
        rules: query.rule ? [query.rule] : [],
        files: [],
        categories: [],
        frameworks: [],
        query: query.q?.trim() || undefined,
        includeNonApplicable: query.include_non_applicable ?? false,
      },
      sortBy: query.sort_by ?? 'severity',
      sortOrder: query.sort_order ?? 'desc',
      page: query.page ?? 1,
      pageSize: query.page_size ?? 50,
    });
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
          severities: options.severities ?? [],
          rules: options.rules ?? [],
          files: options.files ?? [],
          categories: options.categories ?? [],
          frameworks: options.frameworks ?? [],
          query: options.query?.trim() || undefined,
          includeNonApplicable: options.includeNonApplicable ?? false,
        },
        sortBy: options.sortBy ?? 'severity',
        sortOrder: options.sortOrder ?? 'desc',
        page: options.page ?? 1,
        pageSize: options.pageSize ?? 20,
      },
    );
  }

  private async page(actor: Actor, headers: ContextHeaders, query: FindingQuery): Promise<FindingsPageDto> {
    const { ctx, scan } = await this.latestScanOf(actor, headers);
    const scope = { tenantId: ctx.tenantId, scanId: scan.id };
    const { rows, counts } = await findingsWithSummary(this.db, scope, query);
    return {
      scanId: scan.id,
      scanFinishedAt: scan.finished_at ? new Date(scan.finished_at).toISOString() : null,
      findings: rows.map(toFindingDto),
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
