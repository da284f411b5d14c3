/** Evaluates Java expressions to abstract values: constant folding, taint propagation, container contents. */
import type { SgNode } from '@ast-grep/napi';
import { lookup } from '../env.js';
import { decodeEscape, decodeEscapes } from '../escapes.js';
import { CLEAN, constant, derive, flatten, isConst, join, type Const, type Value } from '../value.js';
import { evalCall, evalConstructor } from './calls.js';
import { stepAt, type Ctx, type Frame } from './context.js';
import { namedChildren } from './parser.js';
import { exec } from './statements.js';

const LITERALS = new Set(['string_literal', 'character_literal', 'decimal_integer_literal', 'hex_integer_literal', 'decimal_floating_point_literal', 'true', 'false', 'null_literal', 'text_block']);

function literal(node: SgNode, kind: string): Value | undefined {
  if (!LITERALS.has(kind)) return undefined;
  const text = node.text();
  switch (kind) {
    case 'string_literal': return constant(namedChildren(node).map((c) => (c.kind() === 'escape_sequence' ? decodeEscape(c.text(), 'java') : c.text())).join(''));
    case 'character_literal': return constant(decodeEscapes(text.slice(1, -1), 'java'));
    case 'decimal_integer_literal': return constant(Number(text.replace(/[_lL]/g, '')));
    case 'hex_integer_literal': return constant(Number.parseInt(text.replace(/[_lL]/g, ''), 16));
    case 'decimal_floating_point_literal': return constant(Number.parseFloat(text));
    case 'true': return constant(true);
    case 'false': return constant(false);
    case 'null_literal': return constant(null);
    case 'text_block': return constant(decodeEscapes(text.slice(3, -3), 'java'));
    default: return undefined;
  }
}

/** Folds an operator over two constants; undefined when Java semantics would be unclear. */
function fold(op: string, a: Const, b: Const): Const | undefined {
  if (op === '+' && (typeof a === 'string' || typeof b === 'string')) return `${a}${b}`;
  if (op === '==') return a === b;
  if (op === '!=') return a !== b;
  if (op === '&&') return Boolean(a) && Boolean(b);
  if (op === '||') return Boolean(a) || Boolean(b);
  if (typeof a !== 'number' || typeof b !== 'number') return undefined;
  switch (op) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    // Integer division; floats rarely decide a branch.
    case '/': return b === 0 ? undefined : Math.trunc(a / b);
    case '%': return b === 0 ? undefined : a % b;
    case '<': return a < b;
    case '>': return a > b;
    case '<=': return a <= b;
    case '>=': return a >= b;
    default: return undefined;
  }
}

function evalBinary(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const op = node.field('operator')?.text() ?? '';
  const left = evalExpr(node.field('left') as SgNode, ctx, frame);
  // Short-circuit on a constant left side: the right side may never run.
  if (op === '&&' && isConst(left) && left.constant.value === false) return constant(false);
  if (op === '||' && isConst(left) && left.constant.value === true) return constant(true);
  const right = evalExpr(node.field('right') as SgNode, ctx, frame);
  const folded = isConst(left) && isConst(right) ? fold(op, left.constant.value, right.constant.value) : undefined;
  if (folded !== undefined) return constant(folded);
  // Only + builds strings; comparisons and arithmetic give booleans and numbers.
  if (op !== '+') return CLEAN;
  return derive([left, right], () => stepAt(ctx, node, 'step', 'concatenação'));
}

function evalUnary(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const op = node.field('operator')?.text() ?? '';
  const operand = evalExpr(node.field('operand') as SgNode, ctx, frame);
  if (!isConst(operand)) return CLEAN;
  const v = operand.constant.value;
  if (op === '!' && typeof v === 'boolean') return constant(!v);
  if (op === '-' && typeof v === 'number') return constant(-v);
  return CLEAN;
}

function evalTernary(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const cond = evalExpr(node.field('condition') as SgNode, ctx, frame);
  const yes = node.field('consequence') as SgNode;
  const no = node.field('alternative') as SgNode;
  if (isConst(cond)) return evalExpr(cond.constant.value ? yes : no, ctx, frame);
  return join(evalExpr(yes, ctx, frame), evalExpr(no, ctx, frame));
}

function indexOf(node: SgNode | null, ctx: Ctx, frame: Frame): number | undefined {
  if (!node) return undefined;
  const v = evalExpr(node, ctx, frame);
  return isConst(v) && typeof v.constant.value === 'number' ? v.constant.value : undefined;
}

export function elementAt(container: Value, index: number | undefined): Value {
  if (container.items && index !== undefined && container.items[index]) return container.items[index];
  return flatten(container);
}

/**
 * A field written in one method is read in others: the field's value becomes the merge of everything
 * written to it (flow-insensitive across methods). A change of taint asks for another pass (analyze.ts).
 */
function writeField(name: string, value: Value, ctx: Ctx): void {
  const before = lookup(ctx.fields, name);
  const after = join(before, flatten(value));
  ctx.fields.set(name, after);
  if (after.taint !== before.taint) ctx.fieldsChanged = true;
}

