/**
 * Which folder of the tree a Go import path names. With a go.mod (the nearest one above the importing
 * file), a path under its `module` line is that folder's subfolder (`mod/path/helpers` → `helpers/`
 * beside go.mod); a path outside it is a library. Without one, the folder whose path is the longest
 * suffix of the import path (`banco/requisicao` → `requisicao/`). A package is the .go files directly in
 * its folder, tests aside.
 */
import { posix } from 'node:path';
import type { ReadText } from './project.js';

export interface GoModule {
  /** The folder holding go.mod ('' for the tree's root). */
  dir: string;
  module: string;
}

const MODULE_LINE = /^\s*module\s+"?([^\s"]+)"?/m;

function parentOf(dir: string): string | undefined {
  if (dir === '') return undefined;
  const up = posix.dirname(dir);
  return up === '.' || up === '/' ? '' : up;
}

export function folderOf(file: string): string {
  const dir = posix.dirname(file);
  return dir === '.' ? '' : dir;
}

/** The nearest go.mod at or above a folder, each folder read once (cache kept by the caller). */
export function goModuleOf(dir: string, read: ReadText, cache: Map<string, GoModule | null>): GoModule | undefined {
  const seen: string[] = [];
  let found: GoModule | null = null;
  for (let d: string | undefined = dir; d !== undefined; d = parentOf(d)) {
    const known = cache.get(d);
    if (known !== undefined) {
      found = known;
      break;
    }
    seen.push(d);
    const module = MODULE_LINE.exec(read(d ? `${d}/go.mod` : 'go.mod') ?? '')?.[1];
    if (module) {
      found = { dir: d, module };
      break;
    }
  }
  for (const d of seen) cache.set(d, found);
  return found ?? undefined;
}

/** The tree's .go files by folder, tests aside (made once per file list). */
const packagesOf = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();

function packages(files: ReadonlySet<string>): Map<string, string[]> {
  let known = packagesOf.get(files);
  if (!known) {
    known = new Map();
    for (const f of [...files].sort()) {
      if (!f.endsWith('.go') || f.endsWith('_test.go')) continue;
      const dir = folderOf(f);
      known.set(dir, [...(known.get(dir) ?? []), f]);
    }
    packagesOf.set(files, known);
  }
  return known;
}

/** The .go files directly in a folder, tests aside, in a stable order. */
export function goPackageFiles(dir: string, files: ReadonlySet<string>): readonly string[] {
  return packages(files).get(dir) ?? [];
}

/** The folder an import path names, if the tree has its .go files. */
export function resolveGoImport(path: string, goMod: GoModule | undefined, files: ReadonlySet<string>): string | undefined {
  const dirs = packages(files);
  if (goMod) {
    if (path !== goMod.module && !path.startsWith(`${goMod.module}/`)) return undefined;
    const dir = posix.join(goMod.dir, path.slice(goMod.module.length + 1));
    const normal = dir === '.' ? '' : dir;
    return dirs.has(normal) ? normal : undefined;
  }
  let best: string | undefined;
  for (const d of dirs.keys()) {
    if (d !== '' && (path === d || path.endsWith(`/${d}`)) && (best === undefined || d.length > best.length)) best = d;
  }
  return best;
}

const IMPORT_BLOCK = /^[ \t]*import[ \t]*\(([^)]*)\)/gm;
const IMPORT_LINE = /^[ \t]*import[ \t]+(?:[\w.]+[ \t]+)?["`]([^"`\n]+)["`]/gm;
const QUOTED = /["`]([^"`\n]+)["`]/g;

/** The import paths a Go file's text names, found without parsing (the index's first look at a file). */
export function goImportPaths(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT_BLOCK)) for (const q of (m[1] ?? '').matchAll(QUOTED)) out.push(q[1] as string);
  for (const m of text.matchAll(IMPORT_LINE)) out.push(m[1] as string);
  return out;
}
