/**
 * Allow-lists refine a branch, as in the other passes: inside `if (conta == "corrente")`,
 * `if (x in PERMITIDOS)`, `PERMITIDOS.contains(x)`, `CONTA.matches(x)` (an anchored `Regex` without a
 * catch-all) or `x.all { it.isDigit() }`, and after a guard clause (`if (x !in PERMITIDOS) return`),
 * x holds a value the program chose.
 */
import type { SgNode } from '@ast-grep/napi';
import { HOST_CHECKED, isAnchoredWithoutDot, isConstantKeysOrItems, narrowEither, narrowEquality, narrowerOf, NORMALIZED_PATH, URL_HOST_PART } from '../allow-list.js';
import type { Env } from '../env.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, isConst, sanitized } from '../value.js';
import { operatorOf, type Ctx, type Frame } from './context.js';
import { evalExpr } from './expressions.js';

/** `uri.host` or `URI(destino).host`: the variable a host check bounds. */
function hostChecked(node: SgNode): SgNode | undefined {
  if (kindOf(node) !== 'navigation_expression') return undefined;
  const [receiver, suffix] = named(node);
  if (!receiver || !URL_HOST_PART.test(suffix ? (named(suffix)[0]?.text() ?? '') : '')) return undefined;
  if (kindOf(receiver) === 'simple_identifier') return receiver;
  const arg = kindOf(receiver) === 'call_expression' && /^(?:URI|URL|java\.net\.URI|java\.net\.URL)\(/.test(receiver.text()) ? receiver.findAll({ rule: { kind: 'value_argument' } })[0] : undefined;
  const value = arg ? named(arg).at(-1) : undefined;
  return value && kindOf(value) === 'simple_identifier' ? value : undefined;
}

export function refine(cond: SgNode, env: Env, positive: boolean, ctx: Ctx, frame: Frame): Env {
  const kind = kindOf(cond);
  const parts = named(cond);
  const probe: Frame = { env: frame.env };
  const setIdentifier = narrowerOf(env, (n) => kindOf(n) === 'simple_identifier');
  const op = operatorOf(cond);
  if (kind === 'parenthesized_expression' && parts[0]) return refine(parts[0], env, positive, ctx, frame);
  if (kind === 'prefix_expression' && op === '!' && parts[0]) return refine(parts[0], env, !positive, ctx, frame);
  if ((kind === 'conjunction_expression' && positive) || (kind === 'disjunction_expression' && !positive)) {
    for (const p of parts) refine(p, env, positive, ctx, frame);
    return env;
  }
  if (kind === 'conjunction_expression' || kind === 'disjunction_expression') {
    return narrowEither(env, parts, (alt, into) => refine(alt, into, positive, ctx, frame));
  }
  const [left, right] = parts;
  if (!left) return env;
  if (kind === 'equality_expression' && right && ((op === '==' && positive) || (op === '!=' && !positive))) {
    const checked = hostChecked(left);
    if (checked && isConst(evalExpr(right, ctx, probe))) setIdentifier(checked, sanitized(evalExpr(checked, ctx, probe), HOST_CHECKED));
    narrowEquality(left, right, (n) => evalExpr(n, ctx, probe), setIdentifier);
  } else if (kind === 'check_expression' && right && ((op === 'in' && positive) || (op === '!in' && !positive))) {
    if (isConstantKeysOrItems(evalExpr(right, ctx, probe))) setIdentifier(left);
  } else if (kind === 'call_expression' && positive && kindOf(left) === 'navigation_expression') {
    const [receiver, suffix] = named(left);
    const name = suffix ? named(suffix)[0]?.text() : '';
    const arg = right?.findAll({ rule: { kind: 'value_argument' } })[0];
    const argNode = arg ? named(arg).at(-1) : undefined;
    const recv = receiver ? evalExpr(receiver, ctx, probe) : CLEAN;
    if (name === 'contains' && isConstantKeysOrItems(recv)) setIdentifier(argNode);
    if ((name === 'matches' || name === 'containsMatchIn') && recv.role === 'regexp' && isConst(recv) && isAnchoredWithoutDot(String(recv.constant.value))) setIdentifier(argNode);
    if (name === 'all' && /isDigit|isLetterOrDigit/.test(right?.text() ?? '')) setIdentifier(receiver);
    // A normalised path (normalize(), canonicalPath) under a base the program chose stays under it.
    if (name === 'startsWith' && recv.role === NORMALIZED_PATH && argNode && evalExpr(argNode, ctx, probe).taint !== 'tainted') setIdentifier(receiver, { ...sanitized(recv, ['path']), role: NORMALIZED_PATH });
  }
  return env;
}
