/** Secrets are never stored in clear: every snippet passes through here before it becomes a finding. */
import { PEM_BODY, URL_CREDENTIALS } from '@vigia/redaction';
import { SECRET_WORDS } from './assignments.js';
import { findProviderTokens } from './provider-scan.js';

export const REDACTED = '***REDACTED***';

/** Masks one known secret value inside a snippet, keeping a short prefix of long values for triage. */
export function redactValue(snippet: string, value: string): string {
  if (!value) return snippet;
  const keep = value.length >= 20 ? value.slice(0, 4) : '';
  return snippet.split(value).join(keep + REDACTED);
}

const SECRET_KEY = String.raw`[\w.-]*(?:${SECRET_WORDS}|aws_\w*|auth)[\w.-]*`;
const KEY_VALUE = new RegExp(String.raw`(${SECRET_KEY}["'\]]?\s*(?:=>|:=|[:=])\s*)(["'\x60]?)([^"'\x60\s,;)]{4,})\2`, 'gi');

/** Provider-format tokens anywhere in the snippet (the same table as the detector), keeping 4 characters. */
function redactProviderTokens(snippet: string): string {
  return findProviderTokens(snippet).reduce((text, token) => redactValue(text, token.value), snippet);
}

/** Redacts secret-like key=value pairs, URL passwords, PEM bodies and provider tokens (spec §9). */
export function redactSecretLike(snippet: string): string {
  const withoutKeys = snippet
    .replace(PEM_BODY, (_m, begin: string, end: string) => `${begin}${REDACTED}${end}`)
    .replace(/(-----BEGIN [A-Z ]*PRIVATE KEY-----)(?:\\r|\\n)[^"'\x60]*/g, (_m, begin: string) => `${begin}${REDACTED}`)
    .replace(URL_CREDENTIALS, (_m, pre: string, _pw: string, at: string) => `${pre}${REDACTED}${at}`);
  return redactProviderTokens(withoutKeys)
    .replace(KEY_VALUE, (m, pre: string, quote: string, value: string) => {
      // Leave references to other variables or environment lookups readable.
      if (value.includes(REDACTED)) return m;
      if (/^(?:process\.env|os\.environ|os\.getenv|System\.getenv|env\(|\$\{|getenv|config\.|settings\.|null|None|true|false|undefined)/i.test(value)) return m;
      return `${pre}${quote}${REDACTED}${quote}`;
    });
}

/** Brazilian identifiers in snippets are masked too (LGPD): only the check digits stay visible. */
export function maskBrazilianIds(snippet: string): string {
  return snippet
    .replace(/\b\d{3}\.\d{3}\.\d{3}-(\d{2})\b/g, '***.***.***-$1')
    .replace(/\b[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-(\d{2})\b/g, '**.***.***/****-$1')
    .replace(/(?<![\w.])(?:\d{11}|[0-9A-Z]{12}\d{2})(?![\w])/g, (m) => `${'*'.repeat(m.length - 2)}${m.slice(-2)}`);
}
