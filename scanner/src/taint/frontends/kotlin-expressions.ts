/**
 * Kotlin expressions and assignment targets to IR (statements and declarations live in ./kotlin.ts).
 * The grammar has almost no field names, so children are read by position. String templates are
 * templates; `a.b` is a member and `a?.b` too; `x!!`, `x as T` and `(x)` are x; `?:` is `??`; `a to b` is
 * a pair (a list); a trailing lambda (`get("/x") { ... }`) is one more argument; inside a class, a bare
 * name of one of its properties (not shadowed by a local) reads the object's field.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Arg, Expr, FunctionIR, Target } from '../ir/nodes.js';
import { kindOf, named, textOf } from '../tree.js';
import { collectionOf, formatTemplate, lowerKotlinString } from './kotlin-literals.js';
import { numberOf, operatorText, rangeOf, unknownOf } from './lowering.js';

export interface KotlinLowering {
  called: Set<string>;
  lowerFunction(node: SgNode): FunctionIR;
  /** Properties of the class whose body is being lowered, minus the names the current function declares. */
  fields: Set<string>;
  /** Inside `buildString { ... }`: the variable a bare `append(x)` writes. */
  builder?: string;
  /** Runs a lowering of control flow used as a value (`if`, `when`, `try`), defined in ./kotlin.ts. */
  lowerControl(node: SgNode): Expr;
}

const FILE_PATH_PARTS = /^(?:name|extension|nameWithoutExtension|parent|path|absolutePath|invariantSeparatorsPath)$/;
const STRINGS = new Set(['string_literal', 'multiline_string_literal', 'line_string_literal']);
const CONTROL = new Set(['if_expression', 'when_expression', 'try_expression', 'jump_expression']);

/** A string literal or template: `$name` and `${expr}` are substitutions (./kotlin-literals.ts). */
function lowerString(node: SgNode, cx: KotlinLowering): Expr {
  return lowerKotlinString(node, (part) => {
    if (kindOf(part) === 'interpolated_identifier') return lowerName(part, cx);
    const inner = named(part).at(-1);
    return inner ? lowerExpr(inner, cx) : unknownOf(part, []);
  });
}

function lowerName(node: SgNode, cx: KotlinLowering): Expr {
  const name = textOf(node);
  const range = rangeOf(node);
  if (cx.fields.has(name)) return { k: 'member', object: { k: 'this', range }, name, text: name, range };
  return { k: 'var', name, range };
}

/** `(a, b = c)` then an optional trailing lambda: positional and named arguments, the lambda last. */
function suffixArgs(suffix: SgNode, cx: KotlinLowering): Arg[] {
  const out: Arg[] = [];
  for (const part of named(suffix)) {
    if (kindOf(part) === 'value_arguments') {
      for (const arg of named(part).filter((a) => kindOf(a) === 'value_argument')) {
        const children = named(arg);
        const value = children.at(-1);
        const label = children.length > 1 && kindOf(children[0] as SgNode) === 'simple_identifier' && /=/.test(textOf(arg)) ? textOf(children[0] as SgNode) : undefined;
        const spread = /^\s*\*/.test(textOf(arg));
        out.push({ value: value ? lowerExpr(value, cx) : unknownOf(arg, []), ...(label ? { name: label } : {}), ...(spread ? { spread } : {}) });
      }
    } else if (kindOf(part) === 'annotated_lambda' || kindOf(part) === 'lambda_literal') {
      const lambda = kindOf(part) === 'lambda_literal' ? part : named(part).find((c) => kindOf(c) === 'lambda_literal');
      if (lambda) out.push({ value: { k: 'function', fn: cx.lowerFunction(lambda), range: rangeOf(lambda) } });
    }
  }
  return out;
}

