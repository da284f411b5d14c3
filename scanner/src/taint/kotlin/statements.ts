/**
 * Kotlin statements and control flow: `val`/`var` (destructuring too), `=`/`+=` (names, `m["k"]`,
 * properties), if/when/try as statements or values (each branch on a copy of the variables, merged
 * after; a `when` arm over constants is an allow-list), for/while (body twice), return/throw.
 */
import type { SgNode } from '@ast-grep/napi';
import { addReturn, interpretLoop } from '../interpreter.js';
import { copyEnv, joinEnv, lookup, type Env } from '../env.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, derive, flatten, isConst, join, joinAll, joinTaint, type Value } from '../value.js';
import { operatorOf, spend, step, type Ctx, type Frame, type Outcome } from './context.js';
import { evalExpr } from './expressions.js';
import { refine } from './refine.js';

const NORMAL = (value: Value = CLEAN): Outcome => ({ value, leaves: false });

function declareProperty(node: SgNode, ctx: Ctx, frame: Frame): void {
  const parts = named(node);
  const target = parts.find((c) => kindOf(c) === 'variable_declaration' || kindOf(c) === 'multi_variable_declaration');
  const valueNode = parts.filter((c) => !/^(?:binding_pattern_kind|variable_declaration|multi_variable_declaration|modifiers|type_constraints|property_delegate|getter|setter)$/.test(kindOf(c))).at(-1);
  const value = valueNode ? evalExpr(valueNode, ctx, frame) : CLEAN;
  if (!target) return;
  if (kindOf(target) === 'variable_declaration') {
    const name = named(target)[0]?.text();
    // A request object kept in a variable (`val params = call.parameters`) is plain request data from here on.
    if (name) frame.env.set(name, value.role === 'input' ? { ...value, role: undefined } : value);
    return;
  }
  named(target).forEach((v, i) => {
    const name = named(v)[0]?.text();
    if (name && name !== '_') frame.env.set(name, value.items?.[i] ?? flatten(value));
  });
}

function assignment(node: SgNode, ctx: Ctx, frame: Frame): void {
  const [target, valueNode] = named(node);
  if (!target || !valueNode) return;
  let value = evalExpr(valueNode, ctx, frame);
  const [base, suffix] = named(target);
  if (operatorOf(node) === '+=') value = derive([evalExpr(base as SgNode, ctx, frame), value], () => step(ctx, node, 'step', 'concatenação'));
  if (!suffix && base && kindOf(base) === 'simple_identifier') {
    frame.env.set(base.text(), value);
    return;
  }
  const key = suffix && kindOf(suffix) === 'indexing_suffix' ? evalExpr(named(suffix)[0] as SgNode, ctx, frame) : suffix ? { ...CLEAN, constant: { value: named(suffix)[0]?.text() ?? '' } } : CLEAN;
  const baseValue = base ? evalExpr(base, ctx, frame) : CLEAN;
  // response.contentType = "application/json": the handler's output is not markup.
  if (baseValue.role === 'response' && isConst(key) && key.constant.value === 'contentType' && isConst(value)) frame.plainResponse = !/html/i.test(String(value.constant.value));
  if (!base || kindOf(base) !== 'simple_identifier' || !frame.env.has(base.text())) return;
  const obj = lookup(frame.env, base.text());
  if (isConst(key)) frame.env.set(base.text(), { ...obj, ...joinTaint(obj, CLEAN), entries: new Map(obj.entries ?? []).set(String(key.constant.value), value) });
  else frame.env.set(base.text(), { ...obj, rest: join(obj.rest ?? CLEAN, value) });
}

/** Runs branches on copies of the variables and merges the ends that flow on; the value is the merge of the branches' values. */
function branches(runs: { env: Env; body: SgNode | undefined }[], fallthrough: Env | undefined, ctx: Ctx, frame: Frame): Outcome {
  const ends: { env: Env; out: Outcome }[] = runs.map(({ env, body }) => {
    frame.env = env;
    const out = body ? runStatements(body, ctx, frame) : NORMAL();
    return { env: frame.env, out };
  });
  if (fallthrough) ends.push({ env: fallthrough, out: NORMAL() });
  const open = ends.filter((e) => !e.out.leaves);
  frame.env = open.length ? open.map((e) => e.env).reduce(joinEnv) : (ends[0]?.env ?? frame.env);
  return { value: joinAll(open.map((e) => e.out.value)), leaves: open.length === 0 && ends.length > 0 };
}

function ifExpression(node: SgNode, ctx: Ctx, frame: Frame): Outcome {
  const [condition, ...bodies] = named(node);
  if (!condition) return NORMAL();
  evalExpr(condition, ctx, frame);
  const before = frame.env;
  const then = { env: refine(condition, copyEnv(before), true, ctx, frame), body: bodies[0] };
  const otherwise = refine(condition, copyEnv(before), false, ctx, frame);
  return bodies[1] ? branches([then, { env: otherwise, body: bodies[1] }], undefined, ctx, frame) : branches([then], otherwise, ctx, frame);
}

