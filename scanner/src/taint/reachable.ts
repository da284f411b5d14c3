/**
 * Which functions of a file can reach a sink at all: those whose text has a sink token, and those that
 * call one of them (transitively, by name). Interpreting the others cannot report anything, and on
 * large files they are most of the work (the same token test as each language's file prefilter).
 */
import type { SgNode } from '@ast-grep/napi';

export function functionsReachingSinks(functions: readonly SgNode[], nameOf: (fn: SgNode) => string, sinkToken: RegExp): Set<SgNode> {
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
  return reaching;
}
