import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { invalid } from '../lib/errors.js';
import { requestedPage } from '../lib/paging.js';
import { authorize, type Actor } from '../policy/index.js';
import { CSV_BOM, csvLine } from './audit-csv.js';
import { countAudit, listAudit, type AuditFilter, type AuditRecord } from './audit.repository.js';

/** The export stops here: a spreadsheet of more rows is not read by anyone; narrow the period. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export interface AuditQuery {
  actorId?: string;
  action?: string;
  from?: string;
  to?: string;
}

function filterOf(query: AuditQuery): AuditFilter {
  const from = query.from ? new Date(query.from) : undefined;
  const to = query.to ? new Date(query.to) : undefined;
  if (from && to && from.getTime() >= to.getTime()) throw invalid('to', 'deve ser depois de from');
  return {
    ...(query.actorId ? { actorId: query.actorId } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

const objectOrNull = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function toAuditDto(record: AuditRecord): Schemas['AuditEntry'] {
  const label = record.meta.targetLabel;
  return {
    id: record.id,
    action: record.action,
    actorType: record.actorUserId ? 'user' : record.actorTokenId ? 'token' : 'system',
    actorId: record.actorUserId ?? record.actorTokenId,
    actorName: record.actorName,
    actorEmail: record.actorEmail,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: typeof label === 'string' ? label : null,
    before: objectOrNull(record.meta.before),
    after: objectOrNull(record.meta.after),
    ip: record.ip,
    createdAt: record.createdAt.toISOString(),
  };
}

const json = (value: Record<string, unknown> | null | undefined): string => (value && Object.keys(value).length > 0 ? JSON.stringify(value) : '');

export class AuditService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, tenantId: string, query: AuditQuery & { page?: number; pageSize?: number }): Promise<Schemas['AuditPage']> {
    authorize(actor, 'audit.read', { tenantId });
    const filter = filterOf(query);
    const { page, pageSize, window } = requestedPage(query, 50);
    const [records, total] = await Promise.all([
      listAudit(this.db, tenantId, filter, window),
      countAudit(this.db, tenantId, filter),
    ]);
    return { entries: records.map(toAuditDto), total, page, pageSize };
  }

  /** The whole filtered log as CSV text (see audit-csv.ts), newest first, bounded. */
  async exportCsv(actor: Actor, tenantId: string, query: AuditQuery): Promise<string> {
    authorize(actor, 'audit.read', { tenantId });
    const records = await listAudit(this.db, tenantId, filterOf(query), { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 });
    const lines = [
      CSV_BOM,
      csvLine(['Data/hora (UTC)', 'Ação', 'Autor', 'E-mail do autor', 'Tipo do alvo', 'Alvo', 'ID do alvo', 'Antes', 'Depois', 'IP']),
    ];
    for (const entry of records.map(toAuditDto)) {
      lines.push(
        csvLine([
          entry.createdAt,
          entry.action,
          entry.actorName ?? (entry.actorType === 'system' ? 'Sistema' : ''),
          entry.actorEmail,
          entry.targetType,
          entry.targetLabel,
          entry.targetId,
          json(entry.before),
          json(entry.after),
          entry.ip,
        ]),
      );
    }
    return lines.join('');
  }
}
