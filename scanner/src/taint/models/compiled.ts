/**
 * Model rows compiled for lookup: regexes built once, sources and sanitizers indexed by name, and the
 * file prefilter derived from the rows' names (no hand-written prefilter for the engine).
 */
import type { PropagatorRow, Role, SanitizerRow, SinkRow, SourceRow, ModelFile } from './types.js';

export interface CompiledSink extends SinkRow {
  receivers?: RegExp[];
  receiverTailRe?: RegExp;
  receiverWordRe?: RegExp;
  fileMentionsRe?: RegExp;
}

export interface Models {
  sources: SourceRow[];
  sinks: CompiledSink[];
  sanitizers: SanitizerRow[];
  propagators: PropagatorRow[];
  /** Parameter name → role (req → request). */
  parameterRoles: Map<string, Role>;
  /** Parameter decorators → the source row (bound data) or role. */
  decorators: Map<string, SourceRow>;
  /** `${of}.${name}` → source row, for fields and getters. */
  fields: Map<string, SourceRow>;
  getters: Map<string, SourceRow>;
  globals: Map<string, SourceRow>;
  sanitizerByName: Map<string, SanitizerRow>;
  scalarTypes: Set<string>;
  propagatorByName: Map<string, PropagatorRow>;
  /** Whether a file's text may hold a flow the rows could report (see prefilter.ts). */
  prefilter: { source: RegExp; sinks: { row: CompiledSink; token: RegExp }[] };
}

/** A regex of the model dialect: a leading (?i) makes it case-insensitive. */
export function modelRegex(source: string): RegExp {
  return source.startsWith('(?i)') ? new RegExp(source.slice(4), 'i') : new RegExp(source);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A token regex that finds any of the names as a whole word (`$queryRawUnsafe` and `fs.promises` included). */
export function wordsToken(names: readonly string[]): RegExp {
  return new RegExp(`(?<![\\w$])(?:${[...new Set(names)].map(escape).join('|')})(?![\\w$])`);
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
  };
}

function indexBy<T extends { names: string[] }>(rows: readonly T[], key: (row: T, name: string) => string): Map<string, T> {
  const out = new Map<string, T>();
  for (const row of rows) for (const name of row.names) out.set(key(row, name), row);
  return out;
}

export function compileModels(files: readonly ModelFile[]): Models {
  const sources = files.flatMap((f) => f.sources ?? []);
  const sinks = files.flatMap((f) => f.sinks ?? []).map(compileSink);
  const sanitizers = files.flatMap((f) => f.sanitizers ?? []);
  const propagators = files.flatMap((f) => f.propagators ?? []);
  const of = (kind: SourceRow['kind']): SourceRow[] => sources.filter((s) => s.kind === kind);
  const sourceNames = [...of('parameter'), ...of('decorator'), ...of('global')].flatMap((s) => s.names);
  return {
    sources, sinks, sanitizers, propagators,
    parameterRoles: new Map(of('parameter').flatMap((s) => s.names.map((n) => [n, s.role as Role] as const))),
    decorators: indexBy(of('decorator'), (_, n) => n),
    fields: indexBy(of('field'), (s, n) => `${s.of}.${n}`),
    getters: indexBy(of('getter'), (s, n) => `${s.of}.${n}`),
    globals: indexBy(of('global'), (_, n) => n),
    sanitizerByName: indexBy(sanitizers.filter((s) => s.names) as (SanitizerRow & { names: string[] })[], (_, n) => n),
    scalarTypes: new Set(sanitizers.flatMap((s) => (s.clears === 'all' ? (s.types ?? []) : []))),
    propagatorByName: indexBy(propagators, (_, n) => n),
    prefilter: {
      source: wordsToken(sourceNames.length ? sourceNames : ['\u0000']),
      sinks: sinks.map((row) => ({ row, token: wordsToken(row.match.call ?? row.match.property ?? []) })),
    },
  };
}
