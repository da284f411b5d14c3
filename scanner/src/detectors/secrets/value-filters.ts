/**
 * What is not a secret, shared by every secret detector. Decisions (see README):
 * - placeholders (`${X}`, `<your-key>`, `xxxx`, `changeme`, `****`, `%VAR%`, documentation `…EXAMPLE` keys
 *   such as AWS's AKIAIOSFODNN7EXAMPLE) and long alphabet/keyboard runs (`abcdefghijk`, `12345678901`);
 * - values that are mostly one repeated character, or use very few distinct characters;
 * - the same group repeated between separators (`1234-1234-1234`, `XXXX.XXXX.XXXX`): a template's filler;
 * - prose: letters only (Unicode-aware, so "autenticação" is a word) unless it is long random mixed case.
 * Hashes, UUIDs and pure numbers are decided by the generic detector (assignments.ts), not here, because a
 * provider pattern that matches them is a real credential.
 */
import { shannonEntropy } from './entropy.js';

const PLACEHOLDER = /\$\{|\{\{|<[^>]*>|%[A-Za-z_]+%|\$\(|^\$[A-Z_]|changeme|change_me|example|placeholder|your[_-]?(?:key|token|secret|password|api)|xxxx|\*\*\*|###|\.\.\.|dummy|redacted|fake|sample|insert[_-]|replace[_-]?me|put[_-]your/i;

/** One group of 3+ characters three times in a row between separators (`xoxp-1234-1234-1234-…`). */
const REPEATED_GROUP = /(?:^|[-_.:/])([A-Za-z0-9]{3,})(?:[-_.:/]\1){2,}(?=$|[-_.:/])/;

/** Longest run of consecutive characters in alphabet order (abcd…, 0123…, 9→0 wraps). */
function longestSequence(value: string): number {
  let best = 1;
  let run = 1;
  for (let i = 1; i < value.length; i += 1) {
    const prev = value.charCodeAt(i - 1);
    const cur = value.charCodeAt(i);
    const next = cur === prev + 1 || (value[i - 1] === '9' && value[i] === '0');
    run = next ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

function longestRepeat(value: string): number {
  let best = 1;
  let run = 1;
  for (let i = 1; i < value.length; i += 1) {
    run = value[i] === value[i - 1] ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

export function isPlaceholder(value: string): boolean {
  if (PLACEHOLDER.test(value)) return true;
  if (longestSequence(value) >= 11 || REPEATED_GROUP.test(value)) return true;
  // Mostly one character (XXXX…, 0000…) — but a real token may start with a run (Twitter's AAAA…).
  if (longestRepeat(value) * 2 > value.length) return true;
  const distinct = new Set(value.toLowerCase()).size;
  return distinct < Math.min(8, Math.ceil(value.length / 3));
}

/** Words, identifiers in any script: letters (any alphabet), digits-free, with _ . - separators. */
export function isProse(value: string): boolean {
  if (!/^[\p{L}\p{M}_.\- ]+$/u.test(value)) return false;
  if (/[^\p{ASCII}]/u.test(value)) return true; // accented/translated text
  // Long random mixed case (Hugging Face's letters-only tokens) is not prose.
  const changes = [...value].filter((c, i) => i > 0 && /[a-z]/.test(value[i - 1] ?? '') !== /[a-z]/.test(c)).length;
  return !(value.length >= 20 && changes >= value.length / 4 && shannonEntropy(value) >= 4);
}

/** Common to provider and generic rules: placeholder, prose, too little entropy. */
export function isNotSecret(value: string, minEntropy: number): boolean {
  if (isPlaceholder(value) || isProse(value)) return true;
  return shannonEntropy(value) < minEntropy;
}
