import type { ApolloCache } from '@apollo/client';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../../gql';
import { AdminTenantsQuery } from './adminTenants';

export const CreateTenantMutation = graphql(`
  mutation AdminCreateTenant($input: CreateTenantRequestInput!) {
    createTenant(input: $input) {
      id
      name
      ...TenantRow_tenant
    }
  }
`);

type CreatedTenant = NonNullable<ResultOf<typeof CreateTenantMutation>['createTenant']>;

/**
 * The new tenant joins the cached list of tenants without a refetch: the one listTenants field
 * that this page and the workspace's tenant selector both read.
 */
export function addToTenantList(cache: ApolloCache, tenant: CreatedTenant | null | undefined): void {
  if (!tenant) return;
  cache.updateQuery({ query: AdminTenantsQuery }, (data) => {
    const list = data?.listTenants;
    if (!data || !list || list.tenants.some((item) => item.id === tenant.id)) return undefined;
    return { ...data, listTenants: { ...list, tenants: [...list.tenants, tenant] } };
  });
}
