/** The admin list of suppressions (TENANT_ADMIN): a page for the screen, every row as CSV for spreadsheets. */
import { CSV_BOM, csvLine } from '../audit/audit-csv.js';
import { SEVERITY_LABEL } from '../exports/pdf-kit.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { requestedPage } from '../lib/paging.js';
import { authorize, type Actor } from '../policy/index.js';
import { countSuppressions, listSuppressions, type SuppressionFilter, type SuppressionRecord } from './suppressions.repository.js';

/** Past this a spreadsheet is not read by anyone: narrow by project or kind. */
export const SUPPRESSIONS_EXPORT_MAX_ROWS = 50_000;

export const SUPPRESSION_KIND_LABEL: Record<Schemas['SuppressionKind'], string> = {
  in_source: 'Suprimido no código',
  imported: 'Suprimido na ferramenta de origem',
  false_positive: 'Falso positivo',
  accepted_risk: 'Risco aceito',
};

const DAY_MS = 86_400_000;
const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

export interface SuppressionQuery {
  kind?: Schemas['SuppressionKind'];
  projectId?: string;
  q?: string;
}

function filterOf(query: SuppressionQuery): SuppressionFilter {
  const text = query.q?.trim();
  return { ...(query.kind ? { kind: query.kind } : {}), ...(query.projectId ? { projectId: query.projectId } : {}), ...(text ? { query: text } : {}) };
}

function toSuppressionDto(row: SuppressionRecord): Schemas['Suppression'] {
  return {
    trackedId: row.tracked_id,
    kind: row.kind,
    projectId: row.project_id,
    projectName: row.project_name,
    branch: row.branch,
    rule: row.rule,
    severity: row.severity,
    file: row.file,
    line: row.line,
    reason: row.reason,
    since: new Date(row.since).toISOString(),
    ...(row.user_id && row.user_email ? { author: { id: row.user_id, email: row.user_email, name: row.user_name } } : {}),
    tokenName: row.token_name,
    commitSha: row.commit_sha,
    riskExpiresAt: iso(row.risk_expires_at),
  };
}

export class SuppressionsService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, tenantId: string, query: SuppressionQuery & { page?: number; pageSize?: number }): Promise<Schemas['SuppressionPage']> {
    authorize(actor, 'suppressions.read', { tenantId });
    const filter = filterOf(query);
    const { page, pageSize, window } = requestedPage(query, 50);
    const [rows, total] = await Promise.all([listSuppressions(this.db, tenantId, filter, window), countSuppressions(this.db, tenantId, filter)]);
    return { suppressions: rows.map(toSuppressionDto), total, page, pageSize };
  }

  /** CSV with pt-BR labels (see audit-csv.ts for the format); ages in whole days at `now`. */
  async exportCsv(actor: Actor, tenantId: string, query: SuppressionQuery, now = new Date()): Promise<string> {
    authorize(actor, 'suppressions.read', { tenantId });
    const rows = await listSuppressions(this.db, tenantId, filterOf(query), { limit: SUPPRESSIONS_EXPORT_MAX_ROWS, offset: 0 });
    const lines = [
      CSV_BOM,
      csvLine(['Tipo', 'Projeto', 'Branch', 'Regra', 'Severidade', 'Arquivo', 'Linha', 'Motivo', 'Autor', 'E-mail do autor', 'Desde (UTC)', 'Idade (dias)', 'Expira em (UTC)', 'Commit']),
    ];
    for (const row of rows.map(toSuppressionDto)) {
      const author = row.author ? (row.author.name ?? row.author.email) : row.tokenName ? `Token ${row.tokenName}` : '';
      lines.push(
        csvLine([
          SUPPRESSION_KIND_LABEL[row.kind],
          row.projectName,
          row.branch,
          row.rule,
          SEVERITY_LABEL[row.severity],
          row.file,
          row.line === null ? '' : String(row.line),
          row.reason,
          author,
          row.author?.email,
          row.since,
          String(Math.max(0, Math.floor((now.getTime() - Date.parse(row.since)) / DAY_MS))),
          row.riskExpiresAt,
          row.commitSha,
        ]),
      );
    }
    return lines.join('');
  }
}
