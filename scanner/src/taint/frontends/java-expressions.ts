/**
 * Java expressions and assignment targets to IR (statements and declarations live in ./java.ts).
 * `this.x` and a bare name of one of the class's fields are the object's state; a call on `this` (or
 * without receiver) is a plain call of a method of the file; `new T(...)` is a constructor call of T's
 * simple name; a cast to a number type is a call of that type (a sanitizer row), any other cast is its
 * value. A call on a variable declared with a library type is written `Type.method` (Java says what the
 * receiver is: `Runtime r; r.exec(c)` is `Runtime.exec`, whatever the variable is named).
 */
import type { SgNode } from '@ast-grep/napi';
import { decodeEscapes } from '../escapes.js';
import type { Arg, Expr, FunctionIR, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { lowerString, numberOf, operatorText, rangeOf, unknownOf } from './lowering.js';

export interface JavaLowering {
  called: Set<string>;
  /** Fields of the class being lowered (a bare name of one is `this.name`). */
  fields: ReadonlySet<string>;
  /** Names declared in the method being lowered (parameters, locals): they hide a field of the same name. */
  locals: Set<string>;
  /** Declared simple types of the method's locals (parameters and fields keep their names in traces). */
  types: Map<string, string>;
  /** Classes declared in the file: a variable of one of them keeps its own name as receiver. */
  classes: ReadonlySet<string>;
  /** Methods of the file that return a number or a boolean (`int getPrazo()`), whatever object they are called on. */
  numberMethods: ReadonlySet<string>;
  /** Locals holding a URL parsed from a string (`URI uri = URI.create(destino)`): the parse, for host checks. */
  parsedUrls: Map<string, SgNode>;
  lowerFunction(node: SgNode): FunctionIR;
}

const TRANSPARENT = new Set(['parenthesized_expression', 'expression_statement']);
const LIST_TYPES = /^(?:ArrayList|LinkedList|Vector|Stack|ArrayDeque|HashSet|LinkedHashSet|TreeSet|CopyOnWriteArrayList)$/;
const MAP_TYPES = /^(?:HashMap|LinkedHashMap|TreeMap|Hashtable|ConcurrentHashMap)$/;
const NUMBER_TYPES = /^(?:int|long|short|byte|double|float|char|Integer|Long|Short|Byte|Double|Float)$/;

/** The last segment of a type, without package, generic arguments or array dimensions (`java.util.List<String>[]` → List). */
export function simpleType(text: string): string {
  return text.replace(/<.*$/s, '').replace(/[[\]\s]|\.\.\./g, '').split('.').at(-1) ?? '';
}

function lowerArgs(list: SgNode | null, cx: JavaLowering): Arg[] {
  return (list ? named(list) : []).map((a) => ({ value: lowerExpr(a, cx) }));
}

/** `r.exec(c)` with `Runtime r`: the callee's text names the declared type (see the file's comment). */
function receiverText(object: SgNode, cx: JavaLowering): string {
  const text = textOf(object);
  if (kindOf(object) !== 'identifier') return text;
  const type = cx.types.get(text);
  return type && !cx.classes.has(type) && /^[A-Z]/.test(type) ? type : text;
}

const LIST_FACTORIES = /^(?:(?:List|Set)\.of|Arrays\.asList|Collections\.singletonList|Stream\.of)$/;

/**
 * Calls whose meaning the IR has a node for: `List.of(a, b)` is a list and `Map.of("k", v)` a map;
 * `a.equals(b)` compares (an allow-list check, folded between constants); `x.matches("\\d{11}")`
 * matches the whole string, an anchored regex; `Pattern.compile("...")` of a constant is a regex.
 */
function libraryValue(name: string, object: SgNode, args: readonly Arg[], node: SgNode, cx: JavaLowering): Expr | undefined {
  const range = rangeOf(node);
  const qualified = `${simpleType(textOf(object))}.${name}`;
  const [first] = args.map((a) => a.value);
  if (LIST_FACTORIES.test(qualified)) return { k: 'list', items: args.map((a) => a.value), range };
  if (qualified === 'Map.of' && args.length % 2 === 0) return { k: 'map', entries: args.flatMap((a, i) => (i % 2 === 0 ? [{ key: a.value, value: (args[i + 1] as Arg).value, range: a.value.range }] : [])), range };
  // Constant last (`"pix".equals(x)` is `x == "pix"`): a host check reads its left side.
  if (name === 'equals' && first && args.length === 1) {
    const receiver = lowerExpr(object, cx);
    return receiver.k === 'const' ? { k: 'binary', op: '==', left: first, right: receiver, range } : { k: 'binary', op: '==', left: receiver, right: first, range };
  }
  const pattern = name === 'matches' ? first : name === 'compile' && qualified === 'Pattern.compile' ? first : undefined;
  if (pattern?.k === 'const' && typeof pattern.value === 'string' && args.length === 1 && qualified !== 'Pattern.matches') {
    const regex: Expr = { k: 'regex', pattern: name === 'matches' ? `^(?:${pattern.value})$` : pattern.value, range: pattern.range };
    return name === 'matches' ? { k: 'call', callee: { k: 'member', object: lowerExpr(object, cx), name, text: `${textOf(object)}.${name}`, range }, args: [{ value: regex }], text: textOf(node), range } : regex;
  }
  return undefined;
}

function lowerInvocation(node: SgNode, cx: JavaLowering): Expr {
  const range = rangeOf(node);
  const nameNode = fieldOf(node, 'name') as SgNode;
  const name = textOf(nameNode);
  const object = fieldOf(node, 'object');
  const args = lowerArgs(fieldOf(node, 'arguments'), cx);
  if (!object || kindOf(object) === 'this') {
    cx.called.add(name);
    return { k: 'call', callee: { k: 'var', name, range: rangeOf(nameNode) }, args, text: textOf(node), range };
  }
  // `uri.getHost()` of `URI uri = URI.create(destino)`: the host of that parse, so a host check bounds destino.
  const parsed = kindOf(object) === 'identifier' && args.length === 0 && /^(?:getHost|getAuthority)$/.test(name) ? cx.parsedUrls.get(textOf(object)) : undefined;
  if (parsed) return { k: 'member', object: lowerExpr(parsed, cx), name, text: `${textOf(parsed)}.${name}`, range };
  const built = libraryValue(name, object, args, node, cx);
  if (built) return built;
  const callee: Expr = { k: 'member', object: kindOf(object) === 'super' ? { k: 'this', range } : lowerExpr(object, cx), name, text: `${receiverText(object, cx)}.${name}`, range: rangeOf(nameNode) };
  const call: Expr = { k: 'call', callee, args, text: textOf(node), range };
  // `pedido.getPrazo()` of a bound DTO the file declares with `int getPrazo()`: a number, whatever the object held.
  return cx.numberMethods.has(name) ? { k: 'call', callee: { k: 'var', name: 'int', range }, args: [{ value: call }], text: textOf(node), range } : call;
}

/** `new T(a)`: a call of T; an anonymous class body's methods are functions of the file (entry points of their own). */
function lowerCreation(node: SgNode, cx: JavaLowering): Expr {
  const range = rangeOf(node);
  const type = fieldOf(node, 'type');
  const body = named(node).find((c) => kindOf(c) === 'class_body');
  for (const member of body ? named(body) : []) if (kindOf(member) === 'method_declaration') cx.lowerFunction(member);
  const args = lowerArgs(fieldOf(node, 'arguments'), cx);
  // A new, empty list or map (a capacity is no content): its elements are then known by place.
  const simple = type ? simpleType(textOf(type)) : '';
  const empty = !body && args.every((a) => a.value.k === 'const' && typeof a.value.value === 'number');
  if (empty && LIST_TYPES.test(simple)) return { k: 'list', items: [], range };
  if (empty && MAP_TYPES.test(simple)) return { k: 'map', entries: [], range };
  return { k: 'call', isNew: true, callee: { k: 'var', name: type ? simpleType(textOf(type)) : '', range }, args, text: textOf(node), range };
}

/** `org.owasp.helpers.Utils` (a package path, no variable of the file): the class `Utils`, a free name like an imported one. */
function packagedClass(node: SgNode, cx: JavaLowering): Expr | undefined {
  const match = /^([a-z_]\w*)(?:\.[a-z_]\w*)*\.([A-Z]\w*)$/.exec(textOf(node));
  if (!match || cx.locals.has(match[1] as string) || cx.fields.has(match[1] as string)) return undefined;
  return { k: 'var', name: match[2] as string, range: rangeOf(node) };
}

function lowerName(node: SgNode, cx: JavaLowering): Expr {
  const name = textOf(node);
  const range = rangeOf(node);
  if (cx.fields.has(name) && !cx.locals.has(name)) return { k: 'member', object: { k: 'this', range }, name, text: `this.${name}`, range };
  return { k: 'var', name, range };
}

export function lowerExpr(node: SgNode, cx: JavaLowering): Expr {
  const range = rangeOf(node);
  const kind = kindOf(node);
  if (TRANSPARENT.has(kind)) return named(node)[0] ? lowerExpr(named(node)[0] as SgNode, cx) : unknownOf(node, []);
  switch (kind) {
    case 'identifier':
      return lowerName(node, cx);
    case 'this':
      return { k: 'this', range };
    case 'string_literal':
      return lowerString(node, 'java', (part) => unknownOf(part, []));
    case 'character_literal':
      return { k: 'const', value: decodeEscapes(textOf(node).slice(1, -1), 'java'), range };
    case 'decimal_integer_literal':
    case 'hex_integer_literal':
    case 'octal_integer_literal':
    case 'binary_integer_literal':
    case 'decimal_floating_point_literal':
    case 'hex_floating_point_literal': {
      const value = numberOf(textOf(node).replace(/[lLfFdD]$/, ''));
      return { k: 'const', value: Number.isNaN(value) ? 0 : value, range };
    }
    case 'true':
    case 'false':
      return { k: 'const', value: kind === 'true', range };
    case 'null_literal':
      return { k: 'const', value: null, range };
    case 'binary_expression':
      return { k: 'binary', op: operatorText(node), left: lowerExpr(fieldOf(node, 'left') as SgNode, cx), right: lowerExpr(fieldOf(node, 'right') as SgNode, cx), range };
    case 'unary_expression': {
      const operand = fieldOf(node, 'operand') as SgNode;
      return { k: 'unary', op: operatorText(node), operand: lowerExpr(operand, cx), range };
    }
    case 'update_expression':
      return unknownOf(node, []);
    case 'ternary_expression':
      return { k: 'conditional', test: lowerExpr(fieldOf(node, 'condition') as SgNode, cx), then: lowerExpr(fieldOf(node, 'consequence') as SgNode, cx), else: lowerExpr(fieldOf(node, 'alternative') as SgNode, cx), range };
    case 'cast_expression': {
      const value = fieldOf(node, 'value') as SgNode;
      const type = simpleType(textOf(fieldOf(node, 'type') as SgNode));
      return NUMBER_TYPES.test(type) ? { k: 'call', callee: { k: 'var', name: type, range }, args: [{ value: lowerExpr(value, cx) }], text: textOf(node), range } : lowerExpr(value, cx);
    }
    case 'instanceof_expression':
      return unknownOf(node, []);
    case 'field_access': {
      const qualified = packagedClass(node, cx);
      if (qualified) return qualified;
      const object = fieldOf(node, 'object') as SgNode;
      const name = textOf(fieldOf(node, 'field') as SgNode);
      const base: Expr = kindOf(object) === 'this' ? { k: 'this', range: rangeOf(object) } : lowerExpr(object, cx);
      return { k: 'member', object: base, name, text: textOf(node), range };
    }
    case 'array_access':
      return { k: 'index', object: lowerExpr(fieldOf(node, 'array') as SgNode, cx), index: lowerExpr(fieldOf(node, 'index') as SgNode, cx), text: textOf(node), range };
    case 'method_invocation':
      return lowerInvocation(node, cx);
    case 'object_creation_expression':
      return lowerCreation(node, cx);
    case 'array_creation_expression': {
      const init = fieldOf(node, 'value');
      return { k: 'list', items: init ? named(init).map((c) => lowerExpr(c, cx)) : [], range };
    }
    case 'array_initializer':
      return { k: 'list', items: named(node).map((c) => lowerExpr(c, cx)), range };
    case 'assignment_expression': {
      const op = operatorText(node).replace(/=$/, '');
      return { k: 'assign', target: lowerTarget(fieldOf(node, 'left') as SgNode, cx), value: lowerExpr(fieldOf(node, 'right') as SgNode, cx), ...(op ? { op } : {}), range };
    }
    case 'lambda_expression':
      return { k: 'function', fn: cx.lowerFunction(node), range };
    case 'class_literal':
    case 'method_reference':
      return unknownOf(node, []);
  }
  // Switch expressions, text blocks, anything else: what their expression parts carry.
  return unknownOf(node, named(node).map((c) => lowerExpr(c, cx)));
}

export function lowerTarget(node: SgNode, cx: JavaLowering): Target {
  const range = rangeOf(node);
  const kind = kindOf(node);
  if (kind === 'identifier') {
    const name = textOf(node);
    if (cx.fields.has(name) && !cx.locals.has(name)) return { k: 'member', object: { k: 'this', range }, name, text: `this.${name}`, range };
    return { k: 'var', name, range };
  }
  if (kind === 'parenthesized_expression' && named(node)[0]) return lowerTarget(named(node)[0] as SgNode, cx);
  if (kind === 'field_access' || kind === 'array_access') {
    const expr = lowerExpr(node, cx);
    if (expr.k === 'member' || expr.k === 'index') return expr;
  }
  return { k: 'unknownTarget', parts: [], range };
}
