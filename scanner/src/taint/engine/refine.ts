/**
 * The one allow-list refinement: inside `if (PERMITIDOS.includes(x))`, `x === 'pix'`, `x in PERMITIDOS`
 * or `/^[0-9]+$/.test(x)`, and after a guard clause that leaves, the checked variable holds a value the
 * program chose. Conditions joined by `&&` narrowByCondition with both sides.
 */
import { isAnchoredWithoutDot, isConstantCollection, narrowEquality } from '../allow-list.js';
import { joinEnv, type Env } from '../env.js';
import type { Expr, Stmt } from '../ir/nodes.js';
import { CLEAN, isConst, type Value } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { calleeParts } from './callee.js';
import { evaluate } from './expressions.js';
import type { Models } from '../models/compiled.js';
import { exitsPath } from '../models/match.js';

const CHARACTER_CLASS_CHECKS = /^(?:isdigit|isnumeric|isdecimal|isalnum|isalpha)$/;

function refineCall(cond: Extract<Expr, { k: 'call' }>, narrow: (e: Expr | undefined, v?: Value) => void, probe: (e: Expr) => Value): void {
  if (cond.callee.k !== 'member') return;
  const { name, object: receiver } = cond.callee;
  const [first, second] = cond.args.map((a) => a.value);
  if ((name === 'includes' || name === 'has') && isConstantCollection(probe(receiver))) narrow(first);
  else if (name === 'test' && receiver.k === 'regex' && isAnchoredWithoutDot(receiver.pattern)) narrow(first);
  else if ((name === 'fullmatch' || name === 'match') && first && second) {
    const pattern = probe(first);
    if (isConst(pattern) && isAnchoredWithoutDot(String(pattern.constant.value))) narrow(second);
  } else if (CHARACTER_CLASS_CHECKS.test(name)) narrow(receiver);
}

/** Narrows `env` with what the condition proves when it is `positive` (true) — or false, for a negated check. */
export function narrowByCondition(cond: Expr, env: Env, positive: boolean, ctx: Ctx, frame: Frame): Env {
  if (cond.k === 'unary' && (cond.op === '!' || cond.op === 'not')) return narrowByCondition(cond.operand, env, !positive, ctx, frame);
  const and = positive ? /^(?:&&|and)$/ : /^(?:\|\||or)$/;
  const or = positive ? /^(?:\|\||or)$/ : /^(?:&&|and)$/;
  if (cond.k === 'binary' && and.test(cond.op)) {
    return narrowByCondition(cond.right, narrowByCondition(cond.left, env, positive, ctx, frame), positive, ctx, frame);
  }
  // `x === 'data' || x === 'valor'`: either side held, so x is what both sides prove, joined.
  if (cond.k === 'binary' && or.test(cond.op)) {
    return joinEnv(narrowByCondition(cond.left, new Map(env), positive, ctx, frame), narrowByCondition(cond.right, new Map(env), positive, ctx, frame));
  }
  if (!positive) return env;
  const probeFrame: Frame = { ...frame, env: new Map(frame.env) };
  const probe = (e: Expr): Value => evaluate(e, ctx, probeFrame);
  const narrow = (e: Expr | undefined, value: Value = CLEAN): void => {
    if (e?.k === 'var') env.set(e.name, value);
  };
  if (cond.k === 'call') refineCall(cond, narrow, probe);
  else if (cond.k === 'binary' && (cond.op === '===' || cond.op === '==')) narrowEquality(cond.left, cond.right, probe, narrow);
  else if (cond.k === 'binary' && cond.op === 'in' && isConstantCollection(probe(cond.right))) narrow(cond.left);
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
