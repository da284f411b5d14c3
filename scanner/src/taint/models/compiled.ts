/**
 * Model rows compiled for lookup: regexes built once, sources and sanitizers indexed by name, and the
 * file prefilter derived from the rows' names (no hand-written prefilter for the engine).
 */
import { callSpellings, spellingsOf, type Spellings } from './spellings.js';
import type { CallFlag, PropagatorRow, Role, SanitizerRow, SettingRow, SinkRow, SourceRow, ModelFile } from './types.js';

export interface CompiledSink extends SinkRow {
  receivers?: RegExp[];
  receiverTailRe?: RegExp;
  receiverWordRe?: RegExp;
  fileMentionsRe?: RegExp;
  unlessFileMentionsRe?: RegExp;
  constArgsRe?: (RegExp | null)[];
  firstArgTextRe?: RegExp;
}

export interface Models {
  sources: SourceRow[];
  sinks: CompiledSink[];
  sanitizers: SanitizerRow[];
  propagators: PropagatorRow[];
  /** Parameter name → role (req → request). */
  parameterRoles: Map<string, Role>;
  /** Declared parameter type → role (Go: *http.Request → request). */
  parameterTypes: Map<string, Role>;
  /** Parameter decorators → the source row (bound data) or role. */
  decorators: Map<string, SourceRow>;
  /** `${of}.${name}` → source row, for fields and getters. */
  fields: Map<string, SourceRow>;
  getters: Map<string, SourceRow>;
  globals: Map<string, SourceRow>;
  /** Plain functions whose result is a source (input()). */
  calls: Map<string, SourceRow>;
  /** Decorators (last segment) whose function's parameters are bound from the request. */
  routes: Map<string, SourceRow>;
  sanitizerByName: Map<string, SanitizerRow>;
  /** Validators by `name` or `receiver.name`: inside `if v(x)` the argument they bound is clean. */
  guardByName: Map<string, SanitizerRow>;
  /** Validators that are methods of any receiver, by method name (several shapes may share one: Kotlin's `matches`). */
  guardsOnAnyReceiver: Map<string, SanitizerRow[]>;
  scalarTypes: Set<string>;
  /** Method name → the propagator rows that name it (a method can both return a scalar and run a callback). */
  propagatorsByName: Map<string, PropagatorRow[]>;
  /** Calls that make, open, load or read configuration (engine/settings-calls.ts), by name. */
  settingsByName: Map<string, CompiledSetting[]>;
  /** Settings no code loads (engine/settings-calls.ts): by the parameter type or package object that holds them, and by the property that does. */
  ambientByName: Map<string, CompiledSetting[]>;
  ambientByMember: Map<string, CompiledSetting[]>;
  /** Fields and parameters a framework fills with a setting, by annotation name; ambient rows by id (the files an injected row reads). */
  injectedByName: Map<string, CompiledSetting[]>;
  ambientById: Map<string, CompiledSetting>;
  /** Setter names of the check rows' flags (setSecure → secure), see engine/call-checks.ts. */
  flagSetters: Map<string, CallFlag>;
  /** Whether a file's text may hold a flow the rows could report (see prefilter.ts). */
  prefilter: { source: RegExp; sinks: { row: CompiledSink; token: RegExp; names: Set<string> }[]; names: Set<string> };
}

