import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every module a lazy part of the app can run has the strings it asks for. test/setup.ts loads every
 * namespace, so a rendering test never sees a missing one (/admin/projects once showed "create.title":
 * its create dialog's 'projects' strings were not in its route's list). This check follows the imports
 * statically from main.tsx, instead of rendering each route: it reaches what a render would not (dialogs,
 * panels and rows that open on a click, error states), needs no data for 17 routes, and names the file.
 * Crossing `withRouteNamespaces([...], () => import(...))` adds that list; other imports keep the set.
 */
const SRC = join(__dirname, '..');
/**
 * The namespaces of the first load: resources.ts's static JSON imports. Read from the file, since at
 * run time i18next has added every route namespace (test/setup.ts) to the very objects it exports.
 */
const ALWAYS = [...readFileSync(join(SRC, 'lib/i18n/resources.ts'), 'utf8').matchAll(/^import \w+ from '\.\.\/\.\.\/locales\/pt-BR\/([a-z-]+)\.json';/gm)].map((m) => m[1] as string);

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

const names = (list: string) => [...list.matchAll(/'([a-z-]+)'/g)].map((m) => m[1] as string);

interface Module {
  /** Namespaces its code reads: useTranslation('ns') and t('ns:key'). */
  uses: string[];
  /** Imports that run with the importer's strings (static, and lazy ones without a list). */
  imports: string[];
  /** Lazy imports that load a list of namespaces with the module. */
  lazyWithStrings: { path: string; namespaces: string[] }[];
}

function parse(file: string): Module {
  const text = readFileSync(file, 'utf8');
  const uses = new Set([...text.matchAll(/useTranslation\('([a-z-]+)'\)/g), ...text.matchAll(/\bt\('([a-z-]+):/g)].map((m) => m[1] as string));
  const lazyWithStrings = [...text.matchAll(/withRouteNamespaces\(\[([^\]]*)\],\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((m) => ({
    specifier: m[2] as string,
    namespaces: names(m[1] as string),
  }));
  const withStrings = new Set(lazyWithStrings.map((lazy) => lazy.specifier));
  const specifiers = [
    ...[...text.matchAll(/^(?:import|export)(?!\s+type\s)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1] as string),
    ...[...text.matchAll(/^import\s+'([^']+)'/gm)].map((m) => m[1] as string),
    ...[...text.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1] as string).filter((specifier) => !withStrings.has(specifier)),
  ];
  return {
    uses: [...uses],
    imports: specifiers.map((specifier) => resolveModule(file, specifier)).filter((path): path is string => Boolean(path)),
    lazyWithStrings: lazyWithStrings.flatMap(({ specifier, namespaces }) => {
      const path = resolveModule(file, specifier);
      return path ? [{ path, namespaces }] : [];
    }),
  };
}

/**
 * Strings read at call time by code the first load carries but only a lazy page runs (a static check
 * cannot see who calls): completeSsoSignIn runs from /auth/sso/callback, whose route loads 'sign-in'.
 */
const CALLED_ONLY_FROM_A_PAGE_THAT_LOADS_THEM: Record<string, string[]> = {
  'features/auth/state/ssoService.ts': ['sign-in'],
};

/** Each module reachable from main.tsx with the namespaces loaded on the way: what is missing where. */
function missingNamespaces(): string[] {
  const modules = new Map<string, Module>();
  const seen = new Set<string>();
  const missing = new Set<string>();
  const visit = (file: string, loaded: ReadonlySet<string>, via: string) => {
    const key = `${file}|${[...loaded].sort().join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const module = modules.get(file) ?? parse(file);
    modules.set(file, module);
    const excused = CALLED_ONLY_FROM_A_PAGE_THAT_LOADS_THEM[relative(SRC, file)] ?? [];
    for (const ns of module.uses) if (!loaded.has(ns) && !excused.includes(ns)) missing.add(`${relative(SRC, file)} uses '${ns}', not loaded by ${via}`);
    for (const next of module.imports) visit(next, loaded, via);
    for (const lazy of module.lazyWithStrings) visit(lazy.path, new Set([...loaded, ...lazy.namespaces]), `the lazy import of ${relative(SRC, lazy.path)} in ${relative(SRC, file)}`);
  };
  visit(join(SRC, 'main.tsx'), new Set(ALWAYS), 'the first load');
  return [...missing].sort();
}

describe('lazy parts load the strings their modules use', () => {
  it('reaches every lazy route of the router', () => {
    expect(ALWAYS).toEqual(['auth', 'common', 'dashboard', 'errors', 'layout', 'quota', 'scans', 'workspace']);
    const router = parse(join(SRC, 'app/router.tsx'));
    expect(router.lazyWithStrings.length).toBeGreaterThanOrEqual(15);
    expect(router.lazyWithStrings.map((lazy) => relative(SRC, lazy.path))).toContain('app/routes/AdminProjectsRoute.tsx');
  });

  it('every namespace a module reads is loaded before it runs', () => {
    expect(missingNamespaces()).toEqual([]);
  });
});
