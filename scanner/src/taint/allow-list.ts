/**
 * The allow-list checks every language's `refine` recognizes: an anchored pattern without a catch-all,
 * a container the program filled with constants, and a comparison with a constant. Each language finds
 * them in its own syntax and passes the pieces here.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from './env.js';
import { kindOf, named } from './tree.js';
import { CLEAN, isConst, type Value } from './value.js';

/** `^[a-z0-9]+$` limits the value, `.*` does not: anchored, and no `.` at all (an escaped `\.` is fine). */
export function isAnchoredWithoutDot(pattern: string): boolean {
  return /^\^[^.]*\$$/.test(pattern.replace(/\\\./g, ''));
}

/** The part between `^` and `$` limits the value when it has no `.` outside a character class (`[.-]` is fine). */
export function isRestrictiveBody(body: string | undefined): boolean {
  return body !== undefined && !/\.(?![^[]*\])/.test(body.replace(/\\\./g, ''));
}

/** A map (or a set written as one, C# and PHP) whose every value is a constant. */
export function isConstantMap(v: Value): boolean {
  const items = [...(v.entries?.values() ?? [])];
  return items.length > 0 && items.every(isConst) && !v.rest && v.taint === 'none';
}

/** A list or map the program wrote (JavaScript, Python): every element a constant. */
export function isConstantCollection(v: Value): boolean {
  const items = [...(v.items ?? []), ...(v.entries?.values() ?? [])];
  return items.length > 0 && items.every(isConst) && !v.rest && v.taint === 'none';
}

/** Go and Kotlin: a non-empty list of constants, or a map under constant keys (`map[string]bool{"a": true}`, `mapOf(...)`). */
export function isConstantKeysOrItems(v: Value): boolean {
  const size = (v.items?.length ?? 0) + (v.entries?.size ?? 0);
  return size > 0 && (v.items ?? []).every(isConst) && !v.rest && v.taint === 'none';
}

/** C# and PHP: `(c)` and `!c` refine as c, the negation with the polarity flipped. */
export function unwrapCondition(cond: SgNode, positive: boolean, negationKind: string): { cond: SgNode; positive: boolean } {
  const [inner] = named(cond);
  const kind = kindOf(cond);
  if (inner && kind === 'parenthesized_expression') return unwrapCondition(inner, positive, negationKind);
  if (inner && kind === negationKind && cond.text().startsWith('!')) return unwrapCondition(inner, !positive, negationKind);
  return { cond, positive };
}

/** What a refiner narrows with: a checked variable (a node `isVariable` accepts) holds the proven value (clean by default) from here on. */
export function narrowerOf(env: Env, isVariable: (node: SgNode) => boolean): (node: SgNode | null | undefined, value?: Value) => void {
  return (node, value = CLEAN) => {
    if (node && isVariable(node)) env.set(node.text(), value);
  };
}

/** `x == "pix"` either way round: the side compared with a constant holds that constant. */
export function narrowEquality<N>(left: N, right: N, evaluate: (node: N) => Value, narrow: (node: N, value: Value) => void): void {
  const [l, r] = [evaluate(left), evaluate(right)];
  if (isConst(r)) narrow(left, r);
  if (isConst(l)) narrow(right, l);
}
