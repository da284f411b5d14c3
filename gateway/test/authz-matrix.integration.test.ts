import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient } from './support/gateway.js';
import { startScannedStack, type ScannedStack } from './support/scanned-stack.js';
import { signIn } from './support/sign-in.js';
import { tokenFromMail } from './support/smtp.js';

/**
 * Issue 15, the authorization matrix through GraphQL: the admin and data reads of the web app,
 * asked through the real gateway by the same nine kinds of caller, must answer what the reviewed
 * table (control-plane/test/authz/expected-matrix.yaml, checked on REST by the control plane's
 * suite) says for the REST operation behind each field: data for 2xx, else an error whose
 * extensions.status is the expected status.
 */
const TABLE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'control-plane', 'test', 'authz', 'expected-matrix.yaml');
const CALLERS = ['anonymous', 'viewerTokenA', 'runTokenA', 'memberA', 'memberB', 'tenantAdminA', 'tenantAdminB', 'deactivatedUser', 'revokedToken'] as const;
type CallerName = (typeof CALLERS)[number];

const FILES = { 'src/app.js': 'const q = "SELECT * FROM t WHERE id = " + req.query.id;\neval(req.query.code);\n' };

interface Caller {
  client: GraphQLClient;
  bearer?: string;
}

/** GraphQL field → the REST operation of the contract it calls, with variables aimed at tenant A. */
interface Read {
  operationId: string;
  document: string;
  variables: (a: { tenantId: string; projectId: string; scanId: string }) => Record<string, unknown>;
}

const READS: Read[] = [
  { operationId: 'whoami', document: '{ whoami { __typename } }', variables: () => ({}) },
  { operationId: 'listMySessions', document: '{ listMySessions { __typename } }', variables: () => ({}) },
  { operationId: 'listTenants', document: '{ listTenants { __typename } }', variables: () => ({}) },
  ...['listTenantUsers', 'listTenantInvites', 'listTenantTokens', 'listAuditLog', 'tenantOidcSettings'].map((field) => ({
    operationId: field,
    document: `query Q($tenantId: UUID!) { ${field}(tenantId: $tenantId) { __typename } }`,
    variables: ({ tenantId }: { tenantId: string }) => ({ tenantId }),
  })),
  ...['alerts', 'securityStatus', 'blockedIps', 'performanceMetrics', 'listProjects'].map((field) => ({
    operationId: field,
    document: `query Q($tenantId: UUID) { ${field}(tenantId: $tenantId) { __typename } }`,
    variables: ({ tenantId }: { tenantId: string }) => ({ tenantId }),
  })),
  ...['usageSummary', 'usageRealtime', 'latestFindings'].map((field) => ({
    operationId: field,
    document: `query Q($tenantId: UUID, $projectId: UUID) { ${field}(tenantId: $tenantId, projectId: $projectId) { __typename } }`,
    variables: ({ tenantId, projectId }: { tenantId: string; projectId: string }) => ({ tenantId, projectId }),
  })),
  {
    operationId: 'scanStatus',
    document: 'query Q($tenantId: UUID, $projectId: UUID, $scanId: UUID) { scanStatus(tenantId: $tenantId, projectId: $projectId, scanId: $scanId) { __typename } }',
    variables: (a) => a,
  },
  ...['listArtifacts', 'listProjectMembers'].map((field) => ({
    operationId: field,
    document: `query Q($projectId: UUID!) { ${field}(projectId: $projectId) { __typename } }`,
    variables: ({ projectId }: { projectId: string }) => ({ projectId }),
  })),
  ...['complianceTrend', 'findingAssignees', 'findingDeadlines'].map((field) => ({
    operationId: field,
    document: `query Q($tenantId: UUID, $projectId: UUID!) { ${field}(tenantId: $tenantId, projectId: $projectId) { __typename } }`,
    variables: ({ tenantId, projectId }: { tenantId: string; projectId: string }) => ({ tenantId, projectId }),
  })),
];

let stack: ScannedStack;
let tenantId: string;
let callers: Record<CallerName, Caller>;
const expected = YAML.parse(readFileSync(TABLE, 'utf8')) as Record<string, Record<CallerName, string | number>>;

