/**
 * TOML with `smol-toml` (values, arrays of tables, dotted keys). smol-toml keeps no positions, so each
 * entry's line is found by its last key segment, searching forward from the previous entry.
 */
import { parse } from 'smol-toml';
import type { ConfigEntry } from './entry.js';

export function parseTomlSettings(text: string): ConfigEntry[] {
  let data: unknown;
  try {
    data = parse(text);
  } catch {
    return []; // an invalid file is not a configuration we can judge
  }
  const lines = text.split('\n');
  const entries: ConfigEntry[] = [];
  let cursor = 0;
  const locate = (leaf: string) => {
    const pattern = new RegExp(String.raw`^(\s*)(?:[\w."'-]*\.)?["']?${leaf.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\s*=`);
    for (let i = cursor; i < lines.length; i += 1) {
      const m = pattern.exec(lines[i] ?? '');
      if (m) { cursor = i + 1; return { line: i + 1, column: (m[1] ?? '').length + 1 }; }
    }
    // Dotted keys may add to a table defined earlier: search from the top once more.
    if (cursor > 0) { cursor = 0; return locate(leaf); }
    return undefined;
  };
  const visit = (value: unknown, path: string, leaf: string) => {
    if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v instanceof Date)) {
      // A list of scalars sits on one key: locate it once.
      const where = locate(leaf);
      if (where) for (const item of value) entries.push({ key: path, value: String(item), ...where });
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, path, leaf);
    } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k, k);
    } else {
      const where = locate(leaf);
      if (where) entries.push({ key: path, value: String(value), ...where });
    }
  };
  visit(data, '', '');
  return entries;
}
