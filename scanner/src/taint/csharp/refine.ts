/**
 * Allow-list checks refine a C# branch, as in the other passes: inside `if (Permitidos.Contains(x))`,
 * `x == "pix"` or `Regex.IsMatch(x, "^[0-9]+$")`, and after a guard clause `if (!Permitidos.Contains(x))
 * return BadRequest();`, the variable holds a value the program chose.
 */
import type { SgNode } from '@ast-grep/napi';
import { HOST_CHECKED, isConstantMap, isRestrictiveBody, narrowEither, narrowEquality, narrowerOf, NORMALIZED_PATH, unwrapCondition, URL_HOST_PART } from '../allow-list.js';
import type { Env } from '../env.js';
import { kindOf, named } from '../tree.js';
import { isConst, sanitized } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { argumentExpressions, evalExpr } from './expressions.js';

/** An anchored pattern without a catch-all: `^[a-z0-9]+$` limits the value, a `.` outside a class does not. */
function isRestrictive(pattern: string): boolean {
  return isRestrictiveBody(/^\^(.*)\$$/s.exec(pattern)?.[1]);
}

/** Names the condition proves safe when it is `positive` (true), or false for a negated check. */
export function refine(condition: SgNode, env: Env, isTrue: boolean, ctx: Ctx, frame: Frame): Env {
  const { cond, positive } = unwrapCondition(condition, isTrue, 'prefix_unary_expression');
  const kind = kindOf(cond);
  // `c == null || !Permitidos.Contains(c)` false (a guard that leaves): each side is false.
  if (!positive && kind === 'binary_expression' && cond.field('operator')?.text() === '||') {
    for (const side of [cond.field('left'), cond.field('right')]) if (side) refine(side, env, false, ctx, frame);
    return env;
  }
  if (!positive) return env;
  // Checks are evaluated on a copy (a call in the condition must not change the variables twice).
  const probe = (): Frame => ({ env: new Map(frame.env) });
  const setClean = narrowerOf(env, (n) => kindOf(n) === 'identifier');
  if (kind === 'invocation_expression') {
    const fn = cond.field('function');
    const name = fn?.field('name')?.text() ?? '';
    const receiver = fn?.field('expression');
    const args = argumentExpressions(cond.field('arguments'));
    if ((name === 'Contains' || name === 'ContainsKey') && receiver && isConstantMap(evalExpr(receiver, ctx, probe()))) setClean(args[0]);
    else if (name === 'IsMatch' && receiver?.text() === 'Regex' && args[1]) {
      const pattern = evalExpr(args[1], ctx, probe());
      if (isConst(pattern) && isRestrictive(String(pattern.constant.value))) setClean(args[0]);
    } else if (name === 'All' && receiver && /^char\.Is(?:Digit|LetterOrDigit|Letter)$/.test(args[0]?.text() ?? '')) setClean(receiver);
    // Url.IsLocalUrl(destino): a path of this application, not another site.
    else if (name === 'IsLocalUrl' && args[0]) setClean(args[0], sanitized(evalExpr(args[0], ctx, probe()), ['redirect']));
    else if (name === 'StartsWith' && receiver && args[0]) {
      // A full path (Path.GetFullPath) under a base the program chose stays under it.
      const checked = evalExpr(receiver, ctx, probe());
      if (checked.role === NORMALIZED_PATH && evalExpr(args[0], ctx, probe()).taint !== 'tainted') setClean(receiver, { ...sanitized(checked, ['path']), role: NORMALIZED_PATH });
    }
  } else if (kind === 'binary_expression') {
    const op = cond.field('operator')?.text() ?? '';
    const left = cond.field('left');
    const right = cond.field('right');
    if (!left || !right) return env;
    if (op === '&&') {
      refine(left, env, true, ctx, frame);
      refine(right, env, true, ctx, frame);
    } else if (op === '||') {
      narrowEither(env, [left, right], (alt, into) => refine(alt, into, true, ctx, frame));
    } else if (op === '==') {
      // uri.Host == "app.banco.com.br": the URL goes where the program allows.
      const parsed = kindOf(left) === 'member_access_expression' && URL_HOST_PART.test(left.field('name')?.text() ?? '') ? left.field('expression') : null;
      if (parsed && isConst(evalExpr(right, ctx, probe()))) setClean(parsed, sanitized(evalExpr(parsed, ctx, probe()), HOST_CHECKED));
      narrowEquality(left, right, (n) => evalExpr(n, ctx, probe()), setClean);
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
