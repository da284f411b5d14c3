/**
 * A call to a function of another file, through its summary in the project index: the return value is
 * client data when the callee reads it itself or from the request it is handed, carries the arguments
 * the summary says it returns (cleaned as the callee cleans them), and an argument that reaches a sink
 * inside the callee is a finding at the call, its trace ending at the callee's sink.
 */
import type { Expr } from '../ir/nodes.js';
import type { LinkedFunction } from '../project/types.js';
import { sinkTrace } from '../report.js';
import { appendStep } from '../trace.js';
import { CLEAN, derive, flatten, join, reachesAs, sanitized, type Value } from '../value.js';
import type { Callee } from './callee.js';
import { located, traceStep, type Ctx } from './context.js';

type Call = Extract<Expr, { k: 'call' }>;

/** The function of another file a call names: an imported name (`lerCpf(req)`) or a module's member (`h.getParam(req)`). */
export function linkedCallee(callee: Callee, ctx: Ctx): LinkedFunction | undefined {
  const links = ctx.links;
  if (!links) return undefined;
  if (callee.receiverText === '') return links.function(callee.name);
  const file = links.namespace(callee.receiverText.replace(/\s+/g, ''));
  return file ? links.exported(file, callee.name) : undefined;
}

export function applySummary(linked: LinkedFunction, call: Call, positional: readonly Value[], named: ReadonlyMap<string, Value>, ctx: Ctx): Value {
  const { summary } = linked;
  const args = summary.params.map((p, i) => named.get(p) ?? positional[i]);
  const step = () => traceStep(ctx, call.range, 'step', `retorno de ${linked.name}() (${linked.file})`);
  let out: Value = CLEAN;
  if (summary.returnSource) out = { taint: 'tainted', trace: appendStep(summary.returnSource, step()) };
  for (const r of summary.returnFromRole) {
    if (args[r.param]?.role === r.role) out = join(out, { taint: 'tainted', trace: appendStep(r.trace, step()) });
  }
  for (const r of summary.returnFrom) {
    const arg = args[r.param];
    if (!arg) continue;
    const carried = derive([arg], step);
    out = join(out, r.cleanFor?.length ? sanitized(carried, r.cleanFor) : carried);
  }
  for (const s of summary.sinks) {
    const arg = args[s.param];
    if (!arg || reachesAs(arg, s.kind) !== 'tainted') continue;
    const note = `${s.note} (em ${linked.name}(), ${s.at.file}:${s.at.line})`;
    ctx.report({ rule: s.rule, node: located(call.range), trace: sinkTrace(flatten(arg), traceStep(ctx, call.range, 'sink', note)) });
  }
  return out;
}
