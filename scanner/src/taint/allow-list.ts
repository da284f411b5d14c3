/**
 * The allow-list checks every language's `refine` recognizes: an anchored pattern without a catch-all,
 * a container the program filled with constants, and a comparison with a constant. Each language finds
 * them in its own syntax and passes the pieces here.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from './env.js';
import { kindOf, named } from './tree.js';
import { CLEAN, isConst, join, type SinkKind, type Value } from './value.js';

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

/**
 * `a == "x" || a == "y"` (and `a != "x" && a != "y"` in a guard that leaves): each alternative is
 * refined on its own; a name every alternative narrows holds one of the values they proved.
 */
export function narrowEither<N>(env: Env, alternatives: N[], refineInto: (alternative: N, into: Env) => void): Env {
  const proven = alternatives.map((alternative) => {
    const into: Env = new Map();
    refineInto(alternative, into);
    return into;
  });
  const [first, ...others] = proven;
  for (const [name, value] of first ?? []) {
    const rest = others.map((o) => o.get(name));
    if (rest.every((v) => v !== undefined)) env.set(name, rest.reduce<Value>((a, b) => join(a, b as Value), value));
  }
  return env;
}

/** The role of a path made absolute with `..` resolved: a prefix check on it keeps the path under the base. */
export const NORMALIZED_PATH = 'normalized-path';

/**
 * os.path.realpath/abspath/normpath, path.resolve/normalize, fs.realpathSync, filepath.Clean/Abs/EvalSymlinks,
 * Path.GetFullPath, PHP realpath: the receiver's last name (or none, for a bare function) keeps
 * Promise.resolve and String.prototype.normalize out.
 */
export function isPathNormalizer(receiverTail: string, name: string): boolean {
  if (/^(?:realpath|abspath|normpath)$/.test(name)) return /^(?:|path|os\.path|posixpath|ntpath)$/.test(receiverTail);
  if (/^(?:resolve|normalize|realpathSync)$/.test(name)) return /^(?:path|posix|win32|fs)$/.test(receiverTail);
  if (/^(?:Clean|Abs|EvalSymlinks)$/.test(name)) return receiverTail === 'filepath' || receiverTail === 'path';
  return name === 'GetFullPath' && receiverTail === 'Path';
}

/** Java and Kotlin: methods of a java.nio Path or java.io File that resolve `..` (normalize(), getCanonicalPath()). */
export function isPathMethodNormalizer(name: string): boolean {
  return /^(?:getCanonicalPath|getCanonicalFile|canonicalPath|canonicalFile|toRealPath|normalize)$/.test(name);
}

/** The parts of a parsed URL that name where it goes: comparing one with a constant bounds a redirect or a request. */
export const URL_HOST_PART = /^(?:netloc|hostname|host|origin|Host|Authority|getHost|getAuthority)$/;

/** What a host check proves: the value still comes from the client, but it goes where the program allows. */
export const HOST_CHECKED: readonly SinkKind[] = ['redirect', 'ssrf'];
