/**
 * C# expressions and assignment targets to IR (statements and declarations live in ./csharp.ts).
 * `this.X` and a bare name of one of the class's fields or properties are the object's state; a call on
 * `this` (or a bare `Redirect(...)` inside a controller) is a plain call; `new T(...) { A = b }` is a
 * constructor call whose initializer entries are named arguments; `$"..."` is a template; `x?.M()` is `x.M()`.
 */
import type { SgNode } from '@ast-grep/napi';
import { decodeEscapes } from '../escapes.js';
import type { Arg, Expr, FunctionIR, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { numberOf, operatorText, rangeOf, unknownOf } from './lowering.js';

export interface CsLowering {
  called: Set<string>;
  /** Fields and properties of the class being lowered (a bare name of one is `this.name`). */
  fields: ReadonlySet<string>;
  /** Names declared in the method being lowered (parameters, locals): they hide a field of the same name. */
  locals: Set<string>;
  lowerFunction(node: SgNode, options?: { name?: string; decorators?: string[] }): FunctionIR;
}

/** Minimal API registrations whose lambda is a route handler (its parameters are bound from the request). */
const MAP_METHODS = /^Map(?:Get|Post|Put|Delete|Patch|Methods)$/;
const TRANSPARENT = new Set(['parenthesized_expression', 'await_expression', 'checked_expression', 'ref_expression', 'postfix_unary_expression']);

/** The last segment of a type, without namespace, generic arguments, nullability or array ranks (`ILogger<T>?` → ILogger). */
export function simpleType(text: string): string {
  return text.replace(/<.*$/s, '').replace(/[?[\]\s]/g, '').split('.').at(-1) ?? '';
}

function stringValue(node: SgNode): string {
  const text = textOf(node);
  if (kindOf(node) === 'verbatim_string_literal') return text.slice(2, -1).replace(/""/g, '"');
  if (kindOf(node) === 'raw_string_literal') return text.replace(/^"{3,}|"{3,}$/g, '');
  return decodeEscapes(text.replace(/^u8/, '').slice(1, -1).replace(/"u8$/, ''), 'javascript');
}

/** `$"SELECT ... '{conta}'"`: the constant pieces and the interpolated expressions, in order. */
function lowerInterpolated(node: SgNode, cx: CsLowering): Expr {
  const range = rangeOf(node);
  const verbatim = /^\$?@|^@\$/.test(textOf(node));
  const parts: Expr[] = [];
  for (const child of named(node)) {
    const kind = kindOf(child);
    if (kind === 'string_content' || kind === 'escape_sequence') {
      const text = textOf(child);
      parts.push({ k: 'const', value: verbatim || kind === 'string_content' ? text : decodeEscapes(text, 'javascript'), range: rangeOf(child) });
    } else if (kind === 'interpolation') {
      const inner = named(child).find((c) => !/^interpolation_(?:brace|alignment_clause|format_clause)$/.test(kindOf(c)));
      parts.push(inner ? lowerExpr(inner, cx) : unknownOf(child, []));
    }
  }
  if (parts.every((p) => p.k === 'const')) return { k: 'const', value: parts.map((p) => (p.k === 'const' ? String(p.value) : '')).join(''), range };
  return { k: 'template', parts, range };
}

/** Arguments, with C#'s named ones (`a: 1`) kept by name and `out`/`ref` modifiers dropped. */
function lowerArgs(list: SgNode | null, cx: CsLowering, route?: string): Arg[] {
  return (list ? named(list) : []).filter((a) => kindOf(a) === 'argument').map((arg): Arg => {
    const parts = named(arg);
    const value = parts.at(-1);
    const name = parts.length > 1 && kindOf(parts[0] as SgNode) === 'identifier' ? textOf(parts[0] as SgNode) : undefined;
    if (!value) return { value: unknownOf(arg, []) };
    // `out var id` / `out n`: the callee writes the variable (TryParse's number, a reader's result), nothing the caller handed it.
    if (/^out\s/.test(textOf(arg))) {
      const nameNode = kindOf(value) === 'declaration_expression' ? named(value).at(-1) : value;
      if (nameNode && kindOf(nameNode) === 'identifier') {
        cx.locals.add(textOf(nameNode));
        return { value: { k: 'assign', target: { k: 'var', name: textOf(nameNode), range: rangeOf(nameNode) }, value: unknownOf(arg, []), range: rangeOf(arg) } };
      }
    }
    const lowered = route && kindOf(value) === 'lambda_expression'
      ? { k: 'function' as const, fn: cx.lowerFunction(value, { name: route, decorators: ['MapRoute'] }), range: rangeOf(value) }
      : lowerExpr(value, cx);
    return { value: lowered, ...(name ? { name } : {}) };
  });
}

/** `new T(a) { A = b, C = d }`: the constructor with the initializer's entries as named arguments; a collection initializer is a list. */
function lowerCreation(node: SgNode, cx: CsLowering): Expr {
  const range = rangeOf(node);
  const type = fieldOf(node, 'type');
  const initializer = named(node).find((c) => kindOf(c) === 'initializer_expression');
  const args = lowerArgs(fieldOf(node, 'arguments'), cx);
  const entries = initializer ? named(initializer) : [];
  for (const entry of entries) {
    if (kindOf(entry) === 'assignment_expression') {
      const left = fieldOf(entry, 'left');
      const right = fieldOf(entry, 'right');
      if (!left || !right) continue;
      const name = textOf(left).replace(/^\[|\]$/g, '');
      // `Arguments = x` writes the new object's property (a property sink is checked on its own line); the value is also a named argument.
      const object: Expr = { k: 'var', name: type ? simpleType(textOf(type)) : '', range: rangeOf(entry) };
      const value = lowerExpr(right, cx);
      args.push({ name, value: kindOf(left) === 'identifier' && type ? { k: 'assign', target: { k: 'member', object, name, text: `${textOf(type)}.${name}`, range: rangeOf(entry) }, value, range: rangeOf(entry) } : value });
    } else {
      args.push({ value: lowerExpr(entry, cx) });
    }
  }
  // A collection initializer (`new List<string> { "a" }`, `new Dictionary<string, string> { ["k"] = v, { "k2", w } }`): the collection itself.
  const keyed = entries.filter((e) => kindOf(e) === 'initializer_expression' || (kindOf(e) === 'assignment_expression' && /^\[/.test(textOf(fieldOf(e, 'left') as SgNode))));
  if (initializer && !fieldOf(node, 'arguments')?.children().some((c) => c.isNamed()) && keyed.length === entries.length && entries.length) {
    return { k: 'map', entries: keyed.map((e) => {
      const [key, value] = kindOf(e) === 'initializer_expression' ? named(e) : [named(fieldOf(e, 'left') as SgNode).flatMap((c) => named(c)).at(-1), fieldOf(e, 'right')];
      return { ...(key ? { key: lowerExpr(named(key).at(-1) && kindOf(key) === 'argument' ? (named(key).at(-1) as SgNode) : key, cx) } : {}), value: value ? lowerExpr(value, cx) : unknownOf(e, []), range: rangeOf(e) };
    }), range };
  }
  const constructorArgs = fieldOf(node, 'arguments')?.children().some((c) => c.isNamed()) ?? false;
  if (initializer && !constructorArgs && !entries.some((e) => kindOf(e) === 'assignment_expression')) return { k: 'list', items: args.map((a) => a.value), range };
  if (!type) return { k: 'list', items: args.map((a) => a.value), range };
  return { k: 'call', isNew: true, callee: { k: 'var', name: simpleType(textOf(type)), range: rangeOf(type) }, args, text: textOf(node), range };
}

function lowerInvocation(node: SgNode, cx: CsLowering): Expr {
  const range = rangeOf(node);
  const fn = fieldOf(node, 'function') as SgNode;
  let callee: Expr;
  if (kindOf(fn) === 'identifier' || kindOf(fn) === 'generic_name') {
    const name = kindOf(fn) === 'generic_name' ? textOf(named(fn)[0] as SgNode) : textOf(fn);
    cx.called.add(name);
    callee = { k: 'var', name, range: rangeOf(fn) };
  } else if (kindOf(fn) === 'member_access_expression' && named(fn).length === 1) {
    // `this.Metodo(...)`: a method of the class, called by its name.
    const name = textOf(fieldOf(fn, 'name') as SgNode).replace(/<.*$/s, '');
    cx.called.add(name);
    callee = { k: 'var', name, range: rangeOf(fn) };
  } else {
    callee = lowerExpr(fn, cx);
  }
  // Named after the registration (`app.MapGet("/x", ...)`), a name no code can call: an entry point of its own.
  const route = callee.k === 'member' && MAP_METHODS.test(callee.name) ? `${callee.name} ${textOf(fieldOf(node, 'arguments') as SgNode).slice(0, 60)}` : undefined;
  return { k: 'call', callee, args: lowerArgs(fieldOf(node, 'arguments'), cx, route), text: textOf(node), range };
}

/** `a.b.C`, with generic method names (`Query<Conta>`) reduced to their name. */
function lowerMember(node: SgNode, cx: CsLowering): Expr {
  const range = rangeOf(node);
  const nameNode = fieldOf(node, 'name') as SgNode;
  const name = textOf(nameNode).replace(/<.*$/s, '');
  const objectNode = fieldOf(node, 'expression');
  const object: Expr = objectNode ? lowerExpr(objectNode, cx) : { k: 'this', range };
  return { k: 'member', object, name, text: objectNode ? `${textOf(objectNode)}.${name}` : `this.${name}`, range };
}

export function lowerExpr(node: SgNode, cx: CsLowering): Expr {
  const range = rangeOf(node);
  const kind = kindOf(node);
  if (TRANSPARENT.has(kind)) return named(node)[0] ? lowerExpr(named(node)[0] as SgNode, cx) : unknownOf(node, []);
  switch (kind) {
    case 'identifier': {
      const name = textOf(node);
      if (cx.fields.has(name) && !cx.locals.has(name)) return { k: 'member', object: { k: 'this', range }, name, text: `this.${name}`, range };
      return { k: 'var', name, range };
    }
    case 'this_expression':
    case 'this':
      return { k: 'this', range };
    case 'string_literal':
    case 'verbatim_string_literal':
    case 'raw_string_literal':
      return { k: 'const', value: stringValue(node), range };
    case 'character_literal':
      return { k: 'const', value: textOf(node).slice(1, -1), range };
    case 'interpolated_string_expression':
      return lowerInterpolated(node, cx);
    case 'integer_literal':
    case 'real_literal': {
      const value = numberOf(textOf(node).replace(/[uUlLfFdDmM]+$/, ''));
      return { k: 'const', value: Number.isNaN(value) ? 0 : value, range };
    }
    case 'boolean_literal':
      return { k: 'const', value: textOf(node) === 'true', range };
    case 'null_literal':
      return { k: 'const', value: null, range };
    case 'binary_expression':
      return { k: 'binary', op: operatorText(node), left: lowerExpr(fieldOf(node, 'left') as SgNode, cx), right: lowerExpr(fieldOf(node, 'right') as SgNode, cx), range };
    case 'prefix_unary_expression': {
      const operand = named(node)[0];
      return operand ? { k: 'unary', op: operatorText(node), operand: lowerExpr(operand, cx), range } : unknownOf(node, []);
    }
    case 'conditional_expression': {
      const [test, then, otherwise] = named(node);
      return test && then && otherwise ? { k: 'conditional', test: lowerExpr(test, cx), then: lowerExpr(then, cx), else: lowerExpr(otherwise, cx), range } : unknownOf(node, []);
    }
    case 'cast_expression': {
      const value = fieldOf(node, 'value') ?? named(node).at(-1);
      const type = fieldOf(node, 'type');
      const simple = type ? simpleType(textOf(type)) : '';
      // `(int)x`: a call of the type, so numeric conversions are sanitizer rows; `(string)x` is x.
      if (!value) return unknownOf(node, []);
      return simple && simple !== 'string' && simple !== 'object' ? { k: 'call', callee: { k: 'var', name: simple, range }, args: [{ value: lowerExpr(value, cx) }], text: textOf(node), range } : lowerExpr(value, cx);
    }
    case 'as_expression':
    case 'is_expression':
      return kind === 'as_expression' && named(node)[0] ? lowerExpr(named(node)[0] as SgNode, cx) : { k: 'const', value: false, range };
    case 'member_access_expression':
      return lowerMember(node, cx);
    case 'conditional_access_expression': {
      // `x?.A`: the binding (`.A`) read on x.
      const [object, binding] = named(node);
      if (!object || !binding) return unknownOf(node, []);
      const nameNode = kindOf(binding) === 'member_binding_expression' ? (fieldOf(binding, 'name') ?? named(binding)[0]) : null;
      if (!nameNode) return unknownOf(node, [lowerExpr(object, cx)]);
      const name = textOf(nameNode).replace(/<.*$/s, '');
      return { k: 'member', object: lowerExpr(object, cx), name, text: `${textOf(object)}.${name}`, range };
    }
    case 'element_access_expression': {
      const object = fieldOf(node, 'expression') as SgNode;
      const subscript = fieldOf(node, 'subscript');
      const index = subscript ? named(subscript).map((a) => named(a).at(-1)).find(Boolean) : undefined;
      return { k: 'index', object: lowerExpr(object, cx), index: index ? lowerExpr(index, cx) : unknownOf(node, []), text: textOf(node), range };
    }
    case 'invocation_expression':
      return lowerInvocation(node, cx);
    case 'object_creation_expression':
    case 'implicit_object_creation_expression':
      return lowerCreation(node, cx);
    case 'array_creation_expression':
    case 'implicit_array_creation_expression':
    case 'initializer_expression':
    case 'collection_expression': {
      const init = kind === 'initializer_expression' || kind === 'collection_expression' ? node : named(node).find((c) => kindOf(c) === 'initializer_expression');
      return { k: 'list', items: (init ? named(init) : []).map((c) => lowerExpr(kindOf(c) === 'expression_element' || kindOf(c) === 'spread_element' ? (named(c)[0] ?? c) : c, cx)), range };
    }
    case 'assignment_expression': {
      const left = fieldOf(node, 'left') as SgNode;
      const op = operatorText(node).replace(/=$/, '');
      return { k: 'assign', target: lowerTarget(left, cx), value: lowerExpr(fieldOf(node, 'right') as SgNode, cx), ...(op ? { op: op === '??' ? '??' : op } : {}), range };
    }
    case 'lambda_expression':
    case 'anonymous_method_expression':
      return { k: 'function', fn: cx.lowerFunction(node), range };
    case 'tuple_expression':
      return { k: 'list', items: named(node).map((a) => (named(a).at(-1) ? lowerExpr(named(a).at(-1) as SgNode, cx) : unknownOf(a, []))), range };
    case 'typeof_expression':
    case 'sizeof_expression':
    case 'default_expression':
      return unknownOf(node, []);
  }
  // Types, patterns, switch expressions, queries: what their expression parts carry.
  return unknownOf(node, named(node).map((c) => lowerExpr(c, cx)));
}

export function lowerTarget(node: SgNode, cx: CsLowering): Target {
  const range = rangeOf(node);
  switch (kindOf(node)) {
    case 'identifier': {
      const name = textOf(node);
      if (name === '_') return { k: 'unknownTarget', parts: [], range };
      if (cx.fields.has(name) && !cx.locals.has(name)) return { k: 'member', object: { k: 'this', range }, name, text: `this.${name}`, range };
      return { k: 'var', name, range };
    }
    case 'member_access_expression':
    case 'element_access_expression':
    case 'conditional_access_expression': {
      const expr = lowerExpr(node, cx);
      return expr.k === 'member' || expr.k === 'index' ? expr : { k: 'unknownTarget', parts: [], range };
    }
    case 'parenthesized_expression':
      return named(node)[0] ? lowerTarget(named(node)[0] as SgNode, cx) : { k: 'unknownTarget', parts: [], range };
    case 'tuple_pattern':
    case 'parenthesized_variable_designation':
      return { k: 'listPattern', items: named(node).map((a) => lowerTarget(a, cx)), range };
    case 'tuple_expression':
      return { k: 'listPattern', items: named(node).map((a) => lowerTarget(named(a).at(-1) ?? a, cx)), range };
  }
  return { k: 'unknownTarget', parts: [], range };
}