function lowerCall(node: SgNode, cx: KotlinLowering): Expr {
  const range = rangeOf(node);
  const [calleeNode, suffix] = named(node);
  if (!calleeNode || !suffix) return unknownOf(node, []);
  const args = suffixArgs(suffix, cx);
  // `jdbc.query(sql) { rs -> ... }`: the grammar nests the trailing lambda's call around the first one.
  if (kindOf(calleeNode) === 'call_expression' && !named(suffix).some((c) => kindOf(c) === 'value_arguments')) {
    const inner = lowerCall(calleeNode, cx);
    if (inner.k === 'call') return { ...inner, args: [...inner.args, ...args], text: textOf(node), range };
    return unknownOf(node, [inner, ...args.map((a) => a.value)]);
  }
  if (kindOf(calleeNode) === 'simple_identifier' && cx.builder && /^(?:append|appendLine)$/.test(textOf(calleeNode))) {
    const object: Expr = { k: 'var', name: cx.builder, range };
    return { k: 'call', callee: { k: 'member', object, name: textOf(calleeNode), text: `${cx.builder}.${textOf(calleeNode)}`, range }, args, text: textOf(node), range };
  }
  if (kindOf(calleeNode) === 'simple_identifier') cx.called.add(textOf(calleeNode));
  if (kindOf(calleeNode) === 'navigation_expression') {
    const [object, nav] = named(calleeNode);
    const member = nav ? named(nav)[0] : undefined;
    if (object && kindOf(object) === 'this_expression' && member) cx.called.add(textOf(member));
  }
  if (kindOf(calleeNode) === 'simple_identifier') {
    const built = collectionOf(textOf(calleeNode), args, node);
    if (built) return built;
    // `Regex("^[0-9]{11}$")` of a constant: a regex literal (an allow-list check may use it).
    const pattern = args[0]?.value;
    if (textOf(calleeNode) === 'Regex' && args.length === 1 && pattern?.k === 'const' && typeof pattern.value === 'string') return { k: 'regex', pattern: pattern.value, range };
  }
  if (kindOf(calleeNode) === 'navigation_expression') {
    const [object, nav] = named(calleeNode);
    const method = nav ? textOf(named(nav)[0] ?? nav) : '';
    if (object && method === 'format') {
      const template = textOf(object) === 'String' ? formatTemplate(args[0]?.value, args.slice(1), node) : formatTemplate(lowerExpr(object, cx), args, node);
      if (template) return template;
    }
  }
  // A plain call of a capitalised name builds an object (`File(x)`, `ProcessBuilder(...)`).
  const isNew = kindOf(calleeNode) === 'simple_identifier' && /^[A-Z]/.test(textOf(calleeNode));
  const callee = kindOf(calleeNode) === 'simple_identifier' ? ({ k: 'var', name: textOf(calleeNode), range: rangeOf(calleeNode) } as Expr) : lowerExpr(calleeNode, cx);
  return { k: 'call', callee, args, ...(isNew ? { isNew } : {}), text: textOf(node), range };
}

function lowerNavigation(node: SgNode, cx: KotlinLowering): Expr {
  const range = rangeOf(node);
  const [objectNode, nav] = named(node);
  const member = nav ? named(nav)[0] : undefined;
  if (!objectNode || !member) return unknownOf(node, objectNode ? [lowerExpr(objectNode, cx)] : []);
  const name = textOf(member);
  // `File(x).name`, `File(x).parent`: parts of the path x, read without opening anything.
  if (kindOf(objectNode) === 'call_expression' && FILE_PATH_PARTS.test(name) && textOf(named(objectNode)[0] ?? objectNode) === 'File') {
    const file = lowerExpr(objectNode, cx);
    if (file.k === 'call') return { k: 'call', callee: { k: 'member', object: { k: 'var', name: 'File', range }, name, text: `File.${name}`, range }, args: file.args, text: textOf(node), range };
  }
  // Ktor's `ContentType.Text.Html`: the media type it names.
  const mediaType = /^ContentType\.(\w+)\.(\w+)$/.exec(textOf(node));
  if (mediaType) return { k: 'const', value: `${mediaType[1]}/${mediaType[2]}`.toLowerCase(), range };
  // `this.campo`: the object's field.
  const object: Expr = kindOf(objectNode) === 'this_expression' ? { k: 'this', range: rangeOf(objectNode) } : lowerExpr(objectNode, cx);
  return { k: 'member', object, name, text: textOf(node).replace(/\?\./g, '.'), range };
}

