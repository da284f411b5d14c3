/**
 * The configuration files of the scanned tree (`.properties`, `.ini`/`.cfg`/`.conf`) as the engine reads
 * them: a program that loads `app.properties` and reads a key gets the value the tree's file gives it.
 * A file is found by name (or by the end of its path); several files of that name count only where they
 * agree, and a key they disagree on is unknown (the engine then keeps what the code alone says).
 */
import { parseConfig } from '../../config/parse-config.js';
import { configKind } from '../../files/classify.js';
import type { TraceStep } from '../trace.js';

/** One setting: its value and where the file writes it (the first step of a finding's trace). */
export interface Setting {
  value: string;
  at: TraceStep;
}

/** A file's settings: by key as a flat reader sees them (an `.ini`'s without their section), and an `.ini`'s by section. */
export interface SettingsFile {
  flat: Map<string, Setting>;
  sections: Map<string, Map<string, Setting>>;
}

/** The files of a tree that the engine may read settings from. */
export function isSettingsFile(file: string): boolean {
  const kind = configKind(file);
  return kind === 'properties' || kind === 'ini';
}

/** What a program names (`classpath:/conf/app.properties`, `./app.ini`) as a path to look for at the end of the tree's paths. */
function wanted(name: string): string {
  return name.replace(/\\/g, '/').replace(/^classpath\*?:/, '').replace(/^(?:\.?\/)+/, '');
}

export class ProjectSettings {
  private readonly parsed = new Map<string, SettingsFile | undefined>();

  constructor(private readonly files: readonly string[], private readonly read: (file: string) => string | undefined) {}

  /** The settings of the file the program names, or undefined when no file of the tree has that name. */
  file(name: string): SettingsFile | undefined {
    const path = wanted(name);
    if (!path) return undefined;
    if (!this.parsed.has(path)) this.parsed.set(path, this.load(path));
    return this.parsed.get(path);
  }

  private load(path: string): SettingsFile | undefined {
    const matching = this.files.filter((f) => f === path || f.endsWith(`/${path}`));
    const each = matching.map((f) => readSettings(f, this.read(f))).filter((s): s is Map<string, Setting> => s !== undefined);
    if (!each.length) return undefined;
    const [first, ...others] = each as [Map<string, Setting>, ...Map<string, Setting>[]];
    const settings = new Map([...first].filter(([key, s]) => others.every((o) => o.get(key)?.value === s.value)));
    if (configKind(path) === 'properties') return { flat: settings, sections: new Map() };
    const sections = sectionsOf(settings);
    return { flat: new Map([...sections.values()].flatMap((s) => [...s])), sections };
  }
}

function readSettings(file: string, text: string | undefined): Map<string, Setting> | undefined {
  const kind = configKind(file);
  if (text === undefined || (kind !== 'properties' && kind !== 'ini')) return undefined;
  const out = new Map<string, Setting>();
  for (const e of parseConfig(kind, text)) out.set(e.key, { value: e.value, at: { file, line: e.line, column: e.column, kind: 'source', note: `configuração: ${e.key}` } });
  return out;
}

/** `.ini` keys grouped by section (the reader prefixes a key with `section.`; a section's name has no dot here). */
function sectionsOf(settings: Map<string, Setting>): Map<string, Map<string, Setting>> {
  const out = new Map<string, Map<string, Setting>>();
  for (const [key, s] of settings) {
    const dot = key.indexOf('.');
    if (dot <= 0) continue;
    const section = key.slice(0, dot);
    out.set(section, (out.get(section) ?? new Map()).set(key.slice(dot + 1), s));
  }
  return out;
}
