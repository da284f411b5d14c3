import type { UrlStateCodec } from '../../../lib/url-state/useUrlState';
import { pageParam, readPage, withParams } from '../../../lib/url-state/params';
import type { StatusFilterValue } from '../../../components/project-list/StatusFilter';

export type StatusFilter = StatusFilterValue;

/** /admin/projects state kept in the URL (shareable, survives reload): search, status, page, the project opened. */
export interface AdminProjectsFilters {
  q: string;
  status: StatusFilter;
  page: number;
  /** The project whose access and tokens are open. */
  project: string | null;
}

export type AdminProjectsChange =
  | { type: 'search'; q: string }
  | { type: 'status'; status: StatusFilter }
  | { type: 'page'; page: number }
  | { type: 'open'; project: string | null };

const STATUSES: readonly StatusFilter[] = ['all', 'active', 'inactive'];

export const adminProjectsUrl: UrlStateCodec<AdminProjectsFilters> = {
  parse: (params) => {
    const status = params.get('status') as StatusFilter | null;
    return {
      q: (params.get('q') ?? '').trim(),
      status: status && STATUSES.includes(status) ? status : 'all',
      page: readPage(params),
      project: params.get('project') || null,
    };
  },
  write: (params, state) =>
    withParams(params, { q: state.q, status: state.status === 'all' ? null : state.status, page: pageParam(state.page), project: state.project }),
};

/** A new search or status starts again at page 1. */
export function applyAdminProjectsChange(state: AdminProjectsFilters, change: AdminProjectsChange): AdminProjectsFilters {
  switch (change.type) {
    case 'search':
      return { ...state, q: change.q, page: 1 };
    case 'status':
      return { ...state, status: change.status, page: 1 };
    case 'page':
      return { ...state, page: change.page };
    case 'open':
      return { ...state, project: change.project };
  }
}

/** listProjects variables for the filters. */
export function listVariables(tenantId: string | null, filters: AdminProjectsFilters, pageSize: number) {
  return { tenantId, page: filters.page, pageSize, search: filters.q || null, isActive: filters.status === 'all' ? null : filters.status === 'active' };
}
