/** Maps a foreign tool's rule (Semgrep, CodeQL, ESLint, gitleaks...) to a catalog rule through CWE and rule id. */
import type { SarifRule } from './sarif-types.js';

const BY_CWE: Record<string, string> = {
  'CWE-89': 'injection-sql', 'CWE-564': 'injection-sql', 'CWE-78': 'injection-command', 'CWE-77': 'injection-command',
  'CWE-94': 'injection-eval', 'CWE-95': 'injection-eval', 'CWE-502': 'deserialization-unsafe', 'CWE-611': 'xxe',
  'CWE-776': 'xxe', 'CWE-918': 'ssrf', 'CWE-943': 'injection-nosql', 'CWE-601': 'open-redirect', 'CWE-916': 'crypto-weak-password-hash', 'CWE-759': 'crypto-weak-password-hash',
  'CWE-328': 'crypto-weak-hash', 'CWE-327': 'crypto-weak-cipher', 'CWE-326': 'crypto-short-rsa-key', 'CWE-338': 'crypto-insecure-random',
  'CWE-330': 'crypto-insecure-random', 'CWE-295': 'tls-verification-disabled', 'CWE-297': 'tls-verification-disabled',
  'CWE-319': 'http-plaintext-endpoint', 'CWE-489': 'debug-mode-enabled', 'CWE-215': 'debug-mode-enabled',
  'CWE-942': 'cors-wildcard', 'CWE-346': 'cors-wildcard', 'CWE-347': 'jwt-not-verified', 'CWE-532': 'log-personal-data',
  'CWE-312': 'log-personal-data', 'CWE-359': 'pii-cpf', 'CWE-798': 'secret-high-entropy', 'CWE-259': 'secret-high-entropy',
  'CWE-321': 'secret-private-key',
};

/** Checked in order: the first matching rule-id pattern wins. */
const BY_RULE_ID: readonly [RegExp, string][] = [
  [/private[-_]?key/i, 'secret-private-key'],
  [/sql/i, 'injection-sql'],
  [/command|child[-_]?process|os[-_]?exec|subprocess|shell[-_]?inj/i, 'injection-command'],
  [/(?:^|[-_/.])(?:no-)?(?:implied-)?eval|new-func|code[-_]?inj/i, 'injection-eval'],
  [/deserializ|pickle|unserialize|yaml[-_.]load/i, 'deserialization-unsafe'],
  [/xxe|external[-_]?entit/i, 'xxe'],
  [/ssrf|request[-_]?forgery/i, 'ssrf'],
  [/(?:md5|sha1|weak[-_]?hash|insecure[-_]?hash)/i, 'crypto-weak-hash'],
  [/(?:\bdes\b|rc4|ecb|weak[-_]?cipher|broken[-_]?crypto|insecure[-_]?cipher)/i, 'crypto-weak-cipher'],
  [/(?:pseudo[-_]?random|insecure[-_]?random|math[-_.]random)/i, 'crypto-insecure-random'],
  [/(?:tls|ssl|certificate|reject[-_]?unauthorized|verify[-_]?false)/i, 'tls-verification-disabled'],
  [/cors/i, 'cors-wildcard'],
  [/debug/i, 'debug-mode-enabled'],
  [/jwt.*none|none[-_]?alg/i, 'jwt-alg-none'],
  [/jwt/i, 'jwt-not-verified'],
  [/(?:log|logging).*(?:sensitive|pii|clear[-_]?text|personal)|(?:sensitive|clear[-_]?text).*log/i, 'log-personal-data'],
  [/generic[-_]?api[-_]?key|high[-_]?entropy|hard[-_]?coded|hardcoded|password|secret/i, 'secret-high-entropy'],
  [/(?:aws|github|gitlab|slack|stripe|npm|gcp|google|azure|twilio|sendgrid)[-_]?(?:access|api|token|key|pat|secret)/i, 'secret-provider-token'],
];

/** CWE ids from the shapes tools use: "CWE-89", "CWE-89: ...", "external/cwe/cwe-089", properties.cwe. */
export function cwesOf(rule: SarifRule | undefined): string[] {
  if (!rule) return [];
  const texts = [...(rule.properties?.tags ?? []), ...[rule.properties?.cwe ?? []].flat(), ...(rule.relationships ?? []).map((r) => r.target.id)];
  const out = new Set<string>();
  for (const text of texts) {
    const m = /cwe[-_/ ]?0*(\d+)/i.exec(String(text));
    if (m) out.add(`CWE-${m[1]}`);
  }
  return [...out];
}

export function mapExternalRule(tool: string, ruleId: string, rule: SarifRule | undefined): string | undefined {
  for (const cwe of cwesOf(rule)) {
    const mapped = BY_CWE[cwe];
    if (mapped) return mapped;
  }
  const haystack = [ruleId, rule?.name ?? ''].join(' ');
  for (const [pattern, id] of BY_RULE_ID) if (pattern.test(haystack)) return id;
  // gitleaks only reports secrets: an unknown gitleaks rule is still a credential.
  if (/gitleaks|trufflehog|secretlint/i.test(tool)) return 'secret-provider-token';
  return undefined;
}
