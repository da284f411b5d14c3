/**
 * Functions of the module: entry points (handlers, exports: their parameters come from outside),
 * callbacks and lambdas run where they are written, helpers resolved through the enclosing scopes
 * (closures see the variables of the activation that declared them) and inlined with the caller's
 * values, with a summary per argument shape so the same call is not interpreted twice.
 */
import { copyEnv } from '../env.js';
import type { FunctionIR, Param } from '../ir/nodes.js';
import { sinkRowForReturn } from '../models/match.js';
import type { SourceRow } from '../models/types.js';
import { CLEAN, source, type Value } from '../value.js';
import { newFrame, traceStep, type Ctx, type Frame } from './context.js';
import { bindValue } from './bind.js';
import { scalarProperties } from './bound-body.js';
import { evaluate, ofUnknownOrigin } from './expressions.js';
import { evaluateBlock } from './statements.js';
import { ambientParameter } from './settings-calls.js';

/** Parameters that are never data: the receiver itself, Express's `next`. */
const NOT_DATA = /^(?:this|self|cls|next|_)$/;

/** Value of a parameter of a function nobody in the file calls: who calls it is not visible here. */
function entryParameterValue(p: Param, route: SourceRow | undefined, ctx: Ctx): Value {
  const { models } = ctx;
  if (NOT_DATA.test(p.name)) return CLEAN;
  const role = models.parameterRoles.get(p.name) ?? models.parameterTypes.get(p.type) ?? p.decorators.map((d) => models.decorators.get(d)?.role).find(Boolean);
  if (role) return { ...CLEAN, role };
  const settings = ambientParameter(p, ctx);
  if (settings) return settings;
  if (models.scalarTypes.has(p.type)) return CLEAN;
  const bound = p.decorators.find((d) => models.decorators.has(d));
  if (bound) {
    const value = source(traceStep(ctx, p.range, 'source', `entrada: @${bound} ${p.name}`));
    const scalars = scalarProperties(p.type, ctx);
    return scalars ? { ...value, entries: scalars } : value;
  }
  const injected = p.defaultValue?.k === 'call' && p.defaultValue.callee.k === 'var' && route?.unlessDefault?.includes(p.defaultValue.callee.name);
  if (route && !injected) return source(traceStep(ctx, p.range, 'source', `entrada: parâmetro da rota ${p.name}`));
  return ofUnknownOrigin(ctx, p.range, `parâmetro ${p.name || p.text} (origem não vista no arquivo)`);
}

function runFunctionBody(fn: FunctionIR, frame: Frame, ctx: Ctx): Value {
  ctx.visited.add(fn.id);
  evaluateBlock(fn.body, ctx, frame);
  return frame.ret ?? CLEAN;
}

/** A handler, an export, a method: run with its parameters from outside. */
export function runEntryPoint(fn: FunctionIR, ctx: Ctx): void {
  const frame = newFrame(copyEnv(ctx.globals.env), ctx.globals, fn.className, fn.name);
  const route = fn.decorators.map((d) => ctx.models.routes.get(d.split('.').at(-1) ?? '')).find(Boolean);
  const returnSink = sinkRowForReturn(ctx.models, fn.decorators);
  if (returnSink) frame.returnSink = returnSink;
  for (const p of fn.params) bindValue(p.target, entryParameterValue(p, route, ctx), ctx, frame);
  runFunctionBody(fn, frame, ctx);
}

/**
 * A callback written inline (a route handler, `.then(row => ...)`): run where it is, seeing the
 * variables around it. Only request/response names are known; other parameters come from libraries.
 */
export function runInlineFunction(fn: FunctionIR, ctx: Ctx, outer: Frame, params: readonly Value[] = []): void {
  const runs = ctx.callbackRuns.get(fn.id) ?? 0;
  if (ctx.active.has(fn.id) || runs >= 2) return;
  ctx.callbackRuns.set(fn.id, runs + 1);
  ctx.active.add(fn.id);
  const frame = newFrame(copyEnv(outer.env), outer, outer.className, outer.functionName);
  fn.params.forEach((p, i) => {
    const role = ctx.models.parameterRoles.get(p.name) ?? ctx.models.parameterTypes.get(p.type);
    bindValue(p.target, params[i] ?? (role ? { ...CLEAN, role } : (ambientParameter(p, ctx) ?? CLEAN)), ctx, frame);
  });
  runFunctionBody(fn, frame, ctx);
  ctx.active.delete(fn.id);
}

/** The function a plain call names: declared in this activation or an enclosing one, else anywhere in the file. */
export function resolveFunction(name: string, frame: Frame, ctx: Ctx): { fn: FunctionIR; scope: Frame } | undefined {
  for (let f: Frame | undefined = frame; f; f = f.scope) {
    const fn = f.locals.get(name);
    if (fn) return { fn, scope: f };
  }
  const fn = ctx.functions.get(name);
  return fn ? { fn, scope: ctx.globals } : undefined;
}

/** What a call depends on: the arguments' taint, constants, roles and sanitizers (containers are not summarised). */
function shapeOf(args: readonly Value[]): string | undefined {
  if (args.some((a) => a.items || a.entries || a.rest || a.callable)) return undefined;
  return args.map((a) => `${a.taint}:${a.constant ? JSON.stringify(a.constant.value) : ''}:${a.role ?? ''}:${[...(a.cleanFor ?? [])].sort().join('+')}`).join(',');
}

/** A helper of the file, interpreted with the caller's values; undefined when it cannot be (recursion, budget). */
export function callFunction(fn: FunctionIR, scope: Frame, args: readonly Value[], ctx: Ctx, named: ReadonlyMap<string, Value> = new Map()): Value | undefined {
  // Closures see variables that change between calls: only module-level helpers are summarised.
  const shape = scope === ctx.globals && named.size === 0 ? shapeOf(args) : undefined;
  const key = shape === undefined ? undefined : `${fn.id}|${shape}`;
  const known = key ? ctx.summaries.get(key) : undefined;
  if (known) return known;
  if (ctx.active.has(fn.id) || ctx.inlineBudget <= 0) return undefined;
  ctx.inlineBudget -= 1;
  ctx.active.add(fn.id);
  const frame = newFrame(copyEnv(scope.env), scope, fn.className ?? scope.className, fn.name || scope.functionName);
  // A method's own receiver (`self`, `cls`) is not one of the call's arguments.
  const params = fn.params.filter((p) => !(fn.className && /^(?:self|cls)$/.test(p.name)));
  params.forEach((p, i) => bindValue(p.target, named.get(p.name) ?? args[i] ?? (p.defaultValue ? evaluate(p.defaultValue, ctx, frame) : CLEAN), ctx, frame));
  const result = runFunctionBody(fn, frame, ctx);
  ctx.active.delete(fn.id);
  if (key) ctx.summaries.set(key, result);
  return result;
}
