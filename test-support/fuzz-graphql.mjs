// Fuzzing the gateway's GraphQL endpoint with fast-check: documents generated from
// schema/gateway.graphql (a root field, its arguments as variables or literals, a selection of
// the result's fields), their variables well-formed or bent, and hostile documents. Used by
// gateway/test/fuzz-graphql.test.ts (a short seeded run) and bench/fuzz.mjs.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { hostileString, internalDetail, printable, sendWithTimeout } from './fuzz-common.mjs';

const ALLOWED_5XX = new Set([501, 503]);

export function loadGraphQLSchema(file) {
  return buildSchema(readFileSync(file, 'utf8'));
}

const TEST_NET = fc.constantFrom('192.0.2.1', '198.51.100.7', '203.0.113.0/24', '2001:db8::1');

function scalarValue(type, name) {
  if (/^ip$/i.test(name)) return TEST_NET;
  switch (type.name) {
    case 'Int':
      return fc.oneof(fc.integer({ min: -5, max: 500 }), fc.constantFrom(0, -1, 2 ** 31 - 1));
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'Boolean':
      return fc.boolean();
    case 'UUID':
    case 'ID':
      return fc.uuid();
    case 'DateTime':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    default:
      if (/mail/i.test(type.name) || /mail/i.test(name)) return fc.emailAddress();
      return fc.string({ maxLength: 30 });
  }
}

/** A JSON value for an input type (a variable's value): well-formed most of the time. */
function inputValue(type, name = '', depth = 0) {
  if (isNonNullType(type)) return inputValue(type.ofType, name, depth);
  if (isListType(type)) return fc.array(inputValue(type.ofType, name, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isScalarType(type)) return scalarValue(type, name);
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    const shape = Object.fromEntries(fields.map((f) => [f.name, inputValue(f.type, f.name, depth + 1)]));
    return fc.record(shape, { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) });
  }
  return fc.constant(null);
}

/** The value or, sometimes, something of another type or a hostile one. */
const bent = (arb) =>
  fc.oneof(
    { weight: 5, arbitrary: arb },
    { weight: 1, arbitrary: fc.oneof(hostileString, fc.jsonValue({ maxDepth: 2 }), fc.constant(null), fc.constantFrom(2 ** 53, -1e308, 1.5)) },
  );

/** A selection set for `type` (object, interface, union) down to `depth` levels. */
function selectionOf(type, depth) {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return fc.constant('');
  if (isUnionType(named) || depth <= 0) return fc.constant('{ __typename }');
  if (!isObjectType(named) && !isInterfaceType(named)) return fc.constant('{ __typename }');
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  if (fields.length === 0) return fc.constant('{ __typename }');
  return fc
    .subarray(fields, { minLength: 1, maxLength: Math.min(fields.length, 6) })
    .chain((chosen) => fc.tuple(...chosen.map((f) => selectionOf(f.type, depth - 1).map((sub) => `${f.name} ${sub}`))))
    .map((parts) => `{ ${parts.join(' ')} }`);
}

