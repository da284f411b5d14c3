/**
 * Expressions of the IR: variables, constants (folded), members (request fields are sources), elements,
 * operators, templates, collections (object keys can be sinks), calls, assignments and lambdas (run
 * where they are written). Unknown constructs carry the taint of their parts.
 */
import { lookup } from '../env.js';
import type { Expr, Range } from '../ir/nodes.js';
import { sinkForObjectKey } from '../models/match.js';
import { CLEAN, constant, derive, elementAt, flatten, isConst, join, joinTaint, source, type Value } from '../value.js';
import { bind } from './bind.js';
import { evalCall } from './calls.js';
import { spend, stepAt, type Ctx, type Frame } from './context.js';
import { foldBinary, foldUnary, truthy } from './fold.js';
import { runCallback } from './functions.js';
import { refine } from './refine.js';
import { checkSink } from './sink-check.js';

/** Free names that are language constants, not data. */
const GLOBAL_CONSTANTS = new Set(['undefined', 'NaN', 'Infinity', '__dirname', '__filename', 'None', 'True', 'False']);
/** Operators whose result is one of the operands. */
const CHOICE = new Set(['||', '??', '&&', 'or', 'and']);

export function unknownOrigin(ctx: Ctx, range: Range, note: string): Value {
  return { taint: 'unknown', trace: [stepAt(ctx, range, 'source', note)] };
}

/** Reads `obj.name`: a request field is a source (or another role); a known entry is itself; otherwise the object's taint. */
export function readMember(obj: Value, name: string, text: string, range: Range, ctx: Ctx): Value {
  if (obj.role) {
    const row = ctx.models.fields.get(`${obj.role}.${name}`);
    if (row?.role) return { ...CLEAN, role: row.role };
    if (row) return source(stepAt(ctx, range, 'source', `entrada: ${text.replace(/\s+/g, ' ').slice(0, 60)}`));
    if (obj.role === 'request' || obj.role === 'response') return CLEAN;
  }
  const entry = obj.entries?.get(name);
  if (entry) return entry;
  if (name === 'length') return CLEAN;
  return { ...joinTaint(flatten(obj), CLEAN) };
}

function passThrough(parts: readonly Expr[], ctx: Ctx, frame: Frame): Value {
  let out: Value = CLEAN;
  for (const part of parts) out = { ...joinTaint(out, flatten(evalExpr(part, ctx, frame))) };
  return out;
}

function binary(e: Extract<Expr, { k: 'binary' }>, ctx: Ctx, frame: Frame): Value {
  const left = evalExpr(e.left, ctx, frame);
  const right = evalExpr(e.right, ctx, frame);
  const folded = isConst(left) && isConst(right) ? foldBinary(e.op, left.constant.value, right.constant.value) : undefined;
  if (CHOICE.has(e.op)) return folded !== undefined ? constant(folded) : join(left, right);
  if (e.op === '%' && isConst(left) && typeof left.constant.value === 'string') return derive([left, right], () => stepAt(ctx, e.range, 'step', 'formatação com %'));
  if (e.op !== '+') return folded !== undefined ? constant(folded) : CLEAN;
  return derive([left, right], () => stepAt(ctx, e.range, 'step', 'concatenação'), folded);
}

function collection(e: Extract<Expr, { k: 'map' }>, ctx: Ctx, frame: Frame): Value {
  const entries = new Map<string, Value>();
  let rest: Value | undefined;
  for (const entry of e.entries) {
    const value = evalExpr(entry.value, ctx, frame);
    const key = entry.key ? evalExpr(entry.key, ctx, frame) : undefined;
    if (key && isConst(key)) {
      const sink = sinkForObjectKey(ctx.models, String(key.constant.value));
      if (sink) checkSink(ctx, sink, entry.range, [value], [entry.value]);
      entries.set(String(key.constant.value), value);
    } else rest = join(rest ?? CLEAN, value);
  }
  return { ...CLEAN, entries, ...(rest ? { rest } : {}) };
}

