/**
 * Names a module gives to what it imports, for every row kind's matcher (sources, sinks, sanitizers,
 * settings): `import subprocess as sp` makes `sp.run` the `subprocess.run` a row names, `from os import
 * system as sh` makes `sh(x)` `os.system(x)`, Go's `ex "os/exec"` makes `ex.Command` `exec.Command`,
 * Kotlin's, PHP's and C#'s aliases of a class stand for the class. A name an import renames is only what it
 * imports: `import runner as subprocess` is no subprocess, and a local variable of that name hides the import.
 */
import type { ImportIR } from '../ir/nodes.js';
import { boundName } from '../frontends/go-imports.js';
import type { Callee } from './callee.js';
import type { Ctx, Frame } from './context.js';

/** The import that binds a local name of the module, if any. */
export function importOf(local: string, ctx: Ctx): ImportIR | undefined {
  return ctx.module.imports?.find((i) => i.local === local && !i.path);
}

const WHOLE = new Set(['*', 'default']);
const isScript = (ctx: Ctx): boolean => ctx.module.language === 'javascript' || ctx.module.language === 'typescript';

/** What an import stands for: the name code calls it by when the import gives none (a package's, a class's), then its qualified name. */
function standsFor(i: ImportIR, ctx: Ctx): string[] {
  if (!WHOLE.has(i.imported)) return [i.imported, `${i.module}.${i.imported}`];
  return [ctx.module.language === 'go' ? boundName(i.module) : i.module.replace(/^node:/, '')];
}

/** An import that binds another name than its own; JavaScript's default and whole-module imports have no own name, so theirs is no renaming. */
function renames(i: ImportIR, ctx: Ctx): boolean {
  return !(isScript(ctx) && WHOLE.has(i.imported)) && standsFor(i, ctx)[0] !== i.local;
}

/** A name a function (or one it is written in) takes as a parameter or assigns hides the module's import of it. */
function hidden(name: string, ctx: Ctx, frame: Frame | undefined): boolean {
  for (let f = frame; f && f !== ctx.globals; f = f.scope) if (f.bound.has(name)) return true;
  return false;
}

/** The import a name of code stands for here, if it is not hidden. */
function bindingOf(name: string, ctx: Ctx, frame: Frame | undefined): ImportIR | undefined {
  const i = ctx.module.imports?.length ? importOf(name, ctx) : undefined;
  return i && !hidden(name, ctx, frame) ? i : undefined;
}

/** The names a row may know a name of code by: as written (unless an import renames it), then what its import stands for. */
export function namesOf(name: string, ctx: Ctx, frame?: Frame): string[] {
  const i = bindingOf(name, ctx, frame);
  if (!i) return [name];
  return [...new Set([...(renames(i, ctx) ? [] : [name]), ...standsFor(i, ctx)])];
}

/** A receiver's text (`sp`, `o.environ`) with its first name read as the module imports it. */
export function receiverTexts(text: string, ctx: Ctx, frame?: Frame): string[] {
  const first = /^[\w$]+/.exec(text)?.[0];
  if (first === undefined) return [text];
  return namesOf(first, ctx, frame).map((n) => `${n}${text.slice(first.length)}`);
}

/** A call as a row may name it; `module` is where a plain call's name is imported from. */
export type Spelled = Callee & { module?: string };

/** A call as a row may name it: its receiver's spellings, or for a plain call of an imported name, what it imports (and from where). */
export function calleeSpellings(callee: Callee, ctx: Ctx, frame?: Frame): Spelled[] {
  if (callee.receiverText !== '') return receiverTexts(callee.receiverText, ctx, frame).map((receiverText) => ({ ...callee, receiverText }));
  const i = bindingOf(callee.name, ctx, frame);
  if (!i) return [callee];
  const [own] = standsFor(i, ctx);
  const written = renames(i, ctx) ? [] : [callee];
  const name = WHOLE.has(i.imported) ? (own as string) : i.imported;
  return [...written, { ...callee, name, module: i.module }, ...(WHOLE.has(i.imported) ? [] : [{ ...callee, name, receiverText: i.module, module: i.module }])];
}
