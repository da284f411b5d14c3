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
  const JSON_TYPE = 'application/json; charset=utf-8';

  it('reads GET ?query=, JSON bodies and batches', () => {
    expect(documentsOfRequest('GET', undefined, '{ __schema { description } }', undefined)).toEqual(['{ __schema { description } }']);
    const body = Buffer.from(JSON.stringify({ query: '{ __type(name: "X") { name } }' }));
    expect(documentsOfRequest('POST', JSON_TYPE, undefined, body)).toEqual(['{ __type(name: "X") { name } }']);
    const batch = Buffer.from(JSON.stringify([{ query: '{ whoami { csrfToken } }' }, { query: '{ __schema { description } }' }]));
    expect(documentsOfRequest('POST', JSON_TYPE, undefined, batch)).toHaveLength(2);
  });

  it('decodes what Yoga decodes: JSON escapes, forms, a repeated parameter, a GraphQL body', () => {
    const escaped = Buffer.from('{"query":"{ \\u005f\\u005fschema { description } }"}');
    expect(documentsOfRequest('POST', JSON_TYPE, undefined, escaped).some((doc) => isIntrospectionDocument(doc))).toBe(true);
    const form = Buffer.from(`query=${encodeURIComponent('{ __type(name: "X") { name } }').replaceAll('_', '%5F')}`);
    expect(documentsOfRequest('POST', 'application/x-www-form-urlencoded', undefined, form)).toEqual(['{ __type(name: "X") { name } }']);
    expect(documentsOfRequest('GET', undefined, ['{ __schema { description } }', '{ __typename }'], undefined)).toHaveLength(2);
    expect(documentsOfRequest('POST', 'application/graphql', undefined, Buffer.from('{ __schema { description } }'))).toEqual(['{ __schema { description } }']);
  });

  it('skips JSON bodies that cannot contain introspection without parsing them', () => {
    expect(documentsOfRequest('POST', JSON_TYPE, undefined, Buffer.from('{"query":"{ whoami { csrfToken } }"}'))).toEqual([]);
    expect(documentsOfRequest('POST', JSON_TYPE, undefined, Buffer.from('{"query":"{ whoami { __typename } }"}'))).toEqual([]);
  });
});
