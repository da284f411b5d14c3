/**
 * Python expressions and assignment targets to IR (statements live in ./python.ts). Inside a class,
 * `self` and `cls` are the object (`this` of the IR), so fields are one state across methods.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Entry, Expr, FunctionIR, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { lowerArguments, lowerString, numberOf, operatorText, rangeOf, unknownOf } from './lowering.js';

export interface PyLowering {
  called: Set<string>;
  /** Inside a method: `self`/`cls` lower to the object. */
  inClass: boolean;
  lowerFunction(node: SgNode, name: string): FunctionIR;
}

const TRANSPARENT = new Set(['parenthesized_expression', 'await', 'expression_list']);
const SELF = /^(?:self|cls)$/;

function lowerDictionary(node: SgNode, cx: PyLowering): Expr {
  const entries: Entry[] = named(node).map((child): Entry => {
    const range = rangeOf(child);
    if (kindOf(child) === 'pair') return { key: lowerExpr(fieldOf(child, 'key') as SgNode, cx), value: lowerExpr(fieldOf(child, 'value') as SgNode, cx), range };
    return { value: lowerExpr(named(child)[0] ?? child, cx), spread: true, range };
  });
  return { k: 'map', entries, range: rangeOf(node) };
}

function lowerCall(node: SgNode, cx: PyLowering): Expr {
  const calleeNode = fieldOf(node, 'function') as SgNode;
  if (kindOf(calleeNode) === 'identifier') cx.called.add(textOf(calleeNode));
  if (kindOf(calleeNode) === 'attribute' && SELF.test(textOf(fieldOf(calleeNode, 'object') as SgNode))) cx.called.add(textOf(fieldOf(calleeNode, 'attribute') as SgNode));
  const argList = fieldOf(node, 'arguments');
  const argNodes = argList ? (kindOf(argList) === 'argument_list' ? named(argList) : [argList]) : [];
  return { k: 'call', callee: lowerExpr(calleeNode, cx), args: lowerArguments(argNodes, (a) => lowerExpr(a, cx)), text: textOf(node), range: rangeOf(node) };
}

/** `a < b`, `x in PERMITIDOS`, `x not in L`: two operands with an operator; a chain (`a < b < c`) is unknown. */
function lowerComparison(node: SgNode, cx: PyLowering): Expr {
  const operands = named(node);
  const [left, right] = operands;
  if (operands.length !== 2 || !left || !right) return unknownOf(node, operands.map((o) => lowerExpr(o, cx)));
  return { k: 'binary', op: operatorText(node), left: lowerExpr(left, cx), right: lowerExpr(right, cx), range: rangeOf(node) };
}

export function lowerExpr(node: SgNode, cx: PyLowering): Expr {
  const range = rangeOf(node);
  const kind = kindOf(node);
  if (TRANSPARENT.has(kind)) {
    const inner = named(node);
    return inner.length === 1 && inner[0] ? lowerExpr(inner[0], cx) : inner.length ? { k: 'list', items: inner.map((c) => lowerExpr(c, cx)), range } : unknownOf(node, []);
  }
  switch (kind) {
    case 'identifier':
      return cx.inClass && SELF.test(textOf(node)) ? { k: 'this', range } : { k: 'var', name: textOf(node), range };
    case 'string':
      return lowerString(node, 'python', (part) => (kindOf(part) === 'interpolation' && named(part)[0] ? lowerExpr(named(part)[0] as SgNode, cx) : unknownOf(part, [])));
    case 'concatenated_string': {
      const parts = named(node).map((s) => lowerExpr(s, cx));
      return parts.every((p) => p.k === 'const') ? { k: 'const', value: parts.map((p) => (p.k === 'const' ? String(p.value) : '')).join(''), range } : { k: 'template', parts, range };
    }
    case 'integer':
    case 'float':
      return { k: 'const', value: numberOf(textOf(node)), range };
    case 'true':
    case 'false':
      return { k: 'const', value: kind === 'true', range };
    case 'none':
      return { k: 'const', value: null, range };
    case 'binary_operator':
    case 'boolean_operator':
      return { k: 'binary', op: operatorText(node), left: lowerExpr(fieldOf(node, 'left') as SgNode, cx), right: lowerExpr(fieldOf(node, 'right') as SgNode, cx), range };
    case 'comparison_operator':
      return lowerComparison(node, cx);
    case 'not_operator':
    case 'unary_operator': {
      const operand = fieldOf(node, 'argument') ?? named(node)[0];
      return { k: 'unary', op: kind === 'not_operator' ? 'not' : operatorText(node), operand: operand ? lowerExpr(operand, cx) : unknownOf(node, []), range };
    }
    case 'conditional_expression': {
      const [then, test, otherwise] = named(node);
      if (!then || !test || !otherwise) return unknownOf(node, named(node).map((c) => lowerExpr(c, cx)));
      return { k: 'conditional', test: lowerExpr(test, cx), then: lowerExpr(then, cx), else: lowerExpr(otherwise, cx), range };
    }
    case 'attribute':
      return { k: 'member', object: lowerExpr(fieldOf(node, 'object') as SgNode, cx), name: textOf(fieldOf(node, 'attribute') as SgNode), text: textOf(node), range };
    case 'subscript':
      return { k: 'index', object: lowerExpr(fieldOf(node, 'value') as SgNode, cx), index: lowerExpr(fieldOf(node, 'subscript') ?? (named(node)[1] as SgNode), cx), range };
    case 'call':
      return lowerCall(node, cx);
    case 'dictionary':
      return lowerDictionary(node, cx);
    case 'list':
    case 'tuple':
    case 'set':
      return { k: 'list', items: named(node).map((c) => lowerExpr(c, cx)), range };
    case 'lambda':
      return { k: 'function', fn: cx.lowerFunction(node, ''), range };
    case 'named_expression':
      return { k: 'assign', target: lowerTarget(fieldOf(node, 'name') as SgNode, cx), value: lowerExpr(fieldOf(node, 'value') as SgNode, cx), range };
  }
  return unknownOf(node, named(node).map((c) => lowerExpr(c, cx)));
}

export function lowerTarget(node: SgNode, cx: PyLowering): Target {
  const range = rangeOf(node);
  switch (kindOf(node)) {
    case 'identifier':
      return { k: 'var', name: textOf(node), range };
    case 'attribute':
    case 'subscript': {
      const expr = lowerExpr(node, cx);
      return expr.k === 'member' || expr.k === 'index' ? expr : { k: 'unknownTarget', parts: [], range };
    }
    case 'pattern_list':
    case 'tuple_pattern':
    case 'list_pattern':
    case 'tuple':
    case 'list':
      return { k: 'listPattern', items: named(node).map((c) => lowerTarget(c, cx)), range };
  }
  return { k: 'unknownTarget', parts: named(node).map((c) => lowerTarget(c, cx)), range };
}
