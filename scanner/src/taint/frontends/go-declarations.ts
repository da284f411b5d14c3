/**
 * What a Go file declares at package level, for its frontend (./go.ts): its
 * struct types and their fields and the receiver of each method (a struct type with methods gets a
 * constructor from ./lowering.ts: a literal `T{f: v}` writes its fields into the type's one object state).
 */
import type { SgNode } from '@ast-grep/napi';
import { fieldOf, kindOf, named, textOf } from '../tree.js';

/** The receiver of a method: its name (the object inside the body) and its type's name (`*Servico` → Servico). */
export function receiverOf(node: SgNode): { name?: string; className?: string } {
  const decl = named(fieldOf(node, 'receiver') ?? node).find((c) => kindOf(c) === 'parameter_declaration');
  if (!decl) return {};
  const nameNode = named(decl).find((c) => kindOf(c) === 'identifier');
  const type = fieldOf(decl, 'type');
  const className = type ? /(\w+)(?:\[.*\])?$/.exec(textOf(type).replace(/\[.*\]$/, ''))?.[1] : undefined;
  return { ...(nameNode && textOf(nameNode) !== '_' ? { name: textOf(nameNode) } : {}), ...(className ? { className } : {}) };
}

/** Struct types declared in the file, with their field names. */
export function structsOf(root: SgNode): Map<string, { names: string[]; node: SgNode }> {
  const out = new Map<string, { names: string[]; node: SgNode }>();
  for (const spec of root.findAll({ rule: { kind: 'type_spec', has: { field: 'type', kind: 'struct_type' } } })) {
    const name = fieldOf(spec, 'name');
    const fields = spec.findAll({ rule: { kind: 'field_declaration' } }).flatMap((f) => named(f).filter((c) => kindOf(c) === 'field_identifier').map(textOf));
    if (name) out.set(textOf(name), { names: fields, node: spec });
  }
  return out;
}
