/**
 * Methods of a C# file: the value of each parameter when nobody in the file calls the method (bound
 * from the request by [FromQuery]/[FromBody]/... or as a controller action's parameter, the request
 * itself, a service, or data of unknown origin), minimal-API handlers, and helpers interpreted at each
 * call with the caller's values.
 */
import type { SgNode } from '@ast-grep/napi';
import { CONTROLLER_BASE, roleOfType, SAFE_TYPE, SERVICE_ATTRIBUTES, SOURCE_ATTRIBUTES } from '../languages/csharp.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, source, type Value } from '../value.js';
import { stepAt, type Ctx, type Frame } from './context.js';
import { bind, evalExpr } from './expressions.js';
import { execStmt } from './statements.js';

function paramsOf(fn: SgNode): SgNode[] {
  const list = fn.field('parameters');
  if (!list) return [];
  return kindOf(list) === 'implicit_parameter' ? [list] : named(list).filter((p) => kindOf(p) === 'parameter');
}

function attributesOf(node: SgNode): string[] {
  return named(node).filter((c) => kindOf(c) === 'attribute_list').flatMap((l) => named(l)).map((a) => a.field('name')?.text() ?? '');
}

/** A public instance method of a controller (a class deriving from Controller/ControllerBase, or marked [ApiController]). */
function isAction(fn: SgNode): boolean {
  if (kindOf(fn) !== 'method_declaration') return false;
  const modifiers = named(fn).filter((c) => kindOf(c) === 'modifier').map((c) => c.text());
  if (!modifiers.includes('public') || modifiers.includes('static') || attributesOf(fn).includes('NonAction')) return false;
  const cls = fn.parent()?.parent();
  if (!cls || kindOf(cls) !== 'class_declaration') return false;
  const bases = named(cls).find((c) => kindOf(c) === 'base_list');
  return (bases !== undefined && named(bases).some((b) => CONTROLLER_BASE.test(b.text()))) || attributesOf(cls).some((a) => /^(?:ApiController|Controller)$/.test(a));
}

function paramName(p: SgNode): string {
  return kindOf(p) === 'implicit_parameter' ? p.text() : (p.field('name')?.text() ?? '');
}

function entryParam(p: SgNode, action: boolean, ctx: Ctx): Value {
  const type = p.field('type')?.text() ?? '';
  const name = paramName(p);
  const attributes = attributesOf(p);
  const role = roleOfType(type);
  // A number, Guid or date bound from the request is still only a number: the model binder parsed it.
  if (SAFE_TYPE.test(type) || attributes.some((a) => SERVICE_ATTRIBUTES.test(a))) return CLEAN;
  const bound = attributes.find((a) => SOURCE_ATTRIBUTES.test(a));
  if (bound) return source(stepAt(ctx, p, 'source', `entrada: [${bound}] ${name}`));
  if (role) return { ...CLEAN, role };
  if (action) return source(stepAt(ctx, p, 'source', `entrada: parâmetro da ação ${name}`));
  return { taint: 'unknown', trace: [stepAt(ctx, p, 'source', `parâmetro ${name} (origem não vista no arquivo)`)] };
}

function runBody(fn: SgNode, frame: Frame, ctx: Ctx): Value {
  ctx.visited.add(fn.id());
  const body = fn.field('body') ?? named(fn).find((c) => kindOf(c) === 'arrow_expression_clause');
  if (!body) return CLEAN;
  if (kindOf(body) === 'block') execStmt(body, ctx, frame);
  else {
    const expr = kindOf(body) === 'arrow_expression_clause' ? named(body)[0] : body;
    if (expr) frame.ret = evalExpr(expr, ctx, frame);
  }
  return frame.ret ?? CLEAN;
}

function bindParams(fn: SgNode, value: (p: SgNode, i: number) => Value, ctx: Ctx, frame: Frame): void {
  paramsOf(fn).forEach((p, i) => {
    const name = kindOf(p) === 'implicit_parameter' ? p : p.field('name');
    if (name) bind(name, value(p, i), ctx, frame);
  });
}

/** A method nobody in the file calls: an action, a handler, a public API. Its parameters come from outside. */
export function runEntry(fn: SgNode, ctx: Ctx): void {
  const action = isAction(fn);
  const frame: Frame = { env: new Map() };
  bindParams(fn, (p) => entryParam(p, action, ctx), ctx, frame);
  runBody(fn, frame, ctx);
}

/** A minimal-API handler (`app.MapGet("/x/{cpf}", (string cpf) => ...)`): its parameters are bound from the request. */
export function runHandler(lambda: SgNode, ctx: Ctx): void {
  if (ctx.visited.has(lambda.id())) return;
  const frame: Frame = { env: new Map() };
  bindParams(lambda, (p) => entryParam(p, true, ctx), ctx, frame);
  runBody(lambda, frame, ctx);
}

/** A helper of the same file, interpreted with the caller's values; undefined when it cannot be (recursion, budget). */
export function inlineCall(fn: SgNode, args: readonly Value[], ctx: Ctx): Value | undefined {
  if (ctx.active.has(fn.id()) || ctx.inlineBudget <= 0) return undefined;
  ctx.inlineBudget -= 1;
  ctx.active.add(fn.id());
  const frame: Frame = { env: new Map() };
  bindParams(fn, (_, i) => args[i] ?? CLEAN, ctx, frame);
  const result = runBody(fn, frame, ctx);
  ctx.active.delete(fn.id());
  return result;
}
