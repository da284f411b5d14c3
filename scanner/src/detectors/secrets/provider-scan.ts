/**
 * Runs the provider table on a file. One pass of a combined keyword regex decides which rows can match
 * at all; only those rows' patterns run, so a file without any provider prefix costs one scan.
 */
import { shannonEntropy } from './entropy.js';
import { PROVIDER_RULES, type ProviderRule } from './providers.js';
import { isPlaceholder } from './value-filters.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYWORDS = [...new Set(PROVIDER_RULES.flatMap((r) => r.keywords))].sort((a, b) => b.length - a.length);
const PREFILTER = new RegExp(KEYWORDS.map(escape).join('|'), 'gi');
/** A longer keyword matched at a position hides shorter ones starting there (`sk_` hides `sk`). */
const ALSO_SEEN = new Map(KEYWORDS.map((k) => [k, KEYWORDS.filter((other) => other !== k && k.startsWith(other))]));

export interface ProviderMatch {
  rule: ProviderRule;
  offset: number;
  value: string;
}

function candidateRules(text: string): ProviderRule[] {
  const seen = new Set<string>();
  PREFILTER.lastIndex = 0;
  for (let m = PREFILTER.exec(text); m; m = PREFILTER.exec(text)) {
    const k = m[0].toLowerCase();
    seen.add(k);
    for (const shorter of ALSO_SEEN.get(k) ?? []) seen.add(shorter);
  }
  return seen.size ? PROVIDER_RULES.filter((r) => r.keywords.some((k) => seen.has(k))) : [];
}

export function findProviderTokens(text: string): ProviderMatch[] {
  const out: ProviderMatch[] = [];
  for (const rule of candidateRules(text)) {
    if (rule.gate && !rule.gate.test(text)) continue;
    for (const m of text.matchAll(rule.pattern)) {
      const value = m.slice(1).find((g) => g !== undefined) ?? m[0];
      if (isPlaceholder(value) || shannonEntropy(value) < (rule.minEntropy ?? 0) || (rule.accept && !rule.accept(value))) continue;
      out.push({ rule, offset: m.index + m[0].indexOf(value), value });
    }
  }
  return out;
}

const SHAPED = PROVIDER_RULES.filter((r) => r.shape).map((r) => ({ shape: r.shape!, exact: new RegExp(r.pattern.source, r.pattern.flags.replace('g', '')) }));

/**
 * A value with the look of a strictly formatted family (`ghp_…`, `xoxp-…`, `<digits>:A…`) that its exact
 * format rejects: truncated in documentation, padded or mangled in a test. Not a credential of that
 * provider, and not a random secret either.
 */
export function isMalformedProviderToken(value: string): boolean {
  return SHAPED.some(({ shape, exact }) => shape.test(value) && !exact.test(value));
}
