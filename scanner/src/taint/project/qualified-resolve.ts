/**
 * Which files of the tree a package-qualified name names, for the languages whose files declare a
 * package or namespace: the JVM (Kotlin and Java share packages, classes and imports), C# and PHP. A
 * class lives in the file named after it (`a.b.Conta` → `…/Conta.kt` or `Conta.java`; PSR-4's
 * `App\Util\Conta` → `…/Util/Conta.php`; C#'s convention), and that file must declare the package, so
 * two classes of one name in two packages are told apart. Kotlin's top-level functions live in any file
 * of their package: the files of the folders whose path ends with the package's path (`a.b` → `…/a/b/`).
 */
import { posix } from 'node:path';
import { folderOf } from './go-resolve.js';
import type { ReadText } from './project.js';

/** Files that call into each other: Kotlin and Java, C#, PHP. */
const FAMILIES: readonly RegExp[] = [/\.(?:kts?|java)$/, /\.cs$/, /\.(?:php|phtml|inc)$/i];

export function familyOf(file: string): RegExp | undefined {
  return FAMILIES.find((f) => f.test(file));
}

const PACKAGE_LINE = /^[ \t]*package[ \t]+([\w.]+)/m;
const NAMESPACE_LINE = /^[ \t]*namespace[ \t]+([\w.\\]+)[ \t]*[;{\r\n]/gm;

/** The packages or namespaces a file's text declares ('' for a file that declares none: the global one). */
export function declaredPackages(file: string, text: string): string[] {
  if (/\.(?:kts?|java)$/.test(file)) return [PACKAGE_LINE.exec(text)?.[1] ?? ''];
  const names = [...text.matchAll(NAMESPACE_LINE)].map((m) => (m[1] as string).replace(/^\\/, '').replace(/\\/g, '.'));
  return names.length ? names : [''];
}

/** What a file declares, read once per file (cache kept by the caller's project). */
export function packagesOf(file: string, read: ReadText, cache: Map<string, string[]>): string[] {
  let known = cache.get(file);
  if (!known) {
    known = declaredPackages(file, read(file) ?? '');
    cache.set(file, known);
  }
  return known;
}

interface Layout {
  /** Files by name without extension (`Conta` → `src/x/Conta.kt`, `lib/Conta.cs`). */
  byStem: Map<string, string[]>;
  /** Files by folder. */
  byFolder: Map<string, string[]>;
}

const layouts = new WeakMap<ReadonlySet<string>, Layout>();

function layoutOf(files: ReadonlySet<string>): Layout {
  let known = layouts.get(files);
  if (!known) {
    known = { byStem: new Map(), byFolder: new Map() };
    for (const f of [...files].sort()) {
      if (!familyOf(f)) continue;
      const stem = posix.basename(f).replace(/\.[^.]+$/, '');
      known.byStem.set(stem, [...(known.byStem.get(stem) ?? []), f]);
      const dir = folderOf(f);
      known.byFolder.set(dir, [...(known.byFolder.get(dir) ?? []), f]);
    }
    layouts.set(files, known);
  }
  return known;
}

/** The files of a family named after a class. */
export function filesNamed(stem: string, family: RegExp, files: ReadonlySet<string>): string[] {
  return (layoutOf(files).byStem.get(stem) ?? []).filter((f) => family.test(f));
}

/** The files of a family named after a class or a part of it (C#'s `Conta.cs`, `Conta.Regras.cs`). */
export function filesNamedFrom(stem: string, family: RegExp, files: ReadonlySet<string>): string[] {
  return [...layoutOf(files).byStem].flatMap(([s, named]) => (s === stem || s.startsWith(`${stem}.`) ? named.filter((f) => family.test(f)) : []));
}

/** The files of a family directly in a folder. */
export function folderFiles(dir: string, family: RegExp, files: ReadonlySet<string>): string[] {
  return (layoutOf(files).byFolder.get(dir) ?? []).filter((f) => family.test(f));
}

/** The files of a family in the folders whose path ends with the package's path. */
export function packageFolderFiles(pkg: string, family: RegExp, files: ReadonlySet<string>): string[] {
  const path = pkg.split('.').join('/');
  if (!path) return [];
  return [...layoutOf(files).byFolder].flatMap(([dir, inDir]) => (dir === path || dir.endsWith(`/${path}`) ? inDir.filter((f) => family.test(f)) : []));
}

/** A path a PHP file requires: `./x.php` from the file's folder; a bare path from there, then from the tree's root. */
export function requiredFile(from: string, path: string, files: ReadonlySet<string>): string | undefined {
  const local = posix.normalize(posix.join(folderOf(from), path));
  if (files.has(local)) return local;
  const rooted = posix.normalize(path.replace(/^\/+/, ''));
  return !path.startsWith('./') && files.has(rooted) ? rooted : undefined;
}
