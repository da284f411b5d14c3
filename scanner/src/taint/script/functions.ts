/**
 * Functions of the file: their parameters (request, response, route-bound sources, data of unknown
 * origin), interpretation of a body with given arguments (helpers inlined at each call, as the Java
 * pass does), callbacks run where they are written, and the sink check shared by calls and properties.
 */
import type { SgNode } from '@ast-grep/napi';
import { copyEnv } from '../env.js';
import { REPORT_UNKNOWN } from '../languages/script-api.js';
import { sinkTrace, worstArgument, type SinkSpec } from '../report.js';
import { CLEAN, source, type Value } from '../value.js';
import { stepAt, type Ctx, type Frame } from './context.js';
import { bind, evalExpr } from './expressions.js';
import { named } from './parser.js';
import { runBlock } from './statements.js';

/** Argument shapes that build the string right at the sink: concatenation, template, f-string, `%`, `.format()`. */
const BUILT_HERE = /^(?:binary_expression|binary_operator|template_string)$/;

function builtAtCall(node: SgNode): boolean {
  if (BUILT_HERE.test(String(node.kind()))) return true;
  if (node.kind() === 'string') return named(node).some((c) => c.kind() === 'interpolation');
  if (node.kind() === 'list') return named(node).some(builtAtCall); // Django extra(where=[f"..."])
  return (node.kind() === 'call' || node.kind() === 'call_expression') && /^["'][\s\S]*\.format$/.test(node.field('function')?.text() ?? '');
}

/** Reports a sink reached by tainted data, or (SQL, commands, eval) by data of unknown origin ("sink presente"). */
export function checkSink(spec: SinkSpec, node: SgNode, args: readonly Value[], argNodes: readonly SgNode[], ctx: Ctx): void {
  const worst = worstArgument(spec, args, argNodes, node);
  if (!worst) return;
  const tainted = worst.value.taint === 'tainted';
  if (!tainted && !REPORT_UNKNOWN.has(spec.kind)) return;
  const definite = tainted || ((spec.kind === 'sql' || spec.kind === 'command') && builtAtCall(worst.node));
  ctx.report({ rule: definite ? spec.rule : spec.sinkRule, node, trace: sinkTrace(worst.value, stepAt(ctx, node, 'sink', spec.note)) });
}

interface Param {
  /** What the argument binds to: a name or a destructuring pattern. */
  target: SgNode;
  name: string;
  type: string;
  decorators: string[];
  defaultText: string;
}

function paramOf(node: SgNode): Param | undefined {
  const kind = node.kind();
  const decorators = named(node).filter((c) => c.kind() === 'decorator').map((d) => /@([\w.]+)/.exec(d.text())?.[1] ?? '');
  if (kind === 'identifier') return { target: node, name: node.text(), type: '', decorators, defaultText: '' };
  const target = node.field('pattern') ?? node.field('name') ?? node.field('left') ?? named(node).find((c) => c.kind() === 'identifier') ?? named(node)[0];
  if (!target) return undefined;
  const type = (node.field('type')?.text() ?? '').replace(/^:\s*/, '');
  const defaultText = (node.field('value') ?? node.field('right'))?.text() ?? '';
  return { target, name: target.kind() === 'identifier' ? target.text() : '', type, decorators, defaultText };
}

export function paramsOf(fn: SgNode): Param[] {
  const single = fn.field('parameter');
  if (single) return [paramOf(single)].filter((p): p is Param => p !== undefined);
  const list = fn.field('parameters');
  return list ? named(list).map(paramOf).filter((p): p is Param => p !== undefined) : [];
}

/** Decorators of a function (Python `@app.get(...)` around a def, JS decorators before a method). */
function decoratorsOf(fn: SgNode): string[] {
  const holder = fn.parent()?.kind() === 'decorated_definition' ? fn.parent() : fn;
  return named(holder as SgNode).filter((c) => c.kind() === 'decorator').map((d) => /@([\w.]+)/.exec(d.text())?.[1] ?? '');
}

/** Value of a parameter of a function nobody in the file calls: who calls it is not visible here. */
function entryParam(p: Param, fn: SgNode, isRoute: boolean, ctx: Ctx): Value {
  const { api } = ctx;
  if (/^(?:self|cls|this|next)$/.test(p.name)) return CLEAN;
  if (api.requestParam.test(p.name) || p.decorators.some((d) => /^(?:Req|Request)$/.test(d))) return { ...CLEAN, role: 'request' };
  if (api.responseParam.test(p.name) || p.decorators.some((d) => /^(?:Res|Response)$/.test(d))) return { ...CLEAN, role: 'response' };
  if (api.scalarType.test(p.type)) return CLEAN;
  const bound = p.decorators.find((d) => api.sourceParamDecorator.test(d));
  if (bound) return source(stepAt(ctx, p.target, 'source', `entrada: @${bound} ${p.name}`));
  if (isRoute && !/Depends\(/.test(p.defaultText)) return source(stepAt(ctx, p.target, 'source', `entrada: parâmetro da rota ${p.name}`));
  return { taint: 'unknown', trace: [stepAt(ctx, p.target, 'source', `parâmetro ${p.name || p.target.text()} (origem não vista no arquivo)`)] };
}

function runBody(fn: SgNode, frame: Frame, ctx: Ctx): Value {
  ctx.visited.add(fn.id());
  const body = fn.field('body');
  if (!body) return CLEAN;
  const kind = String(body.kind());
  if (kind === 'statement_block' || kind === 'block') runBlock(body, ctx, frame);
  else frame.ret = evalExpr(body, ctx, frame);
  return frame.ret ?? CLEAN;
}

/** A function nobody in the file calls: a handler, an export. Its parameters come from outside. */
export function runEntry(fn: SgNode, ctx: Ctx): void {
  const decorators = decoratorsOf(fn);
  const isRoute = decorators.some((d) => ctx.api.routeDecorator.test(d));
  const frame: Frame = { env: copyEnv(ctx.globals.env), htmlReturn: ctx.api.language === 'python' && decorators.some((d) => /\.route$/.test(d)) };
  for (const p of paramsOf(fn)) bind(p.target, entryParam(p, fn, isRoute, ctx), ctx, frame);
  runBody(fn, frame, ctx);
}

/**
 * A callback written inline (a route handler, `.then(row => ...)`): run where it is, seeing the
 * variables around it. Only request/response names are known; other parameters come from libraries.
 */
export function runCallback(fn: SgNode, ctx: Ctx, outer: Frame): void {
  const runs = ctx.callbackRuns.get(fn.id()) ?? 0;
  if (ctx.active.has(fn.id()) || runs >= 2) return;
  ctx.callbackRuns.set(fn.id(), runs + 1);
  ctx.active.add(fn.id());
  const frame: Frame = { env: copyEnv(outer.env) };
  for (const p of paramsOf(fn)) {
    const role = ctx.api.requestParam.test(p.name) ? 'request' : ctx.api.responseParam.test(p.name) ? 'response' : undefined;
    bind(p.target, role ? { ...CLEAN, role } : CLEAN, ctx, frame);
  }
  runBody(fn, frame, ctx);
  ctx.active.delete(fn.id());
}

/** A helper of the same file, interpreted with the caller's values; undefined when it cannot be (recursion, budget). */
export function inlineCall(fn: SgNode, args: readonly Value[], kwargs: ReadonlyMap<string, Value>, ctx: Ctx): Value | undefined {
  if (ctx.active.has(fn.id()) || ctx.inlineBudget <= 0) return undefined;
  ctx.inlineBudget -= 1;
  ctx.active.add(fn.id());
  const frame: Frame = { env: copyEnv(ctx.globals.env) };
  let i = 0;
  for (const p of paramsOf(fn)) {
    if (/^(?:self|cls)$/.test(p.name)) continue;
    bind(p.target, kwargs.get(p.name) ?? args[i] ?? CLEAN, ctx, frame);
    i += 1;
  }
  const result = runBody(fn, frame, ctx);
  ctx.active.delete(fn.id());
  return result;
}
