import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, type GraphQLResponse } from './support/gateway.js';
import { tokenFromMail } from './support/smtp.js';
import { startStack, type Stack } from './support/stack.js';

// The gateway in front of the real control plane (built dist, child process) with a real SMTP
// server catching the sign-in e-mails. Nothing of ours is mocked.
const ADMIN = 'admin@demo.local';
const ANALYST = 'analyst@demo.local';
const INDEX = '<!doctype html><html lang="pt-BR"><head><title>Vigia</title></head><body><div id="root"></div></body></html>';
const FORBIDDEN = { code: 'FORBIDDEN', message: 'Acesso negado. Função necessária: TENANT_ADMIN' };

let { smtp, controlPlane, gateway, stop } = {} as Stack;
let webDist: string;
/** Every GraphQL answer of the suite, to check none of them leaks upstream details. */
const answers: string[] = [];

const REQUEST_LINK = /* GraphQL */ `
  mutation RequestLink($input: MagicLinkRequestInput) {
    requestMagicLink(input: $input) { success message }
  }
`;
const VERIFY_LINK = /* GraphQL */ `
  query Verify($token: LinkToken!) {
    verifyMagicLink(token: $token) { success user { email role } }
  }
`;
const WHOAMI = /* GraphQL */ `
  query Whoami { whoami { csrfToken user { id email role roles } tenants { tenantId tenantName } } }
`;
const CREATE_PROJECT = /* GraphQL */ `
  mutation CreateProject($input: CreateProjectRequestInput) {
    createProject(input: $input) { id name description isActive }
  }
`;

async function ask<T = Record<string, unknown>>(
  client: GraphQLClient,
  query: string,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<GraphQLResponse<T>> {
  const response = await client.request<T>(query, variables, headers);
  answers.push(response.text);
  return response;
}

/** Signs in through the gateway only: requestMagicLink → e-mail → verifyMagicLink. */
async function signIn(email: string): Promise<{ client: GraphQLClient; verify: GraphQLResponse }> {
  const client = new GraphQLClient(gateway.url);
  const before = smtp.messages.length;
  const requested = await ask(client, REQUEST_LINK, { input: { email } });
  expect(requested.body.errors).toBeUndefined();
  expect(requested.body.data).toMatchObject({ requestMagicLink: { success: true } });
  const mail = await smtp.waitFor(email, (message) => smtp.messages.indexOf(message) >= before);
  const token = tokenFromMail(mail, '/auth/callback');
  expect(token, 'sign-in link in the e-mail').toBeTruthy();
  const verify = await ask(client, VERIFY_LINK, { token });
  return { client, verify };
}

/** One admin session for the tests that only read with it (the rate limit allows five sign-in links per address in 15 min). */
let adminSession: Promise<GraphQLClient> | undefined;
const signedInAdmin = () => (adminSession ??= signIn(ADMIN).then(({ client }) => client));

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'vigia-gw-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  ({ smtp, controlPlane, gateway, stop } = await startStack({ gateway: { webDist } }));
});

