/**
 * Runs one module's IR: its top-level code (constants, inline route callbacks), then every named
 * function nobody in the file calls (handlers, exports, methods), then the ones no entry reached. When a
 * class's object state gained taint, its methods run once more so a field written in one method reaches
 * the others whatever their order.
 */
import { interpreterState } from '../interpreter.js';
import type { FunctionIR, ModuleIR } from '../ir/nodes.js';
import type { Models } from '../models/compiled.js';
import type { ModuleLinks } from '../project/link.js';
import type { ProjectSettings } from '../project/settings.js';
import type { TaintReport } from '../report.js';
import { newFrame, type Ctx } from './context.js';
import { runEntryPoint } from './functions.js';
import { evaluateBlock } from './statements.js';

/** Evaluations per file (about one per expression visited): a hand-written route file needs a few thousand; bundles stop early. */
const WORK_PER_FILE = 5_000;
/** Helper bodies inlined per file, at most. */
const INLINE_PER_FILE = 100;

/** A fresh engine state over one module (functions of other files through `links`, when a project index is at hand). */
export function moduleContext(module: ModuleIR, text: string, models: Models, report: (r: TaintReport) => void, links?: ModuleLinks, settings?: ProjectSettings): Ctx {
  return {
    file: module.file, text, module, models, report,
    ...interpreterState(WORK_PER_FILE, INLINE_PER_FILE),
    functions: new Map(module.functions.filter((fn) => fn.name).map((fn) => [fn.name, fn])),
    callbackRuns: new Map(), globals: newFrame(new Map()), classes: new Map(), classVersion: 0, summaries: new Map(), methods: methodsOf(module.functions),
    ...(links ? { links } : {}),
    ...(settings ? { settings } : {}),
  };
}

export function runModule(module: ModuleIR, text: string, models: Models, report: (r: TaintReport) => void, links?: ModuleLinks, settings?: ProjectSettings): void {
  const ctx = moduleContext(module, text, models, report, links, settings);
  evaluateBlock(module.body, ctx, ctx.globals);
  const named = module.functions.filter((fn) => fn.name && !fn.route);
  const entries = named.filter((fn) => !module.calledNames.has(fn.name));
  const before = ctx.classVersion;
  for (const fn of entries) runEntryPoint(fn, ctx);
  for (const fn of named) if (!ctx.visited.has(fn.id)) runEntryPoint(fn, ctx);
  if (ctx.classVersion !== before) rerunMethods(named, ctx);
}

function methodsOf(functions: readonly FunctionIR[]): Map<string, Map<string, FunctionIR>> {
  const out = new Map<string, Map<string, FunctionIR>>();
  for (const fn of functions) if (fn.className && fn.name) out.set(fn.className, (out.get(fn.className) ?? new Map()).set(fn.name, fn));
  return out;
}

function rerunMethods(functions: readonly FunctionIR[], ctx: Ctx): void {
  ctx.summaries.clear();
  for (const fn of functions) if (fn.className) runEntryPoint(fn, ctx);
}
