/**
 * The one redaction of free text and JSON (spec §9): the scanner masks snippets with the same rules,
 * the control plane its logs and the client errors it receives, the browser what it reports before
 * sending it. Pure TypeScript without Node APIs, so the web app bundles it (`@vigia/scanner/redaction`).
 */
import { redactLogText } from './detectors/secrets/redact.js';

/** What replaces a secret in logs and reports. */
export const REDACTED = '[REDACTED]';

/** Key names whose values are dropped whole, whatever they hold. */
const SENSITIVE_KEY = /pass(word|wd)?|pwd|secret|token|auth|cookie|csrf|session|api[-_]?key|private[-_]?key|credential|e-?mail|cpf|cnpj|signature/i;

const MAX_DEPTH = 8;
const MAX_ITEMS = 100;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/** Bearer credentials, Vigia tokens, secret-like pairs, e-mail addresses and long opaque strings in free text. */
export function redactText(text: string): string {
  return redactLogText(text, REDACTED);
}

/** Redacts every string of a JSON value; values under sensitive key names are dropped, deep or long values cut. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redactValue(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
      out[key] = isSensitiveKey(key) ? REDACTED : redactValue(item, depth + 1);
    }
    return out;
  }
  return value;
}
