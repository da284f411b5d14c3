/**
 * Configuration a program reads at run time from a file of the tree (models' `settings` rows): after
 * `props.load(getResourceAsStream("app.properties"))`, `props.getProperty("hash.algoritmo", "SHA-256")`
 * is the value the tree's app.properties writes, so the checks of constants (a weak hash named by the
 * file) see what will run. A file the tree lacks, or several of that name that disagree, leave the read
 * to what the code alone says (its default).
 */
import type { Expr } from '../ir/nodes.js';
import type { SettingRow } from '../models/types.js';
import type { Setting, SettingsFile } from '../project/settings.js';
import { CLEAN, constant, type Value } from '../value.js';
import type { Callee } from './callee.js';
import type { Ctx, Frame } from './context.js';

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

/** The settings object a load gives: entries by key, or by section then key. */
function loaded(file: SettingsFile, sections: boolean): Value {
  // A .properties file has no sections: a reader that groups by section sees its keys as written.
  const entries = sections && file.sections.size ? new Map([...file.sections].map(([name, keys]) => [name, { ...CLEAN, entries: asEntries(keys) }])) : asEntries(file.flat);
  return { ...CLEAN, role: SETTINGS, entries };
}

function wantsSections(row: SettingRow, values: readonly Value[]): boolean {
  return typeof row.sections === 'number' ? values[row.sections]?.constant?.value === true : row.sections === true;
}

function load(row: SettingRow, callee: Callee, recv: Value, args: CallArgs, ctx: Ctx, frame: Frame): Value | undefined {
  const named = args.values[row.arg ?? 0];
  const name = named?.role?.startsWith(OPENED) ? named.role.slice(OPENED.length) : text(named);
  const file = name === undefined ? undefined : ctx.settings?.file(name);
  if (row.into === 'result') return file ? loaded(file, wantsSections(row, args.values)) : undefined;
  const target: Expr | undefined = callee.receiver;
  if (recv.role !== SETTINGS || target?.k !== 'var' || !frame.env.has(target.name)) return undefined;
  if (file) frame.env.set(target.name, loaded(file, wantsSections(row, args.values)));
  return CLEAN;
}

function read(row: SettingRow, recv: Value, args: CallArgs): Value | undefined {
  if (recv.role !== SETTINGS) return undefined;
  const scope = row.section === undefined ? recv : recv.entries?.get(text(args.values[row.section]) ?? '');
  const found = scope?.entries?.get(text(args.values[row.key ?? 0]) ?? '');
  const fallback = typeof row.fallback === 'string' ? args.named.get(row.fallback)?.value : row.fallback === undefined ? undefined : args.values[row.fallback];
  return found ?? fallback ?? CLEAN;
}

/** The value of a call that makes, opens, loads or reads configuration; undefined when no row applies. */
export function settingsCall(callee: Callee, recv: Value, args: CallArgs, ctx: Ctx, frame: Frame): Value | undefined {
  for (const row of ctx.models.settingsByName.get(callee.name) ?? []) {
    if (row.kind === 'make') return { ...CLEAN, role: SETTINGS, entries: new Map() };
    const name = text(args.values[row.arg ?? 0]);
    if (row.kind === 'open' && name !== undefined) return { ...CLEAN, role: `${OPENED}${name}` };
    const value = row.kind === 'load' ? load(row, callee, recv, args, ctx, frame) : row.kind === 'read' ? read(row, recv, args) : undefined;
    if (value) return value;
  }
  return undefined;
}