export function lowerExpr(node: SgNode, cx: KotlinLowering): Expr {
  const range = rangeOf(node);
  const kind = kindOf(node);
  if (STRINGS.has(kind)) return lowerString(node, cx);
  if (CONTROL.has(kind)) return cx.lowerControl(node);
  switch (kind) {
    case 'simple_identifier':
      return lowerName(node, cx);
    case 'integer_literal':
    case 'long_literal':
    case 'real_literal':
    case 'hex_literal':
    case 'bin_literal':
    case 'unsigned_literal': {
      const value = numberOf(textOf(node).replace(/[lLfFuU]+$/, ''));
      return { k: 'const', value: Number.isNaN(value) ? 0 : value, range };
    }
    case 'boolean_literal':
      return { k: 'const', value: textOf(node) === 'true', range };
    case 'null_literal':
    case 'null':
      return { k: 'const', value: null, range };
    case 'character_literal':
      return { k: 'const', value: textOf(node).slice(1, -1), range };
    case 'this_expression':
      return { k: 'this', range };
    case 'parenthesized_expression':
    case 'postfix_expression':
    case 'as_expression':
    case 'value_argument':
    case 'interpolated_expression':
    case 'annotated_expression':
    case 'label': {
      const parts = named(node).filter((c) => !/^(?:user_type|nullable_type|annotation|label)$/.test(kindOf(c)));
      const inner = kind === 'value_argument' || kind === 'annotated_expression' ? parts.at(-1) : parts[0];
      return inner ? lowerExpr(inner, cx) : unknownOf(node, []);
    }
    case 'additive_expression':
    case 'multiplicative_expression':
    case 'comparison_expression':
    case 'equality_expression':
    case 'conjunction_expression':
    case 'disjunction_expression': {
      const [left, right] = named(node);
      if (!left || !right) return unknownOf(node, left ? [lowerExpr(left, cx)] : []);
      return { k: 'binary', op: operatorText(node), left: lowerExpr(left, cx), right: lowerExpr(right, cx), range };
    }
    case 'elvis_expression': {
      const [left, right] = named(node);
      if (!left || !right) return unknownOf(node, []);
      return { k: 'binary', op: '??', left: lowerExpr(left, cx), right: lowerExpr(right, cx), range };
    }
    case 'prefix_expression': {
      const [operand] = named(node);
      const op = operatorText(node);
      if (!operand) return unknownOf(node, []);
      return op === '!' || op === '-' ? { k: 'unary', op, operand: lowerExpr(operand, cx), range } : lowerExpr(operand, cx);
    }
    case 'infix_expression': {
      const [left, fn, right] = named(node);
      if (!left || !fn || !right) return unknownOf(node, []);
      if (textOf(fn) === 'to') return { k: 'list', items: [lowerExpr(left, cx), lowerExpr(right, cx)], range };
      // `a infixFn b` is `a.infixFn(b)`.
      return { k: 'call', callee: { k: 'member', object: lowerExpr(left, cx), name: textOf(fn), text: `${textOf(left)}.${textOf(fn)}`, range }, args: [{ value: lowerExpr(right, cx) }], text: textOf(node), range };
    }
    case 'navigation_expression':
      return lowerNavigation(node, cx);
    case 'indexing_expression': {
      const [object, suffix] = named(node);
      const index = suffix ? named(suffix)[0] : undefined;
      if (!object || !index) return unknownOf(node, []);
      return { k: 'index', object: lowerExpr(object, cx), index: lowerExpr(index, cx), text: textOf(node), range };
    }
    case 'call_expression':
      return lowerCall(node, cx);
    case 'lambda_literal':
    case 'anonymous_function':
      return { k: 'function', fn: cx.lowerFunction(node), range };
    case 'annotated_lambda': {
      const lambda = named(node).find((c) => kindOf(c) === 'lambda_literal');
      return lambda ? { k: 'function', fn: cx.lowerFunction(lambda), range } : unknownOf(node, []);
    }
    case 'check_expression': {
      // `x in COLUNAS` / `x !in COLUNAS` (an allow-list check); `x is Tipo` proves nothing about text.
      const [left, right] = named(node);
      const op = operatorText(node).replace(/\s+/g, '');
      if (!left || !right || (op !== 'in' && op !== '!in')) return unknownOf(node, []);
      return { k: 'binary', op: op === 'in' ? 'in' : 'not in', left: lowerExpr(left, cx), right: lowerExpr(right, cx), range };
    }
    case 'range_expression':
    case 'callable_reference':
    case 'object_literal':
    case 'super_expression':
      return unknownOf(node, []);
    case 'collection_literal':
      return { k: 'list', items: named(node).map((c) => lowerExpr(c, cx)), range };
  }
  return unknownOf(node, named(node).map((c) => lowerExpr(c, cx)));
}

/** What `=`/`+=` writes: a name, `obj.prop`, `m["k"]`, or a property of this class. */
export function lowerTarget(node: SgNode, cx: KotlinLowering): Target {
  const range = rangeOf(node);
  const parts = named(node);
  const [base, suffix] = parts;
  if (kindOf(node) === 'simple_identifier' || (base && !suffix && kindOf(base) === 'simple_identifier')) {
    const name = textOf(kindOf(node) === 'simple_identifier' ? node : (base as SgNode));
    if (cx.fields.has(name)) return { k: 'member', object: { k: 'this', range }, name, text: name, range };
    return { k: 'var', name, range };
  }
  if (!base || !suffix) return { k: 'unknownTarget', parts: [], range };
  const object: Expr = kindOf(base) === 'this_expression' ? { k: 'this', range: rangeOf(base) } : lowerExpr(base, cx);
  if (kindOf(suffix) === 'indexing_suffix') {
    const index = named(suffix)[0];
    return index ? { k: 'index', object, index: lowerExpr(index, cx), range } : { k: 'unknownTarget', parts: [], range };
  }
  const member = named(suffix)[0];
  return member ? { k: 'member', object, name: textOf(member), text: textOf(node), range } : { k: 'unknownTarget', parts: [], range };
}
