/**
 * Allow-list checks refine a branch, as in the Java pass: inside `if (PERMITIDOS.includes(x))`,
 * `if x in PERMITIDOS:`, `x === 'pix'` or `/^[0-9]+$/.test(x)`, and after a guard clause
 * `if (!PERMITIDOS.includes(x)) return;`, the variable x holds a value the program chose.
 */
import type { SgNode } from '@ast-grep/napi';
import { HOST_CHECKED, isAnchoredWithoutDot, isConstantCollection, narrowEither, narrowEquality, narrowerOf, NORMALIZED_PATH, URL_HOST_PART } from '../allow-list.js';
import type { Env } from '../env.js';
import { isConst, sanitized, type Value } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { evalExpr } from './expressions.js';
import { named } from './parser.js';

function operatorOf(node: SgNode): string {
  return node.children().filter((c) => !c.isNamed()).map((c) => c.text()).join(' ');
}

/** The check a negated comparison proves when it is false. */
const POSITIVE_OF: Record<string, string> = { '!==': '===', '!=': '==', 'not in': 'in' };

/**
 * `urlparse(d).netloc`, `new URL(d).host`, `url.origin`: the variable a host check bounds, the parsed URL
 * or the string it was parsed from.
 */
function hostChecked(node: SgNode): SgNode | undefined {
  const kind = node.kind();
  if (kind !== 'member_expression' && kind !== 'attribute') return undefined;
  if (!URL_HOST_PART.test((node.field('property') ?? node.field('attribute'))?.text() ?? '')) return undefined;
  const object = node.field('object');
  if (object?.kind() === 'identifier') return object;
  const parsed = object && /^(?:call|call_expression|new_expression)$/.test(String(object.kind())) ? named(object.field('arguments') as SgNode)[0] : undefined;
  return parsed?.kind() === 'identifier' ? parsed : undefined;
}

/** Names the condition proves safe when it is `positive` (true) — or false, for a negated check. */
export function refine(cond: SgNode, env: Env, positive: boolean, ctx: Ctx, frame: Frame): Env {
  const kind = cond.kind();
  const parts = named(cond);
  if (kind === 'parenthesized_expression' && parts[0]) return refine(parts[0], env, positive, ctx, frame);
  if ((kind === 'unary_expression' && cond.field('operator')?.text() === '!') || kind === 'not_operator') {
    return parts[0] ? refine(parts[0], env, !positive, ctx, frame) : env;
  }
  const binary = kind === 'binary_expression' || kind === 'boolean_operator' || kind === 'comparison_operator';
  const logical = binary ? (cond.field('operator')?.text() ?? operatorOf(cond)) : '';
  const [first, second] = parts;
  if (first && second && /^(?:\|\||or|&&|and)$/.test(logical)) {
    const either = /^(?:\|\||or)$/.test(logical) === positive;
    if (either) return narrowEither(env, [first, second], (alt, into) => refine(alt, into, positive, ctx, frame));
    return refine(second, refine(first, env, positive, ctx, frame), positive, ctx, frame);
  }
  // `x !== 'pix'` / `x not in PERMITIDOS` proven false (a guard that leaves) narrows as the positive form.
  const negated = !positive && /^(?:!==|!=|not in)$/.test(logical);
  if (!positive && !negated) return env;
  const probe: Frame = { env: new Map(frame.env) };
  const setClean = narrowerOf(env, (n) => n.kind() === 'identifier');
  if (kind === 'call_expression' || kind === 'call') {
    const fn = cond.field('function');
    const args = named(cond.field('arguments') as SgNode);
    const receiver = fn?.field('object');
    const name = (fn?.field('property') ?? fn?.field('attribute'))?.text() ?? '';
    if ((name === 'includes' || name === 'has') && receiver && isConstantCollection(evalExpr(receiver, ctx, probe))) setClean(args[0]);
    else if ((name === 'startsWith' || name === 'startswith') && receiver && args[0]) {
      // A normalised path (path.resolve, os.path.realpath) under a base the program chose stays under it.
      const checked = evalExpr(receiver, ctx, probe);
      if (checked.role === NORMALIZED_PATH && evalExpr(args[0], ctx, probe).taint !== 'tainted') setClean(receiver, { ...sanitized(checked, ['path']), role: NORMALIZED_PATH });
    }
    else if (name === 'test' && receiver?.kind() === 'regex' && isAnchoredWithoutDot(receiver.field('pattern')?.text() ?? '')) setClean(args[0]);
    else if ((name === 'fullmatch' || name === 'match') && args[0] && args[1]) {
      const pattern = evalExpr(args[0], ctx, probe);
      if (isConst(pattern) && isAnchoredWithoutDot(String(pattern.constant.value))) setClean(args[1]);
    } else if (/^(?:isdigit|isnumeric|isdecimal|isalnum|isalpha)$/.test(name)) setClean(receiver ?? undefined);
    // Number.isInteger(x), validator.isInt(x) / isUUID(x): x is a number or an identifier, nothing else.
    else if (/^(?:isInteger|isSafeInteger)$/.test(name) && receiver?.text() === 'Number') setClean(args[0]);
    else if (/^(?:isInt|isNumeric|isUUID|isAlphanumeric)$/.test(name) && receiver?.text() === 'validator') setClean(args[0]);
  } else if (kind === 'binary_expression' || kind === 'comparison_operator') {
    const op = negated ? POSITIVE_OF[logical] : logical;
    const [left, right] = parts;
    if (!left || !right) return env;
    const hostOf = hostChecked(left);
    const bounded = (allowed: Value): void => {
      if (hostOf && (isConst(allowed) || isConstantCollection(allowed))) setClean(hostOf, sanitized(evalExpr(hostOf, ctx, probe), HOST_CHECKED));
    };
    if (op === '===' || op === '==') {
      bounded(evalExpr(right, ctx, probe));
      narrowEquality(left, right, (n) => evalExpr(n, ctx, probe), setClean);
    } else if (op === 'in' && isConstantCollection(evalExpr(right, ctx, probe))) {
      bounded(evalExpr(right, ctx, probe));
      setClean(left);
    }
  }
  return env;
}

/** A branch that always leaves (return, throw, raise): the code after it runs only when the condition was false. */
export function alwaysExits(node: SgNode): boolean {
  const kind = String(node.kind());
  if (/^(?:return_statement|throw_statement|raise_statement)$/.test(kind)) return true;
  // Flask's abort(400), sys.exit(), process.exit(): they never return.
  if (kind === 'expression_statement') return named(node).some((c) => /^(?:call|call_expression)$/.test(String(c.kind())) && /^(?:abort|flask\.abort|sys\.exit|process\.exit)\(/.test(c.text()));
  if (kind === 'statement_block' || kind === 'block') {
    const last = named(node).at(-1);
    return last !== undefined && alwaysExits(last);
  }
  return false;
}
