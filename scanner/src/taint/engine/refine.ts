/**
 * The one allow-list refinement: inside `if (PERMITIDOS.includes(x))`, `x === 'pix'`, `x in PERMITIDOS`
 * or `/^[0-9]+$/.test(x)`, and after a guard clause that leaves, the checked variable holds a value the
 * program chose. Conditions joined by `&&` narrowByCondition with both sides. A normalised path checked
 * with `startsWith(BASE)` is clean for path traversal, and a parsed URL whose host is compared with a
 * constant is bounded for redirect and SSRF. The checks themselves are shared with the old interpreters
 * (../allow-list.ts).
 */
import { HOST_CHECKED, isAnchoredWithoutDot, isConstantCollection, isConstantKeysOrItems, narrowEither, narrowEquality, NORMALIZED_PATH, URL_HOST_PART } from '../allow-list.js';
import type { Env } from '../env.js';
import type { Expr, FunctionIR, Stmt } from '../ir/nodes.js';
import { CLEAN, isConst, sanitized, type Value } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { calleeParts } from './callee.js';
import { evaluate } from './expressions.js';
import type { Models } from '../models/compiled.js';
import { exitsPath } from '../models/match.js';

const CHARACTER_CLASS_CHECKS = /^(?:isdigit|isnumeric|isdecimal|isalnum|isalpha)$/;
/** The check a negated comparison proves when it is false. */
const POSITIVE_OF: Record<string, string> = { '!==': '===', '!=': '==', 'not in': 'in' };

type Narrow = (e: Expr | undefined, v?: Value) => void;

/** Kotlin: `cpf.all { it.isDigit() }`, a lambda that checks one character's class. */
function checksEachCharacter(fn: FunctionIR): boolean {
  const [only] = fn.body;
  const value = fn.body.length === 1 && only?.k === 'return' ? only.value : undefined;
  return value?.k === 'call' && value.callee.k === 'member' && /^(?:isDigit|isLetterOrDigit|isLetter)$/.test(value.callee.name) && value.args.length === 0;
}

/** A validator row (`url_has_allowed_host_and_scheme(x, ...)`, `validators.url(x)`): the argument it bounds is clean for its kinds. */
function refineByGuardRow(cond: Extract<Expr, { k: 'call' }>, models: Models, narrow: Narrow, probe: (e: Expr) => Value): boolean {
  const { name, receiverText } = calleeParts(cond.callee);
  const tail = receiverText.split('.').at(-1) ?? '';
  const row = receiverText === '' ? models.guardByName.get(name) : (models.guardByName.get(`${receiverText}.${name}`) ?? models.guardByName.get(`${tail}.${name}`));
  const bounded = row ? cond.args.filter((a) => !a.name)[row.arg ?? 0]?.value : undefined;
  if (!row || !bounded) return false;
  narrow(bounded, row.clears === 'all' ? CLEAN : sanitized(probe(bounded), row.clears));
  return true;
}

function refineCall(cond: Extract<Expr, { k: 'call' }>, narrow: Narrow, probe: (e: Expr) => Value): void {
  if (cond.callee.k !== 'member') return;
  const { name, object: receiver } = cond.callee;
  const [first, second] = cond.args.map((a) => a.value);
  if ((name === 'includes' || name === 'has' || name === 'contains' || (name === 'Contains' && !(receiver.k === 'var' && receiver.name === 'slices'))) && isConstantCollection(probe(receiver))) narrow(first);
  else if ((name === 'startsWith' || name === 'startswith' || name === 'StartsWith') && first) {
    // A normalised path (path.resolve, os.path.realpath) under a base the program chose stays under it.
    const checked = probe(receiver);
    if (checked.role === NORMALIZED_PATH && probe(first).taint !== 'tainted') narrow(receiver, { ...sanitized(checked, ['path']), role: NORMALIZED_PATH });
  } else if (name === 'HasPrefix' && first && second) {
    // Go: strings.HasPrefix(caminho, base), the same check written as a function.
    const checked = probe(first);
    if (checked.role === NORMALIZED_PATH && probe(second).taint !== 'tainted') narrow(first, { ...sanitized(checked, ['path']), role: NORMALIZED_PATH });
  } else if (name === 'Contains' && receiver.k === 'var' && receiver.name === 'slices' && first && isConstantKeysOrItems(probe(first))) narrow(second);
  else if (name === 'all' && first?.k === 'function' && checksEachCharacter(first.fn)) narrow(receiver);
  // Kotlin: `x.matches(PADRAO)` with PADRAO an anchored Regex("...").
  else if (name === 'matches' && first && probe(first).role === 'regexp') {
    const re = probe(first);
    if (isConst(re) && isAnchoredWithoutDot(String(re.constant.value))) narrow(receiver);
  } else if (/^(?:Match(?:String)?|matches|matchEntire)$/.test(name) && first) {
    // Go: contaValida.MatchString(x), with contaValida = regexp.MustCompile(<anchored pattern>).
    const re = probe(receiver);
    if (re.role === 'regexp' && isConst(re) && isAnchoredWithoutDot(String(re.constant.value))) narrow(first);
  } else if (name === 'test' && receiver.k === 'regex' && isAnchoredWithoutDot(receiver.pattern)) narrow(first);
  else if (name === 'IsMatch' && receiver.k === 'var' && receiver.name === 'Regex' && first && second) {
    // C#: Regex.IsMatch(x, <anchored pattern>).
    const pattern = probe(second);
    if (isConst(pattern) && isAnchoredWithoutDot(String(pattern.constant.value))) narrow(first);
  } else if ((name === 'fullmatch' || name === 'match') && first && second) {
    const pattern = probe(first);
    if (isConst(pattern) && isAnchoredWithoutDot(String(pattern.constant.value))) narrow(second);
  } else if (CHARACTER_CLASS_CHECKS.test(name)) narrow(receiver);
  // Number.isInteger(x), validator.isInt(x) / isUUID(x): x is a number or an identifier, nothing else.
  else if (/^(?:isInteger|isSafeInteger)$/.test(name) && receiver.k === 'var' && receiver.name === 'Number') narrow(first);
  else if (/^(?:isInt|isNumeric|isUUID|isAlphanumeric)$/.test(name) && receiver.k === 'var' && receiver.name === 'validator') narrow(first);
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
  if (cond.k === 'call' && !refineByGuardRow(cond, ctx.models, narrow, probe)) refineCall(cond, narrow, probe);
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
