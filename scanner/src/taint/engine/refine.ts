/**
 * The one allow-list refinement: inside `if (PERMITIDOS.includes(x))`, `x === 'pix'`, `x in PERMITIDOS`
 * or `/^[0-9]+$/.test(x)`, and after a guard clause that leaves, the checked variable holds a value the
 * program chose. Conditions joined by `&&` narrowByCondition with both sides. The calls that prove
 * something (membership, patterns, character classes, a normalised path's base, validators) are guard
 * rows of each language's models (models/<language>/guards.yml, schema.json); comparisons, `in` and a
 * parsed URL's host compared with a constant (bounded for redirect and SSRF) are operators, refined here.
 * The checks themselves are shared with the old interpreters (../allow-list.ts).
 */
import { HOST_CHECKED, isAnchoredWithoutDot, isConstantCollection, isConstantKeysOrItems, narrowEither, narrowEquality, NORMALIZED_PATH, URL_HOST_PART } from '../allow-list.js';
import type { Env } from '../env.js';
import type { Expr, Stmt } from '../ir/nodes.js';
import { CLEAN, isConst, sanitized, type Value } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { calleeParts } from './callee.js';
import { calleeSpellings } from './imported-names.js';
import { evaluate } from './expressions.js';
import type { Models } from '../models/compiled.js';
import type { Operand, SanitizerRow } from '../models/types.js';
import { exitsPath } from '../models/match.js';

/** The check a negated comparison proves when it is false. */
const POSITIVE_OF: Record<string, string> = { '!==': '===', '!=': '==', 'not in': 'in' };

type Narrow = (e: Expr | undefined, v?: Value) => void;
type Call = Extract<Expr, { k: 'call' }>;

/** The receiver of a method call, or a positional argument. */
function operandOf(cond: Call, which: Operand): Expr | undefined {
  if (which === 'receiver') return cond.callee.k === 'member' ? cond.callee.object : undefined;
  return cond.args.filter((a) => !a.name)[which]?.value;
}

/** The guard rows a call may be: one naming its receiver (or a plain call), then the methods of any receiver. */
function guardRowsOf(cond: Call, ctx: Ctx, frame: Frame): SanitizerRow[] {
  const { models } = ctx;
  const callee = calleeParts(cond.callee);
  const named = calleeSpellings(callee, ctx, frame).map(({ name, receiverText }) => {
    const tail = receiverText.split('.').at(-1) ?? '';
    return receiverText === '' ? models.guardByName.get(name) : (models.guardByName.get(`${receiverText}.${name}`) ?? models.guardByName.get(`${tail}.${name}`));
  }).find(Boolean);
  return [...(named ? [named] : []), ...(callee.receiverText === '' ? [] : (models.guardsOnAnyReceiver.get(callee.name) ?? []))];
}

/** A regex literal, or a constant (a string, a compiled regexp), anchored with no catch-all. */
function isAnchoredPattern(e: Expr | undefined, probe: (e: Expr) => Value): boolean {
  if (!e) return false;
  if (e.k === 'regex') return isAnchoredWithoutDot(e.pattern);
  const v = probe(e);
  return isConst(v) && isAnchoredWithoutDot(String(v.constant.value));
}

/** Kotlin: `cpf.all { it.isDigit() }`, a lambda whose one check is a receiver guard of the language on each character. */
function checksEachCharacter(e: Expr | undefined, models: Models): boolean {
  if (e?.k !== 'function') return false;
  const [only] = e.fn.body;
  const value = e.fn.body.length === 1 && only?.k === 'return' ? only.value : undefined;
  return value?.k === 'call' && value.callee.k === 'member' && value.args.length === 0
    && (models.guardsOnAnyReceiver.get(value.callee.name) ?? []).some((row) => row.receiverIsSubject && row.clears === 'all' && !row.eachCharacter);
}

/** Narrows what the row bounds when its conditions hold on this call (a pattern, a collection, a path's base, a per-character lambda). */
function applyGuardRow(row: SanitizerRow, cond: Call, models: Models, narrow: Narrow, probe: (e: Expr) => Value): boolean {
  const subject = operandOf(cond, row.receiverIsSubject ? 'receiver' : (row.arg ?? 0));
  if (!subject) return false;
  if (row.pattern !== undefined && !isAnchoredPattern(operandOf(cond, row.pattern), probe)) return false;
  const collection = row.collection === undefined ? undefined : operandOf(cond, row.collection);
  if (row.collection !== undefined && !(collection && isConstantKeysOrItems(probe(collection)))) return false;
  if (row.eachCharacter && !checksEachCharacter(operandOf(cond, 0), models)) return false;
  const checked = probe(subject);
  const clean = row.clears === 'all' ? CLEAN : sanitized(checked, row.clears);
  if (row.base === undefined) {
    narrow(subject, clean);
    return true;
  }
  // A normalised path (path.resolve, os.path.realpath) under a base the program chose stays under it.
  const base = operandOf(cond, row.base);
  if (!base || checked.role !== NORMALIZED_PATH || probe(base).taint === 'tainted') return false;
  narrow(subject, { ...clean, role: NORMALIZED_PATH });
  return true;
}