/** A regex of the model dialect: a leading (?i) makes it case-insensitive. */
export function modelRegex(source: string): RegExp {
  return source.startsWith('(?i)') ? new RegExp(source.slice(4), 'i') : new RegExp(source);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A member access in the token regexes: `.`, and PHP's `->`, `?->` and `::`. */
const MEMBER = '(?:\\.|\\??->|::)';

const alternation = (names: readonly string[]): string => [...new Set(names)].map(escape).join('|');

/** A token regex that finds any of the names as a whole word (`$queryRawUnsafe` and `fs.promises` included). */
export function wordsToken(names: readonly string[]): RegExp {
  return new RegExp(`(?<![\\w$])(?:${alternation(names)})(?![\\w$])`);
}

/** The text a receiver regex stands for, when it is anchored at both ends (`^(?:fs|fsp)$`), for a token. */
function anchoredReceivers(row: CompiledSink): string | undefined {
  if (row.match.receiverRole || !row.receivers) return undefined;
  const sources = row.receivers.map((r) => r.source);
  if (!sources.every((r) => /^\^.*\$$/.test(r) && !r.includes('(?!') && !r.includes('(?<'))) return undefined;
  return sources.map((r) => r.slice(1, -1)).join('|');
}

/**
 * What a sink row needs in the text: for a call, `receiver.name(` when the row names the receiver (its
 * text, last segment or words), `name(` when it may be a plain call, else `.name(`; for a property, its
 * assignment (`.innerHTML =`) or, on any object, its key (`__html:`).
 */
function sinkToken(row: CompiledSink, spellings: Spellings | undefined): RegExp {
  const token = callToken(row);
  const other = callSpellings(spellings, [...(row.match.call ?? []), ...(row.match.returnOf ?? [])]);
  return other.length ? new RegExp([token.source, ...other].join('|'), token.flags) : token;
}

function callToken(row: CompiledSink): RegExp {
  const m = row.match;
  if (m.nestedIndexWrite) return /\]\s*\[[^\]\n]+\]\s*=(?!=)/;
  if (m.returnOf) return new RegExp(`@[\\w.]*\\.(?:${alternation(m.returnOf)})\\(`);
  if (m.property) {
    const names = alternation(m.property);
    const asKey = !row.receivers && !m.receiverRootRole ? `|(?<![\\w$])(?:${names})\\s*:` : '';
    return new RegExp(`\\.\\s*(?:${names})\\s*=(?!=)${asKey}`);
  }
  const names = alternation(m.call ?? []);
  const strip = (re: RegExp | undefined): string | undefined => re?.source.replace(/^\^|\$$/g, '');
  // A receiver anchored at both ends is a whole expression, so its text starts a word: saying so spares
  // the regex a try at every character (`\w*vm` backtracks through each word of the file).
  const anchored = anchoredReceivers(row);
  const receiver = strip(row.receiverWordRe) ?? strip(row.receiverTailRe) ?? (anchored === undefined ? undefined : `(?<![\\w$])(?:${anchored})`);
  const bare = row.receivers?.some((r) => r.test('')) ?? (!m.receiverRole && !m.receiverTail && !m.receiverWord);
  const flags = row.receiverWordRe ? 'i' : '';
  // The receiver may be a call itself (getConnection().query(, knex('contas').whereRaw(), and type
  // arguments may stand between the name and the call (`EvaluateAsync<decimal>(`, `Query<Conta>(`).
  const generic = '(?:\\s*<[\\w\\s,.?\\[\\]<>]*>)?';
  const open = callOpening(row);
  if (receiver !== undefined && !bare) return new RegExp(`(?:${receiver})(?:\\([^()]*\\))?\\s*${MEMBER}\\s*(?:${names})${generic}\\s*${open}`, flags);
  return new RegExp(`${bare ? '(?<![\\w$])' : `${MEMBER}\\s*`}(?:${names})${generic}\\s*${open}`);
}

/**
 * The opening of a sink call: a row whose only subject is the first argument needs one that is neither
 * a lone string literal (`require('./x')` in every CommonJS file) nor a function written there
 * (`setTimeout(() => ...)`): neither carries client data. A template or an interpolated string can.
 */
function callOpening(row: CompiledSink): string {
  const m = row.match;
  const firstOnly = row.args?.length === 1 && row.args[0] === 0 && !row.kwargs?.length && !row.receiverIsSubject && !row.safeTemplate && m.firstArgLiteral === undefined && !m.objectKeys;
  // A double-quoted string with a `$` may interpolate a variable (Kotlin, PHP).
  const literal = `(?:'[^'\\n]*'|"[^"\\n$]*")\\s*\\)`;
  const fn = '(?:async\\s+)?(?:function\\b|\\([^()]*\\)\\s*=>|[\\w$]+\\s*=>)';
  return firstOnly ? `\\((?!\\s*(?:${literal}|${fn}))` : '\\(';
}

