/**
 * What a file of a language with packages or namespaces takes from others, read from its declarations:
 * Kotlin (and Java: same package/import model) `package a.b` and `import a.b.C` (as D) / `import a.b.*`;
 * C# `namespace A.B` and `using A.B;` / `using D = A.B.C;`; PHP `namespace App\Util` and `use App\X\C`
 * (as D, groups), `use function`, and `require`/`include` of a literal path. Names are written with dots
 * (PHP's `\` too) so one resolver reads them all (./../project/qualified-resolve.ts).
 */
import type { SgNode } from '@ast-grep/napi';
import type { ImportIR } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';

export interface QualifiedInterface {
  packageName?: string;
  imports: ImportIR[];
}

const dotted = (text: string): string => text.replace(/^\\/, '').replace(/\\/g, '.').replace(/\s+/g, '');

/** `a.b.C` as an import of C from a.b (bound to `local`, or to C). */
function named_(qualified: string, local?: string): ImportIR {
  const at = qualified.lastIndexOf('.');
  const imported = qualified.slice(at + 1);
  return { local: local ?? imported, module: at < 0 ? '' : qualified.slice(0, at), imported };
}

/** A whole package or namespace whose names the file uses unqualified. */
const wildcard = (module: string): ImportIR => ({ local: '*', module, imported: '*' });

/** A class's static members called bare: one by name, or all (`*`). */
const staticMembers = (className: string, member = '*'): ImportIR => ({ local: member, module: className, imported: member, staticMembers: true });

export function kotlinInterface(root: SgNode): QualifiedInterface {
  const imports: ImportIR[] = [];
  for (const header of root.findAll({ rule: { kind: 'import_header' } })) {
    const id = named(header).find((c) => kindOf(c) === 'identifier');
    if (!id) continue;
    const alias = named(header).find((c) => kindOf(c) === 'import_alias');
    const local = alias ? textOf(named(alias)[0] ?? alias) : undefined;
    imports.push(named(header).some((c) => kindOf(c) === 'wildcard_import') ? wildcard(textOf(id)) : named_(textOf(id), local));
  }
  const header = root.find({ rule: { kind: 'package_header' } });
  const id = header ? named(header).find((c) => kindOf(c) === 'identifier') : undefined;
  return { ...(id ? { packageName: textOf(id) } : {}), imports };
}

/** Java: `package a.b;`, `import a.b.C;`, `import a.b.*;`, and the static imports of a class's members (`import static a.b.C.m;`, `a.b.C.*`). */
export function javaInterface(root: SgNode): QualifiedInterface {
  const imports: ImportIR[] = [];
  for (const decl of root.findAll({ rule: { kind: 'import_declaration' } })) {
    const id = named(decl).find((c) => kindOf(c) === 'scoped_identifier' || kindOf(c) === 'identifier');
    if (!id) continue;
    if (/^import\s+static\b/.test(textOf(decl))) {
      const member = named(decl).some((c) => kindOf(c) === 'asterisk') ? undefined : named_(dotted(textOf(id)));
      imports.push(member ? staticMembers(member.module, member.imported) : staticMembers(dotted(textOf(id))));
      continue;
    }
    imports.push(named(decl).some((c) => kindOf(c) === 'asterisk') ? wildcard(dotted(textOf(id))) : named_(dotted(textOf(id))));
  }
  const header = root.find({ rule: { kind: 'package_declaration' } });
  const id = header ? named(header).find((c) => kindOf(c) === 'scoped_identifier' || kindOf(c) === 'identifier') : undefined;
  return { ...(id ? { packageName: dotted(textOf(id)) } : {}), imports };
}

export function csharpInterface(root: SgNode): QualifiedInterface {
  const imports: ImportIR[] = [];
  for (const using of root.findAll({ rule: { kind: 'using_directive' } })) {
    const parts = named(using);
    const name = parts.find((c) => kindOf(c) === 'qualified_name' || kindOf(c) === 'identifier');
    const target = parts.at(-1);
    if (!name || !target) continue;
    // `using D = A.B.C;` names a class; `using static A.B.C;` a class whose static members are called bare.
    if (/^using\s+static\b/.test(textOf(using))) imports.push(staticMembers(dotted(textOf(target))));
    else if (parts.length === 2 && kindOf(name) === 'identifier') imports.push(named_(dotted(textOf(target)), textOf(name)));
    else imports.push(wildcard(dotted(textOf(target))));
  }
  const namespace = root.find({ rule: { any: [{ kind: 'namespace_declaration' }, { kind: 'file_scoped_namespace_declaration' }] } });
  const name = namespace ? fieldOf(namespace, 'name') ?? named(namespace)[0] : undefined;
  return { ...(name ? { packageName: dotted(textOf(name)) } : {}), imports };
}

/** `require __DIR__ . '/x.php'`, `include 'lib/x.php'`: the literal path (`__DIR__`-relative written `./`). */
function requiredPath(node: SgNode): string | undefined {
  const text = textOf(node).replace(/^(?:require|include)(?:_once)?\s*\(?\s*/, '').replace(/\)?\s*$/, '');
  const m = /^(?:(__DIR__|dirname\(__FILE__\))\s*\.\s*)?(['"])([^'"$]+)\2$/.exec(text);
  if (!m) return undefined;
  const path = m[3] as string;
  return m[1] ? `.${path.startsWith('/') ? '' : '/'}${path}` : path;
}

export function phpInterface(root: SgNode): QualifiedInterface {
  const imports: ImportIR[] = [];
  for (const use of root.findAll({ rule: { kind: 'namespace_use_declaration' } })) {
    const group = named(use).find((c) => kindOf(c) === 'namespace_use_group');
    const prefix = group ? named(use).find((c) => kindOf(c) === 'namespace_name') : undefined;
    const clauses = group ? named(group) : named(use).filter((c) => kindOf(c) === 'namespace_use_clause');
    for (const clause of clauses) {
      const [name, alias] = named(clause);
      if (!name) continue;
      const qualified = dotted(`${prefix ? `${textOf(prefix)}\\` : ''}${textOf(name)}`);
      imports.push(named_(qualified, alias ? textOf(alias) : undefined));
    }
  }
  for (const req of root.findAll({ rule: { any: ['require_expression', 'require_once_expression', 'include_expression', 'include_once_expression'].map((kind) => ({ kind })) } })) {
    const path = requiredPath(req);
    if (path) imports.push({ local: '*', module: path, imported: '*', path: true });
  }
  const namespace = root.find({ rule: { kind: 'namespace_definition' } });
  const name = namespace ? named(namespace).find((c) => kindOf(c) === 'namespace_name') : undefined;
  return { ...(name ? { packageName: dotted(textOf(name)) } : {}), imports };
}
