/**
 * Configuration a program reads at run time from a file of the tree (models' `settings` rows): after
 * `props.load(getResourceAsStream("app.properties"))`, `props.getProperty("hash.algoritmo", "SHA-256")`
 * is the value the tree's app.properties writes, so the checks of constants (a weak hash named by the
 * file) see what will run. A file the tree lacks, or several of that name that disagree, leave the read
 * to what the code alone says (its default). Ambient settings are loaded by the framework, not the code:
 * an `IConfiguration` parameter or the `viper` package reads appsettings.json or config.yaml by key, and
 * Spring fills a `@Value("${crypto.hash}")` field or parameter with one key of application.properties.
 */
import type { AnnotationArgs, Expr } from '../ir/nodes.js';
import type { CompiledSetting } from '../models/compiled.js';
import type { Setting, SettingsFile } from '../project/settings.js';
import { CLEAN, constant, type Value } from '../value.js';
import { bindValue } from './bind.js';
import type { Callee } from './callee.js';
import type { Ctx, Frame } from './context.js';
import { importOf, receiverTexts, type Spelled } from './imported-names.js';

/** An object holding settings: made empty (`new Properties()`), then loaded from a file. */
export const SETTINGS = 'settings';
/** A stream opened on a configuration file the program names (the role carries the name). */
const OPENED = 'settings-file:';

interface CallArgs {
  values: readonly Value[];
  named: ReadonlyMap<string, { value: Value }>;
}

const text = (v: Value | undefined): string | undefined => (typeof v?.constant?.value === 'string' ? v.constant.value : undefined);

function settingValue(s: Setting): Value {
  return { ...constant(s.value), setting: s.at };
}

function asEntries(settings: ReadonlyMap<string, Setting>): Map<string, Value> {
  return new Map([...settings].map(([k, s]) => [k, settingValue(s)]));
}

/** A key's entry; ambient settings keep their keys in lower case (.NET's and viper's keys ignore case). */
function entryOf(settings: Value | undefined, key: string | undefined): Value | undefined {
  return key === undefined ? undefined : (settings?.entries?.get(key) ?? settings?.entries?.get(key.toLowerCase()));
}

/** A row's receiver, as the code writes it or as the module imports it (`o.environ` after `import os as o`). */
function receiverMatches(row: CompiledSetting, texts: readonly string[]): boolean {
  return !row.receiverRe || texts.some((t) => row.receiverRe?.test(t));
}

/** The settings an ambient row gives this module's code, or undefined when the tree has none of its files. */
function ambientValue(row: CompiledSetting, ctx: Ctx): Value | undefined {
  const settings = ctx.settings?.ambient(row, ctx.module.file);
  return settings && { ...CLEAN, role: SETTINGS, entries: asEntries(settings) };
}

/**
 * One key of ambient settings a framework fills a field or parameter with (`@Value("${crypto.hash:SHA-256}")`):
 * the files' value, else the annotation's default, else nothing known.
 */
function injectedValue(args: AnnotationArgs, ctx: Ctx): Value | undefined {
  for (const [annotation, text] of Object.entries(args)) {
    for (const row of ctx.models.injectedByName.get(annotation) ?? []) {
      const groups = row.placeholderRe?.exec(text)?.groups;
      const from = row.from === undefined ? undefined : ctx.models.ambientById.get(row.from);
      if (!groups?.key || !from) continue;
      const found = ctx.settings?.ambient(from, ctx.module.file)?.get(groups.key.trim().toLowerCase());
      return found ? settingValue(found) : groups.fallback !== undefined ? constant(groups.fallback) : CLEAN;
    }
  }
  return undefined;
}

/**
 * A parameter or field the framework fills with settings: one key named by an annotation (`injected` rows),
 * or all of them by its declared type (`IConfiguration configuration`, `Environment env`).
 */
export function ambientParameter(p: { type?: string; annotationArgs?: AnnotationArgs }, ctx: Ctx): Value | undefined {
  const injected = p.annotationArgs && injectedValue(p.annotationArgs, ctx);
  if (injected) return injected;
  const row = p.type ? ctx.models.ambientByName.get(p.type)?.[0] : undefined;
  return row && ambientValue(row, ctx);
}

