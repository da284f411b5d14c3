/**
 * Allow-lists refine a branch, as in the Java and script passes: inside `if conta == "corrente"`,
 * `if slices.Contains(PERMITIDOS, x)`, `if PERMITIDOS[x]` or `if contaValida.MatchString(x)` (an anchored
 * pattern without a catch-all), and after a guard clause that returns when the check fails, x holds a
 * value the program chose.
 */
import type { SgNode } from '@ast-grep/napi';
import { HOST_CHECKED, isAnchoredWithoutDot, isConstantKeysOrItems, narrowEither, narrowEquality, narrowerOf, NORMALIZED_PATH, URL_HOST_PART } from '../allow-list.js';
import type { Env } from '../env.js';
import { fieldOf, kindOf, named } from '../tree.js';
import { isConst, sanitized } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { evalExpr } from './expressions.js';

export function refine(cond: SgNode, env: Env, positive: boolean, ctx: Ctx, frame: Frame): Env {
  const kind = kindOf(cond);
  const probe: Frame = { env: frame.env };
  const setIdentifier = narrowerOf(env, (n) => kindOf(n) === 'identifier');
  if (kind === 'parenthesized_expression') return refine(named(cond)[0] as SgNode, env, positive, ctx, frame);
  if (kind === 'unary_expression' && fieldOf(cond, 'operator')?.text() === '!') return refine(fieldOf(cond, 'operand') as SgNode, env, !positive, ctx, frame);
  if (kind === 'binary_expression') {
    const op = fieldOf(cond, 'operator')?.text();
    const left = fieldOf(cond, 'left') as SgNode;
    const right = fieldOf(cond, 'right') as SgNode;
    if ((op === '&&' && positive) || (op === '||' && !positive)) return refine(right, refine(left, env, positive, ctx, frame), positive, ctx, frame);
    if (op === '||' || op === '&&') return narrowEither(env, [left, right], (alt, into) => refine(alt, into, positive, ctx, frame));
    if ((op === '==' && positive) || (op === '!=' && !positive)) {
      // u.Host == "app.banco.com.br" (u from url.Parse): the URL goes where the program allows.
      const parsed = kindOf(left) === 'selector_expression' && URL_HOST_PART.test(fieldOf(left, 'field')?.text() ?? '') ? fieldOf(left, 'operand') : null;
      if (parsed && isConst(evalExpr(right, ctx, probe))) setIdentifier(parsed, sanitized(evalExpr(parsed, ctx, probe), HOST_CHECKED));
      narrowEquality(left, right, (n) => evalExpr(n, ctx, probe), setIdentifier);
    }
    return env;
  }
  if (!positive) return env;
  if (kind === 'index_expression' && isConstantKeysOrItems(evalExpr(fieldOf(cond, 'operand') as SgNode, ctx, probe))) setIdentifier(fieldOf(cond, 'index'));
  if (kind === 'call_expression') {
    const fn = fieldOf(cond, 'function');
    const args = named(fieldOf(cond, 'arguments') as SgNode);
    const name = (fn && fieldOf(fn, 'field')?.text()) ?? '';
    const receiver = fn ? fieldOf(fn, 'operand') : null;
    if (name === 'Contains' && receiver?.text() === 'slices' && args[0] && isConstantKeysOrItems(evalExpr(args[0], ctx, probe))) setIdentifier(args[1]);
    if (name === 'HasPrefix' && receiver?.text() === 'strings' && args[0] && args[1]) {
      // A cleaned path (filepath.Clean, filepath.Abs) under a base the program chose stays under it.
      const checked = evalExpr(args[0], ctx, probe);
      if (checked.role === NORMALIZED_PATH && evalExpr(args[1], ctx, probe).taint !== 'tainted') setIdentifier(args[0], { ...sanitized(checked, ['path']), role: NORMALIZED_PATH });
    }
    if (/^Match(?:String)?$/.test(name) && receiver) {
      const re = evalExpr(receiver, ctx, probe);
      if (re.role === 'regexp' && isConst(re) && isAnchoredWithoutDot(String(re.constant.value))) setIdentifier(args[0]);
    }
  }
  return env;
}
