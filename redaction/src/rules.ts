/**
 * The patterns of the one redaction rule set (spec §9). Plain regular expressions without Node
 * APIs: the browser bundles them as the control plane and the scanner import them.
 */

/** What replaces a secret in logs and reports. */
export const REDACTED = '[REDACTED]';
/** What replaces an e-mail address (a person's data under LGPD, not a secret). */
export const EMAIL_MARK = '[EMAIL]';

/** Key names whose values are dropped whole, whatever they hold. */
export const SENSITIVE_KEY =
  /pass(word|wd)?|senha|pwd|secret|token|auth|cookie|csrf|session|api[-_]?key|private[-_]?key|credential|e-?mail|cpf|cnpj|signature/i;

/** Bearer credentials in headers and log lines. */
export const BEARER = /\bBearer\s+[^\s"',;]+/gi;
/** Vigia's viewer and run tokens: VIEW_|VIEWER_|RUN_<projectId>_<secret>. */
export const VIGIA_TOKEN = /\b(?:VIEWER|VIEW|RUN)_[A-Za-z0-9-]+_[A-Za-z0-9_-]+/g;
/** key=value / key: value of sensitive names in free text (query strings, JSON, logs): any value length. */
export const SENSITIVE_PAIR =
  /\b([\w-]*(?:pass(?:word|wd)?|senha|pwd|secret|token|api[-_]?key|access[-_]?key|private[-_]?key|credential|authorization|csrf|session)[\w-]*)(\s*["']?\s*[:=]\s*["']?)([^\s"'&,;}]+)/gi;
/** One-time codes and OAuth state in a query string (magic-link and sign-in callbacks). */
export const QUERY_CODE = /([?&](?:code|state)=)[^&#\s"']+/gi;
/** The body of a PEM private key, also when its line breaks are written as \n or \r\n escapes. */
export const PEM_BODY = /(-----BEGIN [A-Z ]*PRIVATE KEY-----)[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$)/g;
/** The password of a URL with credentials (postgres://user:password@host). */
export const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@"']+:)([^\s@/"']+)(@)/gi;
/**
 * Credentials recognisable by their published prefix (GitHub, GitLab, Slack, Stripe, AWS, Google).
 * The scanner's provider table finds more families in code; free text only needs the shapes.
 */
export const PREFIXED_CREDENTIAL = /\b(?:gh[pousr]_|github_pat_|glpat-|xox[abposr]-|[sr]k_(?:live|test)_|AKIA|ASIA|AIza)[A-Za-z0-9_-]{16,}/g;
export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Long opaque strings (keys, hashes, JWT parts): 64 characters or more, unless isPathLike. */
export const LONG_OPAQUE = /[A-Za-z0-9+/=_.-]{64,}/g;

/** A part of a path as long as this is taken for a key, not a folder's name. */
const LONGEST_PATH_PART = 40;

/**
 * A long string that is a file path, not a key: parts joined by '/', none of them long, and a '.' (a
 * file's extension). A stack frame of a checkout in a deep folder is one (every frame of a log's error
 * was redacted there); base64 has no '.', hex and JWTs no '/', and a key inside a path is a long part.
 */
export function isPathLike(text: string): boolean {
  const parts = text.split('/');
  return parts.length >= 3 && text.includes('.') && parts.every((part) => part.length < LONGEST_PATH_PART);
}
