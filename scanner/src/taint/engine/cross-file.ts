/**
 * A call to a function of another file, through its summary in the project index: the return value is
 * client data when the callee reads it itself or from the request it is handed, carries the arguments
 * the summary says it returns (cleaned as the callee cleans them), and an argument that reaches a sink
 * inside the callee is a finding at the call, its trace ending at the callee's sink.
 */
import type { Expr } from '../ir/nodes.js';
import { CLASS } from '../project/qualified-link.js';
import type { LinkedFunction } from '../project/types.js';
import { sinkTrace } from '../report.js';
import { appendStep } from '../trace.js';
import { CLEAN, constant, derive, flatten, join, reachesAs, sanitized, type Value } from '../value.js';
import type { Callee } from './callee.js';
import { located, traceStep, type Ctx } from './context.js';

type Call = Extract<Expr, { k: 'call' }>;

/** The role of an instance of a class (`instance:Classe`, or `instance:class:arquivo#Classe` for another file's). */
export const INSTANCE = 'instance:';

/**
 * The function of another file a call names: an imported name (`lerCpf(req)`), a module's member
 * (`h.getParam(req)`), a class's method (`Requisicao.lerCpf(req)`) or the method of an instance of a
 * class of another file (`val r = Requisicao(); r.lerCpf(req)`).
 */
export function linkedCallee(callee: Callee, recv: Value, ctx: Ctx): LinkedFunction | undefined {
  const links = ctx.links;
  if (!links) return undefined;
  if (recv.role?.startsWith(INSTANCE)) return links.exported(recv.role.slice(INSTANCE.length), callee.name);
  if (callee.receiverText === '') return links.function(callee.name);
  const file = links.namespace(callee.receiverText.replace(/\s+/g, ''));
  return file ? links.exported(file, callee.name) : undefined;
}

export function applySummary(linked: LinkedFunction, call: Call, positional: readonly Value[], named: ReadonlyMap<string, Value>, ctx: Ctx): Value {
  const { summary } = linked;
  const args = summary.params.map((p, i) => named.get(p) ?? positional[i]);
  const step = () => traceStep(ctx, call.range, 'step', `retorno de ${linked.name}() (${linked.file})`);
  // A helper returning a setting of the tree's configuration (`Configuracao.algoritmo()`) gives that constant.
  let out: Value = summary.returnSetting ? { ...constant(summary.returnSetting.value), setting: summary.returnSetting.at } : CLEAN;
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

/**
 * `Requisicao()` / `new Requisicao()` of a class of another file, handed nothing of the client: an
 * instance whose methods are that class's (their summaries). Handed client data, the call stays what it
 * was (what comes back carries it), as its constructor is not followed.
 */
export function linkedInstance(callee: Callee, args: readonly Value[], ctx: Ctx): Value | undefined {
  if (!ctx.links || callee.receiverText !== '' || !/^\p{Lu}/u.test(callee.name)) return undefined;
  if (args.some((a) => a.taint !== 'none' || a.role !== undefined)) return undefined;
  const target = ctx.links.namespace(callee.name);
  return target?.startsWith(CLASS) ? { ...CLEAN, role: `${INSTANCE}${target}` } : undefined;
}
