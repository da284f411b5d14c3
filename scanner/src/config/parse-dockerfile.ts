/**
 * Dockerfile `ENV`/`ARG` settings and the inline `VAR=value` of `RUN` commands (e.g.
 * `RUN NODE_TLS_REJECT_UNAUTHORIZED=0 npm ci`), as entries for the common setting checks.
 */
import { unquote, type ConfigEntry } from './entry.js';

const PAIR = /([A-Za-z_][\w.-]*)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)/g;

export function parseDockerfileSettings(text: string): ConfigEntry[] {
  const entries: ConfigEntry[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    const m = /^(\s*)(ENV|ARG|RUN)\s+(.*)$/i.exec(line);
    if (!m) return;
    const column = (m[1] ?? '').length + 1;
    const instruction = (m[2] ?? '').toUpperCase();
    const rest = m[3] ?? '';
    // Legacy form `ENV KEY value` (one pair, the rest of the line is the value).
    const legacy = instruction === 'ENV' && /^([A-Za-z_][\w.-]*)\s+([^=]*)$/.exec(rest);
    if (legacy) {
      entries.push({ key: legacy[1] ?? '', value: unquote(legacy[2] ?? ''), line: index + 1, column });
      return;
    }
    // RUN: only assignments at the start of a command (`VAR=x cmd`, `export VAR=x`), not arguments like `--opt=x`.
    const source = instruction === 'RUN' ? [...rest.matchAll(/(?:^|[;&|]\s*|\bexport\s+)((?:[A-Za-z_]\w*=\S*(?:\s+|$))+)/g)].map((r) => r[1] ?? '').join(' ') : rest;
    for (const pair of source.matchAll(PAIR)) entries.push({ key: pair[1] ?? '', value: unquote(pair[2] ?? ''), line: index + 1, column });
  });
  return entries;
}
