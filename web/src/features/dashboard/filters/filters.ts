import type { UrlStateCodec } from '../../../lib/url-state/useUrlState';
import { pageParam, readPage, withParams } from '../../../lib/url-state/params';
import { toggled, withPage, withSearch, type ListChange } from '../../../lib/url-state/listFilters';
import { enumOfCode, lowerCode } from '../../../lib/enumCodes';
import type { FindingSortField, FindingState, SortOrder } from '../../../gql/graphql';
import { CHIP_SEVERITIES, isChipSeverity, type ChipSeverity } from '../severity';

/** Rows per page of the findings table (spec §9: latest 50). */
export const DASHBOARD_PAGE_SIZE = 50;
/** The server's limit for the search text. */
export const SEARCH_MAX_LENGTH = 200;

/** Triage states in the order people work through them (the state chips' order). */
export const FINDING_STATES: readonly FindingState[] = ['OPEN', 'REOPENED', 'IN_REVIEW', 'CONFIRMED', 'FALSE_POSITIVE', 'ACCEPTED_RISK', 'FIXED'];

export const SORT_FIELDS: readonly FindingSortField[] = ['SEVERITY', 'FILE', 'RULE', 'CATEGORY', 'FRAMEWORK', 'LINE', 'COUNT'];
export const SORT_ORDERS: readonly SortOrder[] = ['ASC', 'DESC'];
export const DEFAULT_SORT: { sortBy: FindingSortField; sortOrder: SortOrder } = { sortBy: 'SEVERITY', sortOrder: 'DESC' };

/**
 * The dashboard's view, kept in the URL so it can be shared: ?severity=critical,high&q=…&page=2&sort=file&order=asc
 * (the URL keeps the contract's lower-case codes, the same as the exports' query strings; the state holds GraphQL's values).
 */
export interface DashboardFilters {
  severities: ChipSeverity[];
  /** Triage states to keep (any when empty). */
  states: FindingState[];
  /** Only the findings the scan found first on its branch ("Novos nesta análise"). */
  newOnly: boolean;
  /** Only open findings past their due date ("Vencidos"). */
  overdueOnly: boolean;
  /** Only the signed-in person's findings ("Meus achados"). */
  mine: boolean;
  q: string;
  page: number;
  sortBy: FindingSortField;
  sortOrder: SortOrder;
}

export const PARAM = { severity: 'severity', state: 'state', newOnly: 'new', overdueOnly: 'overdue', mine: 'mine', q: 'q', page: 'page', sort: 'sort', order: 'order' } as const;

/** The values of a comma list of lower-case codes that are among `values`. */
function codesOf<Value extends string>(values: readonly Value[], list: string | null): Value[] {
  return (list ?? '').split(',').flatMap((code) => enumOfCode(values, code) ?? []);
}

/** Chips in their fixed order, whatever order they were clicked in (one cache entry per set). */
export function normalizeSeverities(values: Iterable<string>): ChipSeverity[] {
  const chosen = new Set([...values].filter(isChipSeverity));
  return CHIP_SEVERITIES.filter((s) => chosen.has(s));
}

export function normalizeStates(values: Iterable<string>): FindingState[] {
  const chosen = new Set(values);
  return FINDING_STATES.filter((s) => chosen.has(s));
}

export function parseFilters(params: URLSearchParams): DashboardFilters {
  const severities = normalizeSeverities(codesOf(CHIP_SEVERITIES, params.get(PARAM.severity)));
  const sort = enumOfCode(SORT_FIELDS, params.get(PARAM.sort) ?? '');
  const order = enumOfCode(SORT_ORDERS, params.get(PARAM.order) ?? '');
  return {
    severities,
    states: normalizeStates(codesOf(FINDING_STATES, params.get(PARAM.state))),
    newOnly: params.get(PARAM.newOnly) === '1',
    overdueOnly: params.get(PARAM.overdueOnly) === '1',
    mine: params.get(PARAM.mine) === '1',
    q: (params.get(PARAM.q) ?? '').slice(0, SEARCH_MAX_LENGTH),
    page: readPage(params, PARAM.page),
    sortBy: sort ?? DEFAULT_SORT.sortBy,
    sortOrder: order ?? DEFAULT_SORT.sortOrder,
  };
}

