/**
 * Allow-list checks refine a C# branch, as in the other passes: inside `if (Permitidos.Contains(x))`,
 * `x == "pix"` or `Regex.IsMatch(x, "^[0-9]+$")`, and after a guard clause `if (!Permitidos.Contains(x))
 * return BadRequest();`, the variable holds a value the program chose.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from '../env.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, isConst, type Value } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { argumentExpressions, evalExpr } from './expressions.js';

/** An anchored pattern without a catch-all: `^[a-z0-9]+$` limits the value, a `.` outside a class does not. */
function isRestrictive(pattern: string): boolean {
  const body = /^\^(.*)\$$/s.exec(pattern)?.[1];
  return body !== undefined && !/\.(?![^[]*\])/.test(body.replace(/\\\./g, ''));
}

function isConstantSet(v: Value): boolean {
  const items = [...(v.entries?.values() ?? [])];
  return items.length > 0 && items.every(isConst) && !v.rest && v.taint === 'none';
}

/** Names the condition proves safe when it is `positive` (true), or false for a negated check. */
export function refine(cond: SgNode, env: Env, positive: boolean, ctx: Ctx, frame: Frame): Env {
  const kind = kindOf(cond);
  const parts = named(cond);
  if (kind === 'parenthesized_expression' && parts[0]) return refine(parts[0], env, positive, ctx, frame);
  if (kind === 'prefix_unary_expression' && cond.text().startsWith('!')) return parts[0] ? refine(parts[0], env, !positive, ctx, frame) : env;
  if (!positive) return env;
  // Checks are evaluated on a copy (a call in the condition must not change the variables twice).
  const probe = (): Frame => ({ env: new Map(frame.env) });
  const setClean = (n: SgNode | undefined, value: Value = CLEAN): void => {
    if (n && kindOf(n) === 'identifier') env.set(n.text(), value);
  };
  if (kind === 'invocation_expression') {
    const fn = cond.field('function');
    const name = fn?.field('name')?.text() ?? '';
    const receiver = fn?.field('expression');
    const args = argumentExpressions(cond.field('arguments'));
    if ((name === 'Contains' || name === 'ContainsKey') && receiver && isConstantSet(evalExpr(receiver, ctx, probe()))) setClean(args[0]);
    else if (name === 'IsMatch' && receiver?.text() === 'Regex' && args[1]) {
      const pattern = evalExpr(args[1], ctx, probe());
      if (isConst(pattern) && isRestrictive(String(pattern.constant.value))) setClean(args[0]);
    } else if (name === 'All' && receiver && /^char\.Is(?:Digit|LetterOrDigit|Letter)$/.test(args[0]?.text() ?? '')) setClean(receiver);
  } else if (kind === 'binary_expression') {
    const op = cond.field('operator')?.text() ?? '';
    const left = cond.field('left');
    const right = cond.field('right');
    if (!left || !right) return env;
    if (op === '&&') {
      refine(left, env, true, ctx, frame);
      refine(right, env, true, ctx, frame);
    } else if (op === '==') {
      const [l, r] = [evalExpr(left, ctx, probe()), evalExpr(right, ctx, probe())];
      if (isConst(r)) setClean(left, r);
      if (isConst(l)) setClean(right, l);
    }
  }
  return env;
}

/** A branch that always leaves (return, throw, continue, break). */
export function alwaysExits(node: SgNode): boolean {
  const kind = kindOf(node);
  if (/^(?:return_statement|throw_statement|continue_statement|break_statement)$/.test(kind)) return true;
  if (kind === 'block') {
    const last = named(node).at(-1);
    return last !== undefined && alwaysExits(last);
  }
  return false;
}
