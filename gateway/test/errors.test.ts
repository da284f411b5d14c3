import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GatewayError, INTERNAL_MESSAGE, shapeError, shapeErrors, UNAVAILABLE_MESSAGE } from '../src/graphql/errors.js';

/** An error as Mesh's OpenAPI handler produces it with ignoreErrorResponses (observed shape). */
function upstreamError(status: number, body: unknown, headers: Record<string, string> = {}): GraphQLError {
  return new GraphQLError(`Upstream HTTP Error: ${status}, Could not invoke operation POST /api/v1/projects`, {
    path: ['createProject'],
    extensions: {
      code: 'DOWNSTREAM_SERVICE_ERROR',
      request: { url: 'http://127.0.0.1:4100/api/v1/projects', method: 'POST' },
      response: {
        status,
        statusText: 'x',
        headers: { 'content-type': 'application/json', 'set-cookie': 'a=b', ...headers },
        body,
      },
      originalError: { name: 'Error', message: 'x', stack: 'Error: x\n    at /work/main/gateway/x.js:1:1' },
    },
  });
}

function expectNoLeak(error: GraphQLError): void {
  const text = JSON.stringify(error.toJSON());
  expect(text).not.toContain('127.0.0.1');
  expect(text).not.toContain('stack');
  expect(text).not.toContain('headers');
  expect(text).not.toContain('set-cookie');
  expect(error.extensions).not.toHaveProperty('response');
  expect(error.extensions).not.toHaveProperty('request');
  expect(error.extensions).not.toHaveProperty('http');
  expect(error.extensions).not.toHaveProperty('originalError');
}

describe('shapeError', () => {
  it('keeps the control plane Portuguese message, code and status', () => {
    const shaped = shapeError(upstreamError(403, { code: 'CSRF_INVALID', message: 'Token CSRF inválido ou ausente' }));
    expect(shaped.message).toBe('Token CSRF inválido ou ausente');
    expect(shaped.extensions).toEqual({ code: 'CSRF_INVALID', status: 403 });
    expect(shaped.path).toEqual(['createProject']);
    expectNoLeak(shaped);
  });

  it('passes the offending field of a 422', () => {
    const shaped = shapeError(
      upstreamError(422, { code: 'VALIDATION_ERROR', message: 'Dados inválidos: name é obrigatório', field: 'name' }),
    );
    expect(shaped.extensions).toEqual({ code: 'VALIDATION_ERROR', status: 422, field: 'name' });
  });

  it('gives Retry-After of a 429 in seconds', () => {
    const shaped = shapeError(upstreamError(429, { code: 'RATE_LIMITED', message: 'Muitas tentativas' }, { 'retry-after': '42' }));
    expect(shaped.extensions).toEqual({ code: 'RATE_LIMITED', status: 429, retryAfter: 42 });
  });

  it('falls back to a Portuguese message by status when the body is not {code, message}', () => {
    expect(shapeError(upstreamError(404, '<html>Cannot GET</html>')).extensions).toEqual({ code: 'NOT_FOUND', status: 404 });
    expect(shapeError(upstreamError(404, '<html>Cannot GET</html>')).message).toBe('Recurso não encontrado');
    const internal = shapeError(upstreamError(500, 'boom at /srv/app.js'));
    expect(internal.message).toBe(INTERNAL_MESSAGE);
    expect(internal.extensions).toEqual({ code: 'INTERNAL', status: 500 });
    expectNoLeak(internal);
  });

  it('finds the upstream response on a wrapped original error', () => {
    const inner = upstreamError(401, { code: 'UNAUTHENTICATED', message: 'Sessão expirada' });
    const outer = new GraphQLError('wrapped', { originalError: inner, path: ['whoami'] });
    const shaped = shapeError(outer);
    expect(shaped.message).toBe('Sessão expirada');
    expect(shaped.extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('hides unknown errors behind a generic Portuguese message and reports them', () => {
    const seen: GraphQLError[] = [];
    const original = new Error('Cannot read properties of undefined (reading "x") at http://127.0.0.1:4100');
    const error = new GraphQLError(original.message, { originalError: original, path: ['listProjects'] });
    const shaped = shapeError(error, { onInternalError: (e) => seen.push(e) });
    expect(shaped.message).toBe(INTERNAL_MESSAGE);
    expect(shaped.extensions).toEqual({ code: 'INTERNAL', status: 500 });
    expect(seen).toHaveLength(1);
    expectNoLeak(shaped);
  });

  it('says the service is unavailable when the control plane cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4100'), { code: 'ECONNREFUSED' });
    const shaped = shapeError(new GraphQLError(refused.message, { originalError: refused, path: ['whoami'] }));
    expect(shaped.message).toBe(UNAVAILABLE_MESSAGE);
    expect(shaped.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expectNoLeak(shaped);
  });

  it('says the service is unavailable when the upstream call was aborted (timeout under load)', () => {
    // As Mesh reports it: the message of the aborted fetch, without the original error.
    const shaped = shapeError(new GraphQLError('The operation was aborted', { path: ['latestFindings'] }));
    expect(shaped.message).toBe(UNAVAILABLE_MESSAGE);
    expect(shaped.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expectNoLeak(shaped);
  });

  it('keeps graphql-js messages about the client document, with the HTTP hint for Yoga', () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Query".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
    });
    const shaped = shapeError(validation);
    expect(shaped.message).toBe('Cannot query field "nope" on type "Query".');
    expect(shaped.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', status: 400 });
    const badJson = new GraphQLError('POST body sent invalid JSON.', { extensions: { http: { status: 400 } } });
    expect(shapeError(badJson).extensions).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
  });

  it('turns an invalid variable value into a 422 naming the field, without echoing the value', () => {
    const scalarError = new GraphQLError('Value is not a valid email address: secret@');
    const error = new GraphQLError(
      'Variable "$input" got invalid value "secret@" at "input.email"; Value is not a valid email address: secret@',
      { originalError: scalarError },
    );
    const shaped = shapeError(error);
    expect(shaped.message).toBe('Dados inválidos: email');
    expect(shaped.extensions).toEqual({ code: 'VALIDATION_ERROR', status: 422, field: 'email' });
    expect(JSON.stringify(shaped.toJSON())).not.toContain('secret@');
  });

  it('turns a null for a non-null variable (graphql-jit words it apart) into a 422, not an internal error', () => {
    // Found by the fuzzer (test/fuzz-graphql.test.ts): it was answered as "Erro interno do servidor".
    const shaped = shapeError(new GraphQLError('Variable "$projectId" of non-null type "UUID!" must not be null.'));
    expect(shaped.message).toBe('Dados inválidos: projectId');
    expect(shaped.extensions).toEqual({ code: 'VALIDATION_ERROR', status: 422, field: 'projectId' });
  });

  it('lets the gateway own errors through', () => {
    const error = new GraphQLError('x', { originalError: new GatewayError('NO_DATA', 404, 'Nenhuma análise encontrada') });
    expect(shapeError(error).message).toBe('Nenhuma análise encontrada');
    expect(shapeError(error).extensions).toEqual({ code: 'NO_DATA', status: 404 });
  });
});

describe('shapeErrors', () => {
  it('drops exact duplicates', () => {
    const a = new GraphQLError('Cannot query field "nope" on type "Query".', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    const b = new GraphQLError('Cannot query field "nope" on type "Query".', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(shapeErrors([a, b])).toHaveLength(1);
  });
});