/**
 * `urlparse(d).netloc`, `new URL(d).host`, `url.origin`: the variable a host check bounds, the parsed URL
 * or the string it was parsed from.
 */
function hostChecked(e: Expr): Expr | undefined {
  if (e.k !== 'member' || !URL_HOST_PART.test(e.name)) return undefined;
  const parsed = e.object.k === 'call' ? e.object.args[0]?.value : e.object;
  return parsed?.k === 'var' ? parsed : undefined;
}

/** `x === 'pix'`, `x in PERMITIDOS`, and a parsed URL's host compared with a constant or a constant collection. */
function refineComparison(cond: Extract<Expr, { k: 'binary' }>, op: string, narrow: Narrow, probe: (e: Expr) => Value): void {
  const host = hostChecked(cond.left);
  const bounded = (allowed: Value): void => {
    if (host && (isConst(allowed) || isConstantCollection(allowed))) narrow(host, sanitized(probe(host), HOST_CHECKED));
  };
  if (op === '===' || op === '==') {
    bounded(probe(cond.right));
    narrowEquality(cond.left, cond.right, probe, narrow);
  } else if (op === 'in' && isConstantCollection(probe(cond.right))) {
    bounded(probe(cond.right));
    narrow(cond.left);
  }
}

/** Narrows `env` with what the condition proves when it is `positive` (true) — or false, for a negated check. */
export function narrowByCondition(cond: Expr, env: Env, positive: boolean, ctx: Ctx, frame: Frame): Env {
  if (cond.k === 'unary' && (cond.op === '!' || cond.op === 'not')) return narrowByCondition(cond.operand, env, !positive, ctx, frame);
  const and = positive ? /^(?:&&|and)$/ : /^(?:\|\||or)$/;
  const or = positive ? /^(?:\|\||or)$/ : /^(?:&&|and)$/;
  if (cond.k === 'binary' && and.test(cond.op)) {
    return narrowByCondition(cond.right, narrowByCondition(cond.left, env, positive, ctx, frame), positive, ctx, frame);
  }
  // `x === 'data' || x === 'valor'`: only a name every alternative narrows holds what they proved, joined.
  if (cond.k === 'binary' && or.test(cond.op)) {
    return narrowEither(env, [cond.left, cond.right], (alternative, into) => narrowByCondition(alternative, into, positive, ctx, frame));
  }
  // `x !== 'pix'` / `x not in PERMITIDOS` proven false (a guard that leaves) narrows as the positive form.
  const negated = !positive && cond.k === 'binary' && Object.hasOwn(POSITIVE_OF, cond.op);
  if (!positive && !negated) return env;
  const probeFrame: Frame = { ...frame, env: new Map(frame.env) };
  const probe = (e: Expr): Value => evaluate(e, ctx, probeFrame);
  const narrow: Narrow = (e, value = CLEAN) => {
    if (e?.k === 'var') env.set(e.name, value);
    // An entry checked in place (PHP's `ctype_digit($_GET['lote'])`): the object's entry holds what was proved.
    else if (e?.k === 'member' && e.object.k === 'var') {
      const obj = env.get(e.object.name) ?? probe(e.object);
      env.set(e.object.name, { ...obj, entries: new Map(obj.entries ?? []).set(e.name, value) });
    }
  };
  if (cond.k === 'call') guardRowsOf(cond, ctx, frame).some((row) => applyGuardRow(row, cond, ctx.models, narrow, probe));
  // `if PERMITIDAS[campo]` over a map or list the program wrote: campo is one of its keys.
  else if (cond.k === 'index' && isConstantKeysOrItems(probe(cond.object))) narrow(cond.index);
  else if (cond.k === 'binary') refineComparison(cond, negated ? (POSITIVE_OF[cond.op] as string) : cond.op, narrow, probe);
  return env;
}

/** A branch that always leaves (return, throw, a call that never returns): the code after it runs only when the condition was false. */
export function leavesAlways(stmts: readonly Stmt[], models: Models): boolean {
  const last = stmts.at(-1);
  if (!last) return false;
  if (last.k === 'return' || last.k === 'throw') return true;
  if (last.k === 'expr' && last.expr.k === 'call') {
    const { name, receiverText } = calleeParts(last.expr.callee);
    return exitsPath(models, name, receiverText);
  }
  return last.k === 'if' && last.else !== undefined && leavesAlways(last.then, models) && leavesAlways(last.else, models);
}
