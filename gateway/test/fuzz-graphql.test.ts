import path from 'node:path';
import fc from 'fast-check';
import { checkGraphQLRequest, graphQLRequest, loadGraphQLSchema } from '@vigia/test-support/fuzz-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminStack, type AdminStack } from './support/stack.js';

// A short seeded fuzz run of /graphql in front of the real control plane (bench/fuzz.mjs runs
// thousands): operations generated from schema/gateway.graphql with well-formed or bent
// variables, hostile documents and bodies that are no GraphQL request. Whoever calls, every
// answer comes within the deadline, is never a 5xx other than 501/503 nor an error shaped as
// internal, and shows no internal detail. FUZZ_SEED and FUZZ_RUNS replay a run.
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
/** The admin's logouts, sent after the rest of its run. */
const LOGOUT_RUNS = 10;
const schema = loadGraphQLSchema(path.resolve(import.meta.dirname, '../../schema/gateway.graphql'));

let { gateway, admin, stop } = {} as AdminStack;

beforeAll(async () => {
  ({ gateway, admin, stop } = await startAdminStack({ controlPlaneEnv: { SEED_SAMPLE_SCAN: 'false' } }));
});

afterAll(() => stop?.());

describe('fuzzing the GraphQL endpoint', () => {
  it('when nobody sends generated documents, then every answer holds', async () => {
    await fc.assert(
      fc.asyncProperty(graphQLRequest(schema), async (request) => {
        expect(await checkGraphQLRequest(gateway.url, request)).toBeUndefined();
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('when a TENANT_ADMIN session sends generated documents, logouts last, then every answer holds', async () => {
    const session = { cookie: admin.client.cookieHeader(), 'x-csrf-token': admin.csrfToken };
    await fc.assert(
      fc.asyncProperty(graphQLRequest(schema, { skip: ['logout'] }), async (request) => {
        expect(await checkGraphQLRequest(gateway.url, request, { session })).toBeUndefined();
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
    // The session lasted the run: the cases were sent as the admin, not as nobody.
    const whoami = await admin.client.request<{ whoami: { csrfToken: string } }>('{ whoami { csrfToken } }');
    expect(whoami.body.data?.whoami.csrfToken).toBe(admin.csrfToken);

    // Logout last, now that the session is no longer needed.
    await fc.assert(
      fc.asyncProperty(graphQLRequest(schema, { only: ['logout'] }), async (request) => {
        expect(await checkGraphQLRequest(gateway.url, request, { session })).toBeUndefined();
      }),
      { seed: SEED + 2, numRuns: LOGOUT_RUNS },
    );
    // The session ended: the logouts were sent as the admin too.
    const after = await admin.client.request('{ whoami { csrfToken } }');
    expect(after.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
