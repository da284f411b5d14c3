import path from 'node:path';
import fc from 'fast-check';
import { anyRestRequest, checkRestRequest, loadContract, restOperations } from '@vigia/test-support/fuzz-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';
import type { Client } from './helpers/client.js';

// A short seeded fuzz run over every operation of the contract (bench/fuzz.mjs runs thousands):
// path ids, query strings, headers, content types and bodies generated from the contract, some
// of them hostile. Whoever calls, every answer comes within the deadline, is never a 5xx other
// than the spec's 501/503 and shows no internal detail. FUZZ_SEED and FUZZ_RUNS replay a run.
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
/** The admin's logouts, sent after the rest of its run. */
const LOGOUT_RUNS = 10;
const contract = loadContract(path.resolve(import.meta.dirname, '../../schema/control-plane.openapi.yaml'));

let app: TestApp;
let admin: Client;
let knownIds: string[];

beforeAll(async () => {
  app = await startTestApp({ scans: { uploadMaxBytes: 1024 * 1024 } });
  admin = await app.signIn('admin@demo.local');
  const tenantId = (await admin.get('/auth/whoami')).body.user.tenantId as string;
  const projectId = (await admin.get('/api/v1/projects')).body.projects[0].id as string;
  knownIds = [tenantId, projectId];
});

afterAll(async () => {
  await app?.close();
});

const sessionHeaders = (client: Client): Record<string, string> => ({
  cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  'x-csrf-token': client.csrfToken ?? '',
});

describe('defects the fuzzer found', () => {
  // bench/fuzz.mjs, seed 20261125: GET /api/v1/projects?page=1e+308 was a 500 (an OFFSET past
  // PostgreSQL's bigint). Every page number now has a maximum in the contract.
  it('when a page number is absurdly large, then the answer is 422, not 500', async () => {
    const [tenantId, projectId] = knownIds;
    for (const url of [
      '/api/v1/projects?page=1e308',
      `/api/v1/admin/tenants/${tenantId}/users?page=1e308`,
      `/api/v1/admin/tenants/${tenantId}/audit?page=9007199254740993`,
      `/api/v1/dashboard/latest?page=1e308`,
      `/api/v1/projects/${projectId}/artifacts?page=1e308`,
    ]) {
      const res = await admin.get(url, { headers: { 'X-Project-ID': projectId as string } });
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.message).toMatch(/^Dados inválidos: page/);
    }
  });
});

