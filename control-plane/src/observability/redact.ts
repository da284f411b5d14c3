/**
 * Server-side redaction of what browsers report. The web app redacts before sending; this runs
 * again because the intake is public and a client may be old, buggy or hostile.
 */
const REDACTED = '[REDACTED]';

const SENSITIVE_KEY = /pass(word|wd)?|pwd|secret|token|auth|cookie|csrf|session|api[-_]?key|private[-_]?key|credential|e-?mail|cpf|cnpj|signature/i;

const PATTERNS: [RegExp, string][] = [
  // Bearer credentials.
  [/\bBearer\s+[^\s"',;]+/gi, `Bearer ${REDACTED}`],
  // Viewer and run tokens: VIEW_|VIEWER_|RUN_<projectId>_<secret>.
  [/\b(?:VIEWER|VIEW|RUN)_[A-Za-z0-9-]+_[A-Za-z0-9_-]+/g, REDACTED],
  // key=value and key: value pairs with sensitive names (query strings, logs, JSON-ish text).
  [
    /\b([\w-]*(?:pass(?:word|wd)?|pwd|secret|token|api[-_]?key|private[-_]?key|authorization|csrf|session)[\w-]*)(\s*["']?\s*[:=]\s*["']?)([^\s"'&,;}]+)/gi,
    `$1$2${REDACTED}`,
  ],
  // E-mail addresses.
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[EMAIL]'],
  // Long opaque strings (keys, hashes, JWT parts): 64 characters or more.
  [/[A-Za-z0-9+/=_.-]{64,}/g, REDACTED],
];

export function redactText(text: string): string {
  return PATTERNS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
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