/** Writes the filters into the params, leaving others alone; defaults are left out of the URL. */
export function writeFilters(params: URLSearchParams, filters: DashboardFilters): URLSearchParams {
  const defaultSort = filters.sortBy === DEFAULT_SORT.sortBy && filters.sortOrder === DEFAULT_SORT.sortOrder;
  return withParams(params, {
    [PARAM.severity]: normalizeSeverities(filters.severities).map(lowerCode).join(','),
    [PARAM.state]: normalizeStates(filters.states).map(lowerCode).join(','),
    [PARAM.newOnly]: filters.newOnly ? '1' : null,
    [PARAM.overdueOnly]: filters.overdueOnly ? '1' : null,
    [PARAM.mine]: filters.mine ? '1' : null,
    [PARAM.q]: filters.q.trim(),
    [PARAM.page]: pageParam(filters.page),
    [PARAM.sort]: defaultSort ? null : lowerCode(filters.sortBy),
    [PARAM.order]: defaultSort ? null : lowerCode(filters.sortOrder),
  });
}

/** The filters' place in the URL, for `useUrlState`. */
export const dashboardFiltersUrl: UrlStateCodec<DashboardFilters> = { parse: parseFilters, write: writeFilters };

export type FilterChange =
  | { type: 'toggleSeverity'; severity: ChipSeverity }
  | { type: 'toggleState'; state: FindingState }
  | { type: 'toggleNewOnly' }
  | { type: 'toggleOverdueOnly' }
  | { type: 'toggleMine' }
  | { type: 'sort'; sortBy: FindingSortField; sortOrder: SortOrder }
  | ListChange
  | { type: 'clear' };

/** Spec §4: any change of severity, search or sort goes back to page 1; clear resets severities, search and page. */
export function applyFilterChange(filters: DashboardFilters, change: FilterChange): DashboardFilters {
  switch (change.type) {
    case 'toggleSeverity':
      return { ...filters, severities: normalizeSeverities(toggled(filters.severities, change.severity)), page: 1 };
    case 'toggleState':
      return { ...filters, states: normalizeStates(toggled(filters.states, change.state)), page: 1 };
    case 'toggleNewOnly':
      return { ...filters, newOnly: !filters.newOnly, page: 1 };
    case 'toggleOverdueOnly':
      return { ...filters, overdueOnly: !filters.overdueOnly, page: 1 };
    case 'toggleMine':
      return { ...filters, mine: !filters.mine, page: 1 };
    case 'search':
      return withSearch(filters, change.q, SEARCH_MAX_LENGTH);
    case 'sort':
      return { ...filters, sortBy: change.sortBy, sortOrder: change.sortOrder, page: 1 };
    case 'page':
      return withPage(filters, change.page);
    case 'clear':
      return { ...filters, severities: [], states: [], newOnly: false, overdueOnly: false, mine: false, q: '', page: 1 };
  }
}

export function hasActiveFilters(filters: DashboardFilters): boolean {
  return (
    filters.severities.length > 0 || filters.states.length > 0 || filters.newOnly || filters.overdueOnly || filters.mine || filters.q !== '' || filters.page > 1
  );
}

/** Variables of the DashboardFindings query for the workspace and the filters. */
export function findingsQueryVariables(workspace: { tenantId: string | null; projectId: string }, filters: DashboardFilters) {
  return {
    tenantId: workspace.tenantId,
    projectId: workspace.projectId,
    page: filters.page,
    pageSize: DASHBOARD_PAGE_SIZE,
    severity: filters.severities.length > 0 ? filters.severities : null,
    // Only when chosen: the query without them is the one every earlier page was cached under.
    ...(filters.states.length > 0 ? { state: filters.states } : {}),
    ...(filters.newOnly ? { newOnly: true } : {}),
    ...(filters.overdueOnly ? { overdueOnly: true } : {}),
    ...(filters.mine ? { assignedToMe: true } : {}),
    q: filters.q || null,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
}

/** The same filters as the query string of the server's CSV/JSON exports (the dashboard's parameter names). */
export function exportQuery(filters: DashboardFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.severities.length > 0) query.set('severity', filters.severities.map(lowerCode).join(','));
  if (filters.q) query.set('q', filters.q);
  query.set('sort_by', lowerCode(filters.sortBy));
  query.set('sort_order', lowerCode(filters.sortOrder));
  return query;
}
