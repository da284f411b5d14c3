/**
 * The one sink check of the engine, for every sink kind: client data reaching a sink is the row's
 * definite rule; data of unknown origin is its "sink presente" rule when the row has one (or the
 * definite rule when the row says a string built right at the call is definite); otherwise nothing.
 */
import type { Expr, Range } from '../ir/nodes.js';
import type { CompiledSink } from '../models/compiled.js';
import { sinkTrace, worstArgument, type Located } from '../report.js';
import type { Value } from '../value.js';
import { located, traceStep, type Ctx } from './context.js';

/** Argument shapes that build the string right at the sink: concatenation, template, `%`, `.format()`. */
export function builtAtSink(expr: Expr | undefined): boolean {
  if (!expr) return false;
  if (expr.k === 'binary' || expr.k === 'template') return true;
  if (expr.k === 'list') return expr.items.some(builtAtSink);
  return expr.k === 'call' && expr.callee.k === 'member' && expr.callee.name === 'format' && expr.callee.object.k === 'const';
}

interface ArgAt extends Located {
  expr?: Expr;
}

/** Checks the arguments a row names (negative indexes count from the end) at a sink written at `at`. */
export function checkSinkRow(ctx: Ctx, row: CompiledSink, at: Range, args: readonly Value[], argExprs: readonly (Expr | undefined)[]): void {
  const indexes = row.args?.map((i) => (i < 0 ? args.length + i : i));
  const nodes: ArgAt[] = args.map((_, i) => ({ ...located(argExprs[i]?.range ?? at), expr: argExprs[i] }));
  const spec = { kind: row.kind, rule: row.rule, sinkRule: row.sinkRule ?? row.rule, note: row.note, ...(indexes ? { args: indexes } : {}) };
  const worst = worstArgument(spec, args, nodes, located(at));
  if (!worst) return;
  const tainted = worst.value.taint === 'tainted';
  if (!tainted && !row.sinkRule) return;
  const definite = tainted || (row.builtHereIsDefinite === true && builtAtSink((worst.node as ArgAt).expr));
  ctx.report({ rule: definite ? row.rule : (row.sinkRule as string), node: located(at), trace: sinkTrace(worst.value, traceStep(ctx, at, 'sink', row.note)) });
}