/** A property holding ambient settings (`builder.Configuration`, `ConfigurationManager.AppSettings`); its receiver's text is asked only for such a name. */
export function ambientMember(name: string, receiverText: () => string, ctx: Ctx, frame: Frame): Value | undefined {
  const rows = ctx.models.ambientByMember.get(name);
  if (!rows) return undefined;
  const texts = receiverTexts(receiverText(), ctx, frame);
  const row = rows.find((r) => receiverMatches(r, texts));
  return row && ambientValue(row, ctx);
}

/** An entry of settings a framework object holds beside its role (`$_SERVER`), by its key in lower case; an object the code built keeps its keys' case. */
export function settingEntry(obj: Value, key: string): Value | undefined {
  const found = obj.role === undefined ? undefined : obj.entries?.get(key.toLowerCase());
  return found?.setting ? found : undefined;
}

/** `settings["Crypto:Algorithm"]` on a settings object; undefined for any other object. */
export function settingAt(obj: Value, key: Value): Value | undefined {
  return obj.role === SETTINGS ? (entryOf(obj, text(key)) ?? CLEAN) : undefined;
}

/** The entries under a key (`crypto.` of `crypto.hash`), keyed by the rest; none when no key is under it. */
function under(settings: Value, key: string, separator: string): Map<string, Value> {
  const prefix = `${key.toLowerCase()}${separator}`;
  return new Map([...(settings.entries ?? [])].filter(([k]) => k.toLowerCase().startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));
}

/**
 * A section's own value (`GetSection("Crypto:Algorithm").Value`) when a value row names the property, else
 * a key read as a property (`process.env.HASH`, case-insensitive for ambient settings) or the dotted keys
 * under it (`config.crypto.hash` over npm config's nested JSON); undefined otherwise.
 */
export function settingsMember(obj: Value, name: string, ctx: Ctx): Value | undefined {
  if (obj.role !== SETTINGS) return undefined;
  if (!ctx.models.settingsByName.get(name)?.some((r) => r.kind === 'value')) {
    const nested = entryOf(obj, name) ? undefined : under(obj, name, '.');
    return nested?.size ? { ...CLEAN, role: SETTINGS, entries: nested } : entryOf(obj, name);
  }
  return obj.constant ? { ...constant(obj.constant.value), ...(obj.setting ? { setting: obj.setting } : {}) } : CLEAN;
}

/**
 * A name that holds ambient settings (PHP's `$_ENV`, Go's `viper`), or that the module imports from the
 * row's package (`const config = require('config')`).
 */
export function ambientVariable(name: string, ctx: Ctx): Value | undefined {
  const imported = importOf(name, ctx);
  // What the import names, under any local name: `from os import environ as E` is environ; the package
  // itself (`import cfg from 'config'`, `const config = require('config')`) goes by its module's name.
  const importedName = imported && (imported.imported === '*' || imported.imported === 'default' ? imported.module : imported.imported);
  const row =
    ctx.models.ambientByName.get(name)?.find((r) => r.module === undefined) ??
    (importedName === undefined ? undefined : ctx.models.ambientByName.get(importedName)?.find((r) => r.module === imported?.module));
  return row && ambientValue(row, ctx);
}

/** The settings under a key, with the key's own value when it has one. */
function section(row: CompiledSetting, recv: Value, args: CallArgs): Value | undefined {
  const key = text(args.values[row.key ?? 0])?.toLowerCase();
  if (recv.role !== SETTINGS || key === undefined) return undefined;
  const own = entryOf(recv, key);
  return { ...(own ?? CLEAN), role: SETTINGS, entries: under(recv, key, row.separator ?? '.') };
}

/** The settings object a load gives: entries by key, or by section then key. */
function loaded(file: SettingsFile, sections: boolean): Value {
  // A .properties file has no sections: a reader that groups by section sees its keys as written.
  const entries = sections && file.sections.size ? new Map([...file.sections].map(([name, keys]) => [name, { ...CLEAN, entries: asEntries(keys) }])) : asEntries(file.flat);
  return { ...CLEAN, role: SETTINGS, entries };
}

function wantsSections(row: CompiledSetting, values: readonly Value[]): boolean {
  return typeof row.sections === 'number' ? values[row.sections]?.constant?.value === true : row.sections === true;
}

