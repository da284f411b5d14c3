/**
 * The links into the project of a Kotlin (or Java), C# or PHP file: `Requisicao.lerCpf(req)` names the
 * method `lerCpf` of the class `Requisicao` of another file (imported by name, or in the file's own
 * package, an imported whole package/namespace, or for C# an enclosing namespace); a plain `lerCpf(req)`
 * names a top-level function imported by name (Kotlin, PHP `use function`), of another file of the
 * same package and folder, of an imported package, or of a file PHP `require`s. A class's methods are in
 * its module's summary as `Classe.metodo`; an instance made of a class of another file calls them too.
 * Static imports and C# partial classes: ./qualified-members.ts.
 */
import type { ImportIR, ModuleIR } from '../ir/nodes.js';
import { folderOf } from './go-resolve.js';
import { exportedFunction, type ModuleLinks, type Summaries } from './link.js';
import type { ReadText } from './project.js';
import { importedClass, partialClassesOf, partialParts, staticImportsOf } from './qualified-members.js';
import { familyOf, filesNamed, filesNamedFrom, folderFiles, packageFolderFiles, packagesOf, requiredFile } from './qualified-resolve.js';
import type { LinkedFunction } from './types.js';

/** A class as a namespace: its file and name, marked so it is never taken for a file. */
export const CLASS = 'class:';

export interface QualifiedProject extends Summaries {
  files: ReadonlySet<string>;
  read: ReadText;
  declaredPackages: Map<string, string[]>;
}

/** C# sees the names of every namespace enclosing its own (`Banco.Api.Rotas` sees `Banco.Api` and `Banco`). */
function enclosing(pkg: string): string[] {
  const parts = pkg.split('.');
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'));
}

function firstWith(project: QualifiedProject, files: readonly string[], name: string): LinkedFunction | undefined {
  for (const file of files) {
    if (!project.module(file)?.names.includes(name)) continue;
    const found = exportedFunction(project, file, name);
    if (found) return found;
  }
  return undefined;
}

export function linkQualifiedModule(module: ModuleIR, project: QualifiedProject): ModuleLinks {
  const family = familyOf(module.file) as RegExp;
  const own = module.packageName ?? '';
  const imports: readonly ImportIR[] = module.imports ?? [];
  const byLocal = new Map(imports.filter((i) => i.local !== '*' && !i.staticMembers).map((i) => [i.local, i]));
  const wildcards = imports.filter((i) => i.local === '*' && !i.path && !i.staticMembers).map((i) => i.module);
  const required = imports.filter((i) => i.path).flatMap((i) => requiredFile(module.file, i.module, project.files) ?? []);
  const visible = [...(module.language === 'csharp' ? enclosing(own) : [own]), ...wildcards];
  const declares = (file: string, pkg: string): boolean => packagesOf(file, project.read, project.declaredPackages).includes(pkg);
  const inPackage = (pkg: string): string[] => packageFolderFiles(pkg, family, project.files).filter((f) => f !== module.file && declares(f, pkg));
  const samePackage = (): string[] => folderFiles(folderOf(module.file), family, project.files).filter((f) => f !== module.file && declares(f, own));

  const classes = new Map<string, string | undefined>();
  const namespace = (local: string): string | undefined => {
    if (!/^\w+$/.test(local)) return undefined;
    if (!classes.has(local)) {
      const imp = byLocal.get(local);
      const name = imp?.imported ?? local;
      const packages = imp ? [imp.module] : visible;
      // A Kotlin file may hold several classes: one imported by name is looked for in its package's files too.
      const file = filesNamed(name, family, project.files).find((f) => f !== module.file && packages.some((p) => declares(f, p)))
        ?? (imp ? inPackage(imp.module).find((f) => project.module(f)?.names.some((n) => n.startsWith(`${name}.`))) : undefined);
      classes.set(local, file === undefined ? undefined : `${CLASS}${file}#${name}`);
    }
    return classes.get(local);
  };
  // C#: a method of a partial class may be in any of its parts (files found once per class).
  const parts = new Map<string, string[]>();
  const partsOf = (file: string, cls: string): string[] => {
    const key = `${file}#${cls}`;
    if (!parts.has(key)) parts.set(key, module.language === 'csharp' && partialClassesOf(project.read(file) ?? '').includes(cls) ? partialParts(cls, file, family, project) : []);
    return parts.get(key) as string[];
  };
  const method = (file: string, cls: string, name: string): LinkedFunction | undefined =>
    exportedFunction(project, file, `${cls}.${name}`) ?? partsOf(file, cls).map((f) => exportedFunction(project, f, `${cls}.${name}`)).find(Boolean);
  let ownPartials: string[] | undefined;
  // A bare call: a static member imported from a class, or (C#) a method of another part of the file's own partial class.
  const memberCall = (local: string): LinkedFunction | undefined => {
    for (const imp of staticImportsOf(imports, local)) {
      const cls = importedClass(imp, family, project);
      const found = cls && method(cls.file, cls.name, imp.imported === '*' ? local : imp.imported);
      if (found) return found;
    }
    ownPartials ??= module.language === 'csharp' ? partialClassesOf(project.read(module.file) ?? '') : [];
    return ownPartials.map((cls) => partsOf(module.file, cls).map((f) => exportedFunction(project, f, `${cls}.${local}`)).find(Boolean)).find(Boolean);
  };
  return {
    function: (local) => {
      const imp = byLocal.get(local);
      if (imp) return firstWith(project, inPackage(imp.module), imp.imported) ?? memberCall(local);
      return firstWith(project, [...required, ...samePackage(), ...wildcards.flatMap(inPackage)], local) ?? memberCall(local);
    },
    namespace,
    exported: (target, name) => {
      const m = /^class:(.+)#(\w+)$/.exec(target);
      return m ? method(m[1] as string, m[2] as string, name) : undefined;
    },
    importedNames: () => new Map(),
  };
}

