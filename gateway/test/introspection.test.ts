import { describe, expect, it } from 'vitest';
import { documentsOfRequest, isIntrospectionDocument } from '../src/graphql/introspection.js';

describe('isIntrospectionDocument', () => {
  it('finds __schema and __type anywhere', () => {
    expect(isIntrospectionDocument('{ __schema { types { name } } }')).toBe(true);
    expect(isIntrospectionDocument('query Q { __type(name: "Project") { fields { name } } }')).toBe(true);
    expect(isIntrospectionDocument('query { whoami { csrfToken } ...F } fragment F on Query { __schema { queryType { name } } }')).toBe(true);
    expect(isIntrospectionDocument('query { a: whoami { __typename } b: __schema { description } }')).toBe(true);
  });

  it('lets __typename and ordinary queries through', () => {
    expect(isIntrospectionDocument('{ whoami { __typename user { email } } }')).toBe(false);
    expect(isIntrospectionDocument('{ __typename }')).toBe(false);
    expect(isIntrospectionDocument('{ listProjects(search: "__schema") { total } }')).toBe(false);
  });

  it('does not call a document that does not parse introspection', () => {
    expect(isIntrospectionDocument('{ __schema { ')).toBe(false);
  });
});

describe('documentsOfRequest', () => {
  /** What the admin-only check decides for a request. */
  const asksForSchema = (method: string, query: unknown, body?: string) =>
    documentsOfRequest(method, query, body === undefined ? undefined : Buffer.from(body)).some((doc) => isIntrospectionDocument(doc));

  it('reads GET ?query=, JSON bodies and batches', () => {
    expect(asksForSchema('GET', '{ __schema { description } }')).toBe(true);
    expect(asksForSchema('POST', undefined, JSON.stringify({ query: '{ __type(name: "X") { name } }' }))).toBe(true);
    expect(asksForSchema('POST', undefined, JSON.stringify([{ query: '{ whoami { csrfToken } }' }, { query: '{ __schema { description } }' }]))).toBe(true);
  });

  it('reads a body every way Yoga may: JSON escapes, a percent-encoded form, GraphQL text; and every repeated parameter', () => {
    expect(asksForSchema('POST', undefined, '{"query":"{ \\u005f\\u005fschema { description } }"}')).toBe(true);
    expect(asksForSchema('POST', undefined, `query=${encodeURIComponent('{ __type(name: "X") { name } }').replaceAll('_', '%5F')}`)).toBe(true);
    expect(asksForSchema('POST', undefined, 'query={+__schema+{+description+}+}')).toBe(true);
    expect(asksForSchema('POST', undefined, '{ __schema { description } }')).toBe(true);
    expect(asksForSchema('GET', ['{ __typename }', '{ __schema { description } }'])).toBe(true);
  });

  it('lets ordinary documents through, __typename included', () => {
    expect(asksForSchema('POST', undefined, '{"query":"{ whoami { csrfToken } }"}')).toBe(false);
    expect(asksForSchema('POST', undefined, '{"query":"{ whoami { __typename } }","variables":{"q":"100%"}}')).toBe(false);
    expect(asksForSchema('GET', '{ listProjects { items { __typename } } }')).toBe(false);
  });
});
