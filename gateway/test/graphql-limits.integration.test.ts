import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, LIMIT_MESSAGES } from '../src/graphql/armor.js';
import { nested, times } from './support/documents.js';
import { GraphQLClient } from './support/gateway.js';
import { startAdminStack, type AdminStack } from './support/stack.js';

// Abusive GraphQL documents against the gateway in front of the real control plane, sent by
// nobody and by a TENANT_ADMIN session (who may introspect): each is refused with 400, a
// Portuguese message and code QUERY_LIMIT_EXCEEDED (or graphql-js' own validation error),
// never a 5xx, and the gateway keeps answering.
let { gateway, admin, stop } = {} as AdminStack;

beforeAll(async () => {
  ({ gateway, admin, stop } = await startAdminStack({ controlPlaneEnv: { SEED_SAMPLE_SCAN: 'false' } }));
});

afterAll(() => stop?.());

const ABUSIVE: [string, () => string, string][] = [
  ['deep nesting', () => nested(GRAPHQL_LIMITS.maxDepth + 5), LIMIT_MESSAGES.depth],
  ['deep nesting hidden in fragments', () => `{ ...F0 } ${times(GRAPHQL_LIMITS.maxDepth + 3, (i) => `fragment F${i} on Query { whoami { ...F${i + 1} } }`)} fragment F${GRAPHQL_LIMITS.maxDepth + 3} on Query { __typename }`, LIMIT_MESSAGES.depth],
  ['an alias bomb', () => `{ ${times(GRAPHQL_LIMITS.maxAliases + 70, (i) => `a${i}: whoami { csrfToken }`)} }`, LIMIT_MESSAGES.aliases],
  ['a token flood', () => `{ whoami { ${times(GRAPHQL_LIMITS.maxTokens + 10, () => 'csrfToken')} } }`, LIMIT_MESSAGES.tokens],
  ['a directive flood', () => `{ __typename ${times(GRAPHQL_LIMITS.maxDirectives + 30, () => '@include(if: true)')} }`, LIMIT_MESSAGES.directives],
  ['a wide selection deep down (cost)', () => `{ ${'whoami { '.repeat(8)}${times(400, (i) => `f${i}`)}${' }'.repeat(8)} }`, LIMIT_MESSAGES.cost],
  [
    'a fragment fan-out (each fragment spreads the next ten times)',
    () => `{ ...F0 } ${times(6, (i) => `fragment F${i} on Query { ${times(10, () => `...F${i + 1}`)} }`)} fragment F6 on Query { whoami { csrfToken } }`,
    LIMIT_MESSAGES.cost,
  ],
];

describe('abusive documents are refused with a clear message, never a 5xx', () => {
  for (const who of ['nobody', 'a TENANT_ADMIN session'] as const) {
    for (const [name, document, message] of ABUSIVE) {
      it(`when ${who} sends ${name}, then it gets 400 "${message}"`, async () => {
        const client = who === 'nobody' ? new GraphQLClient(gateway.url) : admin.client;
        const answer = await client.request(document());
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body.data ?? null).toBeNull();
        expect(answer.body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'QUERY_LIMIT_EXCEEDED', status: 400 } })]);
        expect(answer.text).not.toMatch(/Syntax Error|at .*\.js|node_modules/);
      });
    }
  }

  it('refuses a fragment cycle with graphql-js validation (400), without looping', async () => {
    const answer = await new GraphQLClient(gateway.url).request('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A whoami { csrfToken } }');
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('answers an unknown field without suggesting the schema\'s field names', async () => {
    const answer = await new GraphQLClient(gateway.url).request('{ whoam { csrfToken } }');
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toBe('Cannot query field "whoam" on type "Query".');
    expect(answer.text).not.toMatch(/Did you mean/);
  });

  it('still answers the documents just inside every limit, and the full introspection for TENANT_ADMIN', async () => {
    const inside = await admin.client.request(`{ ${times(GRAPHQL_LIMITS.maxAliases, (i) => `a${i}: whoami { csrfToken }`)} }`);
    expect(inside.status, inside.text).toBe(200);
    expect(Object.keys(inside.body.data ?? {})).toHaveLength(GRAPHQL_LIMITS.maxAliases);
    const introspection = await admin.client.request<{ __schema: { types: unknown[] } }>(getIntrospectionQuery());
    expect(introspection.status, introspection.text.slice(0, 300)).toBe(200);
    expect(introspection.body.data?.__schema.types.length).toBeGreaterThan(50);
    const anonymous = await new GraphQLClient(gateway.url).request(getIntrospectionQuery());
    expect(anonymous.status).toBe(403);
  });
});
