/**
 * Expressions of the IR: variables, constants (folded), members (request fields are sources), elements,
 * operators, templates, collections (object keys can be sinks), calls, assignments and lambdas (run
 * where they are written). Unknown constructs carry the taint of their parts.
 */
import { lookup } from '../env.js';
import type { Expr, Range } from '../ir/nodes.js';
import { fieldRow, sinkForObjectKey } from '../models/match.js';
import type { SourceRow } from '../models/types.js';
import { startsWithFixedHost } from '../url-prefix.js';
import { CLEAN, constant, derive, elementAt, flatten, isConst, join, joinTaint, sanitized, source, type Value } from '../value.js';
import { bindValue } from './bind.js';
import { calleeParts } from './callee.js';
import { resolveCall } from './calls.js';
import { spend, traceStep, type Ctx, type Frame } from './context.js';
import { foldBinary, foldUnary, truthy } from './fold.js';
import { runInlineFunction } from './functions.js';
import { narrowByCondition } from './refine.js';
import { checkSinkRow } from './sink-check.js';
import { namesOf, receiverTexts } from './imported-names.js';
import { ambientMember, ambientVariable, SETTINGS, settingAt, settingEntry, settingsMember } from './settings-calls.js';

/** Free names that are language constants, not data. */
const GLOBAL_CONSTANTS = new Set(['undefined', 'NaN', 'Infinity', '__dirname', '__filename', 'None', 'True', 'False']);
/** Operators whose result is one of the operands. */
const CHOICE = new Set(['||', '??', '&&', 'or', 'and']);

export function ofUnknownOrigin(ctx: Ctx, range: Range, note: string): Value {
  return { taint: 'unknown', trace: [traceStep(ctx, range, 'source', note)] };
}

/** Role of a request object read off the request (Go's r.URL): what is read off it is request data in turn. */
export const REQUEST_DATA = 'request-data';

/** Request data read at `range`, named by its whole expression (`r.URL.Query().Get("cpf")`); `chain` keeps it a request object. */
export function requestData(ctx: Ctx, range: Range, text: string, chain = false): Value {
  const value = source(traceStep(ctx, range, 'source', `entrada: ${text.replace(/\s+/g, ' ').slice(0, 60)}`));
  return chain ? { ...value, role: REQUEST_DATA } : value;
}

/** Reads `obj.name`: a request field is a source (or another role); a known entry is itself; otherwise the object's taint. */
export function memberValue(obj: Value, name: string, text: string, range: Range, ctx: Ctx): Value {
  // A key of settings, read as a property or destructured (`const { HASH } = process.env`; .env keys ignore case here).
  const setting = settingsMember(obj, name, ctx);
  if (setting) return setting;
  // An entry a check narrowed (see refine.ts) is what the check proved, even on request data.
  const narrowed = obj.role === REQUEST_DATA ? obj.entries?.get(name) : undefined;
  if (narrowed) return narrowed;
  if (obj.role === REQUEST_DATA) return requestData(ctx, range, text, true);
  if (obj.role) {
    const row = fieldRow(ctx.models, obj.role, name);
    if (row?.role) return { ...CLEAN, role: row.role };
    if (row) return requestData(ctx, range, text, row.chain);
    if (obj.role === 'request' || obj.role === 'response') return CLEAN;
  }
  // A setting's key ignores case, as ambient settings do (`$_SERVER['HASH']` over the .env's).
  const entry = obj.entries?.get(name) ?? settingEntry(obj, name);
  if (entry) return entry;
  // An instance of a class of the file: its fields are the class's one object state.
  const instanceField = obj.role?.startsWith('instance:') ? ctx.classes.get(obj.role.slice('instance:'.length))?.entries?.get(name) : undefined;
  if (instanceField) return instanceField;
  if (name === 'length' || name === 'Length') return CLEAN;
  return { ...joinTaint(flatten(obj), CLEAN) };
}

function partsTaint(parts: readonly Expr[], ctx: Ctx, frame: Frame): Value {
  let out: Value = CLEAN;
  for (const part of parts) out = { ...joinTaint(out, flatten(evaluate(part, ctx, frame))) };
  return out;
}

