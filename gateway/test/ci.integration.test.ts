import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from './support/sign-in.js';
import type { RunningGateway } from './support/gateway.js';
import { startScannedStack, type ScannedStack } from './support/scanned-stack.js';

// The CI generator through the gateway in front of the real control plane (built dist): the file
// over GraphQL, the zip over the download proxy, and what the generated pipelines call with their
// RUN_ token (client script, plain-text gate, SARIF) over plain HTTP.
let stack: ScannedStack;
let gateway: RunningGateway;
let admin: Session;
let projectId: string;
let scanId: string;
let tenantId: string;
let runToken: string;

const GENERATE = /* GraphQL */ `
  mutation Generate($input: CiTemplateRequestInput!) {
    generateCiTemplate(input: $input) { platform path content secretName vigiaUrl zipFileName instructions }
  }
`;
const TENANTS = /* GraphQL */ `query { listTenants { tenants { id } } }`;
const TOKEN = /* GraphQL */ `
  mutation Token($tenantId: UUID!, $input: CreateTokenRequestInput) { createTenantToken(tenantId: $tenantId, input: $input) { secret } }
`;

const gql = <T>(query: string, variables?: Record<string, unknown>) => admin.client.request<T>(query, variables, { 'x-csrf-token': admin.csrfToken });

beforeAll(async () => {
  stack = await startScannedStack({ 'app.js': 'const run = (req) => eval(req.query.code);\n' });
  ({ gateway, admin, projectId, scanId } = stack);
  tenantId = (await gql<{ listTenants: { tenants: { id: string }[] } }>(TENANTS)).body.data?.listTenants.tenants[0]?.id ?? '';
  runToken = (await gql<{ createTenantToken: { secret: string } }>(TOKEN, { tenantId, input: { name: 'CI', projectId, kind: 'RUN' } })).body.data?.createTenantToken.secret ?? '';
  expect(runToken).toMatch(/^RUN_/);
});
afterAll(async () => {
  await stack?.stop();
});

describe('CI generator through the gateway', () => {
  it('when generateCiTemplate is asked over GraphQL, then the file comes back with its path and secret name', async () => {
    const res = await gql<{ generateCiTemplate: { platform: string; path: string; content: string; secretName: string } }>(GENERATE, {
      input: { tenantId, projectId, platform: 'GITLAB', triggers: ['PUSH', 'PULL_REQUEST'], failOn: 'CRITICAL' },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.generateCiTemplate).toMatchObject({ platform: 'GITLAB', path: '.gitlab-ci.yml', secretName: 'VIGIA_TOKEN' });
    expect(res.body.data?.generateCiTemplate.content).toContain('VIGIA_FAIL_ON: critical');
  });

  it('when a required parameter is missing, then the GraphQL error carries the 400 message', async () => {
    const res = await gql(GENERATE, { input: { tenantId, projectId, platform: 'GITHUB', triggers: ['PUSH'] } });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Parâmetros obrigatórios ausentes: failOn', extensions: { status: 400 } });
  });

  it('when the zip is asked over the download proxy, then it streams with its file name; without CSRF it is refused', async () => {
    const body = JSON.stringify({ tenantId, projectId, platform: 'jenkins', triggers: ['schedule'], failOn: 'high' });
    const res = await fetch(`${gateway.url}/api/v1/ci/generate?format=zip`, {
      method: 'POST',
      headers: { cookie: admin.client.cookieHeader(), 'x-csrf-token': admin.csrfToken, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="vigia-ci-jenkins.zip"');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    const refused = await fetch(`${gateway.url}/api/v1/ci/generate?format=zip`, {
      method: 'POST',
      headers: { cookie: admin.client.cookieHeader(), 'content-type': 'application/json' },
      body,
    });
    expect(refused.status).toBe(403);
  });

  it('when the pipeline calls with its RUN_ token, then the client, the gate and the SARIF are served as plain HTTP', async () => {
    const script = await fetch(`${gateway.url}/api/v1/ci/client.sh`);
    expect(script.status).toBe(200);
    expect(await script.text()).toMatch(/^#!\/bin\/sh/);
    const auth = { authorization: `Bearer ${runToken}` };
    const gate = await fetch(`${gateway.url}/api/v1/scans/${scanId}/gate?failOn=high`, { headers: auth });
    expect(gate.status).toBe(200);
    expect(await gate.text()).toMatch(/^FAIL [1-9]\d*\n/);
    const passing = await fetch(`${gateway.url}/api/v1/scans/${scanId}/gate?failOn=none`, { headers: auth });
    expect(await passing.text()).toMatch(/^PASS 0\n/);
    const sarif = await fetch(`${gateway.url}/api/v1/scans/${scanId}/sarif`, { headers: auth });
    expect(sarif.status).toBe(200);
    expect(((await sarif.json()) as { version: string }).version).toBe('2.1.0');
    expect((await fetch(`${gateway.url}/api/v1/scans/${scanId}/gate`)).status).toBe(401);
  });
});
