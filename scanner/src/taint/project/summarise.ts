/**
 * Summaries of a module's top-level functions for the project index, computed by the engine itself.
 * A function runs once with clean arguments (is its return value client data on its own?), once with
 * every parameter tainted and once with every parameter holding the request; only when one of those
 * says something does it run again per parameter, to tell which. Each run has its own work budget; a
 * run past it says nothing.
 */
import { callFunction } from '../engine/functions.js';
import { evaluateBlock } from '../engine/statements.js';
import { moduleContext } from '../engine/run-module.js';
import { interpreterState } from '../interpreter.js';
import type { Ctx } from '../engine/context.js';
import type { FunctionIR, ModuleIR, Stmt } from '../ir/nodes.js';
import type { Models } from '../models/compiled.js';
import type { TaintReport } from '../report.js';
import type { TraceStep } from '../trace.js';
import { WorkBudgetExceeded } from '../tree.js';
import { CLEAN, flatten, isConst, source, type Value } from '../value.js';
import type { ProjectSettings } from './settings.js';
import type { ModuleLinks } from './link.js';
import type { FunctionSummary, ModuleSummary } from './types.js';

/** Parameters summarised per function: the others stay unresolved. */
const MAX_PARAMS = 6;
/** Evaluations per run: a helper is small; a run past this says nothing. */
const WORK_PER_RUN = 2_000;

/** The module's top-level functions by name: `function f`, `def f`, `const f = () => ...`. */
export function topLevelFunctions(body: readonly Stmt[]): Map<string, FunctionIR> {
  const out = new Map<string, FunctionIR>();
  for (const s of body) {
    if (s.k === 'function' && s.fn.name) out.set(s.fn.name, s.fn);
    else if (s.k === 'assign' && s.target.k === 'var' && s.value?.k === 'function') out.set(s.target.name, s.value.fn);
  }
  return out;
}

/** Languages whose classes another file calls into by class name (`Requisicao.lerCpf(req)`) or through an instance. */
const CLASS_MEMBERS = new Set(['kotlin', 'java', 'csharp', 'php']);

/** What other files may call: the top-level functions, and for class languages each class's methods as `Classe.metodo`. */
function exportedFunctions(module: ModuleIR): Map<string, FunctionIR> {
  const out = topLevelFunctions(module.body);
  if (!CLASS_MEMBERS.has(module.language)) return out;
  for (const fn of module.functions) if (fn.className && fn.name && fn.name !== 'constructor' && !out.has(`${fn.className}.${fn.name}`)) out.set(`${fn.className}.${fn.name}`, fn);
  return out;
}

interface Run {
  ret: Value;
  reports: TaintReport[];
}

/** Helper bodies inlined per run, at most. */
const INLINE_PER_RUN = 30;

/** Go: of several results (`return v, err`) the first is the value, as a call in the file binds it. */
function resultOf(value: Value, ctx: Ctx): Value {
  return ctx.file.endsWith('.go') && value.items && value.items.length > 1 ? (value.items[0] as Value) : value;
}

/**
 * One run over the module's state as its top-level code left it, on a state of its own: a run may
 * start while another run of the same module waits on it (a call into a file that calls back).
 */
function run(fn: FunctionIR, args: Value[], base: Ctx): Run {
  const reports: TaintReport[] = [];
  const ctx: Ctx = {
    ...base, ...interpreterState(WORK_PER_RUN, INLINE_PER_RUN),
    report: (r) => reports.push(r), callbackRuns: new Map(), summaries: new Map(), classes: new Map(base.classes),
  };
  try {
    return { ret: flatten(resultOf(callFunction(fn, ctx.globals, args, ctx) ?? CLEAN, ctx)), reports };
  } catch (error) {
    if (!(error instanceof WorkBudgetExceeded)) throw error;
    return { ret: CLEAN, reports: [] };
  }
}

/** Roles whose fields or getters are sources (the request). */
function sourceRoles(models: Models): string[] {
  return [...new Set([...models.fields.keys(), ...models.getters.keys()].map((k) => k.split('.')[0] as string))];
}

