import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:vigia-document/';
const RESOLVED = '\0vigia-document:';
/** One generated document (`XDocument`, or `XFragmentDoc` for a fragment): `export const … = {…} as unknown as DocumentNode<…>;` on one line. */
const DOCUMENT_LINE = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
/** The import the client preset's optimizer writes for each `graphql(`…`)` call. */
const OPTIMIZER_IMPORT = /import \{ (\w+(?:Document|FragmentDoc)) \} from "[^"]*\/gql\/graphql";?/g;

/** Each document of the generated graphql.ts as the JSON of its AST, by export name. */
export function parseDocuments(source: string): Map<string, string> {
  return new Map([...source.matchAll(DOCUMENT_LINE)].map((match) => [match[1]!, match[2]!]));
}

/** Points the optimizer's imports of documents at one module per document. */
export function importPerDocument(code: string): string {
  return code.replace(OPTIMIZER_IMPORT, (_all, name: string) => `import { ${name} } from "${VIRTUAL}${name}";`);
}

/**
 * Rollup keeps a module whole, so graphql.ts, which holds every document of the app, became one
 * chunk that every page loaded (64 KB gzip, admin documents included). Served one module per
 * document, each page's chunk carries only the documents it uses. Build only: dev and tests use
 * the runtime lookup of `graphql()`.
 */
export function documentModules(graphqlFile: string): Plugin & { rewrite: (code: string) => string } {
  let documents: Map<string, string> | null = null;
  return {
    name: 'vigia:document-modules',
    apply: 'build',
    rewrite: importPerDocument,
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? RESOLVED + source.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      documents ??= parseDocuments(readFileSync(graphqlFile, 'utf8'));
      const name = id.slice(RESOLVED.length);
      const ast = documents.get(name);
      // A call codegen does not know fails the build (run `pnpm codegen`), as a missing export did.
      if (!ast) this.error(`${name} não está em ${graphqlFile}: rode \`pnpm codegen\``);
      return `export const ${name} = ${ast};\n`;
    },
  };
}
