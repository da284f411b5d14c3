/**
 * Go statements: `:=`, `=`, `+=` and multiple assignment, var/const declarations, if/else (with
 * initializer), switch (an arm over constant cases is an allow-list), for/range (body twice), returns.
 * Each returns whether it always leaves the block, so a guard clause refines what follows it.
 */
import type { SgNode } from '@ast-grep/napi';
import { addReturn, interpretLoop } from '../interpreter.js';
import { copyEnv, joinEnv, lookup, type Env } from '../env.js';
import { fieldOf, kindOf, named } from '../tree.js';
import { CLEAN, constant, derive, flatten, isConst, join, joinAll, joinTaint, sanitized, type Value } from '../value.js';
import { spend, step, type Ctx, type Frame } from './context.js';
import { evalExpr } from './expressions.js';
import { refine } from './refine.js';

/**
 * A request object read into a variable (`dest := *r.URL`, `q := r.URL.Query()`) is kept as plain request
 * data: what is read off it later carries the trace from where the request was read, not a new source.
 */
function stored(value: Value): Value {
  return value.role === 'input' ? { ...value, role: undefined } : value;
}

/** Writes a value to an assignment target: a name, `m["k"]`, `dto.Campo`, `*p`. */
function bindTarget(target: SgNode, value: Value, frame: Frame): void {
  const kind = kindOf(target);
  if (kind === 'identifier') {
    if (target.text() !== '_') frame.env.set(target.text(), stored(value));
    return;
  }
  const base = kind === 'index_expression' || kind === 'selector_expression' ? fieldOf(target, 'operand') : named(target).at(-1);
  if (!base) return;
  if (kind === 'unary_expression' || kind === 'parenthesized_expression') return bindTarget(base, value, frame);
  if (kindOf(base) !== 'identifier' || !frame.env.has(base.text())) return;
  const obj = lookup(frame.env, base.text());
  const key = kind === 'selector_expression' ? fieldOf(target, 'field')?.text() : /^"(.*)"$/.exec(fieldOf(target, 'index')?.text() ?? '')?.[1];
  // u.Host = <the program's host> on a url.URL: whatever path the client chose, the request or redirect stays on that host.
  if (key === 'Host' && value.taint !== 'tainted') frame.env.set(base.text(), sanitized(obj, ['redirect', 'ssrf']));
  else if (key !== undefined) frame.env.set(base.text(), { ...obj, ...joinTaint(obj, CLEAN), entries: new Map(obj.entries ?? []).set(key, value) });
  else frame.env.set(base.text(), { ...obj, rest: join(obj.rest ?? CLEAN, value) });
}

/** `a, b := x, y` pairs up; `v, err := f()` gives the call's value to the first name (Go's value-and-error convention). */
function nth(values: readonly Value[], count: number, i: number): Value {
  if (values.length === count) return values[i] as Value;
  if (values[0]?.role === 'tuple') return values[0].items?.[i] ?? CLEAN;
  return i === 0 ? (values[0] ?? CLEAN) : CLEAN;
}

const listOf = (node: SgNode | null): SgNode[] => (!node ? [] : kindOf(node) === 'expression_list' ? named(node) : [node]);

function assign(node: SgNode, ctx: Ctx, frame: Frame): void {
  const targets = listOf(fieldOf(node, 'left'));
  const values = listOf(fieldOf(node, 'right')).map((s) => evalExpr(s, ctx, frame));
  const operator = fieldOf(node, 'operator')?.text() ?? '=';
  targets.forEach((target, i) => {
    let value = nth(values, targets.length, i);
    if (operator === '+=') value = derive([evalExpr(target, ctx, frame), value], () => step(ctx, node, 'step', 'concatenação'));
    bindTarget(target, value, frame);
  });
}

