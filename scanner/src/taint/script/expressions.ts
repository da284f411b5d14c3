/**
 * Expressions of JavaScript/TypeScript and Python on one interpreter: the two tree-sitter grammars name
 * most constructs differently but mean the same (member_expression/attribute, template_string/f-string),
 * so each case lists both kinds. Unknown constructs carry the taint of their parts.
 */
import type { SgNode } from '@ast-grep/napi';
import { lookup } from '../env.js';
import { decodeEscape, decodeEscapes } from '../escapes.js';
import { CLEAN, constant, derive, elementAt, flatten, isConst, join, joinTaint, source, type Value } from '../value.js';
import { evalCall } from './calls.js';
import { spend, stepAt, type Ctx, type Frame } from './context.js';
import { kindOf, named } from './parser.js';
import { refine } from './refine.js';
import { checkSink, runCallback } from './functions.js';

/** Free names that are language constants or module objects, not data. */
const GLOBAL_CONSTANTS = new Set(['undefined', 'NaN', 'Infinity', '__dirname', '__filename', 'None', 'True', 'False']);

const STRING_PARTS = new Set(['string_fragment', 'string_content', 'escape_sequence', 'string_start', 'string_end']);

/** The value every part flows into, with no step of its own (await, parentheses, casts). */
function passThrough(node: SgNode, ctx: Ctx, frame: Frame): Value {
  let out: Value = CLEAN;
  for (const child of named(node)) out = { ...joinTaint(out, flatten(evalExpr(child, ctx, frame))) };
  return out;
}

/** A literal without substitutions: JavaScript's escapes are nodes of their own, Python's sit inside the content (none in a raw string). */
function literalText(node: SgNode, language: 'javascript' | 'python'): string {
  const parts = named(node);
  if (language === 'python') {
    const raw = /r/i.test(parts.find((c) => c.kind() === 'string_start')?.text() ?? '');
    return parts.filter((c) => c.kind() === 'string_content').map((c) => (raw ? c.text() : decodeEscapes(c.text(), 'python'))).join('');
  }
  return parts.map((c) => (c.kind() === 'escape_sequence' ? decodeEscape(c.text(), 'javascript') : c.kind() === 'string_fragment' ? c.text() : '')).join('');
}

function stringValue(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const parts = named(node).filter((c) => !STRING_PARTS.has(String(c.kind())));
  if (parts.length === 0) {
    return constant(literalText(node, ctx.api.language));
  }
  // Template literal or f-string: each substitution flows into the string.
  const values = parts.map((p) => evalExpr(p, ctx, frame));
  return derive(values, () => stepAt(ctx, node, 'step', 'interpolação em string'));
}

function binary(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const left = evalExpr(node.field('left') as SgNode, ctx, frame);
  const right = evalExpr(node.field('right') as SgNode, ctx, frame);
  const op = node.field('operator')?.text() ?? '';
  if (op === '||' || op === '??' || op === '&&' || op === 'or' || op === 'and') return join(left, right);
  if (op === '%' && isConst(left) && typeof left.constant.value === 'string') return derive([left, right], () => stepAt(ctx, node, 'step', 'formatação com %'));
  if (op !== '+') return CLEAN;
  const folded = isConst(left) && isConst(right) && typeof left.constant.value === 'string' ? `${left.constant.value}${String(right.constant.value)}` : undefined;
  return derive([left, right], () => stepAt(ctx, node, 'step', 'concatenação'), folded);
}

/** Reads `obj.name`: a request field is a source; a known entry is itself; otherwise the object's taint. */
export function readMember(obj: Value, name: string, node: SgNode, ctx: Ctx): Value {
  if (obj.role === 'request') {
    if (ctx.api.requestFields.has(name)) return source(stepAt(ctx, node, 'source', `entrada: ${node.text().slice(0, 60)}`));
    return name === 'request' ? { ...CLEAN, role: 'request' } : CLEAN;
  }
  const entry = obj.entries?.get(name);
  if (entry) return entry;
  if (name === 'length') return CLEAN;
  return { ...joinTaint(flatten(obj), CLEAN) };
}

