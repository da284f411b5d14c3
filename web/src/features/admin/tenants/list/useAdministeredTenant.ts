import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useFreshOptions } from '../../../../lib/apollo';
import { getFragmentData } from '../../../../gql';
import { AdminTenantsQuery } from '../api/adminTenants';
import { TenantRowFragment } from '../tenantFragment';

/**
 * The tenant an admin list shows: the one the URL names, else the workspace's, else the first
 * administered one; never a tenant the user does not administer. With the administered tenants
 * (for the tenant filter), the chosen one's name and the tenants list's error.
 */
export function useAdministeredTenant(adminTenantIds: readonly string[], defaultTenantId: string | null, urlTenantId: string | null) {
  const result = useQuery(AdminTenantsQuery, useFreshOptions(AdminTenantsQuery, undefined, 'admin'));
  const tenants = useMemo(
    () => getFragmentData(TenantRowFragment, result.data?.listTenants?.tenants ?? []).filter((tenant) => adminTenantIds.includes(tenant.id)),
    [result.data, adminTenantIds],
  );
  const tenantId = [urlTenantId, defaultTenantId, adminTenantIds[0]].find((id): id is string => Boolean(id) && adminTenantIds.includes(id as string)) ?? null;
  const tenantName = tenants.find((tenant) => tenant.id === tenantId)?.name ?? '';
  return { tenants, tenantId, tenantName, error: result.error };
}
