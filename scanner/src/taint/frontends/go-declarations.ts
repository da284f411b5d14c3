/**
 * What a Go file declares at package level, for its frontend (./go.ts): its
 * struct types and their fields, the receiver of each method, and the constructor a struct type with
 * methods gets (a literal `T{f: v}` writes its fields into the type's one object state).
 */
import type { SgNode } from '@ast-grep/napi';
import type { FunctionIR, Param, Stmt } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { rangeOf } from './lowering.js';

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

/**
 * A struct type with methods is a class: a literal of it (`T{r: r}`) runs this constructor, which writes
 * the fields it is given into the type's one object state, so its methods read them (a request wrapper).
 * It is no entry point (`route`: run only where a literal calls it).
 */
export function constructorOf(id: number, className: string, fields: readonly string[], node: SgNode): FunctionIR {
  const range = rangeOf(node);
  const params: Param[] = fields.map((name) => ({ target: { k: 'var', name, range }, name, text: name, type: '', decorators: [], range }));
  const body: Stmt[] = fields.map((name) => ({ k: 'assign', target: { k: 'member', object: { k: 'this', range }, name, text: `this.${name}`, range }, value: { k: 'var', name, range }, range }));
  return { id, name: 'constructor', className, params, body, decorators: [], route: true, range };
}
