import type { UrlStateCodec } from '../../lib/url-state/useUrlState';
import { pageParam, readPage, withParams } from '../../lib/url-state/params';
import type { StatusFilterValue } from './StatusFilter';

/** A projects list's state kept in the URL (shareable, survives reload): search, status, page. */
export interface ProjectListFilters {
  q: string;
  status: StatusFilterValue;
  page: number;
}

export type ProjectListChange = { type: 'search'; q: string } | { type: 'status'; status: StatusFilterValue } | { type: 'page'; page: number };

const STATUSES: readonly StatusFilterValue[] = ['all', 'active', 'inactive'];

/** The URL codec of a projects list whose status starts at `defaultStatus` (kept out of the URL). */
export function projectListUrl(defaultStatus: StatusFilterValue): UrlStateCodec<ProjectListFilters> {
  return {
    parse: (params) => {
      const status = params.get('status') as StatusFilterValue | null;
      return {
        q: (params.get('q') ?? '').trim(),
        status: status && STATUSES.includes(status) ? status : defaultStatus,
        page: readPage(params),
      };
    },
    write: (params, state) =>
      withParams(params, { q: state.q, status: state.status === defaultStatus ? null : state.status, page: pageParam(state.page) }),
  };
}

/** A new search or status starts again at page 1. */
export function applyProjectListChange<Filters extends ProjectListFilters>(state: Filters, change: ProjectListChange): Filters {
  switch (change.type) {
    case 'search':
      return { ...state, q: change.q, page: 1 };
    case 'status':
      return { ...state, status: change.status, page: 1 };
    case 'page':
      return { ...state, page: change.page };
  }
}

/** listProjects variables for the filters. */
export function projectListVariables(tenantId: string | null, filters: ProjectListFilters, pageSize: number) {
  return { tenantId, page: filters.page, pageSize, search: filters.q || null, isActive: filters.status === 'all' ? null : filters.status === 'active' };
}
