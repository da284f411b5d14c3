/** High-entropy values assigned to secret-looking names (password, token, api_key, ...), in any language or config. */
import type { Hit } from '../../findings/make-finding.js';
import { TextPositions } from '../text-position.js';
import { redactValue } from './redact.js';

const NAME = String.raw`(?<![\w$.-])(?:[A-Za-z_$][\w$.-]*?)?(?:secret|token|passw(?:or)?d|passwd|pwd|senha|api[_-]?key|apikey|private[_-]?key|access[_-]?key|client[_-]?secret|auth[_-]?key|signing[_-]?key)[\w$.-]*`;
/** name = "value" / name: 'value' / "name": "value" / NAME=value (env, properties). */
const QUOTED = new RegExp(String.raw`(["']?)(${NAME})\1\s*(?:=>|:=|[:=])\s*(["'\x60])([^"'\x60\s]{12,200})\3`, 'gi');
const UNQUOTED = new RegExp(String.raw`^[ \t]*(?:export[ \t]+)?(${NAME})[ \t]*[=:][ \t]*([^\s"'#]{12,200})[ \t]*$`, 'gim');

const PLACEHOLDER = /^(?:\$\{.*\}|\{\{.*\}\}|<.*>|%\(.*\)s|\$[A-Z_]+|(?:process\.env|os\.environ|System\.getenv|env)\b.*|.*(?:changeme|change_me|example|placeholder|your[_-]|xxxx|dummy|redacted|\*\*\*).*)$/i;

export function shannonEntropy(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** Random-looking: long enough, mixed character classes and ≥ 3.5 bits per character. */
export function looksLikeSecret(value: string): boolean {
  if (value.length < 12 || PLACEHOLDER.test(value)) return false;
  if (/^[a-z_.-]+$/i.test(value) || /^[\w.-]+\.[a-z]{2,4}$/i.test(value)) return false; // words, identifiers, file names
  if (/^(?:https?:)?\/\//i.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(value)).length;
  return classes >= 2 && shannonEntropy(value) >= 3.5;
}

/** Cheap test that skips the costlier assignment patterns on files with no secret-looking name at all. */
const NAME_HINT = /secret|token|passw|passwd|pwd|senha|api[_-]?key|apikey|private[_-]?key|access[_-]?key|auth[_-]?key|signing[_-]?key/i;

export function detectHighEntropyAssignments(file: string, text: string): Hit[] {
  if (!NAME_HINT.test(text)) return [];
  const positions = new TextPositions(text);
  const hits: Hit[] = [];
  const report = (offset: number, value: string) => {
    const { line, column } = positions.position(offset);
    hits.push({ ruleId: 'secret-high-entropy', file, line, column, snippet: redactValue(positions.lineText(line), value), source: 'secrets', engineRule: 'vigia/high-entropy' });
  };
  for (const m of text.matchAll(QUOTED)) {
    const value = m[4] ?? '';
    if (looksLikeSecret(value)) report(m.index + m[0].indexOf(m[2] ?? ''), value);
  }
  for (const m of text.matchAll(UNQUOTED)) {
    const value = m[2] ?? '';
    if (looksLikeSecret(value)) report(m.index + m[0].indexOf(m[1] ?? ''), value);
  }
  return hits;
}
