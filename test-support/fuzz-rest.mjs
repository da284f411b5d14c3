// Fuzzing the REST contract with fast-check: requests generated from the operations of
// schema/control-plane.openapi.yaml (path ids, query strings, headers, content types, bodies from
// the request schemas, each sometimes bent into something hostile) and the properties every
// answer must hold. Used by control-plane/test/fuzz-rest.test.ts (a short seeded run) and
// bench/fuzz.mjs (thousands of cases against a real stack).
import fc from 'fast-check';
import { hostileString, internalDetail, printable, sendWithTimeout } from './fuzz-common.mjs';
import { resolve, restOperations } from './rest-contract.mjs';

export { internalDetail } from './fuzz-common.mjs';
export { loadContract, restOperations } from './rest-contract.mjs';

/** 5xx the spec allows: a feature turned off (501) and a service that is busy or down (503). */
export const ALLOWED_5XX = new Set([501, 503]);

/** Addresses no one owns (RFC 5737): a fuzzed block-ip never locks the fuzzer or the stack out. */
const TEST_NET = fc.constantFrom('192.0.2.1', '198.51.100.7', '203.0.113.0/24', '2001:db8::1', '2001:db8::/32');

/** A value that fits `schema` (types, enums, formats, lengths, required properties), within reason. */
export function valueOf(contract, schema, depth = 0, name = '') {
  const s = resolve(contract, schema);
  if (/^ip$/i.test(name)) return TEST_NET;
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const variants = s.oneOf ?? s.anyOf;
  if (variants) return fc.oneof(...variants.map((v) => valueOf(contract, v, depth + 1, name)));
  if (s.allOf) {
    const merged = { type: 'object', properties: {}, required: [] };
    for (const part of s.allOf.map((p) => resolve(contract, p))) {
      Object.assign(merged.properties, part.properties ?? {});
      merged.required.push(...(part.required ?? []));
    }
    return valueOf(contract, merged, depth + 1, name);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      if (s.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      if (s.format === 'email') return fc.emailAddress();
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 200) });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 100000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(contract, s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 6) });
    case 'object':
    default: {
      if (depth > 4 || !s.properties) return fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 });
      const required = new Set(s.required ?? []);
      const shape = {};
      for (const [key, prop] of Object.entries(s.properties)) shape[key] = valueOf(contract, prop, depth + 1, key);
      return fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) });
    }
  }
}