describe('hostile path values and bodies on every POST (issue 30: two got a connection reset)', () => {
  // What the fuzzer puts in a path segment (test-support/fuzz-rest.mjs), encoded and raw.
  const SEGMENTS = [
    '..', '%2e%2e', '%2F', '%00', '%zz', '%', '.', 'x'.repeat(3000), '0', '-1', 'null', 'undefined', '__proto__',
    encodeURIComponent("' OR '1'='1' --"), encodeURIComponent('\u0000'), encodeURIComponent('x'.repeat(10_000)),
    '%F0%9D%95%92', '%C0%AE', '%ED%A0%80', '%E2%80%AE', '%25', '%u0000', encodeURIComponent('../../../../etc/passwd'),
  ];
  // The bodies it sends to operations that take none, in its content types.
  const BODIES = [
    { type: 'application/octet-stream', text: `{"q":"${'x'.repeat(1_200_000)}"}` },
    { type: 'multipart/form-data; boundary=', text: '{' },
    { type: 'application/json; charset=utf-16', text: '\uFEFF{}' },
    { type: 'application/x-www-form-urlencoded', text: '['.repeat(50_000) },
    { type: ';;;', text: '\u0000' },
  ];

  it('when a POST with path ids gets hostile ids (and hostile bodies), then it answers with a status below 500, never a reset', async () => {
    const [tenantId, projectId] = knownIds as [string, string];
    const viewer = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'fuzz-viewer', projectId, kind: 'VIEWER' })).body.secret as string;
    const callers = [
      { name: 'admin session', headers: sessionHeaders(admin) },
      { name: 'admin session without CSRF', headers: { cookie: sessionHeaders(admin).cookie as string } },
      { name: 'viewer token', headers: { authorization: `Bearer ${viewer}` } },
      { name: 'anonymous', headers: {} as Record<string, string> },
    ];
    const posts = restOperations(contract).filter((op) => op.method === 'POST' && op.path.includes('{'));
    expect(posts.map((op) => op.operationId)).toEqual(expect.arrayContaining(['revokeTenantInvite', 'signArtifact']));
    // Every id hostile; and, with several ids, the caller's own tenant/project first and the rest hostile.
    const urlsOf = (path: string, segment: string) => {
      const known = path.replace(/\{tenantId\}/, tenantId).replace(/\{projectId\}/, projectId);
      return [...new Set([path.replace(/\{\w+\}/g, segment), known.replace(/\{\w+\}/g, segment)])];
    };
    const failures: string[] = [];
    let ip = 0;
    const send = async (caller: (typeof callers)[number], url: string, body?: { type: string; text: string }) => {
      ip += 1;
      const headers: Record<string, string> = { ...caller.headers, 'x-forwarded-for': `10.30.${(ip >> 8) & 255}.${ip & 255}` };
      if (body) headers['content-type'] = body.type;
      const what = `${caller.name} POST ${url.slice(0, 100)}${body ? ` ${body.type}` : ''}`;
      try {
        const res = await fetch(`${app.url}${url}`, { method: 'POST', headers, ...(body ? { body: body.text } : {}) });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${res.status} ${what}`);
      } catch (error) {
        failures.push(`no status (${String((error as Error).cause ?? (error as Error).message)}) ${what}`);
      }
    };
    for (const op of posts) {
      for (const segment of SEGMENTS) for (const url of urlsOf(op.path, segment)) for (const caller of callers) await send(caller, url);
      for (const segment of ['%zz', 'x'.repeat(3000)]) {
        for (const url of urlsOf(op.path, segment)) for (const caller of [callers[0]!, callers[3]!]) for (const body of BODIES) await send(caller, url, body);
      }
    }
    expect(failures).toEqual([]);
    // Nothing the admin owns was touched by the hostile ids: the tenant still answers.
    expect((await admin.get('/api/v1/projects')).status).toBe(200);
  }, 600_000);
});

describe('fuzzing the REST contract', () => {
  it('covers every operation of the contract', () => {
    expect(restOperations(contract).length).toBeGreaterThanOrEqual(60);
  });

  it('when nobody sends generated requests, then every answer is a status without internal detail', async () => {
    await fc.assert(
      fc.asyncProperty(anyRestRequest(contract, { knownIds }), async (request) => {
        expect(await checkRestRequest(app.url, request)).toBeUndefined();
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('when a TENANT_ADMIN session sends generated requests, logouts last, then every answer is a status without internal detail', async () => {
    await fc.assert(
      fc.asyncProperty(anyRestRequest(contract, { knownIds, skip: ['logout'] }), async (request) => {
        expect(await checkRestRequest(app.url, request, { session: sessionHeaders(admin) })).toBeUndefined();
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
    // The session lasted the run: the cases were sent as the admin, not as nobody.
    expect((await admin.get('/auth/whoami')).status).toBe(200);

    // Logout last, now that the session is no longer needed.
    await fc.assert(
      fc.asyncProperty(anyRestRequest(contract, { knownIds, only: ['logout'] }), async (request) => {
        expect(await checkRestRequest(app.url, request, { session: sessionHeaders(admin) })).toBeUndefined();
      }),
      { seed: SEED + 2, numRuns: LOGOUT_RUNS },
    );
    // The session ended: the logouts were sent as the admin too.
    expect((await admin.get('/auth/whoami')).status).toBe(401);
  });
});
