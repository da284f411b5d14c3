/**
 * A Go file's links into the project: `helpers.Param(r)` names the exported function `Param` of any
 * file of the package its import resolves to (./go-resolve.ts), and a plain `Param(r)` that the file
 * does not declare names a function of another file of its own folder and package. Go has no
 * re-exports: a package gives only its own functions.
 */
import type { ModuleIR } from '../ir/nodes.js';
import { folderOf, goImportPaths, goModuleOf, goPackageFiles, resolveGoImport, type GoModule } from './go-resolve.js';
import { exportedFunction, type ModuleLinks, type Summaries } from './link.js';
import type { ReadText } from './project.js';
import type { LinkedFunction } from './types.js';

/** Names the language gives every file: never another file's function. */
const BUILTINS = new Set(['append', 'cap', 'clear', 'close', 'complex', 'copy', 'delete', 'imag', 'len', 'make', 'max', 'min', 'new', 'panic', 'print', 'println', 'real', 'recover',
  'string', 'int', 'int8', 'int16', 'int32', 'int64', 'uint', 'uint8', 'uint16', 'uint32', 'uint64', 'uintptr', 'float32', 'float64', 'byte', 'rune', 'bool', 'error', 'any']);

/** A package as a namespace: its folder, marked so it is never taken for a file. */
const PACKAGE = 'go-package:';

export interface GoProject extends Summaries {
  files: ReadonlySet<string>;
  read: ReadText;
  goModules: Map<string, GoModule | null>;
}

function inPackage(project: GoProject, files: readonly string[], name: string, packageName: string | undefined, except?: string): LinkedFunction | undefined {
  for (const file of files) {
    if (file === except) continue;
    const module = project.module(file);
    if (!module?.names.includes(name) || (packageName !== undefined && module.package !== packageName)) continue;
    const found = exportedFunction(project, file, name);
    if (found) return found;
  }
  return undefined;
}

export function linkGoModule(module: ModuleIR, project: GoProject): ModuleLinks {
  const dir = folderOf(module.file);
  const byLocal = new Map((module.imports ?? []).map((i) => [i.local, i.module]));
  const resolved = new Map<string, string | undefined>();
  const namespace = (local: string): string | undefined => {
    const path = byLocal.get(local);
    if (path === undefined) return undefined;
    if (!resolved.has(local)) {
      const target = resolveGoImport(path, goModuleOf(dir, project.read, project.goModules), project.files);
      resolved.set(local, target === undefined ? undefined : PACKAGE + target);
    }
    return resolved.get(local);
  };
  return {
    function: (local) => (BUILTINS.has(local) ? undefined : inPackage(project, goPackageFiles(dir, project.files), local, module.packageName, module.file)),
    namespace,
    exported: (target, name) => {
      // Only exported (capitalised) names leave a package.
      if (!target.startsWith(PACKAGE) || !/^\p{Lu}/u.test(name)) return undefined;
      return inPackage(project, goPackageFiles(target.slice(PACKAGE.length), project.files), name, undefined);
    },
    importedNames: () => new Map(),
  };
}

/** The files a Go file may call into, found without parsing: its imported packages' files, then its own package's other files. */
export function goFilesCalled(file: string, text: string, project: GoProject): string[] {
  const dir = folderOf(file);
  const goMod = goModuleOf(dir, project.read, project.goModules);
  const dirs = new Set(goImportPaths(text).map((p) => resolveGoImport(p, goMod, project.files)).filter((d): d is string => d !== undefined));
  const imported = [...dirs].flatMap((d) => goPackageFiles(d, project.files));
  return [...imported, ...goPackageFiles(dir, project.files).filter((f) => f !== file)];
}
