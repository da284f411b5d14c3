/**
 * Functions and methods of a PHP file: the value of each parameter when nobody in the file calls the
 * function (the request, a route segment of a controller action, data of unknown origin), and helpers
 * interpreted at each call with the caller's values.
 */
import type { SgNode } from '@ast-grep/napi';
import { copyEnv } from '../env.js';
import { CONTROLLER_BASE, REQUEST_TYPE, SCALAR_TYPE } from '../languages/php.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, source, type Value } from '../value.js';
import { stepAt, type Ctx, type Frame } from './context.js';
import { bind, evalExpr } from './expressions.js';
import { execStmt } from './statements.js';

const PARAMETER_KINDS = new Set(['simple_parameter', 'variadic_parameter', 'property_promotion_parameter']);

function paramsOf(fn: SgNode): SgNode[] {
  const list = fn.field('parameters');
  return list ? named(list).filter((p) => PARAMETER_KINDS.has(kindOf(p))) : [];
}

/** A public method of a class extending a controller: a route action, its untyped parameters are route segments. */
function isControllerAction(fn: SgNode): boolean {
  if (kindOf(fn) !== 'method_declaration' || /\b(?:private|protected|static)\b/.test(named(fn).filter((c) => /modifier$/.test(kindOf(c))).map((c) => c.text()).join(' '))) return false;
  const cls = fn.parent()?.parent();
  const base = cls && kindOf(cls) === 'class_declaration' ? named(cls).find((c) => kindOf(c) === 'base_clause') : undefined;
  return base !== undefined && named(base).some((b) => CONTROLLER_BASE.test(b.text()));
}

function entryParam(param: SgNode, action: boolean, ctx: Ctx): Value {
  const type = param.field('type')?.text() ?? '';
  const name = param.field('name')?.text() ?? '';
  if (REQUEST_TYPE.test(type)) return { ...CLEAN, role: 'request' };
  if (SCALAR_TYPE.test(type)) return CLEAN;
  if (action && (type === '' || /^\??string$/i.test(type))) return source(stepAt(ctx, param, 'source', `entrada: parâmetro da rota ${name}`));
  return { taint: 'unknown', trace: [stepAt(ctx, param, 'source', `parâmetro ${name} (origem não vista no arquivo)`)] };
}

function runBody(fn: SgNode, frame: Frame, ctx: Ctx): Value {
  ctx.visited.add(fn.id());
  const body = fn.field('body');
  if (body) execStmt(body, ctx, frame);
  return frame.ret ?? CLEAN;
}

/** A function nobody in the file calls: a route action, a script's handler. Its parameters come from outside. */
export function runEntry(fn: SgNode, ctx: Ctx): void {
  const action = isControllerAction(fn);
  const frame: Frame = { env: new Map() };
  for (const p of paramsOf(fn)) bind(p.field('name') as SgNode, entryParam(p, action, ctx), ctx, frame);
  runBody(fn, frame, ctx);
}

/** A closure passed to `Route::get/post/...`: its parameters are route segments (or the request). */
function isRouteClosure(fn: SgNode): boolean {
  const call = fn.parent()?.parent()?.parent();
  return call !== undefined && call !== null && kindOf(call) === 'scoped_call_expression' && call.field('scope')?.text() === 'Route';
}

/**
 * A closure or arrow function, run once where it is written with the variables around it (what `use`
 * and arrow functions capture). Route closures take route segments; other callbacks get library values.
 */
export function runClosure(fn: SgNode, ctx: Ctx, outer: Frame): void {
  if (ctx.visited.has(fn.id())) return;
  const route = isRouteClosure(fn);
  const frame: Frame = { env: copyEnv(outer.env) };
  for (const p of paramsOf(fn)) {
    const value = route || REQUEST_TYPE.test(p.field('type')?.text() ?? '') ? entryParam(p, route, ctx) : CLEAN;
    bind(p.field('name') as SgNode, value, ctx, frame);
  }
  runBody(fn, frame, ctx);
}

/** What a callback returns for these arguments (`array_map(fn($id) => intval($id), $ids)`): its body run on them. */
export function applyClosure(fn: SgNode, args: readonly Value[], ctx: Ctx, outer: Frame): Value {
  ctx.visited.add(fn.id());
  const frame: Frame = { env: copyEnv(outer.env) };
  paramsOf(fn).forEach((p, i) => bind(p.field('name') as SgNode, args[i] ?? CLEAN, ctx, frame));
  const body = fn.field('body');
  if (!body) return CLEAN;
  if (kindOf(fn) === 'arrow_function') return evalExpr(body, ctx, frame);
  execStmt(body, ctx, frame);
  return frame.ret ?? CLEAN;
}

/** A helper of the same file, interpreted with the caller's values; undefined when it cannot be (recursion, budget). */
export function inlineCall(fn: SgNode, args: readonly Value[], ctx: Ctx): Value | undefined {
  if (ctx.active.has(fn.id()) || ctx.inlineBudget <= 0) return undefined;
  ctx.inlineBudget -= 1;
  ctx.active.add(fn.id());
  const frame: Frame = { env: new Map() };
  paramsOf(fn).forEach((p, i) => {
    const defaultNode = p.field('default_value');
    const value = args[i] ?? (defaultNode ? evalExpr(defaultNode, ctx, { env: copyEnv(ctx.globals) }) : CLEAN);
    bind(p.field('name') as SgNode, value, ctx, frame);
  });
  const result = runBody(fn, frame, ctx);
  ctx.active.delete(fn.id());
  return result;
}
