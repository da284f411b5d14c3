/**
 * The formats the engine reads settings from beyond the scanner's configuration checks (src/config):
 * JSON flattened as .NET and viper flatten it (nested objects joined by a separator, an array's items by
 * index), and the `<appSettings>` of a .NET Framework `web.config`/`app.config`. Each entry keeps the line
 * of its key, for the finding's trace.
 */
import type { ConfigEntry } from '../../config/entry.js';
import { TextPositions } from '../../detectors/text-position.js';
import { type JsonPlace, jsonKeyPlaces } from './json-key-places.js';
import { jsoncAsJson } from './jsonc-as-json.js';

/**
 * A JSON document's scalars by flattened key (`Crypto:Algorithm`, `Hosts:0`); an invalid file has none.
 * With `jsonc`, comments and trailing commas are read as the framework reading the file accepts them.
 */
export function parseJsonSettings(text: string, separator: string, jsonc = false): ConfigEntry[] {
  const json = jsonc ? jsoncAsJson(text) : text;
  if (json === undefined) return [];
  let data: unknown;
  try {
    data = JSON.parse(json.replace(/^\uFEFF/, ''));
  } catch {
    return [];
  }
  const positions = new TextPositions(text);
  const out: ConfigEntry[] = [];
  // An array's items are where the key holding the array is.
  const visit = (value: unknown, path: string, place: JsonPlace | undefined, at: number): void => {
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const member = place?.members.get(k);
        visit(v, path ? `${path}${separator}${k}` : k, member, Array.isArray(value) ? at : (member?.at ?? at));
      }
    } else if (value !== null && path) out.push({ key: path, value: String(value), ...positions.position(at) });
  };
  const root = jsonKeyPlaces(json);
  visit(data, '', root, root.at);
  return out;
}

const ATTRIBUTE = (name: string): RegExp => new RegExp(String.raw`\b${name}\s*=\s*(?:"([^"]*)"|'([^']*)')`);
const KEY = ATTRIBUTE('key');
const VALUE = ATTRIBUTE('value');

/** The `<add key="…" value="…"/>` entries inside `<appSettings>` of a .NET Framework configuration file. */
export function parseAppSettings(text: string): ConfigEntry[] {
  const out: ConfigEntry[] = [];
  const section = /<appSettings\b[^>]*>([\s\S]*?)<\/appSettings>/i.exec(text);
  if (!section) return out;
  const start = section.index + section[0].indexOf(section[1] ?? '');
  // Line starts found once for the file: counting the newlines before each entry from the start made a
  // 20,000-entry web.config take seconds.
  const positions = new TextPositions(text);
  for (const add of (section[1] ?? '').matchAll(/<add\b[^>]*>/gi)) {
    const key = KEY.exec(add[0]);
    const value = VALUE.exec(add[0]);
    if (!key || !value) continue;
    out.push({ key: key[1] ?? key[2] ?? '', value: value[1] ?? value[2] ?? '', ...positions.position(start + (add.index ?? 0)) });
  }
  return out;
}
