/**
 * What a Go file takes from other packages, read from its import declarations: each import's path and
 * the name it is bound to (the alias, or the last element of the path: `net/http` → http,
 * `gopkg.in/yaml.v3` → yaml), and the file's package name. Only the names: the project index resolves
 * the paths to the tree's folders (./../project/go-resolve.ts). Blank (`_`) and dot imports bind no name.
 */
import type { SgNode } from '@ast-grep/napi';
import type { ImportIR } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';

export interface GoInterface {
  packageName?: string;
  /** `imported` is `*`: a Go import always stands for a whole package. */
  imports: ImportIR[];
}

/** The name a package is called by when imported without one (`net/http` → http, `gopkg.in/yaml.v3` → yaml). */
export function boundName(path: string): string {
  const last = path.split('/').filter((p) => !/^v\d+$/.test(p)).at(-1) ?? '';
  return last.replace(/^go-/, '').replace(/[.-].*$/, '');
}

export function goInterface(root: SgNode): GoInterface {
  const imports: ImportIR[] = [];
  for (const spec of root.findAll({ rule: { kind: 'import_spec' } })) {
    const pathNode = fieldOf(spec, 'path');
    if (!pathNode) continue;
    const module = textOf(pathNode).replace(/^["`]|["`]$/g, '');
    const alias = fieldOf(spec, 'name');
    const local = alias ? textOf(alias) : boundName(module);
    if (local && local !== '_' && local !== '.') imports.push({ local, module, imported: '*' });
  }
  const clause = named(root).find((c) => kindOf(c) === 'package_clause');
  const name = clause ? named(clause).find((c) => kindOf(c) === 'package_identifier') : undefined;
  return { ...(name ? { packageName: textOf(name) } : {}), imports };
}
