import { InMemoryCache } from '@apollo/client/cache';

/** Normalised cache: entities by id, paginated lists keyed by their filters and page. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Project: { keyFields: ['id'] },
      User: { keyFields: ['id'] },
      Tenant: { keyFields: ['id'] },
      ApiToken: { keyFields: ['id'] },
      Session: { keyFields: ['id'] },
      Query: {
        fields: {
          listProjects: { keyArgs: ['X_Tenant_ID', 'search', 'isActive', 'page', 'pageSize'] },
          listTenantUsers: { keyArgs: ['tenantId', 'role', 'includeInactive'] },
          listTenantTokens: { keyArgs: ['tenantId'] },
          usageSummary: { keyArgs: ['X_Tenant_ID', 'X_Project_ID', 'month'] },
          usageRealtime: { keyArgs: ['X_Tenant_ID', 'X_Project_ID'] },
        },
      },
    },
  });
}