function subscript(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const obj = evalExpr((node.field('object') ?? node.field('value')) as SgNode, ctx, frame);
  const keyNode = node.field('index') ?? node.field('subscript');
  const key = keyNode ? evalExpr(keyNode, ctx, frame) : CLEAN;
  return elementAt(obj, key);
}

function objectLiteral(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const entries = new Map<string, Value>();
  let rest: Value | undefined;
  for (const child of named(node)) {
    const kind = child.kind();
    if (kind === 'pair') {
      const keyNode = child.field('key') as SgNode;
      const key = keyNode.kind() === 'string' ? evalExpr(keyNode, ctx, frame) : constant(keyNode.text());
      const value = evalExpr(child.field('value') as SgNode, ctx, frame);
      const sink = isConst(key) ? ctx.api.propertySinks.get(String(key.constant.value)) : undefined;
      if (sink) checkSink(sink, child, [value], [child], ctx);
      if (isConst(key)) entries.set(String(key.constant.value), value);
      else rest = join(rest ?? CLEAN, value);
    } else if (kind === 'shorthand_property_identifier') entries.set(child.text(), lookup(frame.env, child.text()));
    else rest = join(rest ?? CLEAN, evalExpr(child, ctx, frame));
  }
  return { ...CLEAN, entries, ...(rest ? { rest } : {}) };
}

export function evalExpr(node: SgNode, ctx: Ctx, frame: Frame): Value {
  spend(ctx);
  switch (kindOf(node)) {
    case 'identifier':
    case 'shorthand_property_identifier': {
      const name = node.text();
      if (frame.env.has(name)) return lookup(frame.env, name);
      // Flask's request is a module-level proxy, imported rather than passed.
      if (name === 'request' && ctx.api.language === 'python') return { ...CLEAN, role: 'request' };
      // A name declared nowhere in the file (a global, an import): its origin is not visible here.
      return GLOBAL_CONSTANTS.has(name) ? CLEAN : { taint: 'unknown', trace: [stepAt(ctx, node, 'source', `variável ${name} (origem não vista no arquivo)`)] };
    }
    case 'string':
    case 'template_string':
      return stringValue(node, ctx, frame);
    case 'number':
    case 'integer':
    case 'float':
      return constant(Number(node.text()));
    case 'true':
    case 'false':
      return constant(node.kind() === 'true');
    case 'binary_expression':
    case 'binary_operator':
    case 'boolean_operator':
      return binary(node, ctx, frame);
    case 'comparison_operator':
    case 'unary_expression':
    case 'not_operator':
      passThrough(node, ctx, frame);
      return CLEAN;
    case 'member_expression':
    case 'attribute': {
      // Command-line arguments: lower trust than a request (whoever runs the program chose them), so of unknown origin.
      if (/^(?:process|sys)\.argv$/.test(node.text())) return { taint: 'unknown', trace: [stepAt(ctx, node, 'source', `entrada: linha de comando (${node.text()})`)] };
      const obj = evalExpr(node.field('object') as SgNode, ctx, frame);
      return readMember(obj, (node.field('property') ?? node.field('attribute'))?.text() ?? '', node, ctx);
    }
    case 'subscript_expression':
    case 'subscript':
      return subscript(node, ctx, frame);
    case 'call_expression':
    case 'call':
    case 'new_expression':
      return evalCall(node, ctx, frame);
    case 'object':
    case 'dictionary':
      return objectLiteral(node, ctx, frame);
    case 'array':
    case 'list':
    case 'tuple':
    case 'set':
      return { ...CLEAN, items: named(node).map((c) => evalExpr(c, ctx, frame)) };
    case 'ternary_expression':
    case 'conditional_expression': {
      // JS `c ? a : b`; Python `a if c else b`. The taken side sees the allow-list check of the condition.
      const [a, cond, b] = node.kind() === 'ternary_expression' ? [node.field('consequence'), node.field('condition'), node.field('alternative')] : named(node);
      if (!cond || !a || !b) return passThrough(node, ctx, frame);
      evalExpr(cond, ctx, frame);
      const refined: Frame = { env: refine(cond, new Map(frame.env), true, ctx, frame) };
      return join(evalExpr(a, ctx, refined), evalExpr(b, ctx, frame));
    }
    case 'assignment_expression':
    case 'assignment':
    case 'augmented_assignment_expression':
    case 'augmented_assignment':
      return assign(node, ctx, frame);
    case 'arrow_function':
    case 'function_expression':
    case 'function':
    case 'lambda':
      runCallback(node, ctx, frame);
      return CLEAN;
  }
  return passThrough(node, ctx, frame);
}