function load(row: CompiledSetting, callee: Callee, recv: Value, args: CallArgs, ctx: Ctx, frame: Frame): Value | undefined {
  const named = args.values[row.arg ?? 0];
  const name = named?.role?.startsWith(OPENED) ? named.role.slice(OPENED.length) : text(named);
  const file = name === undefined ? undefined : ctx.settings?.file(name);
  // A loader that names no file reads the ambient row's (`Dotenv.load()`, `godotenv.Read()`: the nearest .env).
  const from = name === undefined && row.from !== undefined ? ctx.models.ambientById.get(row.from) : undefined;
  if (row.into === 'result') return file ? loaded(file, wantsSections(row, args.values)) : from && ambientValue(from, ctx);
  const target: Expr | undefined = callee.receiver;
  if (recv.role !== SETTINGS) return undefined;
  const settings = file && loaded(file, wantsSections(row, args.values));
  if (target?.k === 'var' && frame.env.has(target.name)) {
    if (settings) frame.env.set(target.name, settings);
  } else if (target?.k === 'member') {
    // A field (`this.config.load(...)` in a constructor): the object's state holds the settings for its other methods.
    if (settings) bindValue(target, settings, ctx, frame);
  } else return undefined;
  return CLEAN;
}

function read(row: CompiledSetting, recv: Value, args: CallArgs): Value | undefined {
  if (recv.role !== SETTINGS) return undefined;
  // A read of the environment that names no key gives all of it, a map (`System.getenv().get("X")`, PHP's `getenv()['X']`).
  if (row.from !== undefined && args.values.length <= (row.key ?? 0)) return recv;
  const scope = row.section === undefined ? recv : entryOf(recv, text(args.values[row.section]));
  const found = entryOf(scope, text(args.values[row.key ?? 0]));
  const fallback = typeof row.fallback === 'string' ? args.named.get(row.fallback)?.value : row.fallback === undefined ? undefined : args.values[row.fallback];
  // Go's comma-ok read: the value and whether the files give the key (a default the code sets when not runs only then).
  if (row.found) return { ...CLEAN, items: [found ?? CLEAN, constant(found !== undefined)] };
  return found ?? fallback ?? CLEAN;
}

/**
 * The settings a read or section call reads: its receiver's, or a package object's holding ambient settings
 * (`viper.GetString("k")`), or those of the ambient row the read row names (`getenv("K")`, `env('K')`).
 */
function ambientReceiver(row: CompiledSetting, callee: Callee, recv: Value, ctx: Ctx): Value {
  if (recv.role === SETTINGS) return recv;
  const from = row.from === undefined ? undefined : ctx.models.ambientById.get(row.from);
  if (from) return ambientValue(from, ctx) ?? recv;
  return (callee.receiver?.k === 'var' ? ambientVariable(callee.receiver.name, ctx) : undefined) ?? recv;
}

/** A row with a `module` names a plain call only when the file imports it from there (`from os import getenv`). */
function importedWhenBare(row: CompiledSetting, spelled: Spelled): boolean {
  return row.module === undefined || spelled.receiverText !== '' || spelled.module === row.module;
}

/** The value of a call that makes, opens, loads or reads configuration; undefined when no row applies. */
export function settingsCall(spellings: readonly Spelled[], recv: Value, args: CallArgs, ctx: Ctx, frame: Frame): Value | undefined {
  for (const callee of spellings) {
    for (const row of ctx.models.settingsByName.get(callee.name) ?? []) {
      if (!receiverMatches(row, [callee.receiverText]) || !importedWhenBare(row, callee)) continue;
      if (row.kind === 'make') return { ...CLEAN, role: SETTINGS, entries: new Map() };
      const name = text(args.values[row.arg ?? 0]);
      if (row.kind === 'open' && name !== undefined) return { ...CLEAN, role: `${OPENED}${name}` };
      const settings = row.kind === 'read' || row.kind === 'section' ? ambientReceiver(row, callee, recv, ctx) : recv;
      const value = row.kind === 'load' ? load(row, callee, recv, args, ctx, frame) : row.kind === 'read' ? read(row, settings, args) : row.kind === 'section' ? section(row, settings, args) : undefined;
      if (value) return value;
    }
  }
  return undefined;
}
