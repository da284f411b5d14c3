/**
 * Kubernetes `kind: Secret` manifests with values under `data:` (base64, which is encoding, not
 * encryption) or `stringData:`, per YAML document (`---`). ExternalSecret/SopsSecret, templated values
 * (`{{ .Values.x }}`, `${X}`, empty strings) and base64 shorter than 12 characters (≤ 8 bytes, e.g. "bar")
 * are left alone.
 */
import { isPlaceholder } from './value-filters.js';

const KIND_SECRET = /^[ \t]*kind:[ \t]*["']?secret["']?[ \t]*$/im;
/** Its literal part: a plain search, far cheaper than trying KIND_SECRET at every line of every file. */
const KIND_WORD = /kind:/i;
const BLOCK = /^([ \t]*)(data|stringData):[ \t]*$/gm;
const ENTRY = /^([ \t]+)([\w.-]+):[ \t]*["']?([^\s"'#]+)["']?[ \t]*$/;

export interface ManifestSecret {
  offset: number;
  value: string;
}

export function findKubernetesSecrets(text: string): ManifestSecret[] {
  if (!KIND_WORD.test(text) || !KIND_SECRET.test(text)) return [];
  const out: ManifestSecret[] = [];
  let start = 0;
  for (const doc of text.split(/^---[ \t]*$/m)) {
    if (KIND_SECRET.test(doc)) out.push(...secretsInDocument(doc).map((s) => ({ ...s, offset: s.offset + start })));
    start += doc.length + 3;
  }
  return out;
}

function secretsInDocument(text: string): ManifestSecret[] {
  const out: ManifestSecret[] = [];
  for (const block of text.matchAll(BLOCK)) {
    const indent = (block[1] ?? '').replace(/\t/g, '  ').length;
    const base64 = block[2] === 'data';
    let offset = block.index + block[0].length + 1;
    for (const line of text.slice(offset).split('\n')) {
      if (line.trim() && !line.trim().startsWith('#')) {
        const entry = ENTRY.exec(line);
        if (!entry || (entry[1] ?? '').replace(/\t/g, '  ').length <= indent) break;
        const value = entry[3] ?? '';
        const looksEncoded = base64 ? /^[A-Za-z0-9+/]{10,}={0,2}$/.test(value) && value.length >= 12 : value.length >= 6;
        if (looksEncoded && !/[{}$]/.test(value) && !isPlaceholder(value)) out.push({ offset: offset + line.indexOf(value), value });
      }
      offset += line.length + 1;
    }
  }
  return out;
}
