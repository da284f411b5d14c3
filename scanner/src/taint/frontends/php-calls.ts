/**
 * PHP's calls to IR, for ./php-expressions.ts: argument lists, checks written as functions (in_array,
 * preg_match, ctype_digit) lowered as the checks the engine knows, array_map/sprintf, and Laravel's route
 * registrations. Sub-expressions are lowered through the state's `lowerExpr`.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Arg, Expr } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { rangeOf, unknownOf } from './lowering.js';
import { functionName, type PhpLowering } from './php-names.js';

function argumentsOf(node: SgNode, cx: PhpLowering): Arg[] {
  const list = fieldOf(node, 'arguments') ?? named(node).find((c) => kindOf(c) === 'arguments');
  if (!list) return [];
  return named(list).map((a): Arg => {
    if (kindOf(a) !== 'argument') return { value: cx.lowerExpr(a) };
    const inner = named(a);
    const value = inner.at(-1);
    const spread = textOf(a).startsWith('...');
    const nameNode = inner.length > 1 ? inner[0] : undefined;
    return { value: value ? cx.lowerExpr(value) : unknownOf(a, []), ...(spread ? { spread } : {}), ...(nameNode && kindOf(nameNode) === 'name' ? { name: textOf(nameNode) } : {}) };
  });
}

/** The pattern of a constant PCRE literal (`'/^\\d+$/'` → `^\\d+$`), when it has no modifier that changes anchors. */
function pcrePattern(node: SgNode | undefined, cx: PhpLowering): string | undefined {
  const value = node ? cx.lowerExpr(node) : undefined;
  if (value?.k !== 'const' || typeof value.value !== 'string') return undefined;
  const m = /^([^\w\s\\])(.*)\1([a-zA-Z]*)$/s.exec(value.value);
  return m && !/[mx]/.test(m[3] ?? '') ? m[2] : undefined;
}

/**
 * PHP's checks written as functions, lowered as the checks the engine knows: `in_array($x, LISTA)` is
 * `LISTA.includes($x)`, `preg_match('/^\\d+$/', $x)` is `/^\\d+$/.test($x)`, `ctype_digit($x)` is `$x.isdigit()`.
 */
export function checkCall(name: string, node: SgNode, cx: PhpLowering): Expr | undefined {
  const range = rangeOf(node);
  const args = argumentsOf(node, cx);
  const [first, second] = args.map((a) => a.value);
  const method = (object: Expr, method: string, arg?: Expr): Expr => ({ k: 'call', callee: { k: 'member', object, name: method, text: `${textOf(node)}.${method}`, range }, args: arg ? [{ value: arg }] : [], text: textOf(node), range });
  if (name === 'in_array' && first && second) return method(second, 'includes', first);
  if (name === 'preg_match' && args.length === 2 && second) {
    const list = fieldOf(node, 'arguments');
    const patternNode = list ? named(list)[0] : undefined;
    const pattern = pcrePattern(patternNode && kindOf(patternNode) === 'argument' ? named(patternNode).at(-1) : patternNode, cx);
    if (pattern !== undefined) return method({ k: 'regex', pattern, range }, 'test', second);
  }
  if (name === 'str_starts_with' && first && second) return method(first, 'startsWith', second);
  // parse_url($u, PHP_URL_HOST) is the parsed URL's host.
  if (name === 'parse_url' && first && second?.k === 'const' && second.value === 'PHP_URL_HOST') {
    return { k: 'member', object: { k: 'call', callee: { k: 'var', name, range }, args: [{ value: first }], text: textOf(node), range }, name: 'host', text: textOf(node), range };
  }
  // The raw body read as a stream.
  if ((name === 'file_get_contents' || name === 'fopen') && first?.k === 'const' && first.value === 'php://input') return { k: 'var', name: 'php://input', range };
  if (name === 'array_map' && first && second && args.length === 2) return mapped(node, first, second);
  if (name === 'sprintf' && first?.k === 'const' && typeof first.value === 'string') return formatted(first.value, args.slice(1).map((a) => a.value), node);
  // array_filter($xs, $f), array_walk($xs, $f): the callback runs on each element of the collection, which they hand back.
  const collection = /^array_(?:filter|walk)$/.test(name) ? first : undefined;
  if (collection && second) return { k: 'call', callee: { k: 'member', object: collection, name, text: `${textOf(node)}.${name}`, range }, args: [{ value: second }], text: textOf(node), range };
  const classCheck: Record<string, string> = { ctype_digit: 'isdigit', is_numeric: 'isnumeric', ctype_alnum: 'isalnum', ctype_alpha: 'isalpha' };
  if (classCheck[name] && first) return method(first, classCheck[name] as string);
  return undefined;
}

