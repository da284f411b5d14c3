/**
 * Names a module gives to what it imports: `import os as o` makes `o.environ` the `os.environ` a model
 * row names, `from os import environ as E` makes `E` that `os.environ`. Rows that match a receiver's text
 * ask for it as written and as imported, so an alias reads what the name it stands for reads.
 */
import type { ImportIR } from '../ir/nodes.js';
import type { Ctx } from './context.js';

/** The import that binds a local name of the module, if any. */
export function importOf(local: string, ctx: Ctx): ImportIR | undefined {
  return ctx.module.imports?.find((i) => i.local === local && !i.path);
}

/** A receiver's text with its first name replaced by what the module imports under it; the text itself when nothing renames it. */
export function asImported(text: string, ctx: Ctx): string {
  const first = /^[\w$]+/.exec(text)?.[0];
  const imported = first === undefined ? undefined : importOf(first, ctx);
  if (!imported) return text;
  const whole = imported.imported === '*' || imported.imported === 'default' ? imported.module : `${imported.module}.${imported.imported}`;
  return `${whole}${text.slice(first?.length ?? 0)}`;
}
