import { useMemo } from 'react';
import { useFreshListQuery } from '../../../lib/apollo';
import { getFragmentData, graphql } from '../../../gql';
import { UserRowFragment } from './UserRow';
import { usersQueryVariables, type UserFilters } from './filters';

/** Route query of /admin/users: one page of the tenant's users, rows described by UserRow's fragment. */
export const AdminUsersQuery = graphql(`
  query AdminUsers($tenantId: UUID!, $page: PositiveInt!, $pageSize: PositiveInt!, $search: SearchText, $role: Role, $includeInactive: Boolean) {
    listTenantUsers(tenantId: $tenantId, page: $page, pageSize: $pageSize, search: $search, role: $role, includeInactive: $includeInactive) {
      total
      page
      pageSize
      users {
        id
        ...UserRow_user
      }
    }
  }
`);

/**
 * The page of users for the filters, from the Apollo cache while younger than the users
 * freshness (3 min, spec §9). The previous page stays on screen while the next one loads.
 */
export function useUsersList(tenantId: string, filters: UserFilters) {
  const variables = useMemo(() => usersQueryVariables(tenantId, filters), [tenantId, filters]);
  const { result, retry } = useFreshListQuery(AdminUsersQuery, variables, 'users');
  const list = result.error ? null : (result.data?.listTenantUsers ?? result.previousData?.listTenantUsers ?? null);
  const users = useMemo(() => getFragmentData(UserRowFragment, list?.users ?? []), [list]);
  return { users, total: list?.total ?? 0, loaded: list !== null, loading: result.loading, error: result.error, retry };
}
