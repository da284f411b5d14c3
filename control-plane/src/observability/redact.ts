/**
 * Server-side redaction of what browsers report. The web app redacts before sending; this runs
 * again because the intake is public and a client may be old, buggy or hostile. The text rules are
 * the scanner's (redactLogText); only the JSON walk and the sensitive key names live here.
 */
import { redactLogText } from '@vigia/scanner';

const REDACTED = '[REDACTED]';

const SENSITIVE_KEY = /pass(word|wd)?|pwd|secret|token|auth|cookie|csrf|session|api[-_]?key|private[-_]?key|credential|e-?mail|cpf|cnpj|signature/i;

/** The scanner's redaction of free text (one rule set for the whole server), with this log's marker. */
export function redactText(text: string): string {
  return redactLogText(text, REDACTED);
}

/** Redacts every string in a JSON value; values under sensitive key names are dropped entirely. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 8) return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => redactValue(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value).slice(0, 100)) {
      out[key] = SENSITIVE_KEY.test(key) ? REDACTED : redactValue(item, depth + 1);
    }
    return out;
  }
  return value;
}
