/** Runs the provider table (providers.ts) over a file's text; every snippet is redacted here. */
import type { Hit } from '../../findings/make-finding.js';
import { TextPositions } from '../text-position.js';
import { shannonEntropy } from './entropy-math.js';
import { isPlaceholder } from './placeholder.js';
import { PROVIDER_RULES, type ProviderRule } from './providers.js';
import { REDACTED, redactSecretLike, redactValue } from './redact.js';

/** `user:password`, `[PASSWORD]`, `<senha>`, `$PASS`: a documentation stand-in, not a password. */
const PLAIN_PASSWORD = /^[[<$]|^[\p{L}_-]+[>\]]?$/u;

function message(rule: ProviderRule): string | undefined {
  if (rule.catalog === 'secret-private-key') return undefined;
  if (rule.catalog === 'secret-credential-url') return `Usuário e senha embutidos em ${rule.provider}; troque a senha e leia-a de um cofre de segredos.`;
  return `Credencial de provedor (${rule.provider}) no repositório; revogue e mova para um cofre de segredos.`;
}

export function detectProviderSecrets(file: string, text: string): Hit[] {
  const lower = text.toLowerCase();
  let positions: TextPositions | undefined;
  const hits: Hit[] = [];
  const seen = new Set<number>();
  for (const rule of PROVIDER_RULES) {
    if (rule.keywords && !rule.keywords.some((k) => lower.includes(k))) continue;
    for (const m of text.matchAll(rule.regex)) {
      const value = m.groups?.s ?? m[0];
      // The filler test also sees the rest of the word, e.g. the ### after a real-looking prefix.
      const word = value + (/^[^\s"'\x60]*/.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 200))?.[0] ?? '');
      if (isPlaceholder(word) || (rule.catalog === 'secret-credential-url' && PLAIN_PASSWORD.test(value)) || (rule.minEntropy && shannonEntropy(value) < rule.minEntropy)) continue;
      positions ??= new TextPositions(text);
      const isKey = rule.catalog === 'secret-private-key';
      // A private key is reported on its BEGIN line; a token where the token starts.
      const start = isKey ? m.index : m.index + m[0].indexOf(value);
      const from = positions.position(start);
      if (seen.has(from.line)) continue; // one provider finding per line: the first (most specific) rule wins
      seen.add(from.line);
      const to = positions.position(m.index + m[0].length);
      const lineText = positions.lineText(from.line);
      const snippet = isKey
        ? lineText.slice(0, from.column - 1) + (/^-----BEGIN[^-]*-----/.exec(m[0])?.[0] ?? '') + REDACTED
        : redactSecretLike(redactValue(lineText, value));
      hits.push({
        ruleId: rule.catalog ?? 'secret-provider-token',
        file,
        line: from.line,
        column: from.column,
        endLine: to.line,
        endColumn: to.column,
        snippet,
        source: 'secrets',
        engineRule: `vigia/${rule.id}`,
        message: message(rule),
      });
    }
  }
  return hits;
}