/**
 * What a source needs in the text: a request field or getter read on a handler parameter or a request
 * global (`req.query`, `ctx.request.body`, `request.args`), the request taken whole (`= req;`), a
 * decorator (`@Query(`), a route decorator (`@app.get(`) or a global.
 */
function sourceToken(sources: readonly SourceRow[], spellings: Spellings | undefined, attributes = false): RegExp {
  // Data of unknown origin (the command line, the terminal) is reported only by sinks that open the file anyway.
  const of = (kind: SourceRow['kind']): SourceRow[] => sources.filter((s) => s.kind === kind && s.origin !== 'unknown');
  const params = [...of('parameter'), ...of('global')].filter((s) => s.role === 'request' || s.role === 'server').flatMap((s) => s.names);
  const members = [...of('field'), ...of('getter')].filter((s) => s.of === 'request' || s.of === 'server').flatMap((s) => s.names);
  const alternatives = [
    ...(params.length && members.length ? [`(?<![\\w$])(?:${alternation(params)})(?:\\s*${MEMBER}\\s*(?:${alternation(members)}))+(?![\\w$])`, `=\\s*(?:${alternation(params)})\\s*[;\\n]`] : []),
    // Go: a handler is known by its parameter's type (`*http.Request`, `*gin.Context`).
    ...(of('type').length ? [alternation(of('type').flatMap((s) => s.names))] : []),
    // Kotlin binds a parameter with a bare `@RequestParam`, without parentheses.
    ...(of('decorator').length ? [`@(?:${alternation(of('decorator').flatMap((s) => s.names))})(?:\\(|\\s)`] : []),
    ...(of('global').some((s) => !s.role) ? [alternation(of('global').filter((s) => !s.role).flatMap((s) => s.names))] : []),
    ...(of('call').length ? [`(?<![\\w$.])(?:${alternation(of('call').flatMap((s) => s.names))})\\s*\\(`] : []),
    ...(of('route').length ? [`@[\\w.]+\\.(?:${alternation(of('route').flatMap((s) => s.names))})\\(`] : []),
    ...of('route').flatMap((s) => s.names.flatMap((n) => spellings?.routes[n] ?? [])),
    ...(spellings?.globalEntries ? of('global').filter((s) => s.role === 'request' || s.role === 'server').map((s) => `(?<![\\w$])(?:${alternation(s.names)})\\s*\\[`) : []),
    // C#: attributes are written `[FromQuery]`, `[HttpGet("x")]`; a controller is known by its base (`: ControllerBase`).
    ...(attributes ? [`[\\[,:]\\s*(?:${alternation([...of('decorator'), ...of('route')].flatMap((s) => s.names))})\\b`, `\\.Map(?:Get|Post|Put|Delete|Patch|Methods)\\s*\\(`] : []),
  ];
  return new RegExp(alternatives.length ? alternatives.join('|') : '(?!)');
}

/** The words the sink rows name (calls, receivers): an import's alias of one of them can hide a token (import-aliases.ts). */
function namesInToken(row: CompiledSink): Set<string> {
  const receivers = [...(row.receivers ?? []), ...(row.receiverTailRe ? [row.receiverTailRe] : [])].flatMap((re) => re.source.match(/[A-Za-z_]\w*/g) ?? []);
  return new Set([...(row.match.call ?? []), ...(row.match.property ?? []), ...receivers]);
}

function compileSink(row: SinkRow): CompiledSink {
  const m = row.match;
  const receivers = m.receiver === undefined ? undefined : (Array.isArray(m.receiver) ? m.receiver : [m.receiver]).map(modelRegex);
  return {
    ...row,
    ...(receivers ? { receivers } : {}),
    ...(m.receiverTail ? { receiverTailRe: modelRegex(m.receiverTail) } : {}),
    ...(m.receiverWord ? { receiverWordRe: modelRegex(m.receiverWord) } : {}),
    ...(m.fileMentions ? { fileMentionsRe: modelRegex(m.fileMentions) } : {}),
    ...(m.unlessFileMentions ? { unlessFileMentionsRe: modelRegex(m.unlessFileMentions) } : {}),
    ...(m.firstArgText ? { firstArgTextRe: modelRegex(m.firstArgText) } : {}),
    ...(m.constArgs ? { constArgsRe: m.constArgs.map((r) => (r === null ? null : modelRegex(r))) } : {}),
  };
}

