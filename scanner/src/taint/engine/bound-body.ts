/**
 * A request body bound to a class of the file (`@RequestBody pedido: PedidoEmprestimo`, `[FromBody]
 * PedidoEmprestimo pedido`): the framework has parsed its numeric, boolean and date properties, so what
 * they hold is no text to inject; its text properties stay client data.
 */
import type { ModuleIR, Stmt } from '../ir/nodes.js';
import { CLEAN, type Value } from '../value.js';
import type { Ctx } from './context.js';

type ClassStmt = Extract<Stmt, { k: 'class' }>;

const classesOf = new WeakMap<ModuleIR, Map<string, ClassStmt>>();

function classNamed(module: ModuleIR, name: string): ClassStmt | undefined {
  let known = classesOf.get(module);
  if (!known) {
    known = new Map(module.body.filter((s): s is ClassStmt => s.k === 'class').map((s) => [s.name, s]));
    classesOf.set(module, known);
  }
  return known.get(name);
}

/** The entries a bound body of this declared type starts with: its scalar properties, clean (undefined: no such class, or none). */
export function scalarProperties(type: string, ctx: Ctx): Map<string, Value> | undefined {
  const declared = classNamed(ctx.module, type.replace(/[?<].*$/, ''))?.fieldTypes;
  if (!declared) return undefined;
  const scalar = Object.entries(declared).filter(([, t]) => ctx.models.scalarTypes.has(t));
  return scalar.length ? new Map(scalar.map(([name]) => [name, CLEAN])) : undefined;
}