/** A document calling one root field, with its arguments as variables. */
function operationOf(kind, field) {
  const args = field.args;
  const varsArb = fc.tuple(...args.map((a) => fc.option(bent(inputValue(a.type, a.name)), { freq: isNonNullType(a.type) ? 8 : 2 })));
  return fc.tuple(varsArb, selectionOf(field.type, 3)).map(([values, selection]) => {
    const used = args.map((a, i) => [a, values[i]]).filter(([a, v]) => v !== null || isNonNullType(a.type));
    const declared = used.map(([a]) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const passed = used.map(([a]) => `${a.name}: $${a.name}`).join(', ');
    const query = `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection} }`;
    return { query, variables: Object.fromEntries(used.map(([a, v]) => [a.name, v])), field: field.name };
  });
}

/** Documents that are not what a client would send. */
const hostileDocument = fc.oneof(
  fc.string({ maxLength: 200 }).map((query) => ({ query, variables: {} })),
  hostileString.map((query) => ({ query, variables: {} })),
  fc.constantFrom(
    '{',
    'query {',
    '{ whoami { ',
    'mutation { }',
    'subscription { __typename }',
    '{ __typename @skip }',
    '{ whoami(x: 1) { csrfToken } }',
    'query Q($v: Int) { __typename } query Q { __typename }',
    '{ ...Missing }',
    'fragment F on Query { __typename }',
    '{ listProjects(page: "um") { total } }',
    '{ listProjects(page: 99999999999) { total } }',
    '# só um comentário',
    '\u0000',
  ).map((query) => ({ query, variables: {} })),
  fc.tuple(fc.constantFrom('{ whoami { csrfToken } }', 'query Q($id: UUID!) { __typename }'), fc.jsonValue({ maxDepth: 2 })).map(([query, variables]) => ({ query, variables })),
);

/** Bodies that are not a GraphQL request at all. */
const brokenBody = fc.oneof(
  fc.constantFrom('', '{', '[]', '[{"query":"{ __typename }"}]', '{"query": 1}', '{"query":"{ __typename }","variables":"x"}', '{"operationName":{},"query":"{ __typename }"}', 'null'),
  fc.string({ maxLength: 100 }),
);

/**
 * graphQLRequest(schema, {skip, only}) → an arbitrary `{body, contentType, label, method?, search?}`: a
 * generated operation (queries and mutations; root fields named in `skip` left out, only those in
 * `only` when given) as a POST body or by GET, a hostile document, or a body that is not a GraphQL request, with the usual or an
 * odd content type.
 */
export function graphQLRequest(schema, { skip = [], only } = {}) {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ].filter(([, type]) => type);
  const operations = roots.flatMap(([kind, type]) =>
    Object.values(type.getFields())
      .filter((f) => !skip.includes(f.name) && (!only || only.includes(f.name)))
      .map((f) => operationOf(kind, f)),
  );
  const asJson = (op) => ({ contentType: 'application/json', body: JSON.stringify({ query: op.query, variables: op.variables }), label: op.field ?? op.query.slice(0, 80) });
  // As the web app asks its queries: by GET, the operation in the URL (a mutation so gets 405).
  const asGet = (op) => ({
    ...asJson(op),
    method: 'GET',
    search: new URLSearchParams({ query: op.query, variables: JSON.stringify(op.variables ?? {}) }).toString(),
  });
  return fc.oneof(
    { weight: 8, arbitrary: fc.oneof(...operations).map(asJson) },
    { weight: 3, arbitrary: fc.oneof(...operations).map(asGet) },
    { weight: 2, arbitrary: hostileDocument.map(asJson) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('application/json', 'text/plain', 'application/graphql', 'multipart/form-data', 'application/x-www-form-urlencoded'), brokenBody).map(([contentType, body]) => ({ contentType, body, label: 'broken body' })) },
    { weight: 1, arbitrary: fc.tuple(fc.oneof(...operations), printable).map(([op, junk]) => ({ contentType: junk || 'application/octet-stream', body: JSON.stringify({ query: op.query, variables: op.variables }), label: 'odd content type' })) },
  );
}

/**
 * Sends one generated request to `${baseUrl}/graphql` (with `session` headers) and checks: an
 * answer in time, no HTTP 5xx but 501/503, no error shaped as an internal one (code INTERNAL,
 * status 500), no internal detail in the errors. Returns the failure as a sentence, or undefined.
 */
export async function checkGraphQLRequest(baseUrl, request, { session = {}, timeoutMs = 10_000, onAnswer } = {}) {
  const byGet = request.method === 'GET';
  const headers = { ...(byGet ? {} : { 'content-type': request.contentType }), accept: 'application/graphql-response+json, application/json', ...session };
  const url = byGet ? `${baseUrl}/graphql?${request.search}` : `${baseUrl}/graphql`;
  const answer = await sendWithTimeout(url, { method: byGet ? 'GET' : 'POST', headers, body: request.body, timeoutMs });
  const label = `${request.label}: ${request.body.slice(0, 200)}`;
  onAnswer?.(answer.error ? 'no answer' : answer.status);
  if (answer.error) return `${label}: ${answer.error}`;
  if (answer.status >= 500 && !ALLOWED_5XX.has(answer.status)) return `${label}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`;
  let errors = [];
  try {
    const parsed = JSON.parse(answer.text);
    errors = Array.isArray(parsed?.errors) ? parsed.errors : [];
  } catch {
    errors = [];
  }
  for (const error of errors) {
    const status = error?.extensions?.status;
    if (error?.extensions?.code === 'INTERNAL' || (typeof status === 'number' && status >= 500 && !ALLOWED_5XX.has(status))) {
      return `${label}: internal error ${JSON.stringify(error).slice(0, 300)}`;
    }
  }
  const exposed = answer.status >= 400 ? answer.text : JSON.stringify(errors);
  const detail = internalDetail(exposed, request.body);
  if (detail) return `${label}: shows "${detail}" in ${exposed.slice(0, 300)}`;
  return undefined;
}
