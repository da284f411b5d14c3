/**
 * C# expressions: names (locals, fields, the controller's Request), member and element access,
 * strings (verbatim, raw, interpolated), `+`, `??`, collections (kept by index or constant key),
 * casts, ternaries, assignments (property writes that are sinks); calls are in calls.ts. Unknown
 * constructs carry the taint of their parts.
 */
import type { SgNode } from '@ast-grep/napi';
import { lookup } from '../env.js';
import { decodeEscape, decodeEscapes } from '../escapes.js';
import { csSinkForProperty, REQUEST_MEMBERS } from '../languages/csharp.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, constant, derive, elementAt, flatten, isConst, join, joinTaint, source, type Value } from '../value.js';
import { checkCsSink, evalCall, evalNew } from './calls.js';
import { spend, stepAt, type Ctx, type Frame } from './context.js';
import { refine } from './refine.js';

const NUMERIC_TYPE = /^(?:int|long|short|byte|uint|ulong|ushort|sbyte|double|float|decimal|bool|char)\??$/;
const STRING_TEXT = new Set(['string_literal_content', 'escape_sequence', 'string_content', 'raw_string_content', 'interpolation_start', 'interpolation_quote', 'raw_string_start', 'raw_string_end']);

export function passThrough(node: SgNode, ctx: Ctx, frame: Frame): Value {
  let out: Value = CLEAN;
  for (const child of named(node)) out = { ...joinTaint(out, flatten(evalExpr(child, ctx, frame))) };
  return out;
}

function literalText(node: SgNode): string {
  const kind = kindOf(node);
  if (kind === 'verbatim_string_literal') return node.text().slice(2, -1).replace(/""/g, '"');
  return named(node).filter((c) => /content|escape_sequence/.test(kindOf(c))).map((c) => (kindOf(c) === 'escape_sequence' ? decodeEscape(c.text(), 'csharp') : c.text())).join('');
}

function interpolated(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const holes = named(node).filter((c) => kindOf(c) === 'interpolation');
  if (holes.length === 0) return constant(named(node).filter((c) => STRING_TEXT.has(kindOf(c)) && kindOf(c) !== 'interpolation_start').map((c) => (kindOf(c) === 'escape_sequence' ? decodeEscape(c.text(), 'csharp') : c.text())).join(''));
  // Each hole is `{`, the expression, an optional alignment or format, `}`.
  const values = holes.flatMap((h) => named(h).filter((c) => !/^interpolation_/.test(kindOf(c))).map((c) => evalExpr(c, ctx, frame)));
  return derive(values, () => stepAt(ctx, node, 'step', 'interpolação em string'));
}

function binary(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const left = evalExpr(node.field('left') as SgNode, ctx, frame);
  const right = evalExpr(node.field('right') as SgNode, ctx, frame);
  const op = node.field('operator')?.text() ?? '';
  if (op === '??') return join(left, right);
  if (op !== '+') return CLEAN;
  const folded = isConst(left) && isConst(right) && (typeof left.constant.value === 'string' || typeof right.constant.value === 'string')
    ? `${String(left.constant.value ?? '')}${String(right.constant.value ?? '')}` : undefined;
  if (folded === undefined && typeof left.constant?.value === 'number' && typeof right.constant?.value === 'number') return CLEAN;
  return derive([left, right], () => stepAt(ctx, node, 'step', 'concatenação'), folded);
}

/** A name: a local, a field of the file, the controller's Request/HttpContext, a type (clean), or something declared elsewhere. */
function identifier(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const name = node.text();
  if (frame.env.has(name)) return lookup(frame.env, name);
  const field = ctx.fields.get(name);
  if (field) return field;
  if (name === 'Request') return { ...CLEAN, role: 'request' };
  if (name === 'HttpContext') return { ...CLEAN, role: 'http-context' };
  // Types, static classes and inherited members are capitalised; a lower-case name declared elsewhere is data of unknown origin.
  if (/^[A-Z_]/.test(name)) return CLEAN;
  return { taint: 'unknown', trace: [stepAt(ctx, node, 'source', `variável ${name} (origem não vista no arquivo)`)] };
}

