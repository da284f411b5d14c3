// The dashboard's query exactly as the web app sends it, read by the gateway's own reader of the
// web app's documents (gateway/test/support/web-documents.ts: the generated documents of web/src/gql
// with the __typename fields Apollo adds, printed). A copied selection would drift from the page.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './control-plane-deps.mjs';

const gatewayRequire = createRequire(join(root, 'gateway/package.json'));

/** tsx's ESM API, to load that TypeScript module (tsx's CommonJS API cannot load ES modules from here). */
async function tsxApi() {
  const manifest = gatewayRequire.resolve('tsx/package.json');
  return import(pathToFileURL(join(dirname(manifest), gatewayRequire(manifest).exports['./esm/api'].import.default)).href);
}

let documents;

/** The operation named `operationName` of the web app, as its Apollo client sends it (read once). */
export async function webDocument(operationName) {
  documents ??= tsxApi().then(({ tsImport }) => tsImport(pathToFileURL(join(root, 'gateway/test/support/web-documents.ts')).href, import.meta.url))
    .then(({ webDocuments }) => webDocuments());
  const found = (await documents).find((document) => document.operation === operationName);
  if (!found) throw new Error(`o app web não tem a operação ${operationName}`);
  return found.text;
}
