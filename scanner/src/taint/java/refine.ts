/**
 * Allow-list checks refine a branch: inside `if (PERMITIDOS.contains(x))` or `if ("pix".equals(x))`
 * the variable x holds a value the program chose, not the attacker's.
 */
import type { SgNode } from '@ast-grep/napi';
import { narrowEither, NORMALIZED_PATH } from '../allow-list.js';
import type { Env } from '../env.js';
import { CLEAN, isConst, sanitized, type Value } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { evalExpr } from './expressions.js';
import { namedChildren } from './parser.js';

/** An anchored pattern without a catch-all: `^[a-z0-9]+$` limits the value, `.*` does not. */
function isRestrictivePattern(v: Value): boolean {
  return isConst(v) && typeof v.constant.value === 'string' && /^\^?[^.]*\$?$/.test(v.constant.value.replace(/\\\./g, ''));
}

export function refine(cond: SgNode, env: Env, positive: boolean, ctx: Ctx, frame: Frame): Env {
  let node = cond;
  while (node.kind() === 'parenthesized_expression' && namedChildren(node)[0]) node = namedChildren(node)[0] as SgNode;
  if (node.kind() === 'unary_expression' && node.field('operator')?.text() === '!') return refine(node.field('operand') as SgNode, env, !positive, ctx, frame);
  const op = node.kind() === 'binary_expression' ? node.field('operator')?.text() : undefined;
  const [left, right] = [node.field('left'), node.field('right')];
  if (left && right && (op === '&&' || op === '||')) {
    if ((op === '&&') === positive) return refine(right, refine(left, env, positive, ctx, frame), positive, ctx, frame);
    return narrowEither(env, [left, right], (alt, into) => refine(alt, into, positive, ctx, frame));
  }
  if (!positive || node.kind() !== 'method_invocation') return env;
  const name = node.field('name')?.text() ?? '';
  const receiver = node.field('object');
  const args = namedChildren(node.field('arguments') as SgNode);
  const arg = args[0];
  const probe: Frame = { env: new Map(frame.env), ret: undefined };
  if (!receiver || !arg || args.length !== 1) return env;
  if (name === 'equals' || name === 'equalsIgnoreCase') {
    const [r, a] = [evalExpr(receiver, ctx, probe), evalExpr(arg, ctx, probe)];
    if (isConst(r) && arg.kind() === 'identifier') env.set(arg.text(), r);
    if (isConst(a) && receiver.kind() === 'identifier') env.set(receiver.text(), a);
  } else if ((name === 'contains' || name === 'containsKey') && arg.kind() === 'identifier') {
    if (evalExpr(receiver, ctx, probe).taint === 'none') env.set(arg.text(), CLEAN);
  } else if (name === 'startsWith' && receiver.kind() === 'identifier') {
    // A normalised path (normalize(), getCanonicalPath()) under a base the program chose stays under it.
    const checked = evalExpr(receiver, ctx, probe);
    if (checked.role === NORMALIZED_PATH && evalExpr(arg, ctx, probe).taint !== 'tainted') env.set(receiver.text(), { ...sanitized(checked, ['path']), role: NORMALIZED_PATH });
  } else if (name === 'matches' && receiver.kind() === 'identifier' && isRestrictivePattern(evalExpr(arg, ctx, probe))) {
    env.set(receiver.text(), CLEAN);
  }
  return env;
}
