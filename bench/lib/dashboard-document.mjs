// The dashboard's query exactly as the web app sends it: its generated document
// (web/src/gql/graphql.ts, checked against the sources by codegen) with the __typename fields the
// web's Apollo cache adds before sending, printed. A copied selection would drift from the page.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { print } from 'graphql';
import { root } from './control-plane-deps.mjs';

/** What a bench borrows from the web app (Apollo) and the control plane (tsx, to read the generated TypeScript). */
const webRequire = createRequire(join(root, 'web/package.json'));
const cpRequire = createRequire(join(root, 'control-plane/package.json'));

/** tsx's ESM API (its CommonJS one cannot load TypeScript modules from here). */
async function tsxApi() {
  const manifest = cpRequire.resolve('tsx/package.json');
  return import(pathToFileURL(join(dirname(manifest), cpRequire(manifest).exports['./esm/api'].import.default)).href);
}

/** The operation named `operationName` of web/src/gql/graphql.ts, as the web's Apollo client sends it. */
export async function webDocument(operationName) {
  const { tsImport } = await tsxApi();
  const generated = await tsImport(pathToFileURL(join(root, 'web/src/gql/graphql.ts')).href, import.meta.url);
  const document = generated[`${operationName}Document`];
  if (!document) throw new Error(`web/src/gql/graphql.ts não tem ${operationName}Document`);
  const { addTypenameToDocument } = await import(pathToFileURL(webRequire.resolve('@apollo/client/utilities')).href);
  return print(addTypenameToDocument(document));
}
