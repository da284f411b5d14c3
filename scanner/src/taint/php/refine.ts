/**
 * Allow-list checks refine a PHP branch, as in the other passes: inside `if (in_array($x, PERMITIDOS, true))`,
 * `is_numeric($x)`, `ctype_digit($x)`, `preg_match('/^[0-9]+$/', $x)` or `$x === 'pix'`, and after a guard
 * clause `if (!in_array(...)) { exit; }`, the variable holds a value the program chose or a number.
 */
import type { SgNode } from '@ast-grep/napi';
import { HOST_CHECKED, isConstantMap, isRestrictiveBody, narrowEither, narrowEquality, narrowerOf, NORMALIZED_PATH, unwrapCondition } from '../allow-list.js';
import type { Env } from '../env.js';
import { kindOf, named } from '../tree.js';
import { isConst, sanitized } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { evalExpr } from './expressions.js';

/** An anchored pattern without a catch-all: `/^[a-z0-9]+$/` limits the value, a `.` outside a class does not. */
function isRestrictive(pattern: string): boolean {
  return isRestrictiveBody(/^(.)\^(.*)\$\1[a-zA-Z]*$/s.exec(pattern)?.[2]);
}

function argsOf(call: SgNode): SgNode[] {
  const list = call.field('arguments');
  return list ? named(list).map((a) => named(a).at(-1) ?? a) : [];
}

/** Names the condition proves safe when it is `positive` (true), or false for a negated check. */
export function refine(condition: SgNode, env: Env, isTrue: boolean, ctx: Ctx, frame: Frame): Env {
  const { cond, positive } = unwrapCondition(condition, isTrue, 'unary_op_expression');
  const kind = kindOf(cond);
  // `$c === false || !str_starts_with($c, BASE)` false (a guard that leaves): each side is false.
  if (!positive && kind === 'binary_expression' && /^(?:\|\||or)$/.test(cond.field('operator')?.text() ?? '')) {
    for (const side of [cond.field('left'), cond.field('right')]) if (side) refine(side, env, false, ctx, frame);
    return env;
  }
  const operator = kind === 'binary_expression' ? (cond.field('operator')?.text() ?? '') : '';
  // `$x !== 'pix'` false (a guard that leaves) proves what `$x === 'pix'` true does.
  const negatedEquality = !positive && (operator === '!==' || operator === '!=');
  if (!positive && !negatedEquality) return env;
  // Checks are evaluated on a copy (a call in the condition must not change the variables twice).
  const probe = (): Frame => ({ env: new Map(frame.env) });
  // `$_GET['lote']` checked in place is remembered by its text (see subscript in expressions.ts).
  const setClean = narrowerOf(env, (n) => kindOf(n) === 'variable_name' || kindOf(n) === 'subscript_expression');
  if (kind === 'function_call_expression') {
    const name = (cond.field('function')?.text() ?? '').toLowerCase();
    const args = argsOf(cond);
    if ((name === 'in_array' || name === 'array_key_exists') && args[1] && isConstantMap(evalExpr(args[1], ctx, probe()))) setClean(args[0]);
    else if (/^(?:is_numeric|is_int|ctype_digit|ctype_alnum|ctype_alpha)$/.test(name)) setClean(args[0]);
    else if (name === 'str_starts_with' && args[0] && args[1]) {
      // A resolved path (realpath) under a base the program chose stays under it.
      const checked = evalExpr(args[0], ctx, probe());
      if (checked.role === NORMALIZED_PATH && evalExpr(args[1], ctx, probe()).taint !== 'tainted') setClean(args[0], { ...sanitized(checked, ['path']), role: NORMALIZED_PATH });
    }
    else if (name === 'preg_match' && args[0] && args[1]) {
      const pattern = evalExpr(args[0], ctx, probe());
      if (isConst(pattern) && isRestrictive(String(pattern.constant.value))) setClean(args[1]);
    }
  } else if (kind === 'binary_expression') {
    const op = cond.field('operator')?.text() ?? '';
    const left = cond.field('left');
    const right = cond.field('right');
    if (!left || !right) return env;
    if (op === '&&' || op === 'and') {
      refine(left, env, true, ctx, frame);
      refine(right, env, true, ctx, frame);
    } else if (op === '||' || op === 'or') {
      narrowEither(env, [left, right], (alt, into) => refine(alt, into, true, ctx, frame));
    } else if (op === '===' || op === '==' || negatedEquality) {
      // parse_url($destino, PHP_URL_HOST) === 'app.banco.com.br': the URL goes where the program allows.
      const parsed = kindOf(left) === 'function_call_expression' && /^parse_url$/i.test(left.field('function')?.text() ?? '') ? argsOf(left)[0] : undefined;
      if (parsed && isConst(evalExpr(right, ctx, probe()))) setClean(parsed, sanitized(evalExpr(parsed, ctx, probe()), HOST_CHECKED));
      narrowEquality(left, right, (n) => evalExpr(n, ctx, probe()), setClean);
    }
  }
  return env;
}

/** A branch that always leaves (return, throw, exit/die, continue, break). */
export function alwaysExits(node: SgNode): boolean {
  const kind = kindOf(node);
  if (/^(?:return_statement|throw_expression|exit_statement|continue_statement|break_statement)$/.test(kind)) return true;
  if (kind === 'expression_statement') return named(node).some((c) => /^(?:throw_expression|exit_statement)$/.test(kindOf(c)) || /^(?:exit|die)\b/.test(c.text()));
  if (kind === 'compound_statement' || kind === 'colon_block') {
    const last = named(node).at(-1);
    return last !== undefined && alwaysExits(last);
  }
  return false;
}