/** Anything JSON can carry, and the shapes that break naive handlers. */
const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(null),
  fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  hostileString,
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { polluted: true } } }),
  fc.integer({ min: 1, max: 200 }).map((n) => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`)),
);

/** The schema's value most of the time, something else sometimes. */
const bent = (arb) => fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: hostileJson });

/** An object body: the schema's shape with some fields bent, some dropped, some extra. */
function bodyOf(contract, schema) {
  const s = resolve(contract, schema);
  const conformant = valueOf(contract, s);
  if (!s.properties) return bent(conformant);
  const mutated = fc
    .tuple(conformant, fc.dictionary(fc.constantFrom(...Object.keys(s.properties), 'extra', '__proto__', 'constructor'), hostileJson, { maxKeys: 3 }))
    .map(([value, changes]) => (typeof value === 'object' && value !== null ? { ...value, ...changes } : value));
  return fc.oneof({ weight: 3, arbitrary: conformant }, { weight: 2, arbitrary: mutated }, { weight: 1, arbitrary: hostileJson });
}

/** Raw bodies that are not the JSON they claim to be. */
const brokenText = fc.oneof(
  fc.constantFrom('{', '[1,2', '{"a":}', 'null', '"texto"', '\u0000', '{"a":1}{"b":2}', '\uFEFF{}', `${'['.repeat(50000)}`),
  fc.string({ maxLength: 300 }),
  fc.nat({ max: 3 }).map((n) => `{"q":"${'x'.repeat(n * 400_000)}"}`),
);

const CONTENT_TYPES = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/xml',
  ';;;',
  'application/octet-stream',
);

/** encodeURIComponent, or the bytes of a lone surrogate (which it refuses) as they would be sent. */
function encodeSegment(text) {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD')) + '%ED%A0%80';
  }
}

/** Each case from its own client address (the servers trust loopback proxies): refusals do not add up to a block. */
const clientAddress = fc.tuple(fc.nat({ max: 255 }), fc.nat({ max: 255 }), fc.nat({ max: 255 })).map(([a, b, c]) => `10.${a}.${b}.${c}`);

/** A path segment: a well-formed id, a known one, or something hostile (encoded or raw). */
function pathSegment(knownIds, safeMethod) {
  const options = [
    { weight: 3, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileString.map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom('..', '%2e%2e', '%2F', '%00', '%zz', '%', '.', 'x'.repeat(3000), '0', '-1', 'null', 'undefined') },
  ];
  if (safeMethod && knownIds.length) options.push({ weight: 2, arbitrary: fc.constantFrom(...knownIds) });
  return fc.oneof(...options);
}

/** A query string: the declared parameters (well-formed or bent) plus odd extras that qs turns into objects. */
function queryOf(contract, params) {
  const declared = params.filter((p) => p.in === 'query');
  const entries = fc.tuple(
    ...declared.map((p) =>
      fc.option(
        bent(valueOf(contract, p.schema ?? {}, 0, p.name)).map((v) => [p.name, typeof v === 'string' ? v : JSON.stringify(v)]),
        { freq: 2 },
      ),
    ),
  );
  const extras = fc.array(
    fc.oneof(
      fc.tuple(fc.constantFrom(...declared.map((p) => `${p.name}[a]`), 'a[b][c]', '__proto__[x]', 'page[]', 'q'), fc.string({ maxLength: 20 })),
      fc.tuple(fc.constantFrom(...declared.map((p) => p.name), 'x'), hostileString),
    ),
    { maxLength: 3 },
  );
  const raw = fc.constantFrom('', '', '', '&%zz=1', '&a=%', '&&&', '&' + 'p=1&'.repeat(2000));
  return fc.tuple(entries, extras, raw).map(([list, more, tail]) => {
    const search = new URLSearchParams();
    for (const pair of [...list.filter(Boolean), ...more]) search.append(pair[0], pair[1]);
    const text = search.toString() + tail;
    return text ? `?${text.replace(/^&/, '')}` : '';
  });
}

/** The tenant/project headers, well-formed, known, missing or hostile. */
function contextHeaders(params, knownIds) {
  const names = params.filter((p) => p.in === 'header').map((p) => p.name);
  // Absent or the caller's own most of the time, so cases get past the tenant check.
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    ...(knownIds.length ? [{ weight: 3, arbitrary: fc.constantFrom(...knownIds) }] : []),
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: printable },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', '../x', "' OR 1=1 --") },
  );
  return fc.tuple(...names.map((name) => value.map((v) => (v === null ? null : [name, v])))).map((pairs) => Object.fromEntries(pairs.filter(Boolean)));
}

/** A multipart body for the upload: a small file part (random bytes or text) and fields, sometimes malformed. */
const multipartBody = fc
  .tuple(
    fc.uint8Array({ maxLength: 2048 }),
    fc.option(fc.oneof(fc.uuid(), printable)),
    fc.constantFrom('ok', 'no-file', 'two-files', 'unterminated', 'wrong-boundary', 'bad-disposition'),
    printable,
  )
  .map(([bytes, projectId, shape, filename]) => {
    const b = 'fuzzboundary';
    const parts = [];
    if (projectId) parts.push(`--${b}\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${projectId}\r\n`);
    const file = Buffer.concat([
      Buffer.from(`--${b}\r\nContent-Disposition: ${shape === 'bad-disposition' ? 'nonsense' : `form-data; name="file"; filename="${filename.replace(/"/g, '')}"`}\r\n\r\n`),
      Buffer.from(bytes),
      Buffer.from('\r\n'),
    ]);
    const head = Buffer.from(parts.join(''));
    const bodies = {
      ok: [head, file],
      'no-file': [head],
      'two-files': [head, file, file],
      unterminated: [head, file.subarray(0, file.length - 2)],
      'wrong-boundary': [head, file],
      'bad-disposition': [head, file],
    };
    const end = shape === 'unterminated' ? [] : [Buffer.from(`--${b}--\r\n`)];
    return {
      contentType: `multipart/form-data; boundary=${shape === 'wrong-boundary' ? 'other' : b}`,
      body: Buffer.concat([...bodies[shape], ...end]),
    };
  });

/**
 * restRequest(contract, operation, {knownIds}) → an arbitrary request `{operationId, method, url,
 * headers, body}` for one operation. Known ids (tenant, project) go only into reads, so a fuzzed
 * write never lands on the demo tenant's own records.
 */
export function restRequest(contract, op, { knownIds = [] } = {}) {
  const safe = op.method === 'GET';
  const segments = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const pathArb = fc.tuple(...segments.map(() => pathSegment(knownIds, safe))).map((values) => {
    let index = 0;
    return op.path.replace(/\{\w+\}/g, () => values[index++]);
  });
  let bodyArb = fc.constant({ contentType: undefined, body: undefined });
  if (op.body?.contentType === 'multipart/form-data') {
    bodyArb = fc.oneof({ weight: 4, arbitrary: multipartBody }, { weight: 1, arbitrary: fc.tuple(CONTENT_TYPES, brokenText).map(([contentType, body]) => ({ contentType, body })) });
  } else if (op.body) {
    bodyArb = fc.oneof(
      { weight: 5, arbitrary: bodyOf(contract, op.body.schema).map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) ?? 'null' })) },
      { weight: 1, arbitrary: brokenText.map((body) => ({ contentType: 'application/json', body })) },
      { weight: 1, arbitrary: fc.tuple(CONTENT_TYPES, brokenText).map(([contentType, body]) => ({ contentType, body })) },
      { weight: 1, arbitrary: fc.constant({ contentType: undefined, body: undefined }) },
    );
  } else if (op.method !== 'GET') {
    bodyArb = fc.option(fc.tuple(CONTENT_TYPES, brokenText).map(([contentType, body]) => ({ contentType, body })), { nil: { contentType: undefined, body: undefined } });
  }
  // A wrong CSRF token on one case in eight: enough to check the 403, rare enough to let the rest reach the handlers.
  const wrongCsrf = fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: printable });
  return fc.tuple(pathArb, queryOf(contract, op.params), contextHeaders(op.params, knownIds), bodyArb, wrongCsrf, clientAddress).map(([path, query, headers, payload, csrf, address]) => ({
    operationId: op.operationId,
    method: op.method,
    url: `${path}${query}`,
    headers: { 'x-forwarded-for': address, ...headers, ...(payload.contentType ? { 'content-type': payload.contentType } : {}), ...(csrf !== null ? { 'x-csrf-wrong': csrf } : {}) },
    body: payload.body,
    streams: op.streams,
  }));
}

/** Every operation's requests (or those named in `only`), one arbitrary (each case picks an operation, then a request). */
export function anyRestRequest(contract, options = {}) {
  const operations = restOperations(contract).filter(
    (op) => !(options.skip ?? []).includes(op.operationId) && (!options.only || options.only.includes(op.operationId)),
  );
  return fc.oneof(...operations.map((op) => restRequest(contract, op, options)));
}

/**
 * Sends one generated request (with `session` headers: cookie, CSRF) and checks the properties:
 * an answer within `timeoutMs`, no 5xx but 501/503, no internal detail in an error answer.
 * Returns the failure as a sentence, or undefined.
 */
export async function checkRestRequest(baseUrl, request, { session = {}, timeoutMs = 10_000, onAnswer } = {}) {
  const headers = { ...request.headers, ...session };
  // A wrong CSRF token replaces the right one on some cases (a 403 is then the right answer).
  if (headers['x-csrf-wrong'] !== undefined) {
    if (session['x-csrf-token']) headers['x-csrf-token'] = headers['x-csrf-wrong'];
    delete headers['x-csrf-wrong'];
  }
  const answer = await sendWithTimeout(`${baseUrl}${request.url}`, { method: request.method, headers, body: request.body, streams: request.streams, timeoutMs });
  const label = `${request.method} ${request.url.slice(0, 200)}`;
  onAnswer?.(answer.error ? 'no answer' : answer.status);
  if (answer.error) return `${label}: ${answer.error}`;
  if (answer.status >= 500 && !ALLOWED_5XX.has(answer.status)) return `${label}: ${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 400) {
    const sent = `${request.url} ${typeof request.body === 'string' ? request.body : ''} ${JSON.stringify(request.headers)}`;
    const detail = internalDetail(answer.text, sent);
    if (detail) return `${label}: ${answer.status} shows "${detail}" in ${answer.text.slice(0, 300)}`;
  }
  return undefined;
}
