/**
 * PHP expressions to IR (@ast-grep/lang-php's grammar), for ./php.ts. Variables keep their `$` (`$this` is
 * the object); `->`, `?->` and `::` are member access, so `$this->db->query` reads as `this.db.query` for the
 * model rows; `.` concatenates (the IR's `+`); plain function names are lower-cased and lose their
 * namespace (PHP ignores their case); `echo`, `print`, `include`/`require` and backticks are calls of
 * those names, so model rows decide what they are.
 */
import type { SgNode } from '@ast-grep/napi';
import { decodeEscapes } from '../escapes.js';
import type { Arg, Entry, Expr, FunctionIR, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { numberOf, operatorText, rangeOf, unknownOf } from './lowering.js';

export interface PhpLowering {
  called: Set<string>;
  /** Constants the file declares (`const X = ...`, `define('X', ...)`). */
  constants: Set<string>;
  lowerFunction(node: SgNode): FunctionIR;
}

const MEMBER = new Set(['member_access_expression', 'nullsafe_member_access_expression']);
const METHOD_CALL = new Set(['member_call_expression', 'nullsafe_member_call_expression']);
const STRING_PARTS = new Set(['string_content', 'string_value', 'escape_sequence']);
/** `(int) $x`, `(bool) $x`: conversions the models know by these names. */
const CASTS: Record<string, string> = { int: 'intval', integer: 'intval', float: 'floatval', double: 'floatval', real: 'floatval', bool: 'boolval', boolean: 'boolval' };

/** A variable's name as written, `$` included (`$this` is the object, named `this`). */
export function variableName(node: SgNode): string {
  const text = textOf(node);
  return text === '$this' ? 'this' : text;
}

/** A function's name as PHP resolves it: without its namespace, lower-cased. */
export function functionName(text: string): string {
  return (text.split('\\').at(-1) ?? '').toLowerCase();
}

/** The text model rows read for a receiver chain: `$this->db` → `this.db`, `DB::` → `DB`. */
export function chainText(node: SgNode): string {
  const kind = kindOf(node);
  if (kind === 'variable_name') return variableName(node);
  if (MEMBER.has(kind) || METHOD_CALL.has(kind)) {
    const object = fieldOf(node, 'object');
    const name = fieldOf(node, 'name');
    const head = `${object ? chainText(object) : ''}.${name ? textOf(name) : ''}`;
    return METHOD_CALL.has(kind) ? `${head}()` : head;
  }
  if (kind === 'scoped_call_expression' || kind === 'scoped_property_access_expression' || kind === 'class_constant_access_expression') {
    const [scope, name] = named(node);
    return `${scope ? chainText(scope) : ''}.${name ? textOf(name).replace(/^\$/, '') : ''}`;
  }
  if (kind === 'qualified_name' || kind === 'name') return textOf(node).split('\\').at(-1) ?? '';
  return textOf(node).replace(/\s+/g, ' ');
}

/** A string literal: single-quoted text is as written (only `\'` and `\\`); double-quoted and heredoc text substitutes variables. */
function lowerString(node: SgNode, cx: PhpLowering): Expr {
  const range = rangeOf(node);
  const single = textOf(node).startsWith("'") || /^<<<\s*'/.test(textOf(node));
  const parts: Expr[] = [];
  let pending = '';
  let pendingAt: SgNode | undefined;
  const flush = (): void => {
    if (pendingAt) parts.push({ k: 'const', value: pending, range: rangeOf(pendingAt) });
    pending = '';
    pendingAt = undefined;
  };
  const visit = (n: SgNode): void => {
    for (const child of named(n)) {
      const kind = kindOf(child);
      if (kind === 'heredoc_start' || kind === 'heredoc_end' || kind === 'nowdoc_string') continue;
      if (kind === 'heredoc_body' || kind === 'nowdoc_body') {
        visit(child);
        continue;
      }
      if (STRING_PARTS.has(kind)) {
        const text = textOf(child);
        pending += single ? text.replace(/\\(['\\])/g, '$1') : decodeEscapes(text, 'php');
        pendingAt ??= child;
      } else {
        flush();
        parts.push(lowerExpr(child, cx));
      }
    }
  };
  visit(node);
  flush();
  if (parts.every((p) => p.k === 'const')) return { k: 'const', value: parts.map((p) => (p.k === 'const' ? String(p.value) : '')).join(''), range };
  return { k: 'template', parts, range };
}

function argumentsOf(node: SgNode, cx: PhpLowering): Arg[] {
  const list = fieldOf(node, 'arguments') ?? named(node).find((c) => kindOf(c) === 'arguments');
  if (!list) return [];
  return named(list).map((a): Arg => {
    if (kindOf(a) !== 'argument') return { value: lowerExpr(a, cx) };
    const inner = named(a);
    const value = inner.at(-1);
    const spread = textOf(a).startsWith('...');
    const nameNode = inner.length > 1 ? inner[0] : undefined;
    return { value: value ? lowerExpr(value, cx) : unknownOf(a, []), ...(spread ? { spread } : {}), ...(nameNode && kindOf(nameNode) === 'name' ? { name: textOf(nameNode) } : {}) };
  });
}

/** The pattern of a constant PCRE literal (`'/^\\d+$/'` → `^\\d+$`), when it has no modifier that changes anchors. */
function pcrePattern(node: SgNode | undefined, cx: PhpLowering): string | undefined {
  const value = node ? lowerExpr(node, cx) : undefined;
  if (value?.k !== 'const' || typeof value.value !== 'string') return undefined;
  const m = /^([^\w\s\\])(.*)\1([a-zA-Z]*)$/s.exec(value.value);
  return m && !/[mx]/.test(m[3] ?? '') ? m[2] : undefined;
}

/**
 * PHP's checks written as functions, lowered as the checks the engine knows: `in_array($x, LISTA)` is
 * `LISTA.includes($x)`, `preg_match('/^\\d+$/', $x)` is `/^\\d+$/.test($x)`, `ctype_digit($x)` is `$x.isdigit()`.
 */
function checkCall(name: string, node: SgNode, cx: PhpLowering): Expr | undefined {
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
const ROUTE_VERBS = /^(?:get|post|put|patch|delete|options|any|match)$/;

/**
 * A closure registered as a route is an action: a named entry point (decorator `Controller`, its other
 * parameters route segments), not a callback run where it is written.
 */
function routeCall(node: SgNode, object: Expr, name: string, cx: PhpLowering): Expr {
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

function call(node: SgNode, callee: Expr, cx: PhpLowering, isNew = false): Expr {
  return { k: 'call', callee, args: argumentsOf(node, cx), ...(isNew ? { isNew } : {}), text: textOf(node), range: rangeOf(node) };
}

/** A call of one of PHP's language constructs (`echo`, `include`) or of a cast, by its name. */
function construct(name: string, node: SgNode, args: Expr[]): Expr {
  return { k: 'call', callee: { k: 'var', name, range: rangeOf(node) }, args: args.map((value) => ({ value })), text: textOf(node), range: rangeOf(node) };
}

function member(node: SgNode, object: Expr, name: string): Extract<Expr, { k: 'member' }> {
  return { k: 'member', object, name, text: chainText(node), range: rangeOf(node) };
}

function lowerArray(node: SgNode, cx: PhpLowering): Expr {
  const range = rangeOf(node);
  const elements = named(node).filter((c) => kindOf(c) === 'array_element_initializer');
  const keyed = elements.some((e) => named(e).length > 1);
  if (!keyed) {
    const spreads = elements.map((e, i) => (textOf(e).startsWith('...') ? i : -1)).filter((i) => i >= 0);
    return { k: 'list', items: elements.map((e) => lowerExpr(named(e)[0] ?? e, cx)), ...(spreads.length ? { spreads } : {}), range };
  }
  const entries: Entry[] = elements.map((e): Entry => {
    const [first, second] = named(e);
    if (!second) return { value: lowerExpr(first ?? e, cx), range: rangeOf(e) };
    return { key: lowerExpr(first as SgNode, cx), value: lowerExpr(second, cx), range: rangeOf(e) };
  });
  return { k: 'map', entries, range };
}

function lowerBinary(node: SgNode, cx: PhpLowering): Expr {
  const op = operatorText(node);
  const left = lowerExpr(fieldOf(node, 'left') as SgNode, cx);
  const right = lowerExpr(fieldOf(node, 'right') as SgNode, cx);
  const ir = op === '.' ? '+' : op === '+' ? '+num' : op === '===' ? '==' : op === '!==' ? '!=' : op;
  return { k: 'binary', op: ir, left, right, range: rangeOf(node) };
}

export function lowerExpr(node: SgNode, cx: PhpLowering): Expr {
  const range = rangeOf(node);
  const kind = kindOf(node);
  switch (kind) {
    case 'variable_name': {
      const name = variableName(node);
      return name === 'this' ? { k: 'this', range } : { k: 'var', name, range };
    }
    case 'string':
    case 'encapsed_string':
    case 'heredoc':
    case 'nowdoc':
      return lowerString(node, cx);
    case 'integer':
    case 'float': {
      const value = numberOf(textOf(node));
      return { k: 'const', value: Number.isNaN(value) ? 0 : value, range };
    }
    case 'boolean':
      return { k: 'const', value: textOf(node).toLowerCase() === 'true', range };
    case 'null':
      return { k: 'const', value: null, range };
    case 'name':
    case 'qualified_name': {
      const text = textOf(node).split('\\').at(-1) ?? '';
      if (/^(?:true|false)$/i.test(text)) return { k: 'const', value: text.toLowerCase() === 'true', range };
      if (/^null$/i.test(text)) return { k: 'const', value: null, range };
      // A constant the file declares is its value; another (`PHP_EOL`, `CURLOPT_URL`) is PHP's or the program's, named by itself.
      return cx.constants.has(text) ? { k: 'var', name: text, range } : { k: 'const', value: text, range };
    }
    case 'parenthesized_expression':
      return named(node)[0] ? lowerExpr(named(node)[0] as SgNode, cx) : unknownOf(node, []);
    case 'binary_expression':
      return lowerBinary(node, cx);
    case 'unary_op_expression': {
      const operand = named(node)[0];
      const op = operatorText(node);
      return operand ? (op === '@' ? lowerExpr(operand, cx) : { k: 'unary', op, operand: lowerExpr(operand, cx), range }) : unknownOf(node, []);
    }
    case 'cast_expression': {
      const type = textOf(fieldOf(node, 'type') as SgNode).toLowerCase().trim();
      const value = fieldOf(node, 'value');
      const operand = value ? lowerExpr(value, cx) : unknownOf(node, []);
      const fn = CASTS[type];
      return fn ? construct(fn, node, [operand]) : operand;
    }
    case 'conditional_expression': {
      const test = lowerExpr(fieldOf(node, 'condition') as SgNode, cx);
      const body = fieldOf(node, 'body');
      const otherwise = lowerExpr(fieldOf(node, 'alternative') as SgNode, cx);
      // `$a ?: $b` is `$a` when truthy.
      return { k: 'conditional', test, then: body ? lowerExpr(body, cx) : test, else: otherwise, range };
    }
    case 'assignment_expression':
    case 'reference_assignment_expression':
      return { k: 'assign', target: lowerTarget(fieldOf(node, 'left') as SgNode, cx), value: lowerExpr(fieldOf(node, 'right') as SgNode, cx), range };
    case 'augmented_assignment_expression': {
      const op = operatorText(node).replace(/=$/, '');
      const target = lowerTarget(fieldOf(node, 'left') as SgNode, cx);
      const value = lowerExpr(fieldOf(node, 'right') as SgNode, cx);
      if (op === '.') return { k: 'assign', target, value, op: '+', range };
      if (op === '??') return { k: 'assign', target, value: { k: 'binary', op: '??', left: lowerExpr(fieldOf(node, 'left') as SgNode, cx), right: value, range }, range };
      return { k: 'assign', target, value: unknownOf(node, []), range };
    }
    case 'update_expression':
      return unknownOf(node, []);
    case 'subscript_expression': {
      const [object, index] = named(node);
      if (!object) return unknownOf(node, []);
      // `$a['cpf']`: an entry under a constant key reads like a field (`$_SERVER['HTTP_REFERER']`, a row's column).
      const key = index ? lowerExpr(index, cx) : undefined;
      if (key?.k === 'const' && typeof key.value === 'string' && index && kindOf(index) === 'string') return { k: 'member', object: lowerExpr(object, cx), name: key.value, text: textOf(node), range };
      return { k: 'index', object: lowerExpr(object, cx), index: index ? lowerExpr(index, cx) : unknownOf(node, []), text: textOf(node), range };
    }
    case 'member_access_expression':
    case 'nullsafe_member_access_expression': {
      const name = fieldOf(node, 'name');
      return member(node, lowerExpr(fieldOf(node, 'object') as SgNode, cx), name ? textOf(name) : '');
    }
    case 'scoped_property_access_expression':
    case 'class_constant_access_expression': {
      const [scope, name] = named(node);
      const scopeText = scope ? textOf(scope) : '';
      const object: Expr = /^(?:self|static)$/.test(scopeText) ? { k: 'this', range } : { k: 'var', name: chainText(scope ?? node), range };
      return member(node, object, name ? textOf(name).replace(/^\$/, '') : '');
    }
    case 'function_call_expression': {
      const fn = fieldOf(node, 'function') as SgNode;
      if (kindOf(fn) === 'name' || kindOf(fn) === 'qualified_name') {
        const name = functionName(textOf(fn));
        cx.called.add(name);
        return checkCall(name, node, cx) ?? call(node, { k: 'var', name, range: rangeOf(fn) }, cx);
      }
      return call(node, lowerExpr(fn, cx), cx);
    }
    case 'member_call_expression':
    case 'nullsafe_member_call_expression': {
      const object = fieldOf(node, 'object') as SgNode;
      const name = textOf(fieldOf(node, 'name') as SgNode);
      if (textOf(object) === '$this') cx.called.add(name);
      return call(node, { k: 'member', object: lowerExpr(object, cx), name, text: `${chainText(object)}.${name}`, range }, cx);
    }
    case 'scoped_call_expression': {
      const scope = fieldOf(node, 'scope') as SgNode;
      const name = textOf(fieldOf(node, 'name') as SgNode);
      const self = /^(?:self|static|parent)$/.test(textOf(scope));
      if (self) cx.called.add(name);
      const object: Expr = self ? { k: 'this', range: rangeOf(scope) } : { k: 'var', name: chainText(scope), range: rangeOf(scope) };
      if (chainText(scope) === 'Route' && ROUTE_VERBS.test(name)) return routeCall(node, object, name, cx);
      return call(node, { k: 'member', object, name, text: `${self ? 'this' : chainText(scope)}.${name}`, range }, cx);
    }
    case 'object_creation_expression': {
      const type = named(node).find((c) => /name$/.test(kindOf(c)));
      const name = type ? textOf(type).split('\\').at(-1) ?? '' : '';
      return call(node, { k: 'var', name, range: type ? rangeOf(type) : range }, cx, true);
    }
    case 'array_creation_expression':
      return lowerArray(node, cx);
    case 'print_intrinsic':
      return construct('print', node, named(node).map((c) => lowerExpr(c, cx)));
    case 'include_expression':
    case 'include_once_expression':
    case 'require_expression':
    case 'require_once_expression':
      return construct(kind.replace(/_expression$/, ''), node, named(node).map((c) => lowerExpr(c, cx)));
    case 'shell_command_expression':
      return construct('shell_exec', node, [lowerString(node, cx)]);
    case 'exit_statement':
      return construct('exit', node, named(node).map((c) => lowerExpr(c, cx)));
    case 'arrow_function':
    case 'anonymous_function':
    case 'anonymous_function_creation_expression':
      return { k: 'function', fn: cx.lowerFunction(node), range };
    case 'dynamic_variable_name':
      return unknownOf(node, named(node).map((c) => lowerExpr(c, cx)));
  }
  return unknownOf(node, named(node).map((c) => lowerExpr(c, cx)));
}

export function lowerTarget(node: SgNode, cx: PhpLowering): Target {
  const range = rangeOf(node);
  switch (kindOf(node)) {
    case 'variable_name': {
      const name = variableName(node);
      return name === 'this' ? { k: 'unknownTarget', parts: [], range } : { k: 'var', name, range };
    }
    case 'member_access_expression':
    case 'nullsafe_member_access_expression':
    case 'scoped_property_access_expression':
    case 'subscript_expression': {
      const expr = lowerExpr(node, cx);
      if (expr.k === 'index' && kindOf(node) === 'subscript_expression' && named(node).length < 2) return { k: 'index', object: expr.object, index: { k: 'unknown', parts: [], range }, range };
      return expr.k === 'member' || expr.k === 'index' ? expr : { k: 'unknownTarget', parts: [], range };
    }
    case 'list_literal':
    case 'array_creation_expression': {
      const items = named(node).map((c) => (kindOf(c) === 'array_element_initializer' ? (named(c).at(-1) ?? c) : c));
      return { k: 'listPattern', items: items.map((i) => lowerTarget(i, cx)), range };
    }
    case 'by_ref':
      return named(node)[0] ? lowerTarget(named(node)[0] as SgNode, cx) : { k: 'unknownTarget', parts: [], range };
  }
  return { k: 'unknownTarget', parts: [], range };
}