function memberAccess(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const objNode = node.field('expression') as SgNode;
  const name = node.field('name')?.text() ?? '';
  if (kindOf(objNode) === 'this_expression') return ctx.fields.get(name) ?? CLEAN;
  const obj = evalExpr(objNode, ctx, frame);
  if (obj.role === 'request' && REQUEST_MEMBERS.has(name)) return source(stepAt(ctx, node, 'source', `entrada: ${node.text().slice(0, 60)}`));
  if (obj.role === 'http-context' && name === 'Request') return { ...CLEAN, role: 'request' };
  if (name === 'Length' || name === 'Count') return CLEAN;
  const entry = obj.entries?.get(name);
  if (entry) return entry;
  return { ...joinTaint(flatten(obj), CLEAN) };
}

function elementAccess(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const obj = evalExpr(node.field('expression') as SgNode, ctx, frame);
  const [keyNode] = argumentExpressions(named(node).find((c) => kindOf(c) === 'bracketed_argument_list'));
  const key = keyNode ? evalExpr(keyNode, ctx, frame) : CLEAN;
  return elementAt(obj, key);
}

/** The expressions of an argument list (`argument` wraps each, with an optional name and ref/out). */
export function argumentExpressions(list: SgNode | null | undefined): SgNode[] {
  return list ? named(list).map((a) => (kindOf(a) === 'argument' ? (named(a).at(-1) ?? a) : a)) : [];
}

/** `{ "pix", "ted" }`, `new[] { ... }`, `["a", "b"]`: elements by index; `{ ["k"] = v }` and `{ Prop = v }` by key. */
export function collection(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const items: Value[] = [];
  const entries = new Map<string, Value>();
  const inner = kindOf(node) === 'initializer_expression' ? node : named(node).find((c) => kindOf(c) === 'initializer_expression');
  for (const element of inner ? named(inner) : named(node)) {
    if (kindOf(element) === 'assignment_expression') {
      const left = element.field('left') as SgNode;
      const value = evalExpr(element.field('right') as SgNode, ctx, frame);
      const key = kindOf(left) === 'identifier' ? constant(left.text()) : evalExpr(named(left).at(-1) ?? left, ctx, frame);
      if (isConst(key)) entries.set(String(key.constant.value), value);
    } else {
      const value = evalExpr(element, ctx, frame);
      entries.set(String(items.length), value);
      items.push(value);
    }
  }
  return { ...CLEAN, items, entries };
}

function conditional(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const cond = node.field('condition');
  const yes = node.field('consequence');
  const no = node.field('alternative');
  if (!cond || !yes || !no) return passThrough(node, ctx, frame);
  evalExpr(cond, ctx, frame);
  const refined: Frame = { env: refine(cond, new Map(frame.env), true, ctx, frame) };
  return join(evalExpr(yes, ctx, refined), evalExpr(no, ctx, frame));
}