function markerOf(ctx: Ctx, p: FunctionIR['params'][number]): TraceStep {
  return { file: ctx.file, line: p.range.start.line + 1, column: p.range.start.column + 1, kind: 'source', note: `parâmetro ${p.name}` };
}

/** Which parameters come back and which reach a sink: one run with all tainted, then one per parameter if that one said anything. */
function paramFlows(fn: FunctionIR, count: number, ctx: Ctx, summary: FunctionSummary): void {
  const params = fn.params.filter((p) => !(fn.className && /^(?:self|cls)$/.test(p.name))).slice(0, count);
  const markers = params.map((p) => markerOf(ctx, p));
  const all = run(fn, markers.map((m) => source(m)), ctx);
  if (all.ret.taint !== 'tainted' && !all.reports.some((r) => markers.includes(r.trace?.[0] as TraceStep))) return;
  markers.forEach((marker, i) => {
    const args: Value[] = [];
    args[i] = source(marker);
    const { ret, reports } = run(fn, args, ctx);
    if (ret.taint === 'tainted' && ret.trace[0] === marker) summary.returnFrom.push({ param: i, ...(ret.cleanFor?.size ? { cleanFor: [...ret.cleanFor] } : {}) });
    for (const r of reports) {
      const row = r.trace?.[0] === marker ? ctx.models.sinks.find((s) => s.rule === r.rule) : undefined;
      const at = r.trace?.at(-1);
      if (row && at && !summary.sinks.some((s) => s.param === i && s.rule === r.rule)) summary.sinks.push({ param: i, kind: row.kind, rule: row.rule, note: row.note, at });
    }
  });
}

/** Which parameters, holding the request, make the return value client data. */
function roleFlows(fn: FunctionIR, count: number, ctx: Ctx, summary: FunctionSummary): void {
  for (const role of sourceRoles(ctx.models)) {
    const holding = (i?: number): Value[] => Array.from({ length: count }, (_, j) => (i === undefined || i === j ? { ...CLEAN, role } : CLEAN));
    if (run(fn, holding(), ctx).ret.taint !== 'tainted') continue;
    for (let i = 0; i < count; i += 1) {
      const out = run(fn, holding(i), ctx).ret;
      if (out.taint === 'tainted') summary.returnFromRole.push({ param: i, role, trace: [...out.trace] });
    }
  }
}

export function summariseFunction(fn: FunctionIR, ctx: Ctx): FunctionSummary {
  const params = fn.params.filter((p) => !(fn.className && /^(?:self|cls)$/.test(p.name)));
  const summary: FunctionSummary = { params: params.map((p) => p.name), returnFrom: [], returnFromRole: [], sinks: [] };
  const count = Math.min(params.length, MAX_PARAMS);
  const base = run(fn, [], ctx).ret;
  if (base.taint === 'tainted') summary.returnSource = [...base.trace];
  if (isConst(base) && typeof base.constant.value === 'string' && base.setting) summary.returnSetting = { value: base.constant.value, at: base.setting };
  if (count === 0) return summary;
  paramFlows(fn, count, ctx, summary);
  if (!summary.returnSource) roleFlows(fn, count, ctx, summary);
  return summary;
}

/** A module ready to summarise its functions: its state after its top-level code ran (without other files' calls). */
export interface LiveModule {
  ctx: Ctx;
  functions: Map<string, FunctionIR>;
}

export function openModule(module: ModuleIR, text: string, models: Models, links: ModuleLinks, settings?: ProjectSettings): { live: LiveModule; summary: ModuleSummary } {
  const ctx = moduleContext(module, text, models, () => undefined, undefined, settings);
  ctx.work = WORK_PER_RUN;
  try {
    evaluateBlock(module.body, ctx, ctx.globals);
  } catch (error) {
    if (!(error instanceof WorkBudgetExceeded)) throw error;
  }
  ctx.links = links;
  const functions = exportedFunctions(module);
  const reexports: ModuleSummary['reexports'] = {};
  for (const [local, from] of links.importedNames()) if (!functions.has(local)) reexports[local] = from;
  return { live: { ctx, functions }, summary: { names: [...functions.keys()], ...(module.packageName ? { package: module.packageName } : {}), functions: {}, aliases: Object.fromEntries(module.exportAliases ?? []), reexports } };
}
