/**
 * The one redaction of free text and JSON (spec §9): the control plane's logs and the client errors
 * it stores, the browser's error reports before they are sent. The scanner masks secrets in code
 * snippets with its provider table on top of the same patterns (PEM bodies, URL passwords).
 */
import {
  BEARER,
  EMAIL,
  EMAIL_MARK,
  LONG_OPAQUE,
  isPathLike,
  PEM_BODY,
  PREFIXED_CREDENTIAL,
  QUERY_CODE,
  REDACTED,
  SENSITIVE_KEY,
  SENSITIVE_PAIR,
  URL_CREDENTIALS,
  VIGIA_TOKEN,
} from './rules.js';

export { EMAIL_MARK, PEM_BODY, REDACTED, URL_CREDENTIALS } from './rules.js';

const MAX_DEPTH = 8;
const MAX_ITEMS = 100;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/**
 * Free text (log lines, error messages, stacks, URLs): bearer credentials, Vigia tokens, sensitive
 * key=value pairs of any length, one-time codes in query strings, PEM bodies, URL passwords,
 * prefixed provider credentials, e-mail addresses ('[EMAIL]') and long opaque strings.
 */
export function redactText(text: string): string {
  // Credentials first: "Authorization: Bearer x" must lose x, not only the word Bearer. Pairs next,
  // so that a query string keeps its other parameters (`password=x&user=ana`).
  return text
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(VIGIA_TOKEN, REDACTED)
    .replace(SENSITIVE_PAIR, (_m, key: string, separator: string) => `${key}${separator}${REDACTED}`)
    .replace(QUERY_CODE, `$1${REDACTED}`)
    .replace(PEM_BODY, (_m, begin: string, end: string) => `${begin}${REDACTED}${end}`)
    .replace(URL_CREDENTIALS, (_m, pre: string, _password: string, at: string) => `${pre}${REDACTED}${at}`)
    .replace(PREFIXED_CREDENTIAL, REDACTED)
    .replace(EMAIL, EMAIL_MARK)
    .replace(LONG_OPAQUE, (m) => (m.includes(REDACTED) || isPathLike(m) ? m : REDACTED));
}

/**
 * Every string of a JSON value redacted; values under sensitive key names dropped whole; deep or
 * long values cut. An Error keeps its name, message and stack (redacted), a Date its ISO form.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redactValue(item, depth + 1));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Error) {
    const out: Record<string, unknown> = { type: value.name, message: redactText(value.message) };
    if (value.stack) out.stack = redactText(value.stack);
    return { ...out, ...(redactValue({ ...value }, depth + 1) as Record<string, unknown>) };
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
      out[key] = isSensitiveKey(key) ? REDACTED : redactValue(item, depth + 1);
    }
    return out;
  }
  return value;
}