/** `var sb strings.Builder`, `var x string = y`, `const TABELA = "extrato"`. */
function declare(spec: SgNode, ctx: Ctx, frame: Frame): void {
  const names = named(spec).filter((c) => kindOf(c) === 'identifier');
  const valueNode = fieldOf(spec, 'value');
  if (valueNode) {
    const values = listOf(valueNode).map((v) => evalExpr(v, ctx, frame));
    names.forEach((n, i) => bindTarget(n, nth(values, names.length, i), frame));
    return;
  }
  const type = fieldOf(spec, 'type')?.text() ?? '';
  const zero: Value = /^map\[/.test(type) ? { ...CLEAN, entries: new Map() } : type === 'string' ? constant('') : CLEAN;
  for (const n of names) bindTarget(n, zero, frame);
}

function runIn(node: SgNode | null, env: Env, ctx: Ctx, frame: Frame): { env: Env; leaves: boolean } {
  frame.env = env;
  const leaves = node ? execStmt(node, ctx, frame) : false;
  return { env: frame.env, leaves };
}

function mergeEnds(ends: { env: Env; leaves: boolean }[], frame: Frame): boolean {
  const open = ends.filter((e) => !e.leaves);
  if (open.length === 0) {
    frame.env = ends[0]?.env ?? frame.env;
    return ends.length > 0;
  }
  frame.env = open.map((e) => e.env).reduce(joinEnv);
  return false;
}

function ifStatement(node: SgNode, ctx: Ctx, frame: Frame): boolean {
  const init = fieldOf(node, 'initializer');
  if (init) execStmt(init, ctx, frame);
  const condition = fieldOf(node, 'condition') as SgNode;
  evalExpr(condition, ctx, frame);
  const before = frame.env;
  const then = runIn(fieldOf(node, 'consequence'), refine(condition, copyEnv(before), true, ctx, frame), ctx, frame);
  const alternative = fieldOf(node, 'alternative');
  const otherwise = runIn(alternative, refine(condition, copyEnv(before), false, ctx, { ...frame, env: before }), ctx, frame);
  return mergeEnds([then, otherwise], frame);
}

/** A switch over constant cases: inside an arm the subject is one of the arm's constants (an allow-list). */
function switchStatement(node: SgNode, ctx: Ctx, frame: Frame): boolean {
  const init = fieldOf(node, 'initializer');
  if (init) execStmt(init, ctx, frame);
  const subject = fieldOf(node, 'value');
  if (subject) evalExpr(subject, ctx, frame);
  const before = frame.env;
  const ends: { env: Env; leaves: boolean }[] = [];
  let hasDefault = false;
  for (const arm of named(node).filter((c) => /_case$/.test(kindOf(c)))) {
    hasDefault ||= kindOf(arm) === 'default_case';
    const env = copyEnv(before);
    const valueList = fieldOf(arm, 'value');
    if (subject && kindOf(subject) === 'identifier' && valueList && kindOf(arm) === 'expression_case') {
      const cases = named(valueList).map((v) => evalExpr(v, ctx, { ...frame, env: before }));
      if (cases.every(isConst)) env.set(subject.text(), joinAll(cases));
    }
    const body = named(arm).filter((c) => kindOf(c) === 'statement_list');
    frame.env = env;
    let leaves = false;
    for (const stmt of body) leaves = execStmt(stmt, ctx, frame) || leaves;
    ends.push({ env: frame.env, leaves });
  }
  if (!hasDefault) ends.push({ env: before, leaves: false });
  return mergeEnds(ends, frame);
}

function forStatement(node: SgNode, ctx: Ctx, frame: Frame): boolean {
  const body = fieldOf(node, 'body');
  const header = named(node).find((c) => c.id() !== body?.id());
  const range = header && kindOf(header) === 'range_clause' ? header : undefined;
  const right = range ? fieldOf(range, 'right') : null;
  const collection = right ? evalExpr(right, ctx, frame) : CLEAN;
  if (header && !range) execStmt(header, ctx, frame);
  interpretLoop(ctx, frame, () => {
    const left = range ? fieldOf(range, 'left') : null;
    if (left) {
      // for k, v := range m: v is an element; k is an index (or a key: of a map read from the request, tainted too).
      const names = named(left);
      const element = flatten(collection);
      names.forEach((n, i) => bindTarget(n, names.length === 2 && i === 0 && collection.role !== 'input' ? CLEAN : element, frame));
    }
    if (body) execStmt(body, ctx, frame);
  });
  return false;
}

export function runBlock(node: SgNode, ctx: Ctx, frame: Frame): boolean {
  for (const stmt of named(node)) if (execStmt(stmt, ctx, frame)) return true;
  return false;
}

export function execStmt(node: SgNode, ctx: Ctx, frame: Frame): boolean {
  spend(ctx);
  switch (kindOf(node)) {
    case 'block': case 'statement_list':
      return runBlock(node, ctx, frame);
    case 'short_var_declaration': case 'assignment_statement':
      assign(node, ctx, frame);
      return false;
    case 'var_declaration': case 'const_declaration':
      for (const spec of named(node)) if (/_spec$/.test(kindOf(spec))) declare(spec, ctx, frame);
      return false;
    case 'if_statement':
      return ifStatement(node, ctx, frame);
    case 'expression_switch_statement': case 'type_switch_statement':
      return switchStatement(node, ctx, frame);
    case 'for_statement':
      return forStatement(node, ctx, frame);
    case 'return_statement': {
      const list = named(node)[0];
      const values = list ? (kindOf(list) === 'expression_list' ? named(list) : [list]).map((v) => evalExpr(v, ctx, frame)) : [];
      const value: Value = values.length > 1 ? { ...CLEAN, items: values, role: 'tuple' } : (values[0] ?? CLEAN);
      addReturn(frame, value);
      return true;
    }
    case 'for_clause':
      for (const part of named(node)) execStmt(part, ctx, frame);
      return false;
    case 'break_statement': case 'continue_statement': case 'goto_statement':
      return true;
    case 'labeled_statement':
      return execStmt(named(node).at(-1) as SgNode, ctx, frame);
    case 'expression_statement': {
      const [expr] = named(node);
      if (!expr) return false;
      evalExpr(expr, ctx, frame);
      // panic(...), log.Fatal(...) and os.Exit(...) do not come back.
      return /^(?:panic|log\.Fatal\w*|os\.Exit)$/.test(fieldOf(expr, 'function')?.text() ?? '');
    }
    default:
      for (const child of named(node)) evalExpr(child, ctx, frame);
      return false;
  }
}
