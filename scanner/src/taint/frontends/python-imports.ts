/**
 * What a Python module takes from other modules, read from its top-level statements: `from m import f`
 * (as g), relative imports (`from .util import f`, `from . import util`) and `import pkg.mod` (as m).
 * Only the names: the project index resolves them to files. Every top-level `def` is exported.
 */
import type { SgNode } from '@ast-grep/napi';
import type { ImportIR } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import type { ModuleInterface } from './javascript-imports.js';

const compact = (node: SgNode): string => textOf(node).replace(/\s+/g, '');

function fromImport(node: SgNode, out: ImportIR[]): void {
  const moduleNode = fieldOf(node, 'module_name');
  if (!moduleNode) return;
  const module = compact(moduleNode);
  for (const part of named(node)) {
    if (part.id() === moduleNode.id()) continue;
    if (kindOf(part) === 'dotted_name') out.push({ local: compact(part), module, imported: compact(part) });
    else if (kindOf(part) === 'aliased_import') {
      const name = fieldOf(part, 'name');
      const alias = fieldOf(part, 'alias');
      if (name && alias) out.push({ local: textOf(alias), module, imported: compact(name) });
    }
  }
}

function plainImport(node: SgNode, out: ImportIR[]): void {
  for (const part of named(node)) {
    if (kindOf(part) === 'dotted_name') out.push({ local: compact(part), module: compact(part), imported: '*' });
    else if (kindOf(part) === 'aliased_import') {
      const name = fieldOf(part, 'name');
      const alias = fieldOf(part, 'alias');
      if (name && alias) out.push({ local: textOf(alias), module: compact(name), imported: '*' });
    }
  }
}

export function pythonInterface(root: SgNode): ModuleInterface {
  const imports: ImportIR[] = [];
  for (const node of named(root)) {
    if (kindOf(node) === 'import_from_statement') fromImport(node, imports);
    else if (kindOf(node) === 'import_statement') plainImport(node, imports);
  }
  return { imports, exportAliases: new Map() };
}
