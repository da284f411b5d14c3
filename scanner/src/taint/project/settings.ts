/**
 * The configuration files of the scanned tree (`.properties`, `.ini`/`.cfg`/`.conf`, YAML, TOML, JSON,
 * a .NET `web.config`) as the engine reads them: a program that loads `app.properties` and reads a key gets
 * the value the tree's file gives it. A file is found by name (or by the end of its path); several files
 * of that name count only where they agree, and a key they disagree on is unknown (the engine then keeps
 * what the code alone says). Ambient settings (`IConfiguration`, viper) come from the files of their name
 * nearest the code (see ambient()).
 */
import type { ConfigEntry } from '../../config/entry.js';
import { parseConfig } from '../../config/parse-config.js';
import { configKind } from '../../files/classify.js';
import type { SettingRow } from '../models/types.js';
import type { TraceStep } from '../trace.js';
import { parseAppSettings, parseJsonSettings } from './settings-formats.js';

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

type Settings = Map<string, Setting>;

const XML_CONFIG = /(?:^|\/)(?:web|app)\.config$/i;
/** JSON read as settings: .NET's appsettings files, a `config.json`/`settings.json` and the files of a `config/` folder (npm's config), not package.json and the like. */
const SETTINGS_JSON = /(?:^|\/)(?:(?:appsettings(?:\.[\w-]+)?|config|settings)\.json|config\/[\w.-]+\.json)$/i;
/** Files an overlay pattern matches that are no environment: a template to copy (`.env.example`), npm config's map of variable names. */
const NOT_ENVIRONMENT = /\.(?:example|sample|template|dist|defaults?)(?:\.\w+)?$|^custom-environment-variables\./i;

/** The files of a tree that the engine may read settings from. */
export function isSettingsFile(file: string): boolean {
  const kind = configKind(file);
  return kind === 'properties' || kind === 'ini' || kind === 'yaml' || kind === 'toml' || kind === 'env' || SETTINGS_JSON.test(file) || XML_CONFIG.test(file);
}

/** A file's entries, nested keys joined by the separator; JSON with comments and trailing commas when its reader takes them. */
function entriesOf(file: string, text: string, separator: string, jsonc: boolean): ConfigEntry[] | undefined {
  if (/\.json$/i.test(file)) return parseJsonSettings(text, separator, jsonc);
  if (XML_CONFIG.test(file)) return parseAppSettings(text);
  const kind = configKind(file);
  if (kind !== 'properties' && kind !== 'ini' && kind !== 'yaml' && kind !== 'toml' && kind !== 'env') return undefined;
  const entries = parseConfig(kind, text);
  return separator === '.' || kind === 'properties' || kind === 'ini' || kind === 'env' ? entries : entries.map((e) => ({ ...e, key: e.key.split('.').join(separator) }));
}

/** The keys on which every one of the settings agrees (undefined when there are none to agree). */
function agreed(each: readonly Settings[]): Settings | undefined {
  const [first, ...others] = each;
  if (!first) return undefined;
  return new Map([...first].filter(([key, s]) => others.every((o) => o.get(key)?.value === s.value)));
}

