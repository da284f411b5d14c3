import { InMemoryCache } from '@apollo/client/cache';

/** Every argument of Query.latestFindings: each filter, sort and page is its own cache entry. */
export const LATEST_FINDINGS_KEY_ARGS = [
  'X_Tenant_ID',
  'X_Project_ID',
  'page',
  'page_size',
  'severity',
  'rule',
  'q',
  'sort_by',
  'sort_order',
  'include_non_applicable',
];

/** Normalised cache: entities by id, paginated lists keyed by their filters and page. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Project: { keyFields: ['id'] },
      User: { keyFields: ['id'] },
      Tenant: { keyFields: ['id'] },
      ApiToken: { keyFields: ['id'] },
      Session: { keyFields: ['id'] },
      // Finding is normalised by its id (the default). A findings page and its summary have no
      // identity of their own: they live inside the latestFindings entry that holds them.
      FindingsPage: { keyFields: false, merge: true },
      FindingsSummary: { keyFields: false, merge: true },
      // Compliance (spec §7): the trend, the artifact list page and each aliased view of
      // compliance.json live inside the Query field (keyed by all its arguments) that holds them.
      ComplianceTrend: { keyFields: false, merge: true },
      ArtifactPage: { keyFields: false, merge: true },
      ArtifactView: { keyFields: false, merge: true },
      Query: {
        fields: {
          listProjects: { keyArgs: ['X_Tenant_ID', 'search', 'isActive', 'page', 'pageSize'] },
          listTenantUsers: { keyArgs: ['tenantId', 'role', 'includeInactive'] },
          listTenantTokens: { keyArgs: ['tenantId'] },
          usageSummary: { keyArgs: ['X_Tenant_ID', 'X_Project_ID', 'month'] },
          usageRealtime: { keyArgs: ['X_Tenant_ID', 'X_Project_ID'] },
          latestFindings: { keyArgs: LATEST_FINDINGS_KEY_ARGS },
        },
      },
    },
  });
}
