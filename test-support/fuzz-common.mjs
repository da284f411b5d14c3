// What the REST and GraphQL fuzzers share: hostile strings, the detector of internal details in
// an answer, and a request with a deadline.
import fc from 'fast-check';

/** Strings that have broken servers before: traversal, injection, control characters, look-alikes, sizes. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    "' OR '1'='1' --",
    '"; DROP TABLE users; --',
    '$(id)',
    '`id`',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${jndi:ldap://x}',
    '%00',
    '\u0000',
    '\u202Eexe.txt',
    'аdmin',
    '𝕒𝕕𝕞𝕚𝕟',
    '\uFFFF\uFFFE',
    '\uD800',
    'null',
    'undefined',
    'NaN',
    '-0',
    '1e309',
    '__proto__',
    'constructor',
    'x'.repeat(10_000),
  ),
  fc.string({ maxLength: 60, unit: 'binary' }),
  fc.string({ maxLength: 60, unit: 'grapheme' }),
);

/** Printable ASCII: what may go into an HTTP header value. */
export const printable = fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));

/**
 * Signs of an internal detail in an answer: stack frames, exception class names, file paths,
 * SQL and database errors, library names. Text that the request itself carried (an echoed
 * invalid value) does not count. Returns the first sign, or undefined.
 */
const SIGNS = [
  /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/)?\/[^\s)]+:\d+:\d+\)?/,
  /node_modules/,
  /\b(?:TypeError|ReferenceError|RangeError|AggregateError|ERR_[A-Z_]{3,})\b/,
  /(?<!Syntax )\bError: /,
  /(?<=^|[\s"'(])\/(?:work|srv|home|usr|opt|tmp|var|app|root)\/[\w.-]+/,
  /\b(?:SELECT|INSERT|UPDATE|DELETE)\b[\s\S]{0,80}?\b(?:FROM|INTO|SET|WHERE)\b/,
  /relation "[^"]+" does not exist|syntax error at or near|violates (?:unique|foreign key|check|not-null) constraint|duplicate key value|invalid input syntax for/,
  /\b(?:kysely|pg-boss|pglite|busboy|undici|graphql-mesh|ECONNREFUSED|127\.0\.0\.1:\d+)\b/i,
  /"stack"\s*:/,
];

export function internalDetail(text, sent = '') {
  for (const sign of SIGNS) {
    const match = sign.exec(text);
    if (match && !sent.includes(match[0].trim())) return match[0];
  }
  return undefined;
}

/**
 * fetch with a deadline for the whole exchange. An event stream counts as answered once its
 * headers arrive (it is meant to stay open). Never throws: a failure is `{error}`.
 */
export async function sendWithTimeout(url, { method = 'GET', headers = {}, body, streams = false, timeoutMs = 10_000 }) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body, signal: controller.signal, redirect: 'manual' });
    if (streams && (response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, text: '', contentType: 'text/event-stream' };
    }
    const text = await response.text();
    return { status: response.status, text, contentType: response.headers.get('content-type') ?? '' };
  } catch (error) {
    if (controller.signal.aborted) return { error: `no answer within ${timeoutMs} ms` };
    const cause = error?.cause?.code ?? error?.cause?.message ?? '';
    return { error: `${error?.message ?? error}${cause ? ` (${cause})` : ''}` };
  } finally {
    clearTimeout(timer);
  }
}
