/**
 * Redaction of sensitive data before an entry leaves the browser (spec §9). The server
 * redacts again; this keeps secrets out of the request in the first place.
 */
export const REDACTED = '[REDACTED]';

const TEXT_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // Authorization headers and bearer credentials.
  [/\bBearer\s+[^\s"',;]+/gi, `Bearer ${REDACTED}`],
  // Viewer and run tokens: VIEW_, VIEWER_, RUN_<project>_<secret>.
  [/\b(?:VIEWER|VIEW|RUN)_[A-Za-z0-9_-]+/g, REDACTED],
  // JSON Web Tokens.
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
  // key=value or key: value pairs whose key names a secret.
  [
    /\b((?:[A-Za-z_-]*(?:password|passwd|pwd|secret|token|api[_-]?key|apikey|authorization|cookie|session[_-]?id|private[_-]?key|credential)[A-Za-z_-]*))(["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi,
    `$1$2${REDACTED}`,
  ],
  // E-mail addresses.
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[REDACTED_EMAIL]'],
  // Long opaque strings (keys, hashes, encoded secrets): 64 characters or more.
  [/[A-Za-z0-9+/=_-]{64,}/g, REDACTED],
];

const SENSITIVE_KEY =
  /pass(word|wd)?$|pwd|secret|token|authorization|cookie|api[-_]?key|csrf|session[-_]?id|credential|private[-_]?key|e-?mail/i;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of TEXT_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 5) return REDACTED;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redactValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSensitiveKey(key) ? REDACTED : redactValue(item, depth + 1);
  }
  return out;
}