function binaryValue(e: Extract<Expr, { k: 'binary' }>, ctx: Ctx, frame: Frame): Value {
  const left = evaluate(e.left, ctx, frame);
  const right = evaluate(e.right, ctx, frame);
  const folded = isConst(left) && isConst(right) ? foldBinary(e.op, left.constant.value, right.constant.value) : undefined;
  // The operand chosen keeps what it is (`process.env.HASH ?? 'sha512'`: the setting the file writes).
  if (CHOICE.has(e.op)) return folded === undefined ? join(left, right) : folded === left.constant?.value ? left : folded === right.constant?.value ? right : constant(folded);
  if (e.op === '%' && isConst(left) && typeof left.constant.value === 'string') return derive([left, right], () => traceStep(ctx, e.range, 'step', 'formatação com %'));
  if (e.op !== '+') return folded !== undefined ? constant(folded) : CLEAN;
  return toFixedHost(left, derive([left, right], () => traceStep(ctx, e.range, 'step', 'concatenação'), folded));
}

/** `"https://api.parceiro.com.br/contas/" + x`, `/painel?c=${x}`: the host is the program's, so what follows is no SSRF or open redirect. */
function toFixedHost(prefix: Value | undefined, built: Value): Value {
  return built.taint !== 'none' && prefix && startsWithFixedHost(prefix) ? sanitized(built, ['ssrf', 'redirect']) : built;
}

function mapValue(e: Extract<Expr, { k: 'map' }>, ctx: Ctx, frame: Frame): Value {
  const entries = new Map<string, Value>();
  let rest: Value | undefined;
  for (const entry of e.entries) {
    const value = evaluate(entry.value, ctx, frame);
    const key = entry.key ? evaluate(entry.key, ctx, frame) : undefined;
    if (key && isConst(key)) {
      const sink = sinkForObjectKey(ctx.models, String(key.constant.value));
      if (sink) checkSinkRow(ctx, sink, entry.range, [value], [entry.value]);
      entries.set(String(key.constant.value), value);
    } else rest = join(rest ?? CLEAN, value);
  }
  return { ...CLEAN, entries, ...(rest ? { rest } : {}) };
}

/** A list with collections spread in it: their items in place while their length is known, else what they hold in `rest`. */
function spreadList(e: Extract<Expr, { k: 'list' }>, ctx: Ctx, frame: Frame): Value {
  const items: Value[] = [];
  let rest: Value | undefined;
  e.items.forEach((item, i) => {
    const value = evaluate(item, ctx, frame);
    if (!e.spreads?.includes(i)) {
      if (rest) rest = join(rest, value);
      else items.push(value);
    } else if (value.items && !rest) {
      items.push(...value.items);
      if (value.rest) rest = value.rest;
    } else rest = join(rest ?? CLEAN, flatten(value));
  });
  return { ...CLEAN, items, ...(rest ? { rest } : {}) };
}

function conditionalValue(e: Extract<Expr, { k: 'conditional' }>, ctx: Ctx, frame: Frame): Value {
  const test = evaluate(e.test, ctx, frame);
  // A condition the program fixed: only the taken side is evaluated.
  if (isConst(test)) return evaluate(truthy(test.constant.value) ? e.then : e.else, ctx, frame);
  const refined: Frame = { ...frame, env: narrowByCondition(e.test, new Map(frame.env), true, ctx, frame) };
  return join(evaluate(e.then, ctx, refined), evaluate(e.else, ctx, frame));
}

function variableValue(e: Extract<Expr, { k: 'var' }>, ctx: Ctx, frame: Frame): Value {
  if (frame.env.has(e.name)) return lookup(frame.env, e.name);
  if (GLOBAL_CONSTANTS.has(e.name)) return CLEAN;
  const global = namesOf(e.name, ctx, frame).map((n) => ctx.models.globals.get(n)).find(Boolean);
  if (global) return globalValue(global, e.name, e.range, ctx);
  const ambient = ambientVariable(e.name, ctx);
  if (ambient) return ambient;
  // A name declared nowhere in the file (a global, an import): its origin is not visible here.
  return ofUnknownOrigin(ctx, e.range, `variável ${e.name} (origem não vista no arquivo)`);
}

