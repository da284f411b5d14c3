/**
 * Go expressions and assignment targets to IR (statements live in ./go.ts). A method's receiver is the
 * object (`this` of the IR), so its fields are one state across the type's methods. `&x` and `*x` are x;
 * a call handed `&x` may write x (json.Unmarshal, c.ShouldBindJSON, fmt.Fprintf(&sb, ...)); a constant
 * fmt.Sprintf format is a template; `regexp.MustCompile("...")` of a constant is a regex literal.
 */
import type { SgNode } from '@ast-grep/napi';
import { decodeEscapes } from '../escapes.js';
import type { Arg, Entry, Expr, FunctionIR, Range, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { numberOf, operatorText, rangeOf, unknownOf } from './lowering.js';

export interface GoLowering {
  called: Set<string>;
  /** The receiver's name inside a method (`s` in `func (s *Servico) M()`): it lowers to the object. */
  receiver?: string;
  lowerFunction(node: SgNode): FunctionIR;
  /** Struct types of the file that have methods: a literal of one builds an object (its fields are the type's state). */
  constructed: Set<string>;
}

/** `&x`, `*x` and `<-ch` are the value itself for taint. */
const TRANSPARENT_UNARY = new Set(['&', '*', '<-']);
/** Conversions between text types (`[]byte(s)`, `string(b)`): the same data. */
const TEXT_TYPES = /^(?:string|\[\]byte|\[\]rune)$/;
/** One verb of a fmt format (`%s`, `%-10v`, `%[2]d`, `%%`). */
const VERB = /%[-+# 0]*(?:\[\d+\])?(?:\d+|\*)?(?:\.(?:\d+|\*)?)?[a-zA-Z%]/g;

export function goStringValue(node: SgNode): string {
  const text = textOf(node);
  // Raw strings hold no escapes (carriage returns are dropped from them).
  return kindOf(node) === 'raw_string_literal' ? text.slice(1, -1).replace(/\r/g, '') : decodeEscapes(text.slice(1, -1), 'go');
}

const isString = (node: SgNode | undefined): node is SgNode => node !== undefined && /string_literal$/.test(kindOf(node));

function argumentNodes(call: SgNode): SgNode[] {
  const list = fieldOf(call, 'arguments');
  return list ? named(list) : [];
}

/** `fmt.Sprintf("... '%s'", x)` with a constant format: the constant pieces and the arguments, in order. */
function formatTemplate(format: string, args: readonly SgNode[], range: Range, cx: GoLowering): Expr | undefined {
  const verbs = [...format.matchAll(VERB)];
  if (verbs.some((v) => v[0].includes('[') || v[0].includes('*')) || verbs.filter((v) => v[0] !== '%%').length !== args.length) return undefined;
  const parts: Expr[] = [];
  let at = 0;
  let next = 0;
  let pending = '';
  for (const verb of verbs) {
    pending += format.slice(at, verb.index);
    at = (verb.index ?? 0) + verb[0].length;
    if (verb[0] === '%%') {
      pending += '%';
      continue;
    }
    if (pending) parts.push({ k: 'const', value: pending, range });
    pending = '';
    parts.push(lowerExpr(args[next++] as SgNode, cx));
  }
  pending += format.slice(at);
  if (pending) parts.push({ k: 'const', value: pending, range });
  return { k: 'template', parts, range };
}

function lowerArgs(nodes: readonly SgNode[], cx: GoLowering): Arg[] {
  return nodes.map((a) => (kindOf(a) === 'variadic_argument' && named(a)[0] ? { value: lowerExpr(named(a)[0] as SgNode, cx), spread: true } : { value: lowerExpr(a, cx) }));
}

/** The variable or field behind `&x` / `&dto.Campo`: what a call handed its address may write. */
function addressed(node: SgNode, cx: GoLowering): Target | undefined {
  if (kindOf(node) !== 'unary_expression' || operatorText(node) !== '&') return undefined;
  const inner = fieldOf(node, 'operand') ?? named(node)[0];
  if (!inner || !/^(?:identifier|selector_expression)$/.test(kindOf(inner)) || textOf(inner) === '_') return undefined;
  const target = lowerTarget(inner, cx);
  return target.k === 'var' || target.k === 'member' ? target : undefined;
}

function lowerCall(node: SgNode, cx: GoLowering): Expr {
  const range = rangeOf(node);
  const fn = fieldOf(node, 'function') as SgNode;
  const argNodes = argumentNodes(node);
  const calleeText = textOf(fn);
  if (kindOf(fn) === 'identifier') cx.called.add(textOf(fn));
  if (kindOf(fn) === 'selector_expression' && cx.receiver && textOf(fieldOf(fn, 'operand') as SgNode) === cx.receiver) cx.called.add(textOf(fieldOf(fn, 'field') as SgNode));
  if (calleeText === 'fmt.Sprintf' && isString(argNodes[0])) {
    const template = formatTemplate(goStringValue(argNodes[0]), argNodes.slice(1), range, cx);
    if (template) return template;
  }
  if (/^regexp\.MustCompile(?:POSIX)?$/.test(calleeText) && argNodes.length === 1 && isString(argNodes[0])) return { k: 'regex', pattern: goStringValue(argNodes[0]), range };
  if (calleeText === 'make' && argNodes[0] && kindOf(argNodes[0]) === 'map_type') return { k: 'map', entries: [], range };
  if (calleeText === 'make' || calleeText === 'new') return unknownOf(node, []);
  if (TEXT_TYPES.test(calleeText) && argNodes.length === 1) return lowerExpr(argNodes[0] as SgNode, cx);
  // append(xs, a, b) / append(xs, ys...): the list's items, then the new ones.
  if (calleeText === 'append' && argNodes[0]) {
    const spreads = argNodes.map((a, i) => (i === 0 || kindOf(a) === 'variadic_argument' ? i : -1)).filter((i) => i >= 0);
    return { k: 'list', items: argNodes.map((a) => lowerExpr(kindOf(a) === 'variadic_argument' ? (named(a)[0] ?? a) : a, cx)), spreads, range };
  }
  const call: Expr = { k: 'call', callee: lowerExpr(fn, cx), args: lowerArgs(argNodes, cx), text: textOf(node), range };
  // A call handed `&x` may fill x: afterwards x holds what it held or what the call gave.
  return argNodes.map((a) => addressed(a, cx)).filter((t): t is Target => t !== undefined).reduce<Expr>((value, target) => ({
    k: 'assign', target, value: { k: 'binary', op: '??', left: target as Expr, right: value, range }, range,
  }), call);
}

/** `RequisicaoCobranca{r: r}` of a type with methods: its constructor (see ./go.ts) with the fields as named arguments. */
function constructorCall(node: SgNode, type: string, body: SgNode, cx: GoLowering): Expr {
  const elements = named(body).filter((c) => kindOf(c) === 'keyed_element' || kindOf(c) === 'literal_element');
  const args = elements.map((element): Arg => {
    if (kindOf(element) !== 'keyed_element') return { value: lowerElement(element, cx) };
    const [keyNode, valueNode] = named(element);
    const key = keyNode ? textOf(named(keyNode)[0] ?? keyNode) : '';
    return { name: key, value: valueNode ? lowerElement(valueNode, cx) : unknownOf(element, []) };
  });
  return { k: 'call', isNew: true, callee: { k: 'var', name: type, range: rangeOf(node) }, args, text: textOf(node), range: rangeOf(node) };
}

/** `Pedido{Conta: c}`, `map[string]string{"k": v}`, `[]string{a, b}`: entries by field name or constant key, or items. */
function lowerLiteralValue(body: SgNode, cx: GoLowering): Expr {
  const range = rangeOf(body);
  const elements = named(body).filter((c) => kindOf(c) !== 'comment');
  if (!elements.some((e) => kindOf(e) === 'keyed_element')) return { k: 'list', items: elements.map((e) => lowerElement(e, cx)), range };
  const entries: Entry[] = elements.map((element): Entry => {
    const [keyNode, valueNode] = named(element);
    const key = keyNode ? (named(keyNode)[0] ?? keyNode) : undefined;
    const keyExpr: Expr | undefined = !key ? undefined : kindOf(key) === 'identifier' || kindOf(key) === 'field_identifier' ? { k: 'const', value: textOf(key), range: rangeOf(key) } : lowerExpr(key, cx);
    const value = valueNode ? lowerElement(valueNode, cx) : unknownOf(element, []);
    return { ...(keyExpr ? { key: keyExpr } : {}), value, range: rangeOf(element) };
  });
  return { k: 'map', entries, range };
}

function lowerElement(node: SgNode, cx: GoLowering): Expr {
  if (kindOf(node) === 'literal_element') {
    const inner = named(node)[0];
    return inner ? lowerElement(inner, cx) : unknownOf(node, []);
  }
  return kindOf(node) === 'literal_value' ? lowerLiteralValue(node, cx) : lowerExpr(node, cx);
}

export function lowerExpr(node: SgNode, cx: GoLowering): Expr {
  const range = rangeOf(node);
  const kind = kindOf(node);
  switch (kind) {
    case 'identifier':
      return textOf(node) === cx.receiver ? { k: 'this', range } : { k: 'var', name: textOf(node), range };
    case 'interpreted_string_literal':
    case 'raw_string_literal':
      return { k: 'const', value: goStringValue(node), range };
    case 'int_literal':
    case 'float_literal': {
      const value = numberOf(textOf(node));
      return { k: 'const', value: Number.isNaN(value) ? 0 : value, range };
    }
    case 'rune_literal':
    case 'imaginary_literal':
      return { k: 'const', value: textOf(node), range };
    case 'true':
    case 'false':
      return { k: 'const', value: kind === 'true', range };
    case 'nil':
      return { k: 'const', value: null, range };
    case 'iota':
      return { k: 'const', value: 0, range };
    case 'parenthesized_expression':
    case 'type_assertion_expression':
      return named(node)[0] ? lowerExpr(named(node)[0] as SgNode, cx) : unknownOf(node, []);
    case 'binary_expression':
      return { k: 'binary', op: operatorText(node), left: lowerExpr(fieldOf(node, 'left') as SgNode, cx), right: lowerExpr(fieldOf(node, 'right') as SgNode, cx), range };
    case 'unary_expression': {
      const op = operatorText(node);
      const operand = fieldOf(node, 'operand') ?? (named(node)[0] as SgNode);
      return TRANSPARENT_UNARY.has(op) ? lowerExpr(operand, cx) : { k: 'unary', op, operand: lowerExpr(operand, cx), range };
    }
    case 'selector_expression':
      return { k: 'member', object: lowerExpr(fieldOf(node, 'operand') as SgNode, cx), name: textOf(fieldOf(node, 'field') as SgNode), text: textOf(node), range };
    case 'index_expression':
      return { k: 'index', object: lowerExpr(fieldOf(node, 'operand') as SgNode, cx), index: lowerExpr(fieldOf(node, 'index') as SgNode, cx), text: textOf(node), range };
    case 'slice_expression':
      return unknownOf(node, [lowerExpr(fieldOf(node, 'operand') ?? (named(node)[0] as SgNode), cx)]);
    case 'type_conversion_expression': {
      // `int(x)`, `[]byte(x)`, `string(x)`: a call of the type (numeric conversions are sanitizer rows).
      const type = fieldOf(node, 'type') ?? (named(node)[0] as SgNode);
      const operand = fieldOf(node, 'operand') ?? named(node)[1];
      if (operand && TEXT_TYPES.test(textOf(type))) return lowerExpr(operand, cx);
      return { k: 'call', callee: { k: 'var', name: textOf(type), range: rangeOf(type) }, args: operand ? [{ value: lowerExpr(operand, cx) }] : [], text: textOf(node), range };
    }
    case 'call_expression':
      return lowerCall(node, cx);
    case 'composite_literal': {
      const body = fieldOf(node, 'body');
      const type = fieldOf(node, 'type');
      if (body && type && cx.constructed.has(textOf(type))) return constructorCall(node, textOf(type), body, cx);
      return body ? lowerLiteralValue(body, cx) : unknownOf(node, []);
    }
    case 'literal_value':
      return lowerLiteralValue(node, cx);
    case 'func_literal':
      return { k: 'function', fn: cx.lowerFunction(node), range };
  }
  // Types and other constructs: what their expression parts carry.
  return unknownOf(node, named(node).map((c) => lowerExpr(c, cx)));
}

export function lowerTarget(node: SgNode, cx: GoLowering): Target {
  const range = rangeOf(node);
  switch (kindOf(node)) {
    case 'identifier':
      if (textOf(node) === '_') return { k: 'unknownTarget', parts: [], range };
      return textOf(node) === cx.receiver ? { k: 'unknownTarget', parts: [], range } : { k: 'var', name: textOf(node), range };
    case 'selector_expression':
    case 'index_expression': {
      const expr = lowerExpr(node, cx);
      return expr.k === 'member' || expr.k === 'index' ? expr : { k: 'unknownTarget', parts: [], range };
    }
    case 'unary_expression':
    case 'parenthesized_expression':
      return named(node)[0] ? lowerTarget(named(node).at(-1) as SgNode, cx) : { k: 'unknownTarget', parts: [], range };
  }
  return { k: 'unknownTarget', parts: [], range };
}
