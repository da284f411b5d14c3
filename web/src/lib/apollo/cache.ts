import { InMemoryCache } from '@apollo/client/cache';

/** Every argument of Query.latestFindings: each filter, sort and page is its own cache entry. */
export const LATEST_FINDINGS_KEY_ARGS = [
  'tenantId',
  'projectId',
  'page',
  'pageSize',
  'severity',
  'rule',
  'q',
  'sortBy',
  'sortOrder',
  'includeNonApplicable',
  'state',
  'newOnly',
  'overdueOnly',
  'assignedToMe',
];

/** Every argument of Query.listArtifacts: each filter and page is its own cache entry. */
export const LIST_ARTIFACTS_KEY_ARGS = ['projectId', 'page', 'pageSize', 'scanId', 'kinds', 'search'];
/** Every argument of Query.viewArtifact: each node, mode and page of a file is its own entry. */
export const VIEW_ARTIFACT_KEY_ARGS = ['projectId', 'artifactId', 'mode', 'path', 'page', 'pageSize', 'whole'];

/** Normalised cache: entities by id, paginated lists keyed by their filters and page. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Project: { keyFields: ['id'] },
      User: { keyFields: ['id'] },
      Tenant: { keyFields: ['id'] },
      ApiToken: { keyFields: ['id'] },
      Session: { keyFields: ['id'] },
      Invite: { keyFields: ['id'] },
      // Finding is normalised by its id: a page's row and the details its expansion fetches
      // (Query.finding) are one Finding:<id> entry. A findings page and its summary have no
      // identity of their own: they live inside the latestFindings entry that holds them.
      Finding: { keyFields: ['id'] },
      FindingsPage: { keyFields: false, merge: true },
      // A finding's triage belongs to its tracked finding (same fingerprint on its branch): a
      // triage mutation's answer updates every row of it on every cached page.
      FindingTriage: { keyFields: ['trackedId'] },
      FindingsSummary: { keyFields: false, merge: true },
      // Compliance (spec §7): the trend lives inside the Query field (keyed by all its arguments).
      ComplianceTrend: { keyFields: false, merge: true },
      // Artifact is normalised by its id; a list page and a view live inside the field entry that
      // holds them (a JSON node's pointer is unique only within its file).
      Artifact: { keyFields: ['id'] },
      ArtifactPage: { keyFields: false, merge: true },
      ArtifactView: { keyFields: false, merge: true },
      ArtifactJsonNode: { keyFields: false },
      Query: {
        fields: {
          listProjects: { keyArgs: ['tenantId', 'search', 'isActive', 'page', 'pageSize'] },
          listTenantUsers: { keyArgs: ['tenantId', 'role', 'includeInactive', 'search', 'page', 'pageSize'] },
          listTenantInvites: { keyArgs: ['tenantId'] },
          // One list per project and kind (the tokens panel of /admin/projects and the onboarding).
          listTenantTokens: { keyArgs: ['tenantId', 'projectId', 'kind'] },
          listProjectMembers: { keyArgs: ['projectId'] },
          usageSummary: { keyArgs: ['tenantId', 'projectId', 'month'] },
          usageRealtime: { keyArgs: ['tenantId', 'projectId'] },
          latestFindings: { keyArgs: LATEST_FINDINGS_KEY_ARGS },
          listArtifacts: { keyArgs: LIST_ARTIFACTS_KEY_ARGS },
          viewArtifact: { keyArgs: VIEW_ARTIFACT_KEY_ARGS },
        },
      },
    },
  });
}