export function evalExpr(node: SgNode, ctx: Ctx, frame: Frame): Value {
  spend(ctx);
  switch (kindOf(node)) {
    case 'identifier':
      return identifier(node, ctx, frame);
    case 'this_expression':
      return { ...CLEAN, role: 'this' };
    case 'string_literal':
    case 'verbatim_string_literal':
    case 'raw_string_literal':
      return constant(literalText(node));
    case 'character_literal':
      return constant(decodeEscapes(node.text().slice(1, -1), 'csharp'));
    case 'interpolated_string_expression':
      return interpolated(node, ctx, frame);
    case 'integer_literal':
    case 'real_literal':
      return constant(Number(node.text().replace(/[_a-zA-Z]+$/g, '').replace(/_/g, '')));
    case 'boolean_literal':
      return constant(node.text() === 'true');
    case 'null_literal':
      return constant(null);
    case 'binary_expression':
      return binary(node, ctx, frame);
    case 'prefix_unary_expression':
    case 'is_pattern_expression':
    case 'is_expression':
    case 'typeof_expression':
    case 'sizeof_expression':
    case 'default_expression':
      passThrough(node, ctx, frame);
      return CLEAN;
    case 'cast_expression': {
      const value = evalExpr(node.field('value') as SgNode, ctx, frame);
      return NUMERIC_TYPE.test(node.field('type')?.text() ?? '') ? CLEAN : value;
    }
    case 'member_access_expression':
      return memberAccess(node, ctx, frame);
    case 'element_access_expression':
      return elementAccess(node, ctx, frame);
    case 'invocation_expression':
      return evalCall(node, ctx, frame);
    case 'object_creation_expression':
    case 'implicit_object_creation_expression':
      return evalNew(node, ctx, frame);
    case 'initializer_expression':
    case 'array_creation_expression':
    case 'implicit_array_creation_expression':
    case 'collection_expression':
      return collection(node, ctx, frame);
    case 'conditional_expression':
      return conditional(node, ctx, frame);
    case 'assignment_expression':
      return assign(node, ctx, frame);
    case 'lambda_expression':
    case 'anonymous_method_expression':
      return CLEAN;
    default:
      return passThrough(node, ctx, frame);
  }
}

function assign(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const left = node.field('left') as SgNode;
  let value = evalExpr(node.field('right') as SgNode, ctx, frame);
  const op = node.field('operator')?.text() ?? named(node).find((c) => kindOf(c) === 'assignment_operator')?.text() ?? node.text().slice(left.text().length).trim().split(/\s/)[0];
  if (op === '+=' || op === '??=') {
    const old = evalExpr(left, ctx, frame);
    value = op === '??=' ? join(old, value) : derive([old, value], () => stepAt(ctx, node, 'step', 'concatenação (+=)'));
  } else if (op !== '=') value = CLEAN;
  bind(left, value, ctx, frame, node);
  return value;
}

/** Binds a target (local, `this.x`/field, `obj.Prop`, `arr[i]`) to a value; a property write may be a sink. */
export function bind(target: SgNode, value: Value, ctx: Ctx, frame: Frame, at: SgNode = target): void {
  const kind = kindOf(target);
  if (kind === 'identifier') {
    if (frame.env.has(target.text()) || !ctx.fields.has(target.text())) frame.env.set(target.text(), value);
    else ctx.fields.set(target.text(), join(ctx.fields.get(target.text()) as Value, value));
  } else if (kind === 'member_access_expression') {
    const objNode = target.field('expression') as SgNode;
    const name = target.field('name')?.text() ?? '';
    if (kindOf(objNode) === 'this_expression') {
      const old = ctx.fields.get(name);
      ctx.fields.set(name, old ? join(old, value) : value);
      return;
    }
    const obj = evalExpr(objNode, ctx, frame);
    const sink = csSinkForProperty(name, obj.role, obj.entries?.get('FileName')?.constant?.value);
    if (sink) checkCsSink(sink, at, [value], [at.field('right') ?? at], ctx);
    if (kindOf(objNode) === 'identifier' && frame.env.has(objNode.text())) {
      frame.env.set(objNode.text(), { ...obj, ...joinTaint(obj, CLEAN), entries: new Map(obj.entries ?? []).set(name, value) });
    }
  } else if (kind === 'element_access_expression') {
    const objNode = target.field('expression') as SgNode;
    if (kindOf(objNode) === 'identifier' && frame.env.has(objNode.text())) {
      const obj = lookup(frame.env, objNode.text());
      frame.env.set(objNode.text(), { ...obj, rest: join(obj.rest ?? CLEAN, value) });
    }
  } else if (kind === 'declaration_expression') {
    const name = target.field('name');
    if (name) frame.env.set(name.text(), value);
  } else {
    for (const inner of named(target)) bind(inner, flatten(value), ctx, frame);
  }
}
