import type { UrlStateCodec } from '../../../../lib/url-state/useUrlState';
import { pageParam, readPage, withParams } from '../../../../lib/url-state/params';

/** Audit entries per page (the admin lists' 20 of spec §9). */
export const AUDIT_PAGE_SIZE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The contract's AuditActionFilter: one action (user.update) or a family (user.). */
const ACTION = /^[a-z_]+(\.[a-z_]*)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The view of /admin/tenants/audit in the URL: ?tenant=…&actor=…&action=tenant.&from=2026-11-01&to=2026-11-24&page=2 */
export interface AuditFilters {
  tenantId: string | null;
  actorId: string | null;
  action: string | null;
  /** Calendar days (the admin's time zone), both inclusive. */
  from: string | null;
  to: string | null;
  page: number;
}

const pick = (params: URLSearchParams, name: string, pattern: RegExp, max = 100): string | null => {
  const value = params.get(name);
  return value && value.length <= max && pattern.test(value) && (pattern !== DAY || dayStart(value) !== null) ? value : null;
};

export const auditFiltersUrl: UrlStateCodec<AuditFilters> = {
  parse: (params) => ({
    tenantId: pick(params, 'tenant', UUID),
    actorId: pick(params, 'actor', UUID),
    action: pick(params, 'action', ACTION),
    from: pick(params, 'from', DAY),
    to: pick(params, 'to', DAY),
    page: readPage(params),
  }),
  write: (params, filters) =>
    withParams(params, {
      tenant: filters.tenantId,
      actor: filters.actorId,
      action: filters.action,
      from: filters.from,
      to: filters.to,
      page: pageParam(filters.page),
    }),
};

export type AuditFilterChange =
  | { type: 'tenant'; tenantId: string }
  | { type: 'actor'; actorId: string | null }
  | { type: 'action'; action: string | null }
  | { type: 'period'; from: string | null; to: string | null }
  | { type: 'page'; page: number }
  | { type: 'clear' };

/** Any filter change goes back to page 1; another tenant starts without filters (its actors differ). */
export function applyAuditFilterChange(filters: AuditFilters, change: AuditFilterChange): AuditFilters {
  switch (change.type) {
    case 'tenant':
      return { tenantId: change.tenantId, actorId: null, action: null, from: null, to: null, page: 1 };
    case 'actor':
      return { ...filters, actorId: change.actorId, page: 1 };
    case 'action':
      return { ...filters, action: change.action, page: 1 };
    case 'period':
      return { ...filters, from: change.from, to: change.to, page: 1 };
    case 'page':
      return { ...filters, page: Math.max(1, Math.floor(change.page)) };
    case 'clear':
      return { tenantId: filters.tenantId, actorId: null, action: null, from: null, to: null, page: 1 };
  }
}

/** Local midnight of a calendar day, or null. */
export function dayStart(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/** The instants sent to the server: from the start of `from` to the end of `to` (exclusive next midnight). */
export function periodInstants(filters: Pick<AuditFilters, 'from' | 'to'>): { from: string | null; to: string | null } {
  const from = filters.from ? dayStart(filters.from) : null;
  const toDay = filters.to ? dayStart(filters.to) : null;
  const to = toDay ? new Date(toDay.getFullYear(), toDay.getMonth(), toDay.getDate() + 1) : null;
  return { from: from?.toISOString() ?? null, to: to?.toISOString() ?? null };
}

/** The period is usable when it has at most one end or ends on or after it starts. */
export const validPeriod = (filters: Pick<AuditFilters, 'from' | 'to'>): boolean => !filters.from || !filters.to || filters.from <= filters.to;

export function hasAuditFilters(filters: AuditFilters): boolean {
  return filters.actorId !== null || filters.action !== null || filters.from !== null || filters.to !== null;
}

/** The filters as the query string of the CSV export (same names as the listAuditLog arguments). */
export function exportQuery(filters: AuditFilters): string {
  const { from, to } = periodInstants(filters);
  const params = withParams(new URLSearchParams(), { actorId: filters.actorId, action: filters.action, from, to });
  const text = params.toString();
  return text ? `?${text}` : '';
}
