/**
 * Go functions: parameters by declared type (the request, the response writer, a framework context,
 * scalars, library objects, or data of unknown origin), entries (functions nobody in the file calls),
 * helpers inlined at each call with the caller's values, and func literals run where written.
 */
import type { SgNode } from '@ast-grep/napi';
import { copyEnv } from '../env.js';
import { CLEAN_TYPE, REQUEST_TYPE, RESPONSE_TYPE, WEB_CONTEXT_TYPE } from '../languages/go.js';
import { fieldOf, kindOf, named } from '../tree.js';
import { CLEAN, type Value } from '../value.js';
import { step, type Ctx, type Frame } from './context.js';
import { runBlock } from './statements.js';

interface Param {
  name: string;
  type: string;
  node: SgNode;
  variadic: boolean;
}

/** `func(a, b string, rest ...int)`: one entry per name, each with its declaration's type. */
function paramsOf(fn: SgNode, field = 'parameters'): Param[] {
  const list = fieldOf(fn, field);
  const out: Param[] = [];
  for (const decl of list ? named(list) : []) {
    const type = fieldOf(decl, 'type')?.text() ?? '';
    const variadic = kindOf(decl) === 'variadic_parameter_declaration';
    const names = named(decl).filter((c) => kindOf(c) === 'identifier');
    for (const n of names.length ? names : [decl]) out.push({ name: names.length ? n.text() : '', type, node: n, variadic });
  }
  return out;
}

/** What a parameter holds when the caller is not in the file. */
function entryValue(p: Param, ctx: Ctx): Value {
  if (REQUEST_TYPE.test(p.type)) return { ...CLEAN, role: 'request' };
  if (RESPONSE_TYPE.test(p.type)) return { ...CLEAN, role: 'response' };
  if (WEB_CONTEXT_TYPE.test(p.type)) return { ...CLEAN, role: 'web' };
  if (CLEAN_TYPE.test(p.type.replace(/^\[\]/, '')) || p.name === '' || p.name === '_') return CLEAN;
  return { taint: 'unknown', trace: [step(ctx, p.node, 'source', `parâmetro ${p.name} (origem não vista no arquivo)`)] };
}

function runBody(fn: SgNode, frame: Frame, ctx: Ctx): Value {
  // A method's receiver is the program's own object (a service holding its *sql.DB), not data.
  for (const p of paramsOf(fn, 'receiver')) if (p.name) frame.env.set(p.name, CLEAN);
  ctx.visited.add(fn.id());
  ctx.active.add(fn.id());
  const body = fieldOf(fn, 'body');
  if (body) runBlock(body, ctx, frame);
  ctx.active.delete(fn.id());
  return frame.ret ?? CLEAN;
}

/** A function or method nobody in the file calls: a handler, an exported API. */
export function runEntry(fn: SgNode, ctx: Ctx): void {
  const frame: Frame = { env: copyEnv(ctx.globals) };
  for (const p of paramsOf(fn)) if (p.name) frame.env.set(p.name, entryValue(p, ctx));
  runBody(fn, frame, ctx);
}

/** An inline handler (`http.HandleFunc("/x", func(w, r) {...})`, a gin route): runs where written, seeing the variables around it. */
export function runFuncLiteral(fn: SgNode, ctx: Ctx, outer: Frame): void {
  if (ctx.active.has(fn.id()) || ctx.visited.has(fn.id())) return;
  const frame: Frame = { env: copyEnv(outer.env) };
  for (const p of paramsOf(fn)) if (p.name) frame.env.set(p.name, entryValue(p, ctx));
  runBody(fn, frame, ctx);
}

/** A function of the same file, interpreted with the caller's values; undefined when it cannot be (recursion, budget). */
export function inlineCall(fn: SgNode, args: readonly Value[], ctx: Ctx): Value | undefined {
  if (ctx.active.has(fn.id()) || ctx.inlineBudget <= 0) return undefined;
  ctx.inlineBudget -= 1;
  const frame: Frame = { env: copyEnv(ctx.globals) };
  paramsOf(fn).forEach((p, i) => {
    if (p.name) frame.env.set(p.name, p.variadic ? { ...CLEAN, items: args.slice(i) } : (args[i] ?? CLEAN));
  });
  return runBody(fn, frame, ctx);
}
