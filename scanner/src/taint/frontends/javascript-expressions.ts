/**
 * JavaScript/TypeScript/TSX expressions and assignment targets to IR. Functions written inside an
 * expression are lowered through `cx.lowerFunction` (statements live in ./javascript.ts).
 */
import type { SgNode } from '@ast-grep/napi';
import type { Entry, Expr, FunctionIR, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { lowerArguments, lowerString, numberOf, operatorText, rangeOf, unknownOf } from './lowering.js';

export interface JsLowering {
  /** Names called as `f(...)` or `this.f(...)`. */
  called: Set<string>;
  lowerFunction(node: SgNode, name: string, options?: { route?: boolean; className?: string }): FunctionIR;
}

export const FUNCTION_KINDS = new Set(['arrow_function', 'function_expression', 'function', 'generator_function']);
/** Wrappers that only change the type or wait: the value is the inner expression's. */
const TRANSPARENT = new Set(['parenthesized_expression', 'await_expression', 'non_null_expression', 'as_expression', 'satisfies_expression', 'type_assertion']);
/** Methods that register a route handler on an app or router (Express, Koa router, Fastify, Hono). */
const ROUTE_METHODS = /^(?:get|post|put|patch|delete|del|all|use|head|options|route)$/;

function lowerMap(node: SgNode, cx: JsLowering): Expr {
  const entries: Entry[] = [];
  for (const child of named(node)) {
    const kind = kindOf(child);
    const range = rangeOf(child);
    if (kind === 'pair') {
      const keyNode = fieldOf(child, 'key') as SgNode;
      const keyKind = kindOf(keyNode);
      const key: Expr = keyKind === 'string' || keyKind === 'number' || keyKind === 'computed_property_name'
        ? lowerExpr(keyKind === 'computed_property_name' ? (named(keyNode)[0] ?? keyNode) : keyNode, cx)
        : { k: 'const', value: textOf(keyNode), range: rangeOf(keyNode) };
      entries.push({ key, value: lowerExpr(fieldOf(child, 'value') as SgNode, cx), range });
    } else if (kind === 'shorthand_property_identifier') {
      entries.push({ key: { k: 'const', value: textOf(child), range }, value: { k: 'var', name: textOf(child), range }, range });
    } else if (kind === 'spread_element') {
      entries.push({ value: lowerExpr(named(child)[0] ?? child, cx), spread: true, range });
    } else if (kind === 'method_definition') {
      // An object's method runs as an entry of the file, not where the literal is built.
      cx.lowerFunction(child, textOf(fieldOf(child, 'name') as SgNode));
    }
  }
  return { k: 'map', entries, range: rangeOf(node) };
}

/** JSX: attributes as a map (`dangerouslySetInnerHTML={{ __html: x }}` reaches the `__html` key), children as parts. */
function lowerJsx(node: SgNode, cx: JsLowering): Expr {
  const entries: Entry[] = [];
  const parts: Expr[] = [];
  for (const child of node.findAll({ rule: { any: [{ kind: 'jsx_attribute' }, { kind: 'jsx_expression' }] } })) {
    if (kindOf(child) === 'jsx_attribute') {
      const [name, value] = named(child);
      const inner = value && kindOf(value) === 'jsx_expression' ? named(value)[0] : value;
      if (name && inner) entries.push({ key: { k: 'const', value: textOf(name), range: rangeOf(name) }, value: lowerExpr(inner, cx), range: rangeOf(child) });
    } else if (kindOf(child.parent() as SgNode) !== 'jsx_attribute') {
      const [inner] = named(child);
      if (inner) parts.push(lowerExpr(inner, cx));
    }
  }
  return unknownOf(node, [{ k: 'map', entries, range: rangeOf(node) }, ...parts]);
}

/**
 * The first and last named children: the operands of binary, member, index, assignment and ternary
 * nodes in these grammars (comments left out by `named`). Positional children reuse the wrappers `named`
 * already holds with their kinds; `field()` made new ones, and N-API calls were most of the engine's time.
 */
const firstOf = (node: SgNode): SgNode => named(node)[0] as SgNode;
const lastOf = (node: SgNode): SgNode => named(node).at(-1) as SgNode;

function lowerCall(node: SgNode, cx: JsLowering): Expr {
  const isNew = kindOf(node) === 'new_expression';
  const calleeNode = (fieldOf(node, isNew ? 'constructor' : 'function') ?? named(node)[0]) as SgNode;
  const argList = fieldOf(node, 'arguments');
  const calleeKind = kindOf(calleeNode);
  if (calleeKind === 'identifier') cx.called.add(textOf(calleeNode));
  const property = calleeKind === 'member_expression' ? fieldOf(calleeNode, 'property') : null;
  if (property && kindOf(fieldOf(calleeNode, 'object') as SgNode) === 'this') cx.called.add(textOf(property));
  const route = property !== null && ROUTE_METHODS.test(textOf(property));
  // A tagged template (sql`...`) has the template itself as its argument.
  const argNodes = argList ? (kindOf(argList) === 'template_string' ? [argList] : named(argList)) : [];
  const args = lowerArguments(argNodes, (arg) => (route && FUNCTION_KINDS.has(kindOf(arg))
    ? { k: 'function', fn: cx.lowerFunction(arg, '', { route: true }), range: rangeOf(arg) }
    : lowerExpr(arg, cx)));
  return { k: 'call', callee: lowerExpr(calleeNode, cx), args, isNew, text: textOf(node), range: rangeOf(node) };
}

export function lowerExpr(node: SgNode, cx: JsLowering): Expr {
  const range = rangeOf(node);
  const kind = kindOf(node);
  if (TRANSPARENT.has(kind)) {
    const inner = named(node);
    // `(a, b)` is the last one; `x as T` and `await x` the first.
    const chosen = kind === 'parenthesized_expression' ? inner.at(-1) : inner[0];
    return chosen ? lowerExpr(chosen, cx) : unknownOf(node, []);
  }
  if (FUNCTION_KINDS.has(kind)) return { k: 'function', fn: cx.lowerFunction(node, ''), range };
  switch (kind) {
    case 'identifier':
    case 'shorthand_property_identifier':
      return { k: 'var', name: textOf(node), range };
    case 'this':
      return { k: 'this', range };
    case 'string':
    case 'template_string':
      return lowerString(node, 'javascript', (part) => (kindOf(part) === 'template_substitution' && named(part)[0] ? lowerExpr(named(part)[0] as SgNode, cx) : unknownOf(part, [])));
    case 'number':
      return { k: 'const', value: numberOf(textOf(node)), range };
    case 'true':
    case 'false':
      return { k: 'const', value: kind === 'true', range };
    case 'null':
      return { k: 'const', value: null, range };
    case 'undefined':
      return { k: 'var', name: 'undefined', range };
    case 'regex':
      return { k: 'regex', pattern: textOf(fieldOf(node, 'pattern') as SgNode), range };
    case 'binary_expression':
      return { k: 'binary', op: operatorText(node), left: lowerExpr(firstOf(node), cx), right: lowerExpr(lastOf(node), cx), range };
    case 'unary_expression':
    case 'update_expression': {
      const operand = fieldOf(node, 'argument') ?? named(node)[0];
      return { k: 'unary', op: operatorText(node), operand: operand ? lowerExpr(operand, cx) : unknownOf(node, []), range };
    }
    case 'ternary_expression':
      return { k: 'conditional', test: lowerExpr(firstOf(node), cx), then: lowerExpr(named(node)[1] as SgNode, cx), else: lowerExpr(lastOf(node), cx), range };
    case 'assignment_expression':
    case 'augmented_assignment_expression': {
      const op = kind === 'augmented_assignment_expression' ? operatorText(node) : undefined;
      return { k: 'assign', target: lowerTarget(firstOf(node), cx), value: lowerExpr(lastOf(node), cx), ...(op ? { op } : {}), range };
    }
    case 'member_expression':
      return { k: 'member', object: lowerExpr(firstOf(node), cx), name: textOf(lastOf(node)), text: textOf(node), range };
    case 'subscript_expression':
      return { k: 'index', object: lowerExpr(firstOf(node), cx), index: lowerExpr(lastOf(node), cx), range };
    case 'call_expression':
    case 'new_expression':
      return lowerCall(node, cx);
    case 'object':
      return lowerMap(node, cx);
    case 'array':
      return { k: 'list', items: named(node).map((c) => lowerExpr(kindOf(c) === 'spread_element' ? (named(c)[0] ?? c) : c, cx)), range };
    case 'jsx_element':
    case 'jsx_self_closing_element':
    case 'jsx_fragment':
      return lowerJsx(node, cx);
  }
  return unknownOf(node, named(node).map((c) => lowerExpr(c, cx)));
}

export function lowerTarget(node: SgNode, cx: JsLowering): Target {
  const range = rangeOf(node);
  const kind = kindOf(node);
  switch (kind) {
    case 'identifier':
    case 'shorthand_property_identifier_pattern':
      return { k: 'var', name: textOf(node), range };
    case 'member_expression':
    case 'subscript_expression': {
      const expr = lowerExpr(node, cx);
      return expr.k === 'member' || expr.k === 'index' ? expr : { k: 'unknownTarget', parts: [], range };
    }
    case 'assignment_pattern':
      return lowerTarget(fieldOf(node, 'left') as SgNode, cx);
    case 'object_pattern': {
      const props: { key: string; target: Target; range: typeof range }[] = [];
      let rest: Target | undefined;
      for (const child of named(node)) {
        const ck = kindOf(child);
        if (ck === 'shorthand_property_identifier_pattern') props.push({ key: textOf(child), target: lowerTarget(child, cx), range: rangeOf(child) });
        else if (ck === 'pair_pattern') props.push({ key: textOf(fieldOf(child, 'key') as SgNode), target: lowerTarget(fieldOf(child, 'value') as SgNode, cx), range: rangeOf(child) });
        else if (ck === 'object_assignment_pattern') {
          const left = fieldOf(child, 'left') as SgNode;
          props.push({ key: textOf(left), target: lowerTarget(left, cx), range: rangeOf(child) });
        } else if (ck === 'rest_pattern' && named(child)[0]) rest = lowerTarget(named(child)[0] as SgNode, cx);
      }
      return { k: 'objectPattern', props, ...(rest ? { rest } : {}), range };
    }
    case 'array_pattern':
      return { k: 'listPattern', items: named(node).map((c) => lowerTarget(c, cx)), range };
  }
  return { k: 'unknownTarget', parts: named(node).map((c) => lowerTarget(c, cx)), range };
}
