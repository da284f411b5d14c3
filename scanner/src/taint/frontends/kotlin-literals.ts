/**
 * Kotlin literals to IR, for ./kotlin-expressions.ts: strings and templates (a raw `"""…"""` string holds
 * no escapes), constant format strings (`String.format`, `"…".format(x)`) and collection builders
 * (`listOf`, `Pair`, `mapOf("k" to v)`).
 */
import type { SgNode } from '@ast-grep/napi';
import { decodeEscapes } from '../escapes.js';
import type { Arg, Expr } from '../ir/nodes.js';
import { kindOf, textOf } from '../tree.js';
import { lowerStringParts, rangeOf } from './lowering.js';

const SUBSTITUTIONS = new Set(['interpolated_identifier', 'interpolated_expression']);

/** A string literal: its constant pieces, and `$name` / `${expr}` lowered by `lowerSubstitution`. */
export function lowerKotlinString(node: SgNode, lowerSubstitution: (part: SgNode) => Expr): Expr {
  const raw = textOf(node).startsWith('"""');
  return lowerStringParts(node, {
    text: (part) => {
      if (SUBSTITUTIONS.has(kindOf(part))) return undefined;
      if (kindOf(part) === 'string_content') return raw ? textOf(part) : decodeEscapes(textOf(part), 'kotlin');
      return textOf(part).replace(/^\\/, '');
    },
  }, lowerSubstitution);
}

/** One verb of a format string (`%s`, `%-10d`, `%%`). */
const VERB = /%[-#+ 0,(]*\d*(?:\.\d+)?[a-zA-Z%]/g;

const LIST_BUILDERS = /^(?:listOf|setOf|arrayOf|mutableListOf|mutableSetOf|arrayListOf|hashSetOf|linkedSetOf|sortedSetOf|listOfNotNull|Pair|Triple)$/;
const MAP_BUILDERS = /^(?:mapOf|mutableMapOf|hashMapOf|linkedMapOf|sortedMapOf)$/;

/** `listOf(a, b)`, `Pair(a, b)`: a list of the items; `mapOf("k" to v)`: a map of the pairs. */
export function collectionOf(name: string, args: readonly Arg[], node: SgNode): Expr | undefined {
  const range = rangeOf(node);
  if (args.some((a) => a.name || a.spread || a.value.k === 'function')) return undefined;
  if (LIST_BUILDERS.test(name)) return { k: 'list', items: args.map((a) => a.value), range };
  if (!MAP_BUILDERS.test(name)) return undefined;
  const entries = args.map((a) => (a.value.k === 'list' && a.value.items.length === 2 ? { key: a.value.items[0] as Expr, value: a.value.items[1] as Expr, range: a.value.range } : { value: a.value, range: a.value.range }));
  return { k: 'map', entries, range };
}

/** `String.format("... '%s'", x)` / `"... '%s'".format(x)` with a constant format: its constant pieces and the arguments, in order. */
export function formatTemplate(format: Expr | undefined, args: readonly Arg[], node: SgNode): Expr | undefined {
  if (format?.k !== 'const' || typeof format.value !== 'string' || args.some((a) => a.name || a.spread)) return undefined;
  const range = rangeOf(node);
  const verbs = [...format.value.matchAll(VERB)];
  if (verbs.filter((v) => v[0] !== '%%' && !/n$/.test(v[0])).length !== args.length) return undefined;
  const parts: Expr[] = [];
  let at = 0;
  let next = 0;
  let pending = '';
  for (const verb of verbs) {
    pending += format.value.slice(at, verb.index);
    at = (verb.index ?? 0) + verb[0].length;
    if (verb[0] === '%%' || /n$/.test(verb[0])) {
      pending += verb[0] === '%%' ? '%' : '\n';
      continue;
    }
    if (pending) parts.push({ k: 'const', value: pending, range });
    pending = '';
    parts.push((args[next++] as Arg).value);
  }
  pending += format.value.slice(at);
  if (pending) parts.push({ k: 'const', value: pending, range });
  return { k: 'template', parts, range };
}