/** Answers of setup calls are read field by field; typing each shape again would copy the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A REST call to the control plane as a session of the gateway (its cookies and CSRF token). */
async function rest(method: string, path: string, session?: GraphQLClient, body?: unknown): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session) {
    headers.cookie = session.cookieHeader();
    const csrf = session.cookies.get('csrf_token');
    if (csrf) headers['x-csrf-token'] = csrf;
  }
  const res = await fetch(`${stack.controlPlane.url}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Json, headers: res.headers };
}

/** Invites someone as `inviter` and accepts in a new browser: its client holds the new session. */
async function invited(inviter: GraphQLClient, email: string, projectId: string): Promise<{ client: GraphQLClient; userId: string }> {
  const sent = await rest('POST', '/auth/invite', inviter, { email, roles: ['ANALYST'], projectRoles: [{ projectId, role: 'ANALYST' }] });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const mail = await stack.smtp.waitFor(email);
  const accepted = await rest('POST', '/auth/invite/accept', undefined, { token: tokenFromMail(mail, '/auth/invite/accept') });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const client = new GraphQLClient(stack.gateway.url);
  client.remember(accepted.headers);
  return { client, userId: accepted.body.user.id as string };
}

beforeAll(async () => {
  stack = await startScannedStack(FILES);
  const admin = stack.admin.client;
  tenantId = stack.admin.tenantId;
  const tokens = `/api/v1/admin/tenants/${tenantId}/tokens`;
  const token = async (name: string, kind: string) => {
    const created = await rest('POST', tokens, admin, { name, projectId: stack.projectId, kind });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { id: created.body.token.id as string, secret: created.body.secret as string };
  };
  const viewer = await token('gql leitura', 'VIEWER');
  const run = await token('gql ci', 'RUN');
  const revoked = await token('gql revogado', 'VIEWER');
  expect((await rest('PATCH', `${tokens}/${revoked.id}`, admin, { isActive: false })).status).toBe(200);

  const memberA = await signIn(stack.gateway.url, stack.smtp, 'analyst@demo.local');
  expect((await rest('POST', '/auth/signup', undefined, { name: 'Admin Beta', email: 'admin@beta.com.br', tenantName: 'Banco Beta' })).status).toBe(202);
  const adminB = new GraphQLClient(stack.gateway.url);
  const verified = await adminB.request('query V($token: LinkToken!) { verifyMagicLink(token: $token) { success } }', {
    token: tokenFromMail(await stack.smtp.waitFor('admin@beta.com.br')),
  });
  expect(verified.body.errors).toBeUndefined();
  const projectB = (await rest('POST', '/api/v1/projects', adminB, { name: 'Projeto Beta', description: 'Dados de B' })).body.id as string;
  const memberB = await invited(adminB, 'analista@beta.com.br', projectB);
  const deactivated = await invited(admin, 'desligado@demo.local', stack.projectId);
  expect((await rest('PATCH', `/api/v1/admin/tenants/${tenantId}/users/${deactivated.userId}`, admin, { isActive: false })).status).toBe(200);

  const anonymous = () => new GraphQLClient(stack.gateway.url);
  callers = {
    anonymous: { client: anonymous() },
    viewerTokenA: { client: anonymous(), bearer: viewer.secret },
    runTokenA: { client: anonymous(), bearer: run.secret },
    memberA: { client: memberA.client },
    memberB: { client: memberB.client },
    tenantAdminA: { client: admin },
    tenantAdminB: { client: adminB },
    deactivatedUser: { client: deactivated.client },
    revokedToken: { client: anonymous(), bearer: revoked.secret },
  };
}, 180_000);
afterAll(async () => {
  await stack?.stop();
});

describe('authorization matrix through GraphQL', () => {
  it('when every caller asks the admin and data reads for tenant A, then each answer matches the reviewed table', async () => {
    const mismatches: string[] = [];
    for (const read of READS) {
      const row = expected[read.operationId];
      expect(row, `${read.operationId} has a row in the table`).toBeDefined();
      for (const name of CALLERS) {
        const { client, bearer } = callers[name];
        const answer = await client.request(read.document, read.variables({ tenantId, projectId: stack.projectId, scanId: stack.scanId }), {
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        });
        const error = answer.body.errors?.[0];
        const outcome = error ? String(error.extensions?.status ?? `error: ${error.message}`) : '2xx';
        if (outcome !== String(row?.[name])) mismatches.push(`${read.operationId} × ${name}: expected ${row?.[name]}, got ${outcome}${error ? ` (${error.message})` : ''}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