function indexBy<T extends { names: string[] }>(rows: readonly T[], key: (row: T, name: string) => string): Map<string, T> {
  const out = new Map<string, T>();
  for (const row of rows) for (const name of row.names) out.set(key(row, name), row);
  return out;
}

function groupByName<T extends { names: string[] }>(rows: readonly T[], namesOf: (row: T) => readonly string[] = (row) => row.names): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) for (const n of namesOf(row)) out.set(n, [...(out.get(n) ?? []), row]);
  return out;
}

/** A settings row with its receiver regex compiled once (it is tested at every call and member of its names). */
export type CompiledSetting = SettingRow & { receiverRe?: RegExp; placeholderRe?: RegExp };

function compileSettings(files: readonly ModelFile[]): CompiledSetting[] {
  return files.flatMap((f) => f.settings ?? []).map((row) => ({
    ...row,
    ...(row.receiver === undefined ? {} : { receiverRe: modelRegex(row.receiver) }),
    ...(row.placeholder === undefined ? {} : { placeholderRe: modelRegex(row.placeholder) }),
  }));
}

export function compileModels(files: readonly ModelFile[]): Models {
  const sources = files.flatMap((f) => f.sources ?? []);
  const sinks = files.flatMap((f) => f.sinks ?? []).map(compileSink);
  const settings = compileSettings(files);
  const ambient = settings.filter((r) => r.kind === 'ambient');
  const sanitizers = files.flatMap((f) => f.sanitizers ?? []);
  const propagators = files.flatMap((f) => f.propagators ?? []);
  const of = (kind: SourceRow['kind']): SourceRow[] => sources.filter((s) => s.kind === kind);
  const spellings = spellingsOf(files[0]?.language);
  const sinkTokens = sinks.map((row) => ({ row, token: sinkToken(row, spellings), names: namesInToken(row) }));
  return {
    sources, sinks, sanitizers, propagators,
    parameterRoles: new Map(of('parameter').flatMap((s) => s.names.map((n) => [n, s.role as Role] as const))),
    parameterTypes: new Map(of('type').flatMap((s) => s.names.map((n) => [n, s.role as Role] as const))),
    decorators: indexBy(of('decorator'), (_, n) => n),
    fields: indexBy(of('field'), (s, n) => `${s.of}.${n}`),
    getters: indexBy(of('getter'), (s, n) => `${s.of}.${n}`),
    globals: indexBy(of('global'), (_, n) => n),
    calls: indexBy(of('call'), (_, n) => n),
    routes: indexBy(of('route'), (_, n) => n),
    sanitizerByName: indexBy(sanitizers.filter((s) => s.names && !s.guard) as (SanitizerRow & { names: string[] })[], (_, n) => n),
    guardByName: indexBy(sanitizers.filter((s) => s.names && s.guard && !s.anyReceiver) as (SanitizerRow & { names: string[] })[], (_, n) => n),
    guardsOnAnyReceiver: groupByName(sanitizers.filter((s) => s.guard && s.anyReceiver) as (SanitizerRow & { names: string[] })[]),
    scalarTypes: new Set(sanitizers.flatMap((s) => (s.clears === 'all' ? (s.types ?? []) : []))),
    propagatorsByName: groupByName(propagators),
    settingsByName: groupByName(settings.filter((r) => r.kind !== 'ambient' && r.kind !== 'injected')),
    ambientByName: groupByName(ambient),
    ambientByMember: groupByName(ambient, (r) => r.members ?? []),
    injectedByName: groupByName(settings.filter((r) => r.kind === 'injected')),
    ambientById: new Map(ambient.map((r) => [r.id, r])),
    flagSetters: new Map(sinks.flatMap((s) => (s.argFlags ?? []).map((f) => [f.setter, f.flag] as const))),
    prefilter: { source: sourceToken(sources, spellings, files.some((f) => f.language === 'csharp')), sinks: sinkTokens, names: new Set(sinkTokens.flatMap((s) => [...s.names])) },
  };
}
