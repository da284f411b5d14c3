import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `graphql(`…`)` calls with a plain template literal (no `${}`, no escapes). */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
/** gql.ts: one entry of `const documents = { "<source>": types.<Name>, … }`. */
const SOURCE = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm;
/** graphql.ts: `export const <Name> = {"kind":"Document",…} as unknown as DocumentNode<…>;` */
const DOCUMENT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;

/** Each document's source text (as written in `graphql(`…`)`) and its pre-parsed AST, from the generated files. */
export function readDocuments(gqlDir: string): Map<string, string> {
  const asts = new Map<string, string>();
  for (const match of readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8').matchAll(DOCUMENT)) {
    asts.set(match[1] as string, match[2] as string);
  }
  const documents = new Map<string, string>();
  for (const match of readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8').matchAll(SOURCE)) {
    const ast = asts.get(match[2] as string);
    if (ast) documents.set(JSON.parse(match[1] as string) as string, ast);
  }
  if (documents.size === 0) throw new Error(`no documents read from ${gqlDir}: has the client preset's output changed?`);
  return documents;
}

/**
 * Replaces each known `graphql(`…`)` call of `code` by its AST, keeping line numbers (the call's
 * line breaks go into a comment). Returns null when there is nothing to replace.
 */
export function inlineDocuments(code: string, documents: ReadonlyMap<string, string>): { code: string; unknown: string[] } | null {
  if (!code.includes('graphql(`')) return null;
  const unknown: string[] = [];
  let changed = false;
  const out = code.replace(CALL, (call, source: string) => {
    const ast = documents.get(source);
    if (!ast) {
      unknown.push(source.trim().split('\n')[0] ?? '');
      return call;
    }
    changed = true;
    const breaks = call.split('\n').length - 1;
    return `(${ast})${breaks > 0 ? `/*${'\n'.repeat(breaks)}*/` : ''}`;
  });
  return changed || unknown.length > 0 ? { code: out, unknown } : null;
}

/**
 * The client preset's `graphql()` looks documents up in a map of every document of the app, so any
 * call puts them all in the first chunk (and importing the `…Document` constants of graphql.ts does
 * not help: the bundler keeps that module whole, in one shared chunk). Like the preset's babel/swc
 * optimizer, this replaces each `graphql(`…`)` call by the AST codegen pre-parsed for it, written in
 * place: each document ships in the chunk of the feature that declares it. A call whose text codegen
 * does not know fails the build (run `pnpm codegen`); in dev and tests it is left to the runtime lookup.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  const generated = [path.join(gqlDir, 'gql.ts'), path.join(gqlDir, 'graphql.ts')];
  let documents = new Map<string, string>();
  let build = false;
  return {
    name: 'vigia:graphql-documents',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      documents = readDocuments(gqlDir);
      for (const file of generated) this.addWatchFile(file);
    },
    watchChange(id) {
      if (generated.includes(id)) documents = readDocuments(gqlDir);
    },
    transform(code, id) {
      const file = id.split('?')[0] as string;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir + path.sep)) return null;
      const result = inlineDocuments(code, documents);
      if (!result) return null;
      if (build && result.unknown.length > 0) {
        this.error(`${path.relative(process.cwd(), file)}: graphql() document unknown to src/gql (${result.unknown.join('; ')}); run \`pnpm codegen\``);
      }
      return { code: result.code, map: null };
    },
  };
}
