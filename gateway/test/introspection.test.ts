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
  it('reads GET ?query=, JSON bodies and batches', () => {
    expect(documentsOfRequest('GET', '{ __schema { description } }', undefined)).toEqual(['{ __schema { description } }']);
    const body = Buffer.from(JSON.stringify({ query: '{ __type(name: "X") { name } }' }));
    expect(documentsOfRequest('POST', undefined, body)).toEqual(['{ __type(name: "X") { name } }']);
    const batch = Buffer.from(JSON.stringify([{ query: '{ whoami { csrfToken } }' }, { query: '{ __schema { description } }' }]));
    expect(documentsOfRequest('POST', undefined, batch)).toHaveLength(2);
  });

  it('skips bodies that cannot contain introspection without parsing them', () => {
    expect(documentsOfRequest('POST', undefined, Buffer.from('{"query":"{ whoami { csrfToken } }"}'))).toEqual([]);
  });
});
