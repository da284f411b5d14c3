// Calls the gateway's GraphQL endpoint with a browser context's own cookies and CSRF token,
// the way the web app does, so e2e setup goes through the real stack.
import type { BrowserContext, Request } from '@playwright/test';

/** Matches the gateway's GraphQL endpoint whatever the query string (`page.route(isGraphQL, …)`). */
export const isGraphQL = (url: URL): boolean => url.pathname === '/graphql';

/**
 * The GraphQL operation a page request to /graphql carries: queries come as GET with the operation
 * in the URL (web/src/lib/apollo/client.ts), mutations and subscriptions as POST with a JSON body.
 * Undefined for any other request.
 */
export function operationOf(request: Request): { operationName?: string; variables?: Record<string, unknown> } | undefined {
  const url = new URL(request.url());
  if (!isGraphQL(url)) return undefined;
  if (request.method() === 'GET') {
    const variables = url.searchParams.get('variables');
    return { operationName: url.searchParams.get('operationName') ?? undefined, variables: variables ? JSON.parse(variables) : undefined };
  }
  return (request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null) ?? undefined;
}

export async function graphql<T>(context: BrowserContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const response = await context.request.post('/graphql', {
    data: { query, variables },
    headers: { 'X-CSRF-Token': csrf },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL falhou: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface ProjectRef {
  tenantId: string;
  projectId: string;
}

/** The tenant and id of a project of the admin's tenant, by name. */
export async function findProject(adminContext: BrowserContext, projectName: string): Promise<ProjectRef> {
  const { listTenants } = await graphql<{ listTenants: { tenants: { id: string; name: string }[] } }>(
    adminContext,
    'query { listTenants { tenants { id name } } }',
  );
  const tenantId = listTenants.tenants[0]!.id;
  const { listProjects } = await graphql<{ listProjects: { projects: { id: string; name: string }[] } }>(
    adminContext,
    'query Projects($tenant: UUID) { listProjects(tenantId: $tenant, pageSize: 100) { projects { id name } } }',
    { tenant: tenantId },
  );
  const project = listProjects.projects.find((candidate) => candidate.name === projectName);
  if (!project) throw new Error(`Projeto ${projectName} não existe`);
  return { tenantId, projectId: project.id };
}

/** Creates a project in the admin's tenant and returns it. */
export async function createProject(adminContext: BrowserContext, name: string, description: string): Promise<ProjectRef> {
  const { tenantId } = await findProject(adminContext, 'Internet Banking');
  const { createProject: created } = await graphql<{ createProject: { id: string } }>(
    adminContext,
    'mutation P($t: UUID, $input: CreateProjectRequestInput) { createProject(tenantId: $t, input: $input) { id } }',
    { t: tenantId, input: { name, description } },
  );
  return { tenantId, projectId: created.id };
}

/** Creates a viewer or run token for a project of the admin's tenant and returns its secret. */
export async function createProjectToken(adminContext: BrowserContext, projectName: string, kind: 'VIEWER' | 'RUN' = 'VIEWER'): Promise<string> {
  const { tenantId, projectId } = await findProject(adminContext, projectName);
  const { createTenantToken } = await graphql<{ createTenantToken: { secret: string } }>(
    adminContext,
    'mutation Token($tenantId: UUID!, $input: CreateTokenRequestInput) { createTenantToken(tenantId: $tenantId, input: $input) { secret } }',
    { tenantId, input: { name: `e2e ${kind.toLowerCase()}`, kind, projectId } },
  );
  return createTenantToken.secret;
}
