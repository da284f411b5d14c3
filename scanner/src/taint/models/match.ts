/** Which model row a call, an assignment or a name is: the only place rows are matched against code. */
import { words } from '../languages/sink-families.js';
import type { Value } from '../value.js';
import type { CompiledSink, Models } from './compiled.js';
import type { PropagatorRow, SanitizerRow, SourceRow } from './types.js';

export interface CallSite {
  name: string;
  /** The receiver's source text ('' for a plain call). */
  receiver: string;
  receiverRole?: string;
  args: readonly Value[];
  /** Whether each argument is written as an object literal. */
  argIsObject: readonly boolean[];
  /** Keyword arguments (Python): `shell=True`. */
  named?: ReadonlyMap<string, { value: Value }>;
  fileText: string;
  /** The first argument's text, for rows with firstArgText (see argumentText in engine/calls.ts). */
  firstArgText?: string;
}

export interface AssignmentSite {
  property: string;
  receiver: string;
  /** Role of the receiver's first name (`ctx` in `ctx.response.body`). */
  rootRole?: string;
  value: Value;
  fileText: string;
}

function receiverMatches(row: CompiledSink, receiver: string, role: string | undefined): boolean {
  const m = row.match;
  const byText = row.receivers?.some((r) => r.test(receiver));
  const byRole = m.receiverRole !== undefined && role === m.receiverRole;
  if (row.receivers && m.receiverRole) return Boolean(byText) || byRole;
  if (row.receivers) return Boolean(byText);
  if (m.receiverRole) return byRole;
  return true;
}

function common(row: CompiledSink, receiver: string, role: string | undefined, fileText: string): boolean {
  if (!receiverMatches(row, receiver, role)) return false;
  if (row.receiverTailRe && !row.receiverTailRe.test(receiver.split('.').at(-1) ?? '')) return false;
  if (row.receiverWordRe && !words(receiver).some((w) => row.receiverWordRe?.test(w))) return false;
  if (row.unlessFileMentionsRe?.test(fileText)) return false;
  return !row.fileMentionsRe || row.fileMentionsRe.test(fileText);
}

export function sinkRowForCall(models: Models, site: CallSite): CompiledSink | undefined {
  return models.sinks.find((row) => {
    const m = row.match;
    if (!m.call?.includes(site.name) || !common(row, site.receiver, site.receiverRole, site.fileText)) return false;
    if (m.firstArgNotObject && site.argIsObject[0]) return false;
    if (m.firstArgLiteral !== undefined && (typeof site.args[0]?.constant?.value === 'string') !== m.firstArgLiteral) return false;
    if (m.firstArgRole && site.args[0]?.role !== m.firstArgRole) return false;
    if (m.argCount !== undefined && site.args.length !== m.argCount) return false;
    if (row.firstArgTextRe && !row.firstArgTextRe.test(site.firstArgText ?? '')) return false;
    if (m.fromSetting && !site.args.some((a) => a?.setting)) return false;
    if (row.constArgsRe && !row.constArgsRe.every((re, i) => re === null || (typeof site.args[i]?.constant?.value === 'string' && re.test(String(site.args[i]?.constant?.value))))) return false;
    if (!m.optionTrue) return true;
    const option = m.optionTrue;
    return site.named?.get(option)?.value.constant?.value === true || site.args.some((a) => a.entries?.get(option)?.constant?.value === true);
  });
}

export function sinkForAssignment(models: Models, site: AssignmentSite): CompiledSink | undefined {
  return models.sinks.find((row) => {
    const m = row.match;
    if (!m.property?.includes(site.property) || !common(row, site.receiver, undefined, site.fileText)) return false;
    if (m.receiverRootRole && site.rootRole !== m.receiverRootRole) return false;
    return !(m.valueNotCollection && (site.value.entries || site.value.items));
  });
}

/** The row of a write two computed keys deep (`obj[a][b] = v`), if the language has one. */
export function sinkForNestedIndexWrite(models: Models): CompiledSink | undefined {
  return models.sinks.find((row) => row.match.nestedIndexWrite);
}

/** A key of an object literal that is a sink whatever the object (`{ __html: x }`). */
export function sinkForObjectKey(models: Models, key: string): CompiledSink | undefined {
  return models.sinks.find((row) => row.match.property?.includes(key) && !row.receivers && !row.match.receiverRootRole);
}

/** The sink of a function's returned string, by its decorators' last segments (a Flask view's body). */
export function sinkRowForReturn(models: Models, decorators: readonly string[]): CompiledSink | undefined {
  const tails = decorators.map((d) => d.split('.').at(-1) ?? '');
  return models.sinks.find((row) => row.match.returnOf?.some((name) => tails.includes(name)));
}

/** Variables a Jinja2 template prints without escaping: `{{ nome|safe }}`, `{{ nome | e | safe }}`. */
export function safeTemplateVariables(template: string): string[] {
  return [...template.matchAll(/\{\{-?\s*([A-Za-z_]\w*)[^}]*?\|\s*safe\b/g)].map((m) => m[1] ?? '');
}

/** The field row of a role under a name, exact or by a name ending in `*` (`HTTP_*`: every request header in $_SERVER). */
export function fieldRow(models: Models, role: string, name: string): SourceRow | undefined {
  const exact = models.fields.get(`${role}.${name}`);
  if (exact) return exact;
  for (const [key, row] of models.fields) if (key.endsWith('*') && `${role}.${name}`.startsWith(key.slice(0, -1))) return row;
  return undefined;
}

/** `receiver.name`, its last segment `.name`, or a plain `name()`. */
export function sanitizerRow(models: Models, name: string, receiver: string): SanitizerRow | undefined {
  const tail = receiver.split('.').at(-1) ?? '';
  return models.sanitizerByName.get(`${receiver}.${name}`) ?? models.sanitizerByName.get(`${tail}.${name}`) ?? (receiver === '' ? models.sanitizerByName.get(name) : undefined);
}

/** The propagator rows of a method with the given effect. */
export function propagatesAs(models: Models, name: string, effect: Pick<PropagatorRow, 'result' | 'callback'>): boolean {
  return (models.propagatorsByName.get(name) ?? []).some((row) => (effect.result === undefined || row.result === effect.result) && (effect.callback === undefined || row.callback === effect.callback));
}

/** The row that makes a call's result carry its inputs (`re.sub`), if any. */
export function inputsPropagator(models: Models, name: string): PropagatorRow | undefined {
  return (models.propagatorsByName.get(name) ?? []).find((row) => row.result === 'inputs');
}

/** Whether a call never returns (`abort(400)`, `sys.exit()`): matched as `receiver.name`, its last segment, or a plain `name`. */
export function exitsPath(models: Models, name: string, receiver: string): boolean {
  const tail = receiver.split('.').at(-1) ?? '';
  const keys = receiver === '' ? [name] : [`${receiver}.${name}`, `${tail}.${name}`];
  return keys.some((k) => propagatesAs(models, k, { result: 'exits' }));
}

