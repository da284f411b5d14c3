/**
 * The formats the engine reads settings from beyond the scanner's configuration checks (src/config):
 * JSON flattened as .NET and viper flatten it (nested objects joined by a separator, an array's items by
 * index), and the `<appSettings>` of a .NET Framework `web.config`/`app.config`. Each entry keeps the line
 * of its key, for the finding's trace.
 */
import type { ConfigEntry } from '../../config/entry.js';
import { TextPositions } from '../../detectors/text-position.js';

/** Line and column (1-based) of the first `"key"` at or after a line, searching on from the previous key. */
function locator(text: string): (key: string) => { line: number; column: number } {
  const lines = text.split('\n');
  let cursor = 0;
  return (key) => {
    const quoted = JSON.stringify(key);
    for (const from of [cursor, 0]) {
      for (let i = from; i < lines.length; i += 1) {
        const column = (lines[i] ?? '').indexOf(quoted);
        if (column >= 0) {
          cursor = i;
          return { line: i + 1, column: column + 1 };
        }
      }
    }
    return { line: 1, column: 1 };
  };
}

/** A JSON document's scalars by flattened key (`Crypto:Algorithm`, `Hosts:0`); an invalid file has none. */
export function parseJsonSettings(text: string, separator: string): ConfigEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return [];
  }
  const at = locator(text);
  const out: ConfigEntry[] = [];
  const visit = (value: unknown, path: string, leaf: string): void => {
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}${separator}${k}` : k, Array.isArray(value) ? leaf : k);
    } else if (value !== null && path) out.push({ key: path, value: String(value), ...at(leaf) });
  };
  visit(data, '', '');
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
