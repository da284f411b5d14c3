/**
 * YAML (Spring `application*.yml`, Kubernetes manifests, Helm values; several documents per file) with
 * the `yaml` library. A list item `{name: X, value: Y}` (container `env`) becomes the entry `…X = Y`,
 * so `JWS_ALG` in a Deployment is checked like `jws-alg` in a properties file.
 */
import { createRequire } from 'node:module';
import type { Node } from 'yaml';
import type { ConfigEntry } from './entry.js';

type YamlLibrary = typeof import('yaml');
let library: YamlLibrary | undefined;

/** Required on the first YAML file: most scans never meet one, and loading `yaml` costs ~0.1 s of CPU. */
function yaml(): YamlLibrary {
  library ??= createRequire(import.meta.url)('yaml') as YamlLibrary;
  return library;
}

export function parseYamlSettings(text: string): ConfigEntry[] {
  const { isMap, isPair, isScalar, isSeq, LineCounter, parseAllDocuments } = yaml();
  const counter = new LineCounter();
  const entries: ConfigEntry[] = [];
  const at = (offset: number) => { const p = counter.linePos(offset); return { line: p.line, column: p.col }; };
  const visit = (node: unknown, path: string) => {
    if (isMap(node)) {
      const name = node.get('name', true);
      const value = node.get('value', true);
      let namedValue = false;
      if (isScalar(name) && isScalar(value) && value.value !== null && name.range) {
        entries.push({ key: join(path, String(name.value)), value: String(value.value), ...at(name.range[0]) });
        namedValue = true;
      }
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) continue;
        if (namedValue && (pair.key.value === 'name' || pair.key.value === 'value')) continue; // read as one entry above
        const key = join(path, String(pair.key.value));
        if (isScalar(pair.value)) {
          if (pair.value.value !== null) entries.push({ key, value: String(pair.value.value), ...at(pair.key.range[0]) });
        } else visit(pair.value, key);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) {
        // A list of scalars (`allowed-origins: ["*"]`) keeps its parent key; a Compose-style
        // `environment: [DEBUG=1]` item is the setting `environment.DEBUG`.
        if (isScalar(item) && item.range && item.value !== null) {
          const assignment = /^([A-Za-z_][\w.-]*)=(.*)$/s.exec(String(item.value));
          if (assignment && /(?:env|environment|args)$/i.test(path)) entries.push({ key: join(path, assignment[1] ?? ''), value: assignment[2] ?? '', ...at(item.range[0]) });
          else entries.push({ key: path, value: String(item.value), ...at(item.range[0]) });
        } else visit(item, path);
      }
    }
  };
  for (const doc of parseAllDocuments(text, { lineCounter: counter, uniqueKeys: false })) {
    // parseAllDocuments returns an EmptyStream (no documents) on empty input; a broken document is skipped.
    if (!('errors' in doc) || doc.errors.length > 0) continue;
    visit(doc.contents as Node | null, '');
  }
  return entries;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