/** A source row's value: an object with a role (Flask's request), or data from outside with its trace. */
export function globalValue(row: SourceRow, text: string, range: Range, ctx: Ctx): Value {
  // A global that is also ambient settings (PHP's `$_SERVER`, request fields beside the environment's) holds their entries too.
  if (row.role) {
    const entries = ambientVariable(text, ctx)?.entries;
    return { ...CLEAN, role: row.role, ...(entries ? { entries } : {}) };
  }
  const step = traceStep(ctx, range, 'source', row.note ?? `entrada: ${text}`);
  if (row.origin === 'unknown') return { taint: 'unknown', trace: [step] };
  return row.chain ? { ...source(step), role: REQUEST_DATA } : source(step);
}

function member(e: Extract<Expr, { k: 'member' }>, ctx: Ctx, frame: Frame): Value {
  const global = receiverTexts(e.text, ctx, frame).map((t) => ctx.models.globals.get(t)).find(Boolean);
  if (global) return globalValue(global, e.text, e.range, ctx);
  const ambient = ambientMember(e.name, () => calleeParts(e).receiverText, ctx, frame);
  if (ambient) return ambient;
  const obj = evaluate(e.object, ctx, frame);
  // A package object holding ambient settings, as in a call on it (`config.crypto.hash` as `config.get('crypto.hash')`).
  const settings = obj.role !== SETTINGS && e.object.k === 'var' ? ambientVariable(e.object.name, ctx) : undefined;
  return memberValue(settings ?? obj, e.name, e.text, e.range, ctx);
}

export function evaluate(e: Expr, ctx: Ctx, frame: Frame): Value {
  spend(ctx);
  switch (e.k) {
    case 'var': return variableValue(e, ctx, frame);
    case 'this': return frame.className ? (ctx.classes.get(frame.className) ?? CLEAN) : CLEAN;
    case 'const': return constant(e.value);
    // A regular expression the program wrote: its pattern, for an allow-list check (`re.MatchString(x)`).
    case 'regex': return { ...constant(e.pattern), role: 'regexp' };
    case 'member': return member(e, ctx, frame);
    case 'index': {
      const obj = evaluate(e.object, ctx, frame);
      const key = evaluate(e.index, ctx, frame);
      return obj.role === REQUEST_DATA && e.text ? requestData(ctx, e.range, e.text) : (settingAt(obj, key) ?? elementAt(obj, key));
    }
    case 'binary': return binaryValue(e, ctx, frame);
    case 'unary': {
      const operand = evaluate(e.operand, ctx, frame);
      const folded = isConst(operand) ? foldUnary(e.op, operand.constant.value) : undefined;
      return folded !== undefined ? constant(folded) : CLEAN;
    }
    case 'conditional': return conditionalValue(e, ctx, frame);
    case 'template': {
      const parts = e.parts.map((p) => evaluate(p, ctx, frame));
      const folded = parts.every(isConst) ? parts.map((p) => String(p.constant?.value)).join('') : undefined;
      return toFixedHost(parts[0], derive(parts, () => traceStep(ctx, e.range, 'step', 'interpolação em string'), folded));
    }
    case 'list': return e.spreads ? spreadList(e, ctx, frame) : { ...CLEAN, items: e.items.map((i) => evaluate(i, ctx, frame)) };
    case 'map': return mapValue(e, ctx, frame);
    case 'call': return resolveCall(e, ctx, frame);
    case 'assign': return runAssignment(e, ctx, frame);
    case 'function':
      runInlineFunction(e.fn, ctx, frame);
      // Kept as a value too: a helper handed the function (`paraCada(xs, func(x string) {...})`) calls it with its own values.
      return { ...CLEAN, callable: { fn: e.fn, scope: frame } };
    case 'unknown': return partsTaint(e.parts, ctx, frame);
  }
}

/** `x = v`, and `x += v`: the old value and the new one, concatenated (the right side is evaluated first). */
export function runAssignment(e: { target: Extract<Expr, { k: 'assign' }>['target']; value?: Expr; op?: string; range: Range }, ctx: Ctx, frame: Frame): Value {
  const assigned = e.value ? evaluate(e.value, ctx, frame) : CLEAN;
  const old = e.op && (e.target.k === 'var' || e.target.k === 'member' || e.target.k === 'index') ? evaluate(e.target, ctx, frame) : undefined;
  const value = old ? derive([old, assigned], () => traceStep(ctx, e.range, 'step', 'concatenação')) : assigned;
  bindValue(e.target, value, ctx, frame, e.op ? undefined : e.value);
  return value;
}
