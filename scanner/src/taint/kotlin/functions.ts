/**
 * Kotlin functions: parameters by annotation (Spring's @RequestParam... are sources) and declared type
 * (the servlet request/response, scalars, library objects, or data of unknown origin), entries
 * (functions nobody in the file calls), helpers inlined at each call, and lambdas run where written
 * (Ktor routes, `let`/`forEach`), sharing the variables around them.
 */
import type { SgNode } from '@ast-grep/napi';
import { copyEnv } from '../env.js';
import { CLEAN_TYPE, REQUEST_TYPE, RESPONSE_TYPE, SPRING_SOURCE_ANNOTATIONS } from '../languages/kotlin.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, source, type Value } from '../value.js';
import { step, type Ctx, type Frame } from './context.js';
import { evalExpr } from './expressions.js';
import { runStatements } from './statements.js';

interface Param {
  name: string;
  type: string;
  annotations: string[];
  node: SgNode;
}

const annotationName = (a: SgNode): string => /^@([\w.]+)/.exec(a.text())?.[1]?.split('.').at(-1) ?? '';

function paramsOf(fn: SgNode): Param[] {
  const list = named(fn).find((c) => kindOf(c) === 'function_value_parameters');
  const out: Param[] = [];
  let annotations: string[] = [];
  for (const child of list ? named(list) : []) {
    if (kindOf(child) === 'parameter_modifiers') annotations = named(child).filter((m) => kindOf(m) === 'annotation').map(annotationName);
    else if (kindOf(child) === 'parameter') {
      const [nameNode, typeNode] = named(child);
      out.push({ name: nameNode?.text() ?? '', type: typeNode?.text() ?? '', annotations, node: child });
      annotations = [];
    }
  }
  return out;
}

function entryValue(p: Param, ctx: Ctx): Value {
  const bound = p.annotations.find((a) => SPRING_SOURCE_ANNOTATIONS.has(a));
  if (bound) return source(step(ctx, p.node, 'source', `entrada: @${bound} ${p.name}`));
  if (REQUEST_TYPE.test(p.type)) return { ...CLEAN, role: 'request' };
  if (RESPONSE_TYPE.test(p.type)) return { ...CLEAN, role: 'response' };
  if (CLEAN_TYPE.test(p.type)) return CLEAN;
  return { taint: 'unknown', trace: [step(ctx, p.node, 'source', `parâmetro ${p.name} (origem não vista no arquivo)`)] };
}

export function functionName(fn: SgNode): string {
  return named(fn).find((c) => kindOf(c) === 'simple_identifier')?.text() ?? '';
}

function runBody(fn: SgNode, frame: Frame, ctx: Ctx): Value {
  ctx.visited.add(fn.id());
  ctx.active.add(fn.id());
  const body = named(fn).find((c) => kindOf(c) === 'function_body');
  const inner = body ? named(body)[0] : undefined;
  // `fun f(x: String) = "..." + x`: an expression body is the return value.
  if (inner && kindOf(inner) === 'statements') runStatements(inner, ctx, frame);
  else if (inner) frame.ret = evalExpr(inner, ctx, frame);
  ctx.active.delete(fn.id());
  return frame.ret ?? CLEAN;
}

export function runEntry(fn: SgNode, ctx: Ctx): void {
  const frame: Frame = { env: copyEnv(ctx.globals) };
  for (const p of paramsOf(fn)) frame.env.set(p.name, entryValue(p, ctx));
  runBody(fn, frame, ctx);
}

export function inlineCall(fn: SgNode, args: readonly Value[], ctx: Ctx): Value | undefined {
  if (ctx.active.has(fn.id()) || ctx.inlineBudget <= 0) return undefined;
  ctx.inlineBudget -= 1;
  const frame: Frame = { env: copyEnv(ctx.globals) };
  paramsOf(fn).forEach((p, i) => frame.env.set(p.name, args[i] ?? CLEAN));
  return runBody(fn, frame, ctx);
}

/** Runs a lambda where it is written; its parameters (or `it`) get `input`. Returns the value of its last expression. */
export function runLambda(annotated: SgNode, input: Value, ctx: Ctx, frame: Frame): Value {
  const lambda = kindOf(annotated) === 'lambda_literal' ? annotated : named(annotated).find((c) => kindOf(c) === 'lambda_literal');
  if (!lambda || ctx.active.has(lambda.id())) return CLEAN;
  ctx.active.add(lambda.id());
  const params = named(lambda).find((c) => kindOf(c) === 'lambda_parameters');
  const names = params ? params.findAll({ rule: { kind: 'simple_identifier', inside: { kind: 'variable_declaration' } } }).map((n) => n.text()) : ['it'];
  for (const n of names) frame.env.set(n, input);
  const body = named(lambda).find((c) => kindOf(c) === 'statements');
  const value = body ? runStatements(body, ctx, frame).value : CLEAN;
  ctx.active.delete(lambda.id());
  return value;
}
