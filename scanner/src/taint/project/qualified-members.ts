/**
 * Two ways a class's methods are called without its file being the one named after it: a class whose
 * static members a file calls bare (C# `using static A.B.Util;`, Java `import static a.b.Util.m;` or
 * `.*`), and a C# `partial class` whose parts live in several files (`Conta.cs`, `Conta.Regras.cs`, or
 * any file of their folders) and call each other's methods bare.
 */
import type { ImportIR } from '../ir/nodes.js';
import { folderOf } from './go-resolve.js';
import type { QualifiedProject } from './qualified-link.js';
import { filesNamed, filesNamedFrom, folderFiles, packagesOf } from './qualified-resolve.js';

/** A class written with its package (`a.b.C`), as the file that declares it and its name. */
export interface ClassRef {
  file: string;
  name: string;
}

const declares = (project: QualifiedProject, file: string, pkg: string): boolean => packagesOf(file, project.read, project.declaredPackages).includes(pkg);

/** The class a static import names: the file named after it that declares its package. */
export function importedClass(imp: ImportIR, family: RegExp, project: QualifiedProject): ClassRef | undefined {
  const at = imp.module.lastIndexOf('.');
  const name = imp.module.slice(at + 1);
  const pkg = at < 0 ? '' : imp.module.slice(0, at);
  const file = filesNamed(name, family, project.files).find((f) => declares(project, f, pkg));
  return file ? { file, name } : undefined;
}

/** The static imports that may bring a bare call of `local`: by its name, or all of a class's members. */
export function staticImportsOf(imports: readonly ImportIR[], local: string): ImportIR[] {
  return imports.filter((i) => i.staticMembers && (i.local === local || i.local === '*'));
}

const partialRe = (name: string): RegExp => new RegExp(`\\bpartial\\s+(?:(?:class|struct|record|interface)\\s+)+${name}\\b`);
const PARTIAL_NAMES = /\bpartial\s+(?:(?:class|struct|record|interface)\s+)+(\w+)/g;

/** The classes a C# file declares as partial. */
export function partialClassesOf(text: string): string[] {
  return [...text.matchAll(PARTIAL_NAMES)].map((m) => m[1] as string);
}

/**
 * The other files holding a part of C# partial class `name` of `file`'s namespace: those named after it
 * and those of its folder (and of theirs), that declare the same namespace and a partial class of that name.
 */
export function partialParts(name: string, file: string, family: RegExp, project: QualifiedProject): string[] {
  const packages = packagesOf(file, project.read, project.declaredPackages);
  const named = filesNamedFrom(name, family, project.files);
  const folders = new Set([folderOf(file), ...named.map(folderOf)]);
  const candidates = new Set([...named, ...[...folders].flatMap((dir) => folderFiles(dir, family, project.files))]);
  candidates.delete(file);
  const re = partialRe(name);
  return [...candidates].filter((f) => packages.some((p) => declares(project, f, p)) && re.test(project.read(f) ?? ''));
}
