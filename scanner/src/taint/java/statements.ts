/**
 * Executes Java statements over the abstract environment: branches with a constant condition take
 * one side, other branches are merged, loops are run twice and merged with "not run", a return or
 * throw ends its path. Helper methods run here too, with their caller's argument values.
 */
import type { SgNode } from '@ast-grep/napi';
import { copyEnv, joinEnv, type Env } from '../env.js';
import { addReturn } from '../interpreter.js';
import { CLEAN, flatten, isConst, type Value } from '../value.js';
import type { Ctx, Frame } from './context.js';
import { elementAt, evalExpr } from './expressions.js';
import { namedChildren } from './parser.js';
import { refine } from './refine.js';

type Flow = 'normal' | 'abrupt' | 'break';

interface Outcome { env: Env; flow: Flow }

function run(node: SgNode | null | undefined, env: Env, ctx: Ctx, frame: Frame): Outcome {
  const inner: Frame = { env, ret: frame.ret };
  const flow = node ? exec(node, ctx, inner) : 'normal';
  frame.ret = inner.ret;
  return { env: inner.env, flow };
}

/** Environments of the paths that go on after a construct; none when every path returned or threw. */
function merge(outcomes: readonly Outcome[], frame: Frame): Flow {
  const live = outcomes.filter((o) => o.flow !== 'abrupt');
  if (!live.length) return 'abrupt';
  frame.env = live.map((o) => o.env).reduce(joinEnv);
  return live.every((o) => o.flow === 'break') ? 'break' : 'normal';
}

function execIf(node: SgNode, ctx: Ctx, frame: Frame): Flow {
  const condNode = node.field('condition') as SgNode;
  const cond = evalExpr(condNode, ctx, frame);
  const yes = node.field('consequence');
  const no = node.field('alternative');
  if (isConst(cond)) {
    // A constant condition (if (7 > 3), a final flag): only one side can run.
    const taken = cond.constant.value ? yes : no;
    return taken ? exec(taken, ctx, frame) : 'normal';
  }
  const thenOutcome = run(yes, refine(condNode, copyEnv(frame.env), true, ctx, frame), ctx, frame);
  const elseOutcome = run(no, refine(condNode, copyEnv(frame.env), false, ctx, frame), ctx, frame);
  return merge([thenOutcome, elseOutcome], frame);
}

function execLoopBody(body: SgNode | null, ctx: Ctx, frame: Frame, bind?: (env: Env) => void): Flow {
  // Twice, so a value that flows around the loop (x = x + y) reaches its fixed point for most code.
  let env = copyEnv(frame.env);
  for (let i = 0; i < 2; i += 1) {
    bind?.(env);
    const outcome = run(body, env, ctx, frame);
    env = outcome.flow === 'abrupt' ? env : joinEnv(env, outcome.env);
  }
  frame.env = joinEnv(frame.env, env);
  return 'normal';
}

function execFor(node: SgNode, ctx: Ctx, frame: Frame): Flow {
  for (const init of node.fieldChildren('init')) exec(init, ctx, frame);
  const cond = node.field('condition');
  if (cond) {
    const value = evalExpr(cond, ctx, frame);
    if (isConst(value) && value.constant.value === false) return 'normal';
  }
  return execLoopBody(node.field('body'), ctx, frame, (env) => {
    for (const update of node.fieldChildren('update')) evalExpr(update, ctx, { env, ret: undefined });
  });
}

function execEnhancedFor(node: SgNode, ctx: Ctx, frame: Frame): Flow {
  const iterable = evalExpr(node.field('value') as SgNode, ctx, frame);
  const name = node.field('name')?.text() ?? '';
  const type = node.field('type')?.text();
  if (type) ctx.types.set(name, type);
  const element = elementAt(iterable, undefined);
  return execLoopBody(node.field('body'), ctx, frame, (env) => env.set(name, flatten(element)));
}

function labelValues(label: SgNode, ctx: Ctx, frame: Frame): Value[] | 'default' {
  const values = namedChildren(label);
  return values.length ? values.map((v) => evalExpr(v, ctx, frame)) : 'default';
}

/** Statements of the groups from `start` on, falling through until a break (classic switch). */
function runArms(groups: readonly SgNode[], start: number, ctx: Ctx, frame: Frame, env: Env): Outcome {
  let current: Outcome = { env, flow: 'normal' };
  for (const group of groups.slice(start)) {
    const isRule = group.kind() === 'switch_rule';
    for (const stmt of namedChildren(group).filter((c) => c.kind() !== 'switch_label')) {
      current = isRule && stmt.kind() !== 'block' && stmt.kind() !== 'throw_statement' ? run(null, current.env, ctx, frame) : run(stmt, current.env, ctx, frame);
      if (isRule && stmt.kind() === 'expression_statement') current = run(stmt, current.env, ctx, frame);
      if (current.flow !== 'normal') return { env: current.env, flow: current.flow === 'break' ? 'normal' : current.flow };
    }
    if (isRule) return current;
  }
  return current;
}

