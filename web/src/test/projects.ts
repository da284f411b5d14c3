/** A project as the gateway answers it in the projects lists (tenant t1, created 05/03/2026, active). */
export function projectNode(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Project',
    id,
    tenantId: 't1',
    name,
    description: `Descrição de ${name}`,
    environments: ['produção'],
    isActive: true,
    createdAt: '2026-03-05T12:00:00Z',
    ...overrides,
  };
}
