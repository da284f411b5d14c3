/**
 * What a JavaScript/TypeScript file takes from other modules and what it gives them, read from its
 * top-level statements: ES imports (default, named, namespace), `require()` bound to a name or a
 * destructuring pattern, and export aliases (`module.exports = { a: b }`, `exports.a = b`,
 * `export default f`, `export { a as b }`). Only the names: the project index resolves them.
 */
import type { SgNode } from '@ast-grep/napi';
import type { ImportIR } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';

export interface ModuleInterface {
  imports: ImportIR[];
  exportAliases: Map<string, string>;
}

function stringValue(node: SgNode | null | undefined): string | undefined {
  if (!node || kindOf(node) !== 'string') return undefined;
  return named(node).map(textOf).join('');
}

function esImport(node: SgNode, out: ImportIR[]): void {
  const module = stringValue(fieldOf(node, 'source'));
  const clause = named(node).find((c) => kindOf(c) === 'import_clause');
  if (!module || !clause) return;
  for (const part of named(clause)) {
    const kind = kindOf(part);
    if (kind === 'identifier') out.push({ local: textOf(part), module, imported: 'default' });
    else if (kind === 'namespace_import') {
      const id = named(part).find((c) => kindOf(c) === 'identifier');
      if (id) out.push({ local: textOf(id), module, imported: '*' });
    } else if (kind === 'named_imports') {
      for (const spec of named(part).filter((c) => kindOf(c) === 'import_specifier')) {
        const name = fieldOf(spec, 'name');
        const alias = fieldOf(spec, 'alias');
        if (name) out.push({ local: textOf(alias ?? name), module, imported: textOf(name) });
      }
    }
  }
}

/** `require('./x')` as a declarator's value: the module, or undefined. */
function requiredModule(value: SgNode | null): string | undefined {
  if (!value || kindOf(value) !== 'call_expression') return undefined;
  const callee = fieldOf(value, 'function');
  if (!callee || textOf(callee) !== 'require') return undefined;
  return stringValue(named(fieldOf(value, 'arguments') as SgNode)[0]);
}

function requireImports(declaration: SgNode, out: ImportIR[]): void {
  for (const declarator of named(declaration).filter((c) => kindOf(c) === 'variable_declarator')) {
    const module = requiredModule(fieldOf(declarator, 'value'));
    const name = fieldOf(declarator, 'name');
    if (!module || !name) continue;
    if (kindOf(name) === 'identifier') out.push({ local: textOf(name), module, imported: '*' });
    else if (kindOf(name) === 'object_pattern') {
      for (const p of named(name)) {
        if (kindOf(p) === 'shorthand_property_identifier_pattern') out.push({ local: textOf(p), module, imported: textOf(p) });
        else if (kindOf(p) === 'pair_pattern') {
          const key = fieldOf(p, 'key');
          const value = fieldOf(p, 'value');
          if (key && value && kindOf(value) === 'identifier') out.push({ local: textOf(value), module, imported: textOf(key) });
        }
      }
    }
  }
}

/** `module.exports = ...`, `module.exports.a = b`, `exports.a = b`. */
function commonJsExport(assignment: SgNode, aliases: Map<string, string>): void {
  const left = textOf(fieldOf(assignment, 'left') as SgNode).replace(/\s+/g, '');
  const right = fieldOf(assignment, 'right');
  if (!right) return;
  if (left === 'module.exports' && kindOf(right) === 'identifier') aliases.set('default', textOf(right));
  else if (left === 'module.exports' && kindOf(right) === 'object') {
    for (const entry of named(right)) {
      const value = fieldOf(entry, 'value');
      const key = fieldOf(entry, 'key');
      if (kindOf(entry) === 'pair' && key && value && kindOf(value) === 'identifier') aliases.set(textOf(key), textOf(value));
    }
  } else {
    const name = /^(?:module\.)?exports\.([\w$]+)$/.exec(left)?.[1];
    if (name && kindOf(right) === 'identifier') aliases.set(name, textOf(right));
  }
}

function esExport(node: SgNode, aliases: Map<string, string>): void {
  if (!/^export\s+default\b/.test(textOf(node))) {
    const clause = named(node).find((c) => kindOf(c) === 'export_clause');
    for (const spec of clause ? named(clause) : []) {
      const name = fieldOf(spec, 'name');
      const alias = fieldOf(spec, 'alias');
      if (name && alias) aliases.set(textOf(alias), textOf(name));
    }
    return;
  }
  const value = fieldOf(node, 'declaration') ?? fieldOf(node, 'value') ?? named(node)[0];
  if (!value) return;
  const name = kindOf(value) === 'identifier' ? value : fieldOf(value, 'name');
  if (name) aliases.set('default', textOf(name));
}

export function javascriptInterface(root: SgNode): ModuleInterface {
  const imports: ImportIR[] = [];
  const exportAliases = new Map<string, string>();
  for (const node of named(root)) {
    const kind = kindOf(node);
    if (kind === 'import_statement') esImport(node, imports);
    else if (kind === 'lexical_declaration' || kind === 'variable_declaration') requireImports(node, imports);
    else if (kind === 'export_statement') esExport(node, exportAliases);
    else if (kind === 'expression_statement') {
      const expr = named(node)[0];
      if (expr && kindOf(expr) === 'assignment_expression') commonJsExport(expr, exportAliases);
    }
  }
  return { imports, exportAliases };
}