function execSwitch(node: SgNode, ctx: Ctx, frame: Frame): Flow {
  const subject = evalExpr(node.field('condition') as SgNode, ctx, frame);
  const groups = namedChildren(node.field('body') as SgNode).filter((g) => g.kind() === 'switch_block_statement_group' || g.kind() === 'switch_rule');
  const labels = groups.map((g) => namedChildren(g).filter((c) => c.kind() === 'switch_label').map((l) => labelValues(l, ctx, frame)));
  const defaultIndex = labels.findIndex((ls) => ls.includes('default'));
  if (isConst(subject)) {
    // A switch on a constant takes exactly one arm.
    let index = labels.findIndex((ls) => ls.some((l) => l !== 'default' && l.some((v) => isConst(v) && v.constant.value === subject.constant.value)));
    if (index < 0) index = defaultIndex;
    return index < 0 ? 'normal' : merge([runArms(groups, index, ctx, frame, frame.env)], frame);
  }
  const outcomes = groups.map((_, i) => runArms(groups, i, ctx, frame, copyEnv(frame.env)));
  if (defaultIndex < 0) outcomes.push({ env: frame.env, flow: 'normal' });
  return merge(outcomes, frame);
}

function execTry(node: SgNode, ctx: Ctx, frame: Frame): Flow {
  const before = copyEnv(frame.env);
  for (const resource of node.field('resources') ? namedChildren(node.field('resources') as SgNode) : []) declare(resource, ctx, frame);
  const body = run(node.field('body'), frame.env, ctx, frame);
  const outcomes = [body];
  for (const clause of namedChildren(node).filter((c) => c.kind() === 'catch_clause')) {
    outcomes.push(run(clause.field('body'), joinEnv(before, body.env), ctx, frame));
  }
  const flow = merge(outcomes, frame);
  const fin = namedChildren(node).find((c) => c.kind() === 'finally_clause');
  if (fin) {
    const fin2 = run(namedChildren(fin)[0], frame.env, ctx, frame);
    frame.env = fin2.env;
    if (fin2.flow !== 'normal') return fin2.flow;
  }
  return flow;
}

/** A declarator or resource: record the declared type, bind the initial value. */
function declare(node: SgNode, ctx: Ctx, frame: Frame, type?: string): void {
  const name = node.field('name')?.text();
  if (!name) return;
  const declaredType = type ?? node.field('type')?.text();
  if (declaredType) ctx.types.set(name, declaredType);
  const value = node.field('value');
  if (value) frame.env.set(name, evalExpr(value, ctx, frame));
}

export function exec(node: SgNode, ctx: Ctx, frame: Frame): Flow {
  switch (node.kind()) {
    case 'block': case 'constructor_body': {
      for (const stmt of namedChildren(node)) {
        const flow = exec(stmt, ctx, frame);
        if (flow !== 'normal') return flow;
      }
      return 'normal';
    }
    case 'local_variable_declaration': {
      const type = node.field('type')?.text();
      for (const d of namedChildren(node).filter((c) => c.kind() === 'variable_declarator')) declare(d, ctx, frame, type);
      return 'normal';
    }
    case 'expression_statement': case 'throw_statement': {
      const expr = namedChildren(node)[0];
      if (expr) evalExpr(expr, ctx, frame);
      return node.kind() === 'throw_statement' ? 'abrupt' : 'normal';
    }
    case 'if_statement': return execIf(node, ctx, frame);
    case 'while_statement': case 'do_statement': {
      const cond = evalExpr(node.field('condition') as SgNode, ctx, frame);
      if (node.kind() === 'while_statement' && isConst(cond) && cond.constant.value === false) return 'normal';
      return execLoopBody(node.field('body'), ctx, frame);
    }
    case 'for_statement': return execFor(node, ctx, frame);
    case 'enhanced_for_statement': return execEnhancedFor(node, ctx, frame);
    case 'switch_expression': case 'switch_statement': return execSwitch(node, ctx, frame);
    case 'try_statement': case 'try_with_resources_statement': return execTry(node, ctx, frame);
    case 'return_statement': {
      const value = namedChildren(node)[0];
      const result = value ? evalExpr(value, ctx, frame) : CLEAN;
      addReturn(frame, result);
      return 'abrupt';
    }
    case 'break_statement': return 'break';
    case 'continue_statement': return 'abrupt';
    case 'labeled_statement': case 'synchronized_statement': return exec(namedChildren(node).at(-1) as SgNode, ctx, frame);
    case 'class_declaration': case 'local_class_declaration': case 'interface_declaration': case 'record_declaration': case 'enum_declaration':
      return 'normal';
    default:
      for (const child of namedChildren(node)) evalExpr(child, ctx, frame);
      return 'normal';
  }
}

/** Interprets a method body with the given argument values; the result is the merge of its returns. */
export function runMethod(decl: SgNode, args: readonly Value[], ctx: Ctx): Value {
  const env: Env = new Map();
  const params = namedChildren(decl.field('parameters') as SgNode).filter((p) => p.kind() === 'formal_parameter' || p.kind() === 'spread_parameter');
  params.forEach((p, i) => {
    const name = p.field('name')?.text() ?? namedChildren(p).find((c) => c.kind() === 'variable_declarator')?.field('name')?.text() ?? '';
    const type = p.field('type')?.text() ?? namedChildren(p).find((c) => String(c.kind()).endsWith('type'))?.text();
    if (type) ctx.types.set(name, type);
    env.set(name, p.kind() === 'spread_parameter' ? { ...CLEAN, items: args.slice(i) } : (args[i] ?? CLEAN));
  });
  const saved = ctx.methodName;
  ctx.methodName = decl.field('name')?.text() ?? saved;
  ctx.active.add(decl);
  const frame: Frame = { env };
  try {
    const body = decl.field('body');
    if (body) exec(body, ctx, frame);
  } finally {
    ctx.active.delete(decl);
    ctx.methodName = saved;
  }
  return frame.ret ?? CLEAN;
}

