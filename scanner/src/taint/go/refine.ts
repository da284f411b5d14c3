/**
 * Allow-lists refine a branch, as in the Java and script passes: inside `if conta == "corrente"`,
 * `if slices.Contains(PERMITIDOS, x)`, `if PERMITIDOS[x]` or `if contaValida.MatchString(x)` (an anchored
 * pattern without a catch-all), and after a guard clause that returns when the check fails, x holds a
 * value the program chose.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from '../env.js';
import { fieldOf, kindOf, named } from '../tree.js';
import { CLEAN, isConst, type Value } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { evalExpr } from './expressions.js';

/** An anchored pattern without a catch-all: `^[0-9]+$` limits the value, `.*` does not. */
function isRestrictive(pattern: string): boolean {
  return /^\^[^.]*\$$/.test(pattern.replace(/\\\./g, ''));
}

/** A container the program wrote: every element a constant. */
function isConstantSet(v: Value): boolean {
  const items = [...(v.items ?? []), ...(v.entries?.keys() ?? [])];
  return items.length > 0 && (v.items ?? []).every(isConst) && !v.rest && v.taint === 'none';
}

export function refine(cond: SgNode, env: Env, positive: boolean, ctx: Ctx, frame: Frame): Env {
  const kind = kindOf(cond);
  const probe: Frame = { env: frame.env };
  const setIdentifier = (n: SgNode | undefined | null, value: Value = CLEAN): void => {
    if (n && kindOf(n) === 'identifier') env.set(n.text(), value);
  };
  if (kind === 'parenthesized_expression') return refine(named(cond)[0] as SgNode, env, positive, ctx, frame);
  if (kind === 'unary_expression' && fieldOf(cond, 'operator')?.text() === '!') return refine(fieldOf(cond, 'operand') as SgNode, env, !positive, ctx, frame);
  if (kind === 'binary_expression') {
    const op = fieldOf(cond, 'operator')?.text();
    const left = fieldOf(cond, 'left') as SgNode;
    const right = fieldOf(cond, 'right') as SgNode;
    if ((op === '&&' && positive) || (op === '||' && !positive)) return refine(right, refine(left, env, positive, ctx, frame), positive, ctx, frame);
    if ((op === '==' && positive) || (op === '!=' && !positive)) {
      const [l, r] = [evalExpr(left, ctx, probe), evalExpr(right, ctx, probe)];
      if (isConst(r)) setIdentifier(left, r);
      if (isConst(l)) setIdentifier(right, l);
    }
    return env;
  }
  if (!positive) return env;
  if (kind === 'index_expression' && isConstantSet(evalExpr(fieldOf(cond, 'operand') as SgNode, ctx, probe))) setIdentifier(fieldOf(cond, 'index'));
  if (kind === 'call_expression') {
    const fn = fieldOf(cond, 'function');
    const args = named(fieldOf(cond, 'arguments') as SgNode);
    const name = (fn && fieldOf(fn, 'field')?.text()) ?? '';
    const receiver = fn ? fieldOf(fn, 'operand') : null;
    if (name === 'Contains' && receiver?.text() === 'slices' && args[0] && isConstantSet(evalExpr(args[0], ctx, probe))) setIdentifier(args[1]);
    if (/^Match(?:String)?$/.test(name) && receiver) {
      const re = evalExpr(receiver, ctx, probe);
      if (re.role === 'regexp' && isConst(re) && isRestrictive(String(re.constant.value))) setIdentifier(args[0]);
    }
  }
  return env;
}
