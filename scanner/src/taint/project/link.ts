/**
 * A module's imports resolved against the project: the names it calls that are functions of other
 * files (with their summaries) and the names that stand for a whole module (`h.getParam()`). Resolved
 * when a call first asks, so a module nobody calls into is never summarised. Exports follow aliases
 * (`export default f`) and re-exports (a package's `__init__.py`) a few steps.
 */
import type { ImportIR, ModuleIR } from '../ir/nodes.js';
import { resolveModule } from './resolve.js';
import type { FunctionSummary, LinkedFunction, ModuleSummary } from './types.js';

export interface ModuleLinks {
  /** The function of another file a plain call names (`lerCpf(req)`). */
  function(local: string): LinkedFunction | undefined;
  /** The file a module name stands for (`h` of `import * as h`, `pkg.mod` of `import pkg.mod`). */
  namespace(local: string): string | undefined;
  /** The function a module exports under a name, if the project has it. */
  exported(file: string, name: string): LinkedFunction | undefined;
  /** Where each imported name comes from (file and exported name), without summarising anything: a package's re-exports. */
  importedNames(): Map<string, { file: string; name: string }>;
}

/** The project's summaries (undefined: not a module of the project, unreadable, or inside a cycle being summarised). */
export interface Summaries {
  module(file: string): ModuleSummary | undefined;
  function(file: string, name: string): FunctionSummary | undefined;
}

const MAX_REEXPORT_STEPS = 5;

export function exportedFunction(summaries: Summaries, file: string, name: string, steps = 0): LinkedFunction | undefined {
  if (steps > MAX_REEXPORT_STEPS) return undefined;
  const module = summaries.module(file);
  if (!module) return undefined;
  const local = module.aliases[name] ?? name;
  if (module.names.includes(local)) {
    const summary = summaries.function(file, local);
    return summary ? { file, name: local, summary } : undefined;
  }
  const next = module.reexports[local];
  return next ? exportedFunction(summaries, next.file, next.name, steps + 1) : undefined;
}

function submodule(imp: ImportIR): string {
  return imp.module.endsWith('.') ? imp.module + imp.imported : `${imp.module}.${imp.imported}`;
}

interface Resolved {
  namespace?: string;
  from?: { file: string; name: string };
}

function resolveImport(file: string, imp: ImportIR, files: ReadonlySet<string>): Resolved {
  // `from pkg import mod`: a submodule before a name of the package.
  const sub = file.endsWith('.py') && imp.imported !== '*' ? resolveModule(file, submodule(imp), files) : undefined;
  if (sub) return { namespace: sub };
  const target = resolveModule(file, imp.module, files);
  if (!target) return {};
  return {
    ...(imp.imported === '*' || imp.imported === 'default' ? { namespace: target } : {}),
    ...(imp.imported === '*' ? {} : { from: { file: target, name: imp.imported } }),
  };
}

export function linkModule(module: ModuleIR, files: ReadonlySet<string>, summaries: Summaries): ModuleLinks {
  const byLocal = new Map<string, ImportIR>();
  for (const imp of module.imports ?? []) byLocal.set(imp.local, imp);
  const resolved = new Map<string, Resolved>();
  const resolve = (local: string): Resolved | undefined => {
    const imp = byLocal.get(local);
    if (!imp) return undefined;
    let r = resolved.get(local);
    if (!r) {
      r = resolveImport(module.file, imp, files);
      resolved.set(local, r);
    }
    return r;
  };
  const exported = (file: string, name: string): LinkedFunction | undefined => exportedFunction(summaries, file, name);
  const fn = (local: string): LinkedFunction | undefined => {
    const from = resolve(local)?.from;
    return from ? exported(from.file, from.name) : undefined;
  };
  return {
    function: fn,
    namespace: (local) => resolve(local)?.namespace,
    exported,
    importedNames: () => new Map([...byLocal.keys()].flatMap((local) => {
      const from = resolve(local)?.from;
      return from ? [[local, from] as const] : [];
    })),
  };
}