const dirOf = (file: string): string => file.slice(0, Math.max(0, file.lastIndexOf('/')));
const base = (file: string): string => file.slice(file.lastIndexOf('/') + 1);
const literal = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const glob = (pattern: string): RegExp => new RegExp(`^${pattern.split('*').map(literal).join('[^/]*')}$`, 'i');

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
    const settings = agreed(matching.map((f) => readSettings(f, this.read(f), '.')).filter((s): s is Settings => s !== undefined));
    if (!settings) return undefined;
    if (configKind(path) !== 'ini') return { flat: settings, sections: new Map() };
    const sections = sectionsOf(settings);
    return { flat: new Map([...sections.values()].flatMap((s) => [...s])), sections };
  }

  /**
   * The settings an ambient row's files give the code of a module, keys in lower case: the files in the
   * nearest folder above the module that has a base file (a project's appsettings.json), itself or one of
   * the row's folders under it (a Spring module's src/main/resources), each environment's
   * overlay over them (appsettings.Development.json), and only the keys every environment agrees on. The
   * base alone is an environment too unless a Production overlay exists (.NET's default environment).
   * With no base file above the module, every base file of the tree must agree.
   */
  ambient(row: SettingRow, moduleFile: string): Settings | undefined {
    const key = `${row.id}|${dirOf(moduleFile)}`;
    if (!this.ambients.has(key)) {
      const names = (row.files ?? []).map(glob);
      const bases = this.files.filter((f) => names.some((n) => n.test(base(f))));
      // A folder above the code, or one of the row's folders under it (Spring's src/main/resources beside src/main/java).
      const holding = (above: string): string | undefined => [above, ...(row.folders ?? []).map((f) => (above ? `${above}/${f}` : f))].find((d) => bases.some((f) => dirOf(f) === d));
      let above: string | undefined = dirOf(moduleFile);
      let dir = holding(above);
      while (dir === undefined && above !== undefined) {
        above = above === '' ? undefined : dirOf(above);
        dir = above === undefined ? undefined : holding(above);
      }
      this.ambients.set(key, this.environments(row, dir === undefined ? bases : bases.filter((f) => dirOf(f) === dir), dir));
    }
    return this.ambients.get(key);
  }

  /** Ambient settings by row and module folder. */
  private readonly ambients = new Map<string, Settings | undefined>();

  private environments(row: SettingRow, bases: readonly string[], dir: string | undefined): Settings | undefined {
    const separator = row.separator ?? '.';
    const read = (f: string): Settings | undefined => lowerKeys(readSettings(f, this.read(f), separator, row.jsonc === true));
    // With `merge`, the files of one folder (or of one environment) are one configuration: Spring reads
    // application.properties and application.yml together, the first format of the row's files winning.
    const extensions = (row.files ?? []).map(extensionOf);
    const rank = (f: string): number => (extensions.indexOf(extensionOf(f)) + extensions.length + 1) % (extensions.length + 1);
    const together = (files: readonly string[]): Settings | undefined => {
      const each = [...files].sort((a, b) => rank(b) - rank(a)).map(read).filter((s): s is Settings => s !== undefined);
      return each.length ? new Map(each.flatMap((s) => [...s])) : undefined;
    };
    const grouped = (files: readonly string[], by: (f: string) => string): Settings[] =>
      (row.merge ? [...groupBy(files, by).values()].map(together) : files.map(read)).filter((s): s is Settings => s !== undefined);
    const common = agreed(grouped(bases, dirOf));
    const overlay = row.overlays === undefined || dir === undefined ? undefined : glob(row.overlays);
    const overlays = overlay ? this.files.filter((f) => dirOf(f) === dir && overlay.test(base(f)) && !NOT_ENVIRONMENT.test(base(f)) && !bases.includes(f)) : [];
    if (!common || !overlays.length) return common;
    const environment = (f: string): string => environmentOf(row.overlays ?? '', base(f));
    // The base naming the environments that run (Spring's spring.profiles.active=prod,metricas): only theirs apply, in order.
    // A placeholder (`${SPRING_PROFILES_ACTIVE:dev}`) is chosen at run time: every environment counts then.
    const named = row.active === undefined ? undefined : common.get(row.active.toLowerCase())?.value;
    const active = named?.includes('${') ? undefined : named?.split(',').map((p) => p.trim().toLowerCase()).filter(Boolean);
    if (active?.length) {
      const running = active.flatMap((name) => grouped(overlays.filter((f) => environment(f).toLowerCase() === name), environment));
      return new Map([common, ...running].flatMap((s) => [...s]));
    }
    const each = grouped(overlays, (f) => base(f).slice(0, base(f).length - extensionOf(f).length)).map((s) => new Map([...common, ...s]));
    return agreed(overlays.some((f) => PRODUCTION.test(environment(f))) ? each : [common, ...each]);
  }
}

/** An environment that runs in production (`.env.production`, `appsettings.Production.json`, `application-prod.yml`, `application-producao.properties`): with one, the base alone never runs. */
const PRODUCTION = /^(?:prod|production|produ[cç][aã]o|prd)(?:\.|$)/i;

/** The environment an overlay file is for: what its pattern's first `*` stands for (`prod` of `application-prod.yml` under `application-*.*`). */
function environmentOf(pattern: string, name: string): string {
  const [head = '', ...tail] = pattern.split('*').map(literal);
  return new RegExp(`^${head}([^/]*?)${tail.join('[^/]*')}$`, 'i').exec(name)?.[1] ?? name;
}

const extensionOf = (file: string): string => /\.[^./]*$/.exec(base(file))?.[0].toLowerCase() ?? '';

function groupBy(files: readonly string[], by: (f: string) => string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of files) out.set(by(f), [...(out.get(by(f)) ?? []), f]);
  return out;
}

function lowerKeys(settings: Settings | undefined): Settings | undefined {
  return settings && new Map([...settings].map(([k, s]) => [k.toLowerCase(), s]));
}

function readSettings(file: string, text: string | undefined, separator: string, jsonc = false): Settings | undefined {
  const entries = text === undefined ? undefined : entriesOf(file, text, separator, jsonc);
  if (!entries) return undefined;
  const out: Settings = new Map();
  for (const e of entries) out.set(e.key, { value: e.value, at: { file, line: e.line, column: e.column, kind: 'source', note: `configuração: ${e.key}` } });
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
