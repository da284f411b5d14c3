import type { UrlStateCodec } from '../../../lib/url-state/useUrlState';
import { pageParam, readPage, withParams } from '../../../lib/url-state/params';
import { withPage, withSearch, type ListChange } from '../../../lib/url-state/listFilters';

/** Tenants per page (spec §9: 20, filtered client-side). */
export const TENANTS_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 120;

/** The view of /admin/tenants in the URL: ?q=banco&page=2 */
export interface TenantFilters {
  q: string;
  page: number;
}

export const tenantFiltersUrl: UrlStateCodec<TenantFilters> = {
  parse: (params) => ({ q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH), page: readPage(params) }),
  write: (params, filters) => withParams(params, { q: filters.q, page: pageParam(filters.page) }),
};

export type TenantFilterChange = ListChange;

/** A new search goes back to page 1. */
export function applyTenantFilterChange(filters: TenantFilters, change: TenantFilterChange): TenantFilters {
  return change.type === 'page' ? withPage(filters, change.page) : withSearch(filters, change.q, SEARCH_MAX_LENGTH);
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The tenants matching the search (accents and case ignored), by name, and the page of them. */
export function visibleTenants<T extends { name: string }>(tenants: readonly T[], filters: TenantFilters): { rows: T[]; total: number } {
  const needle = fold(filters.q);
  const matching = tenants.filter((tenant) => fold(tenant.name).includes(needle)).sort((a, b) => collator.compare(a.name, b.name));
  const start = (filters.page - 1) * TENANTS_PAGE_SIZE;
  return { rows: matching.slice(start, start + TENANTS_PAGE_SIZE), total: matching.length };
}

/** "250.000" or "250000" → 250000; null when it is not a whole number of units (up to 2 billion). */
export function parseQuota(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(\d{1,3}(\.\d{3})+|\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(/\./g, ''));
  return Number.isSafeInteger(value) && value <= 2_000_000_000 ? value : null;
}
