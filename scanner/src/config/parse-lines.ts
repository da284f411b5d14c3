/**
 * Line-oriented formats: Java/Spring `.properties`, `.env`, `.ini`/`.conf` (with `[section]` prefixes).
 * Hand-written because these formats are one `key = value` per line and a library would add nothing.
 */
import { unquote, type ConfigEntry } from './entry.js';

/** `.properties`: `key=value`, `key: value` or `key value`; `#`/`!` comments; `\` continues a line. */
export function parseProperties(text: string): ConfigEntry[] {
  const entries: ConfigEntry[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const first = i;
    let line = (lines[i] ?? '').replace(/\r$/, '');
    if (/^\s*(?:[#!]|$)/.test(line)) continue;
    while (/(?<!\\)\\$/.test(line) && i + 1 < lines.length) line = line.slice(0, -1) + (lines[++i] ?? '').replace(/\r$/, '').trimStart();
    const m = /^(\s*)((?:\\.|[^\s=:\\])+)\s*[=:\s]\s*(.*)$/.exec(line);
    if (m) entries.push({ key: (m[2] ?? '').replace(/\\(.)/g, '$1'), value: (m[3] ?? '').trim(), line: first + 1, column: (m[1] ?? '').length + 1 });
  }
  return entries;
}

/** `.env`: `[export] KEY=value`, quotes removed, `#` comments (also trailing ones after an unquoted value). */
export function parseEnv(text: string): ConfigEntry[] {
  return keyValueLines(text, /^(\s*(?:export\s+)?)([A-Za-z_][\w.-]*)\s*=\s*(.*)$/, () => '');
}

/** `.ini`/`.conf`/`.cfg`: `key = value` (or `key: value`) under `[section]`, which prefixes the key. */
export function parseIni(text: string): ConfigEntry[] {
  let section = '';
  return keyValueLines(text, /^(\s*)([\w.-]+)\s*[=:]\s*(.*)$/, (line) => {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line)?.[1];
    if (header !== undefined) section = `${header.trim()}.`;
    return section;
  });
}

function keyValueLines(text: string, pattern: RegExp, prefix: (line: string) => string): ConfigEntry[] {
  const entries: ConfigEntry[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    const scope = prefix(line);
    if (/^\s*[#;]/.test(line)) return;
    const m = pattern.exec(line);
    if (!m) return;
    const rawValue = (m[3] ?? '').trim();
    const value = /^["']/.test(rawValue) ? unquote(rawValue) : rawValue.replace(/\s+[#;].*$/, '');
    entries.push({ key: scope + (m[2] ?? ''), value, line: index + 1, column: (m[1] ?? '').length + 1 });
  });
  return entries;
}