/** An arm `"a", "b" ->` makes x one of those constants; `in PERMITIDOS ->` (a list of constants) makes it clean. */
function allowListArm(subject: string, conditions: readonly SgNode[], env: Env, ctx: Ctx, frame: Frame): void {
  const values: Value[] = [];
  for (const condition of conditions) {
    const [test] = named(condition);
    if (!test) return;
    if (kindOf(test) === 'range_test') {
      const set = evalExpr(named(test)[0], ctx, frame);
      if (operatorOf(test) !== 'in' || !set.items?.length || !set.items.every(isConst) || set.taint !== 'none') return;
      values.push(CLEAN);
    } else values.push(evalExpr(test, ctx, frame));
  }
  if (values.every((v) => isConst(v) || v === CLEAN)) env.set(subject, joinAll(values));
}

/** `when (x) { "a", "b" -> ...; else -> ... }`: inside an arm over constants, x is one of them. */
function whenExpression(node: SgNode, ctx: Ctx, frame: Frame): Outcome {
  const subjectNode = named(node).find((c) => kindOf(c) === 'when_subject');
  const subject = subjectNode ? named(subjectNode).at(-1) : undefined;
  if (subject) evalExpr(subject, ctx, frame);
  const before = frame.env;
  const runs: { env: Env; body: SgNode | undefined }[] = [];
  let hasElse = false;
  for (const entry of named(node).filter((c) => kindOf(c) === 'when_entry')) {
    const conditions = named(entry).filter((c) => kindOf(c) === 'when_condition');
    hasElse ||= conditions.length === 0;
    const env = copyEnv(before);
    if (subject && kindOf(subject) === 'simple_identifier' && conditions.length) allowListArm(subject.text(), conditions, env, ctx, { ...frame, env: before });
    // A subject-less `when { x == "a" -> ... }` refines like an if.
    const test = conditions[0] ? named(conditions[0])[0] : undefined;
    if (!subject && test) refine(test, env, true, ctx, { ...frame, env: before });
    runs.push({ env, body: named(entry).find((c) => kindOf(c) === 'control_structure_body') });
  }
  return branches(runs, hasElse ? undefined : before, ctx, frame);
}

function loop(node: SgNode, ctx: Ctx, frame: Frame): Outcome {
  const parts = named(node);
  const body = parts.find((c) => kindOf(c) === 'control_structure_body');
  const variable = parts.find((c) => kindOf(c) === 'variable_declaration' || kindOf(c) === 'multi_variable_declaration');
  const collectionNode = kindOf(node) === 'for_statement' ? parts.find((c) => c !== variable && c !== body && kindOf(c) !== 'variable_declaration' && kindOf(c) !== 'multi_variable_declaration' && kindOf(c) !== 'control_structure_body') : undefined;
  const element = collectionNode ? flatten(evalExpr(collectionNode, ctx, frame)) : CLEAN;
  interpretLoop(ctx, frame, () => {
    if (variable) for (const n of variable.findAll({ rule: { kind: 'simple_identifier', inside: { kind: 'variable_declaration' } } })) frame.env.set(n.text(), element);
    if (body) runStatements(body, ctx, frame);
  });
  return NORMAL();
}

function tryExpression(node: SgNode, ctx: Ctx, frame: Frame): Outcome {
  const before = copyEnv(frame.env);
  const parts = named(node);
  const body = parts.find((c) => kindOf(c) === 'statements');
  const catches = parts.filter((c) => kindOf(c) === 'catch_block');
  const bodyEnd = { env: copyEnv(before), body };
  const out = branches([bodyEnd, ...catches.map((c) => ({ env: copyEnv(before), body: named(c).find((x) => kindOf(x) === 'statements') }))], undefined, ctx, frame);
  const fin = parts.find((c) => kindOf(c) === 'finally_block');
  const finBody = fin ? named(fin).find((x) => kindOf(x) === 'statements') : undefined;
  if (finBody) runStatements(finBody, ctx, frame);
  return out;
}

/** Control flow used as a statement or as a value. */
export function runControl(node: SgNode, ctx: Ctx, frame: Frame): Outcome {
  switch (kindOf(node)) {
    case 'if_expression': return ifExpression(node, ctx, frame);
    case 'when_expression': return whenExpression(node, ctx, frame);
    case 'try_expression': return tryExpression(node, ctx, frame);
    case 'jump_expression': {
      const [value] = named(node);
      const v = value ? evalExpr(value, ctx, frame) : CLEAN;
      if (/^return/.test(node.text())) addReturn(frame, v);
      return { value: CLEAN, leaves: true };
    }
    default: return NORMAL(evalExpr(node, ctx, frame));
  }
}

export function execStmt(node: SgNode, ctx: Ctx, frame: Frame): Outcome {
  spend(ctx);
  switch (kindOf(node)) {
    case 'statements': case 'control_structure_body': return runStatements(node, ctx, frame);
    case 'property_declaration': declareProperty(node, ctx, frame); return NORMAL();
    case 'assignment': assignment(node, ctx, frame); return NORMAL();
    case 'for_statement': case 'while_statement': case 'do_while_statement': return loop(node, ctx, frame);
    case 'function_declaration': case 'class_declaration': case 'object_declaration': return NORMAL();
    default: return runControl(node, ctx, frame);
  }
}

/** A block: its statements in order, stopping at one that always leaves; its value is the last statement's. */
export function runStatements(node: SgNode, ctx: Ctx, frame: Frame): Outcome {
  let last = NORMAL();
  for (const stmt of named(node)) {
    last = execStmt(stmt, ctx, frame);
    if (last.leaves) return last;
  }
  return last;
}