function conditional(e: Extract<Expr, { k: 'conditional' }>, ctx: Ctx, frame: Frame): Value {
  const test = evalExpr(e.test, ctx, frame);
  // A condition the program fixed: only the taken side is evaluated.
  if (isConst(test)) return evalExpr(truthy(test.constant.value) ? e.then : e.else, ctx, frame);
  const refined: Frame = { ...frame, env: refine(e.test, new Map(frame.env), true, ctx, frame) };
  return join(evalExpr(e.then, ctx, refined), evalExpr(e.else, ctx, frame));
}

function variable(e: Extract<Expr, { k: 'var' }>, ctx: Ctx, frame: Frame): Value {
  if (frame.env.has(e.name)) return lookup(frame.env, e.name);
  // A name declared nowhere in the file (a global, an import): its origin is not visible here.
  return GLOBAL_CONSTANTS.has(e.name) ? CLEAN : unknownOrigin(ctx, e.range, `variável ${e.name} (origem não vista no arquivo)`);
}

function member(e: Extract<Expr, { k: 'member' }>, ctx: Ctx, frame: Frame): Value {
  const global = ctx.models.globals.get(e.text);
  if (global) {
    const step = stepAt(ctx, e.range, 'source', global.note ?? `entrada: ${e.text}`);
    return global.origin === 'unknown' ? { taint: 'unknown', trace: [step] } : source(step);
  }
  return readMember(evalExpr(e.object, ctx, frame), e.name, e.text, e.range, ctx);
}

export function evalExpr(e: Expr, ctx: Ctx, frame: Frame): Value {
  spend(ctx);
  switch (e.k) {
    case 'var': return variable(e, ctx, frame);
    case 'this': return frame.className ? (ctx.classes.get(frame.className) ?? CLEAN) : CLEAN;
    case 'const': return constant(e.value);
    case 'regex': return CLEAN;
    case 'member': return member(e, ctx, frame);
    case 'index': return elementAt(evalExpr(e.object, ctx, frame), evalExpr(e.index, ctx, frame));
    case 'binary': return binary(e, ctx, frame);
    case 'unary': {
      const operand = evalExpr(e.operand, ctx, frame);
      const folded = isConst(operand) ? foldUnary(e.op, operand.constant.value) : undefined;
      return folded !== undefined ? constant(folded) : CLEAN;
    }
    case 'conditional': return conditional(e, ctx, frame);
    case 'template': {
      const parts = e.parts.map((p) => evalExpr(p, ctx, frame));
      const folded = parts.every(isConst) ? parts.map((p) => String(p.constant?.value)).join('') : undefined;
      return derive(parts, () => stepAt(ctx, e.range, 'step', 'interpolação em string'), folded);
    }
    case 'list': return { ...CLEAN, items: e.items.map((i) => evalExpr(i, ctx, frame)) };
    case 'map': return collection(e, ctx, frame);
    case 'call': return evalCall(e, ctx, frame);
    case 'assign': return assign(e, ctx, frame);
    case 'function':
      runCallback(e.fn, ctx, frame);
      return CLEAN;
    case 'unknown': return passThrough(e.parts, ctx, frame);
  }
}

/** `x = v`, and `x += v`: the old value and the new one, concatenated (the right side is evaluated first). */
export function assign(e: { target: Extract<Expr, { k: 'assign' }>['target']; value?: Expr; op?: string; range: Range }, ctx: Ctx, frame: Frame): Value {
  const assigned = e.value ? evalExpr(e.value, ctx, frame) : CLEAN;
  const old = e.op && (e.target.k === 'var' || e.target.k === 'member' || e.target.k === 'index') ? evalExpr(e.target, ctx, frame) : undefined;
  const value = old ? derive([old, assigned], () => stepAt(ctx, e.range, 'step', 'concatenação')) : assigned;
  bind(e.target, value, ctx, frame);
  return value;
}
