/**
 * Which file an import names. JavaScript/TypeScript: relative specifiers (`./x`, `../h/index.js`) with
 * the extensions and `index` files a bundler or Node would try (a `.js` written for a `.ts` source
 * included); package names stay unresolved. Python: `pkg.mod` as a file or a package (`__init__.py`)
 * under the importing file's folder or any folder above it up to the scan's root; relative imports
 * (`.util`, `..`) from the importing file's package.
 */
import { posix } from 'node:path';

const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts'];

function scriptCandidates(base: string): string[] {
  const stem = base.replace(/\.(?:[cm]?js|jsx)$/, '');
  return [base, ...SCRIPT_EXTENSIONS.map((e) => base + e), ...(stem !== base ? SCRIPT_EXTENSIONS.map((e) => stem + e) : []), ...SCRIPT_EXTENSIONS.map((e) => `${base}/index${e}`)];
}

function resolveScript(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  if (base.startsWith('..')) return undefined;
  return scriptCandidates(base).find((c) => files.has(c));
}

function pythonCandidates(dir: string, dotted: string): string[] {
  const parts = dotted.split('.').filter(Boolean);
  if (!parts.length) return [posix.join(dir, '__init__.py')];
  const path = posix.join(dir, ...parts);
  return [`${path}.py`, posix.join(path, '__init__.py')];
}

function resolvePython(from: string, module: string, files: ReadonlySet<string>): string | undefined {
  const level = /^\.*/.exec(module)?.[0].length ?? 0;
  const dotted = module.slice(level);
  if (level > 0) {
    let dir = posix.dirname(from);
    for (let i = 1; i < level; i += 1) dir = posix.dirname(dir);
    return pythonCandidates(dir === '.' ? '' : dir, dotted).map((c) => posix.normalize(c)).find((c) => files.has(c));
  }
  // Absolute: the importing file's folder, then every folder above it (source roots such as src/).
  for (let dir = posix.dirname(from); ; dir = posix.dirname(dir)) {
    const found = pythonCandidates(dir === '.' ? '' : dir, dotted).map((c) => posix.normalize(c)).find((c) => files.has(c));
    if (found || dir === '.' || dir === '/' || dir === '') return found;
  }
}

export function resolveModule(from: string, module: string, files: ReadonlySet<string>): string | undefined {
  return from.endsWith('.py') ? resolvePython(from, module, files) : resolveScript(from, module, files);
}

const SCRIPT_SPECIFIERS = /(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"\n]+)['"]/g;
const PYTHON_FROM = /^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+\(?([^)#\n]*)/gm;
const PYTHON_IMPORT = /^[ \t]*import[ \t]+([\w., \t]+)/gm;

/**
 * The modules a file's text names, found without parsing: the first pass of the index reads every file
 * and parses only those some file imports. Python `from . import util` names `.util` and `.` both.
 */
export function importedModules(file: string, text: string): string[] {
  if (!file.endsWith('.py')) return [...text.matchAll(SCRIPT_SPECIFIERS)].map((m) => m[1] as string);
  const out: string[] = [];
  for (const m of text.matchAll(PYTHON_FROM)) {
    const module = m[1] as string;
    out.push(module);
    for (const name of (m[2] ?? '').split(',')) {
      const first = name.trim().split(/\s+/)[0];
      if (first && /^\w+$/.test(first)) out.push(module.endsWith('.') ? module + first : `${module}.${first}`);
    }
  }
  for (const m of text.matchAll(PYTHON_IMPORT)) for (const part of (m[1] ?? '').split(',')) out.push(part.trim().split(/\s+/)[0] ?? '');
  return out.filter(Boolean);
}