afterAll(async () => {
  await stop?.();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

describe('magic-link sign-in through the gateway', () => {
  it('e-mails a link, opens a session with both cookies and knows the admin afterwards', async () => {
    const { client, verify } = await signIn(ADMIN);
    expect(verify.body.errors).toBeUndefined();
    expect(verify.body.data).toMatchObject({ verifyMagicLink: { success: true, user: { email: ADMIN } } });

    const setCookies = verify.headers.getSetCookie();
    expect(setCookies.some((cookie) => cookie.startsWith('vigia_session='))).toBe(true);
    expect(setCookies.some((cookie) => cookie.startsWith('csrf_token='))).toBe(true);
    expect(client.cookies.has('vigia_session')).toBe(true);

    const whoami = await ask<{ whoami: { csrfToken: string; user: { email: string; role: string } } }>(client, WHOAMI);
    expect(whoami.body.errors).toBeUndefined();
    expect(whoami.body.data?.whoami.user).toMatchObject({ email: ADMIN, role: 'TENANT_ADMIN' });
    expect(whoami.body.data?.whoami.csrfToken).toBeTruthy();
  });

  it('refuses an unknown token with the control plane message', async () => {
    const client = new GraphQLClient(gateway.url);
    const verify = await ask(client, VERIFY_LINK, { token: 'nao-existe-este-token' });
    expect(verify.body.errors?.[0]?.extensions).toMatchObject({ status: 400 });
    expect(verify.headers.getSetCookie()).toEqual([]);
  });

  it('answers whoami without a session as UNAUTHENTICATED 401', async () => {
    const whoami = await ask(new GraphQLClient(gateway.url), WHOAMI);
    expect(whoami.body.errors?.[0]).toMatchObject({ path: ['whoami'], extensions: { code: 'UNAUTHENTICATED', status: 401 } });
  });
});

describe('Server-Timing', () => {
  const SERVER_TIMING = /^upstream;dur=(\d+\.\d{2}), gateway;dur=(\d+\.\d{2})$/;

  it('splits each answer into the time waiting for the control plane and the gateway\'s own', async () => {
    const client = await signedInAdmin();
    const [, upstream, own] = (await ask(client, WHOAMI)).headers.get('server-timing')?.match(SERVER_TIMING) ?? [];
    expect(Number(upstream)).toBeGreaterThan(0);
    expect(Number(own)).toBeGreaterThanOrEqual(0);
    // A field the gateway answers alone waits for nobody.
    const [, localUpstream, localOwn] = (await ask(client, '{ __typename }')).headers.get('server-timing')?.match(SERVER_TIMING) ?? [];
    expect(localUpstream).toBe('0.00');
    expect(Number(localOwn)).toBeGreaterThan(0);
  });
});

describe('queries as GET (the web app\'s reads)', () => {
  let client: GraphQLClient;
  beforeAll(async () => {
    client = await signedInAdmin();
  });

  it('answers a query asked by GET, never to be cached', async () => {
    const response = await client.get(WHOAMI);
    answers.push(response.text);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({ data: { whoami: { user: { email: ADMIN } } } });
  });

  it('refuses a mutation asked by GET and runs nothing', async () => {
    const name = `Projeto por GET ${Date.now()}`;
    const response = await client.get(CREATE_PROJECT, { input: { name, description: 'x' } });
    answers.push(response.text);
    expect(response.status).toBe(405);
    const projects = await ask<{ listProjects: { projects: Array<{ name: string }> } }>(client, '{ listProjects(pageSize: 100) { projects { name } } }');
    expect(projects.body.data?.listProjects.projects.map((project) => project.name)).not.toContain(name);
  });
});

describe('CSRF on mutations', () => {
  it('needs X-CSRF-Token with the session cookie', async () => {
    const { client } = await signIn(ADMIN);
    const input = { name: `Projeto gateway ${Date.now()}`, description: 'Criado pelo teste do gateway' };

    const without = await ask(client, CREATE_PROJECT, { input });
    const error = without.body.errors?.[0];
    expect(error?.extensions).toEqual({ code: 'CSRF_INVALID', status: 403 });
    expect(error?.message).toMatch(/CSRF/);
    expect(without.body.data).toEqual({ createProject: null });

    const whoami = await ask<{ whoami: { csrfToken: string } }>(client, WHOAMI);
    const csrf = whoami.body.data?.whoami.csrfToken ?? '';
    const withHeader = await ask(client, CREATE_PROJECT, { input }, { 'x-csrf-token': csrf });
    expect(withHeader.body.errors).toBeUndefined();
    expect(withHeader.body.data).toMatchObject({ createProject: { name: input.name, isActive: true } });
  });
});

describe('GraphiQL and introspection', () => {
  const introspect = (client: GraphQLClient) =>
    fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader() },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
  const graphiql = (client: GraphQLClient) =>
    fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html', cookie: client.cookieHeader() } });

  it('are refused to anonymous callers', async () => {
    const anonymous = new GraphQLClient(gateway.url);
    const page = await graphiql(anonymous);
    expect(page.status).toBe(403);
    expect(await page.json()).toEqual(FORBIDDEN);
    const schema = await introspect(anonymous);
    expect(schema.status).toBe(403);
    expect(await schema.json()).toEqual(FORBIDDEN);
  });

  it('are refused to an analyst', async () => {
    const { client, verify } = await signIn(ANALYST);
    expect(verify.body.data).toMatchObject({ verifyMagicLink: { success: true } });
    const page = await graphiql(client);
    expect(page.status).toBe(403);
    expect(await page.json()).toEqual(FORBIDDEN);
    const schema = await introspect(client);
    expect(schema.status).toBe(403);
    // Ordinary queries with __typename still work for them.
    const whoami = await ask(client, '{ whoami { __typename user { email } } }');
    expect(whoami.body.data).toMatchObject({ whoami: { __typename: 'WhoamiResponse', user: { email: ANALYST } } });
  });

  it('are served to a TENANT_ADMIN session, GraphiQL without any CDN', async () => {
    const { client } = await signIn(ADMIN);
    const page = await graphiql(client);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Vigia GraphQL');
    expect(html).not.toMatch(/<script[^>]+src="https?:|<link[^>]+href="https?:/);
    const schema = await introspect(client);
    expect(schema.status).toBe(200);
    expect(await schema.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe('web app next to the API', () => {
  it('serves index.html at / and at /auth/callback', async () => {
    for (const path of ['/', '/auth/callback?token=abc']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX);
    }
  });

  it('reports the control plane reachable on /healthz', async () => {
    const response = await fetch(`${gateway.url}/healthz`);
    expect(await response.json()).toMatchObject({ status: 'ok', gateway: 'ok', controlPlane: { status: 'ok' } });
  });
});

describe('a POST without a body', () => {
  it('is answered 400 at once, whatever its content type', async () => {
    for (const contentType of ['application/json', 'application/graphql']) {
      const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': contentType }, body: '', signal: AbortSignal.timeout(5000) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: 'Requisição inválida' });
    }
  });
});

describe('error hygiene', () => {
  it('never shows upstream addresses, stacks or headers in any answer of this suite', () => {
    const port = new URL(controlPlane.url).port;
    expect(answers.length).toBeGreaterThan(5);
    for (const text of answers) {
      expect(text).not.toContain(`127.0.0.1:${port}`);
      expect(text).not.toContain(`localhost:${port}`);
      expect(text).not.toMatch(/"stack"|"headers"|"response"|"request"|"http"|originalError/);
    }
  });
});

describe('admin area: audit log', () => {
  const AUDIT = /* GraphQL */ `
    query Audit($tenantId: UUID!, $action: AuditActionFilter) {
      listAuditLog(tenantId: $tenantId, action: $action, pageSize: 10) { total entries { action actorEmail targetLabel after } }
    }
  `;

  it('when the admin reads the log through GraphQL and downloads the CSV over HTTP, then both answer; a member gets 403', async () => {
    const { client } = await signIn(ADMIN);
    const who = await ask<{ whoami: { tenants: { tenantId: string }[] } }>(client, WHOAMI);
    const tenantId = who.body.data?.whoami.tenants[0]?.tenantId as string;
    await ask(client, CREATE_PROJECT, { input: { name: 'Auditado', description: 'Projeto para a auditoria' } }, {
      'X-CSRF-Token': client.cookies.get('csrf_token') ?? '',
    });
    const listed = await ask<{ listAuditLog: { total: number; entries: { action: string; actorEmail: string; targetLabel: string }[] } }>(
      client,
      AUDIT,
      { tenantId, action: 'project.create' },
    );
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data?.listAuditLog.entries).toContainEqual(
      expect.objectContaining({ action: 'project.create', actorEmail: ADMIN, targetLabel: 'Auditado' }),
    );

    const csv = await fetch(`${gateway.url}/api/v1/admin/tenants/${tenantId}/audit/export?action=project.`, { headers: { cookie: client.cookieHeader() } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain(';project.create;');

    const { client: analyst } = await signIn(ANALYST);
    const denied = await fetch(`${gateway.url}/api/v1/admin/tenants/${tenantId}/audit/export`, { headers: { cookie: analyst.cookieHeader() } });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual(FORBIDDEN);
  });
});