/** Assignment targets: a variable, an array element with a constant index, or a field. */
function assign(target: SgNode, value: Value, ctx: Ctx, frame: Frame): void {
  if (target.kind() === 'identifier') {
    const name = target.text();
    if (!frame.env.has(name) && ctx.fields.has(name)) writeField(name, value, ctx);
    frame.env.set(name, value);
  } else if (target.kind() === 'array_access') {
    const array = target.field('array') as SgNode;
    const container = evalExpr(array, ctx, frame);
    const index = indexOf(target.field('index'), ctx, frame);
    if (container.items && index !== undefined) container.items[index] = value;
    else if (array.kind() === 'identifier') frame.env.set(array.text(), { ...join(container, value), items: container.items });
  } else if (target.kind() === 'field_access' && target.field('object')?.kind() === 'this') {
    const name = target.field('field')?.text() ?? '';
    writeField(name, value, ctx);
    frame.env.set(name, value);
  }
}

function evalAssignment(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const op = node.field('operator')?.text() ?? '=';
  const left = node.field('left') as SgNode;
  let value = evalExpr(node.field('right') as SgNode, ctx, frame);
  if (op !== '=') {
    const current = evalExpr(left, ctx, frame);
    const folded = isConst(current) && isConst(value) ? fold(op.slice(0, -1), current.constant.value, value.constant.value) : undefined;
    value = folded !== undefined ? constant(folded) : op === '+=' ? derive([current, value], () => stepAt(ctx, node, 'step', 'concatenação')) : CLEAN;
  }
  assign(left, value, ctx, frame);
  return value;
}

export function evalIdentifier(name: string, ctx: Ctx, frame: Frame): Value {
  if (frame.env.has(name)) return lookup(frame.env, name);
  return lookup(ctx.fields, name);
}

/**
 * A lambda's body runs where it is written, over a copy of the captured variables, so sinks and
 * weak algorithms inside it are seen; its parameters are clean (what a library passes is not known).
 */
function evalLambda(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const body = node.field('body');
  if (!body) return CLEAN;
  const inner: Frame = { env: new Map(frame.env) };
  const params = node.field('parameters');
  for (const p of params ? (params.kind() === 'identifier' ? [params] : namedChildren(params)) : []) {
    inner.env.set(p.kind() === 'identifier' ? p.text() : (p.field('name')?.text() ?? ''), CLEAN);
  }
  if (body.kind() === 'block') exec(body, ctx, inner);
  else evalExpr(body, ctx, inner);
  return CLEAN;
}

export function evalExpr(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const kind = String(node.kind());
  const lit = literal(node, kind);
  if (lit) return lit;
  switch (kind) {
    case 'identifier': return evalIdentifier(node.text(), ctx, frame);
    case 'parenthesized_expression': return evalExpr(namedChildren(node)[0] ?? node.child(1) as SgNode, ctx, frame);
    case 'binary_expression': return evalBinary(node, ctx, frame);
    case 'unary_expression': return evalUnary(node, ctx, frame);
    case 'ternary_expression': return evalTernary(node, ctx, frame);
    case 'assignment_expression': return evalAssignment(node, ctx, frame);
    case 'cast_expression': return evalExpr(node.field('value') as SgNode, ctx, frame);
    case 'method_invocation': return evalCall(node, ctx, frame);
    case 'object_creation_expression': return evalConstructor(node, ctx, frame);
    case 'array_initializer': return { ...CLEAN, items: namedChildren(node).map((c) => evalExpr(c, ctx, frame)) };
    case 'array_creation_expression': {
      const init = node.field('value');
      return init ? evalExpr(init, ctx, frame) : { ...CLEAN, items: [] };
    }
    case 'array_access': return elementAt(evalExpr(node.field('array') as SgNode, ctx, frame), indexOf(node.field('index'), ctx, frame));
    case 'field_access': {
      const object = node.field('object') as SgNode;
      const field = node.field('field')?.text() ?? '';
      if (object.kind() === 'this') return evalIdentifier(field, ctx, frame);
      if (field === 'length') return CLEAN;
      // A static constant of this file's classes (Outer.CONST), else whatever the object carries.
      if (ctx.fields.has(field) && /^[A-Z]/.test(object.text())) return lookup(ctx.fields, field);
      return derive([evalExpr(object, ctx, frame)], () => stepAt(ctx, node, 'step', `campo ${field}`));
    }
    case 'lambda_expression': return evalLambda(node, ctx, frame);
    case 'update_expression': case 'instanceof_expression': case 'class_literal': case 'method_reference': case 'this':
      return CLEAN;
    default: {
      // Unknown construct: evaluate children for their side effects and sinks, and keep their taint.
      const parts = namedChildren(node).map((c) => evalExpr(c, ctx, frame));
      return derive(parts, () => stepAt(ctx, node, 'step', 'expressão'));
    }
  }
}
