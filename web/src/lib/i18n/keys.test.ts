import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allResources as resources } from './all-resources';
import type { Namespace } from './resources';

const SRC = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' || name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function has(ns: Namespace, key: string): boolean {
  let node: unknown = resources[ns];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** Every literal key used with t()/i18n.t() exists in the pt-BR resources of its namespace. */
describe('pt-BR translation keys', () => {
  const files = sourceFiles(SRC);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('every t("...") key exists', () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // Each t (or alias such as tc) belongs to the nearest useTranslation declared before it.
      const declarations = [...text.matchAll(/const \{ t(?:: (\w+))? \} = useTranslation\('([a-zA-Z-]+)'\)/g)].map((m) => ({
        alias: m[1] ?? 't',
        ns: m[2] as Namespace,
        at: m.index ?? 0,
      }));
      const namespaceOf = (alias: string, at: number): Namespace | undefined =>
        declarations.filter((d) => d.alias === alias && d.at < at).pop()?.ns;
      for (const m of text.matchAll(/\b(i18n\.t|\w+)\(\s*'([a-zA-Z0-9_.:]+)'/g)) {
        const fn = m[1] as string;
        const raw = m[2] as string;
        if (fn !== 'i18n.t' && !declarations.some((d) => d.alias === fn)) continue;
        let ns: Namespace | undefined;
        let key = raw;
        if (raw.includes(':')) {
          const [prefix, rest] = raw.split(':') as [string, string];
          ns = prefix as Namespace;
          key = rest;
        } else {
          ns = fn === 'i18n.t' ? 'common' : (namespaceOf(fn, m.index ?? 0) ?? 'common');
        }
        if (!(ns in resources) || !has(ns, key)) missing.push(`${relative(SRC, file)}: ${ns}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no empty strings', () => {
    const empty: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        if (!node.trim()) empty.push(path);
      } else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
    };
    walk(resources, '');
    expect(empty).toEqual([]);
  });
});