function assign(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const left = node.field('left') as SgNode;
  const right = node.field('right');
  const assigned = right ? evalExpr(right, ctx, frame) : CLEAN;
  // `x += y`: the old value and the new one, concatenated (the right side is evaluated first).
  const value = String(node.kind()).startsWith('augmented') ? derive([evalExpr(left, ctx, frame), assigned], () => stepAt(ctx, node, 'step', 'concatenação')) : assigned;
  bind(left, value, ctx, frame);
  return value;
}

/** Binds a target (name, destructuring pattern, obj.field, obj[key]) to a value. */
export function bind(target: SgNode, value: Value, ctx: Ctx, frame: Frame): void {
  const kind = target.kind();
  if (kind === 'identifier' || kind === 'shorthand_property_identifier_pattern') {
    frame.env.set(target.text(), value);
  } else if (kind === 'object_pattern') {
    for (const child of named(target)) {
      const ck = child.kind();
      if (ck === 'shorthand_property_identifier_pattern') bind(child, readMember(value, child.text(), child, ctx), ctx, frame);
      else if (ck === 'pair_pattern') bind(child.field('value') as SgNode, readMember(value, child.field('key')?.text() ?? '', child, ctx), ctx, frame);
      else if (ck === 'object_assignment_pattern') bind(child.field('left') as SgNode, readMember(value, child.field('left')?.text() ?? '', child, ctx), ctx, frame);
      else for (const inner of named(child)) bind(inner, flatten(value), ctx, frame);
    }
  } else if (kind === 'array_pattern' || kind === 'pattern_list' || kind === 'tuple_pattern' || kind === 'list_pattern') {
    named(target).forEach((child, i) => bind(child, value.items?.[i] ?? flatten(value), ctx, frame));
  } else if (kind === 'member_expression' || kind === 'attribute') {
    const prop = (target.field('property') ?? target.field('attribute'))?.text() ?? '';
    const objNode = target.field('object');
    const root = /^[\w$]+/.exec(objNode?.text() ?? '')?.[0] ?? '';
    const rootRole = frame.env.has(root) ? lookup(frame.env, root).role : undefined;
    const sink = ctx.api.propertySinks.get(prop) ?? ctx.api.assignmentSinkFor?.(objNode?.text() ?? '', rootRole, prop, value);
    if (sink) checkSink(sink, target, [value], [target], ctx);
    if (objNode?.kind() === 'identifier' && frame.env.has(objNode.text())) {
      const obj = lookup(frame.env, objNode.text());
      frame.env.set(objNode.text(), { ...obj, ...joinTaint(obj, CLEAN), entries: new Map(obj.entries ?? []).set(prop, value) });
    }
  } else if (kind === 'subscript_expression' || kind === 'subscript') {
    const objNode = target.field('object') ?? target.field('value');
    if (objNode?.kind() === 'identifier') {
      const obj = lookup(frame.env, objNode.text());
      frame.env.set(objNode.text(), { ...obj, rest: join(obj.rest ?? CLEAN, value) });
    }
  } else {
    for (const inner of named(target)) bind(inner, flatten(value), ctx, frame);
  }
}
