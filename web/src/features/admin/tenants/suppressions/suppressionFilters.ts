import type { SuppressionKind } from '../../../../gql/graphql';
import type { UrlStateCodec } from '../../../../lib/url-state/useUrlState';
import { pageParam, readPage, withParams } from '../../../../lib/url-state/params';
import { enumOfCode, lowerCode } from '../../../../lib/enumCodes';

/** Suppressions per page (the admin lists' 20 of spec §9). */
export const SUPPRESSIONS_PAGE_SIZE = 20;

/** Every kind, in the order the filter offers them; typed by the schema, so a renamed value fails the typecheck. */
export const SUPPRESSION_KINDS: readonly SuppressionKind[] = ['IN_SOURCE', 'IMPORTED', 'FALSE_POSITIVE', 'ACCEPTED_RISK'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The contract's limit on the text searched. */
export const SEARCH_MAX = 200;

/** The view in the URL: ?tenant=…&project=…&kind=in_source&q=eval&page=2 */
export interface SuppressionFilters {
  tenantId: string | null;
  /** One project of the tenant, or all of them. */
  projectId: string | null;
  kind: SuppressionKind | null;
  q: string;
  page: number;
}

const uuidParam = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name);
  return value && UUID.test(value) ? value : null;
};

export const suppressionFiltersUrl: UrlStateCodec<SuppressionFilters> = {
  parse: (params) => {
    const kind = params.get('kind');
    return {
      tenantId: uuidParam(params, 'tenant'),
      projectId: uuidParam(params, 'project'),
      // The URL and the export keep the contract's code (kind=in_source).
      kind: enumOfCode(SUPPRESSION_KINDS, kind ?? '') ?? null,
      q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
      page: readPage(params),
    };
  },
  write: (params, filters) =>
    withParams(params, { tenant: filters.tenantId, project: filters.projectId, kind: filters.kind && lowerCode(filters.kind), q: filters.q || null, page: pageParam(filters.page) }),
};

export type SuppressionFilterChange =
  | { type: 'tenant'; tenantId: string }
  | { type: 'project'; projectId: string | null }
  | { type: 'kind'; kind: SuppressionKind | null }
  | { type: 'search'; q: string }
  | { type: 'page'; page: number }
  | { type: 'clear' };

/** Any filter change goes back to page 1; another tenant starts without filters (its projects differ). */
export function applySuppressionFilterChange(filters: SuppressionFilters, change: SuppressionFilterChange): SuppressionFilters {
  switch (change.type) {
    case 'tenant':
      return { tenantId: change.tenantId, projectId: null, kind: null, q: '', page: 1 };
    case 'project':
      return { ...filters, projectId: change.projectId, page: 1 };
    case 'kind':
      return { ...filters, kind: change.kind, page: 1 };
    case 'search':
      return { ...filters, q: change.q.slice(0, SEARCH_MAX), page: 1 };
    case 'page':
      return { ...filters, page: Math.max(1, Math.floor(change.page)) };
    case 'clear':
      return { tenantId: filters.tenantId, projectId: null, kind: null, q: '', page: 1 };
  }
}

/** The filters as the CSV export's query string (the listSuppressions argument names). */
export const hasSuppressionFilters = (filters: SuppressionFilters): boolean => Boolean(filters.projectId || filters.kind || filters.q);

export function suppressionsExportQuery(filters: SuppressionFilters): string {
  const text = withParams(new URLSearchParams(), { projectId: filters.projectId, kind: filters.kind && lowerCode(filters.kind), q: filters.q.trim() || null }).toString();
  return text ? `?${text}` : '';
}