const CLASS_RECEIVER = /\b(\p{Lu}\w*)\s*(?:\.|::)\s*\w+\s*\(/gu;
const NEW_CLASS = /\bnew\s+\\?(?:\w+\\)*(\p{Lu}\w*)\s*\(/gu;
const KOTLIN_IMPORT = /^[ \t]*import[ \t]+([\w.]+)/gm;
/** C# `using static A.B.C;`, Java `import static a.b.C.m;` / `a.b.C.*`: the class is the last capitalised segment. */
const STATIC_IMPORT = /^[ \t]*(?:using|import)[ \t]+static[ \t]+([\w.]+)/gm;
const PHP_REQUIRE = /\b(?:require|include)(?:_once)?\s*\(?\s*(?:__DIR__\s*\.\s*)?['"]([^'"$]+)['"]/g;

/**
 * The files a file may call into, found without parsing (the index's first look): files named after the
 * classes whose methods it calls or that it makes, the packages of its Kotlin imports, the files PHP
 * requires, and the other files of its folder (its package's top-level functions).
 */
export function qualifiedFilesCalled(file: string, text: string, project: QualifiedProject): string[] {
  const family = familyOf(file) as RegExp;
  const out = new Set<string>();
  for (const m of [...text.matchAll(CLASS_RECEIVER), ...text.matchAll(NEW_CLASS)]) for (const f of filesNamed(m[1] as string, family, project.files)) out.add(f);
  for (const m of text.matchAll(STATIC_IMPORT)) {
    const cls = (m[1] as string).split('.').filter((s) => /^\p{Lu}/u.test(s)).at(-1);
    if (cls) for (const f of filesNamed(cls, family, project.files)) out.add(f);
  }
  for (const cls of file.endsWith('.cs') ? partialClassesOf(text) : []) for (const f of filesNamedFrom(cls, family, project.files)) out.add(f);
  for (const m of text.matchAll(KOTLIN_IMPORT)) for (const f of packageFolderFiles((m[1] as string).replace(/\.[^.]*$/, ''), family, project.files)) out.add(f);
  for (const m of text.matchAll(PHP_REQUIRE)) {
    const path = m[1] as string;
    const found = requiredFile(file, path.startsWith('/') ? `.${path}` : path, project.files);
    if (found) out.add(found);
  }
  for (const f of folderFiles(folderOf(file), family, project.files)) out.add(f);
  out.delete(file);
  return [...out];
}
