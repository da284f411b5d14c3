/** An API token of project p1 as the gateway returns it: an active RUN token unless `overrides` say otherwise. */
export const apiToken = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApiToken',
  id,
  projectId: 'p1',
  name,
  kind: 'RUN',
  prefix: `RUN_p1_${id}`,
  status: 'ACTIVE',
  isActive: true,
  createdByName: 'Ana Souza',
  createdAt: '2026-03-05T12:00:00Z',
  lastUsedAt: null,
  expiresAt: '2026-06-03T12:00:00Z',
  rotatedAt: null,
  previousSecretExpiresAt: null,
  ...overrides,
});
