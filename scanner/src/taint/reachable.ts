/**
 * Which functions of a file are worth interpreting. `reaching`: those whose text has a sink token, and
 * those that call one of them (transitively, by name); the others cannot report anything, and on large
 * files they are most of the work. `inlinable`: the reaching ones plus small helpers (sanitizers,
 * formatters), interpreted at each call; a large helper that reaches no sink is seen through the
 * default "the result carries its inputs' taint" instead of being re-interpreted at every call.
 */
import type { SgNode } from '@ast-grep/napi';

const SMALL_HELPER_CHARS = 800;

export interface AnalyzableFunctions {
  reaching: Set<SgNode>;
  inlinable: Set<SgNode>;
}

export function analyzableFunctions(functions: readonly SgNode[], nameOf: (fn: SgNode) => string, sinkToken: RegExp): AnalyzableFunctions {
  const texts = new Map(functions.map((fn) => [fn, fn.text()]));
  const reaching = new Set(functions.filter((fn) => sinkToken.test(texts.get(fn) ?? '')));
  for (let grew = true; grew; ) {
    grew = false;
    const names = [...new Set([...reaching].map(nameOf).filter((n) => /^\w+$/.test(n)))];
    if (names.length === 0) break;
    const callsOne = new RegExp(`\\b(?:${names.join('|')})\\s*\\(`);
    for (const fn of functions) {
      if (reaching.has(fn) || !callsOne.test(texts.get(fn) ?? '')) continue;
      reaching.add(fn);
      grew = true;
    }
  }
  const inlinable = new Set([...reaching, ...functions.filter((fn) => (texts.get(fn)?.length ?? 0) <= SMALL_HELPER_CHARS)]);
  return { reaching, inlinable };
}
