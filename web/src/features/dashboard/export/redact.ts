/**
 * Secret-like values in exported text (spec §9): key=value / key: value pairs whose key names an
 * API key, token, password, secret, private key or AWS credential, case-insensitive, quoted or
 * not; bare AWS access key ids; PEM private-key blocks. Only the value is replaced.
 */
export const REDACTED = '***REDACTED***';

const SECRET_WORD = String.raw`(?:api[_-]?key|apikey|access[_-]?key(?:[_-]?id)?|secret|token|passw(?:or)?d|pwd|private[_-]?key|credentials?)`;
/** The key: any identifier containing a secret word (AWS_SECRET_ACCESS_KEY, db.password, x-api-key). */
const KEY = String.raw`[A-Za-z0-9_.-]*${SECRET_WORD}[A-Za-z0-9_.-]*`;
/** Separator, allowing a quote closing a quoted key: =, :, :=, =>. */
const SEPARATOR = String.raw`["']?[ \t]*(?::=|=>|=|:)[ \t]*`;
/** The value: double- or single-quoted (up to the closing quote on the same line) or bare. */
const VALUE = String.raw`(?:"((?:[^"\\\r\n]|\\.)*)"|'((?:[^'\\\r\n]|\\.)*)'|([^\s"',;&<>)\]}]+))`;

const PAIR = new RegExp(String.raw`(?<![A-Za-z0-9_])(${KEY})(${SEPARATOR})${VALUE}`, 'gi');
const AWS_ACCESS_KEY_ID = /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16}\b/g;
const PEM_PRIVATE_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g;

export function redactSecrets(text: string): string;
export function redactSecrets(text: string | null | undefined): string | null | undefined;
export function redactSecrets(text: string | null | undefined): string | null | undefined {
  if (!text) return text;
  return text
    .replace(PEM_PRIVATE_KEY, REDACTED)
    .replace(PAIR, (_match, key: string, separator: string, doubleQuoted?: string, singleQuoted?: string) => {
      if (doubleQuoted !== undefined) return `${key}${separator}"${REDACTED}"`;
      if (singleQuoted !== undefined) return `${key}${separator}'${REDACTED}'`;
      return `${key}${separator}${REDACTED}`;
    })
    .replace(AWS_ACCESS_KEY_ID, REDACTED);
}