/**
 * `array_map($f, $xs)`: a list of what the callback makes of an element. A closure becomes a helper of the
 * file (run only through this call), a function named by a string (`'intval'`) a call of that function.
 */
function mapped(node: SgNode, callback: Expr, collection: Expr): Expr {
  const range = rangeOf(node);
  const element: Expr = { k: 'index', object: collection, index: { k: 'unknown', parts: [], range }, range };
  if (callback.k === 'function') {
    // The closure held in a name of its own, then called with an element.
    const held = `array_map#${callback.fn.id}`;
    const apply: Expr = { k: 'call', callee: { k: 'var', name: held, range }, args: [{ value: element }], text: textOf(node), range };
    return { k: 'list', items: [{ k: 'unknown', parts: [{ k: 'assign', target: { k: 'var', name: held, range }, value: callback, range }, apply], range }], range };
  }
  if (callback.k === 'const' && typeof callback.value === 'string') {
    return { k: 'list', items: [{ k: 'call', callee: { k: 'var', name: functionName(callback.value), range }, args: [{ value: element }], text: textOf(node), range }], range };
  }
  return { k: 'call', callee: { k: 'member', object: collection, name: 'array_map', text: `${textOf(node)}.array_map`, range }, args: [{ value: callback }], text: textOf(node), range };
}

/** One conversion of a sprintf format (`%s`, `%05.2f`, `%2$d`, `%%`). */
const CONVERSION = /%(?:(\d+)\$)?[-+ 0]*(?:'.)?\d*(?:\.\d+)?([%bcdeEfFgGosuxX])/g;

/** `sprintf('... %s ... %d', $a, $b)` with a constant format: its constant pieces and arguments in order, numeric conversions as numbers. */
function formatted(format: string, args: readonly Expr[], node: SgNode): Expr | undefined {
  const range = rangeOf(node);
  const parts: Expr[] = [];
  let at = 0;
  let next = 0;
  for (const m of format.matchAll(CONVERSION)) {
    parts.push({ k: 'const', value: format.slice(at, m.index), range });
    at = (m.index ?? 0) + m[0].length;
    if (m[2] === '%') {
      parts.push({ k: 'const', value: '%', range });
      continue;
    }
    const arg = args[m[1] ? Number(m[1]) - 1 : next++];
    if (!arg) return undefined;
    parts.push(/[sS]/.test(m[2] ?? '') ? arg : { k: 'call', callee: { k: 'var', name: 'intval', range }, args: [{ value: arg }], text: textOf(node), range });
  }
  parts.push({ k: 'const', value: format.slice(at), range });
  return { k: 'template', parts, range };
}

/** Laravel's route registrations: `Route::get('/x/{id}', function (Request $request, $id) {...})`. */
export const ROUTE_VERBS = /^(?:get|post|put|patch|delete|options|any|match)$/;

/**
 * A closure registered as a route is an action: a named entry point (decorator `Controller`, its other
 * parameters route segments), not a callback run where it is written.
 */
export function routeCall(node: SgNode, object: Expr, name: string, cx: PhpLowering): Expr {
  const lowered = call(node, { k: 'member', object, name, text: `Route.${name}`, range: rangeOf(node) }, cx);
  if (lowered.k !== 'call') return lowered;
  const path = lowered.args[0]?.value;
  const args = lowered.args.map((a) => {
    if (a.value.k !== 'function') return a;
    a.value.fn.name = `Route::${name} ${path?.k === 'const' ? String(path.value) : ''}`.trim();
    a.value.fn.decorators = ['Controller'];
    return { value: { k: 'const', value: a.value.fn.name, range: a.value.range } as Expr };
  });
  return { ...lowered, args };
}

export function call(node: SgNode, callee: Expr, cx: PhpLowering, isNew = false): Expr {
  return { k: 'call', callee, args: argumentsOf(node, cx), ...(isNew ? { isNew } : {}), text: textOf(node), range: rangeOf(node) };
}

/** A call of one of PHP's language constructs (`echo`, `include`) or of a cast, by its name. */
export function construct(name: string, node: SgNode, args: Expr[]): Expr {
  return { k: 'call', callee: { k: 'var', name, range: rangeOf(node) }, args: args.map((value) => ({ value })), text: textOf(node), range: rangeOf(node) };
}
