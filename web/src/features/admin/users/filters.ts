import type { UrlStateCodec } from '../../../lib/url-state/useUrlState';
import { pageParam, readPage, withParams } from '../../../lib/url-state/params';
import { withPage, withSearch, type ListChange } from '../../../lib/url-state/listFilters';
import type { Role } from '../../../gql/graphql';

/** Users per page (spec §9: users 20). */
export const USERS_PAGE_SIZE = 20;
/** The server's limit for the search text. */
export const SEARCH_MAX_LENGTH = 200;

/** Tenant roles in the order the screen lists them. */
export const ROLES: readonly Role[] = ['TENANT_ADMIN', 'PROJECT_ADMIN', 'ANALYST', 'VIEWER'];

export function isRole(value: string | null): value is Role {
  return value !== null && (ROLES as readonly string[]).includes(value);
}

/** The users list's view, kept in the URL: ?q=…&role=ANALYST&page=2 */
export interface UserFilters {
  q: string;
  role: Role | null;
  page: number;
}

export const PARAM = { q: 'q', role: 'role', page: 'page' } as const;

export function parseFilters(params: URLSearchParams): UserFilters {
  const role = params.get(PARAM.role);
  return {
    q: (params.get(PARAM.q) ?? '').slice(0, SEARCH_MAX_LENGTH),
    role: isRole(role) ? role : null,
    page: readPage(params, PARAM.page),
  };
}

export function writeFilters(params: URLSearchParams, filters: UserFilters): URLSearchParams {
  return withParams(params, { [PARAM.q]: filters.q.trim(), [PARAM.role]: filters.role, [PARAM.page]: pageParam(filters.page) });
}

export const userFiltersUrl: UrlStateCodec<UserFilters> = { parse: parseFilters, write: writeFilters };

export type FilterChange = ListChange | { type: 'role'; role: Role | null } | { type: 'clear' };

/** A new search or role goes back to page 1. */
export function applyFilterChange(filters: UserFilters, change: FilterChange): UserFilters {
  switch (change.type) {
    case 'search':
      return withSearch(filters, change.q, SEARCH_MAX_LENGTH);
    case 'role':
      return { ...filters, role: change.role, page: 1 };
    case 'page':
      return withPage(filters, change.page);
    case 'clear':
      return { q: '', role: null, page: 1 };
  }
}

export function hasActiveFilters(filters: UserFilters): boolean {
  return filters.q !== '' || filters.role !== null || filters.page > 1;
}

/**
 * Variables of the users query. Removed users are listed too (marked inactive) so they can be
 * reactivated, one by one or in a batch.
 */
export function usersQueryVariables(tenantId: string, filters: UserFilters) {
  return {
    tenantId,
    page: filters.page,
    pageSize: USERS_PAGE_SIZE,
    search: filters.q || null,
    role: filters.role,
    includeInactive: true,
  };
}
