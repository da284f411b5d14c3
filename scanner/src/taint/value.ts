/**
 * Language-neutral abstract values of the taint analysis. A value is a constant (known on every
 * path), clean (unknown but not attacker-controlled), of unknown origin (a parameter nobody in the
 * file calls: reported as "sink presente"), or tainted (with the trace from its source).
 * Containers keep their elements so a constant put in a map or list stays a constant when read back.
 */
import { appendStep, type TraceStep } from './trace.js';

export type Taint = 'none' | 'unknown' | 'tainted';
export type Const = string | number | boolean | null;
/** The sink families a sanitizer can neutralize (an HTML encoder cleans XSS, not SQL). */
export type SinkKind = 'sql' | 'command' | 'ldap' | 'xpath' | 'path' | 'xss' | 'trust' | 'code' | 'ssrf' | 'nosql' | 'redirect' | 'regex' | 'template' | 'prototype' | 'check';

export interface Value {
  taint: Taint;
  trace: readonly TraceStep[];
  /** Sinks this tainted value is safe for, after a sanitizer. */
  cleanFor?: ReadonlySet<SinkKind>;
  /** Present only when the value is the same constant on every path. */
  constant?: { value: Const };
  /** Arrays and lists: elements by index (mutable: list.add writes here). */
  items?: Value[];
  /** Maps: values under constant keys, plus `rest` for values put under non-constant keys. */
  entries?: Map<string, Value>;
  rest?: Value;
  /** What the object is, when it matters to a source or sink ('request', 'writer', 'cookie', ...). */
  role?: string;
  /** Cookies: whether setSecure(true) / setHttpOnly(true) were seen (on every path, after a merge). */
  secure?: boolean;
  httpOnly?: boolean;
  /** A constant read from a configuration file of the tree: where the file writes it (engine/settings-calls.ts). */
  setting?: TraceStep;
  /** A function value (a Go func literal handed to a helper): the engine's function and the frame it closes over. */
  callable?: unknown;
}

const RANK: Record<Taint, number> = { none: 0, unknown: 1, tainted: 2 };

export const CLEAN: Value = Object.freeze({ taint: 'none', trace: [] }) as Value;

export function constant(value: Const): Value {
  return { taint: 'none', trace: [], constant: { value } };
}

export function isConst(v: Value): v is Value & { constant: { value: Const } } {
  return v.constant !== undefined && v.taint === 'none';
}

function intersect(a: ReadonlySet<SinkKind> | undefined, b: ReadonlySet<SinkKind> | undefined): ReadonlySet<SinkKind> | undefined {
  if (!a || !b) return undefined;
  const both = new Set([...a].filter((k) => b.has(k)));
  return both.size ? both : undefined;
}

/** The worse taint wins; a sanitizer only counts if every tainted input went through it. */
export function joinTaint(a: Value, b: Value): Pick<Value, 'taint' | 'trace' | 'cleanFor'> {
  if (RANK[a.taint] > RANK[b.taint]) return { taint: a.taint, trace: a.trace, cleanFor: a.cleanFor };
  if (RANK[b.taint] > RANK[a.taint]) return { taint: b.taint, trace: b.trace, cleanFor: b.cleanFor };
  return { taint: a.taint, trace: a.trace.length ? a.trace : b.trace, cleanFor: a.taint === 'none' ? undefined : intersect(a.cleanFor, b.cleanFor) };
}

/** Merge of two paths (if/else, loop, switch arms): constants survive only if equal on both. */
export function join(a: Value, b: Value): Value {
  if (a === b) return a;
  const out: Value = { ...joinTaint(a, b) };
  if (a.constant && b.constant && a.constant.value === b.constant.value) out.constant = a.constant;
  if (a.items && b.items) {
    const n = Math.max(a.items.length, b.items.length);
    out.items = Array.from({ length: n }, (_, i) => (a.items?.[i] && b.items?.[i] ? join(a.items[i], b.items[i]) : (a.items?.[i] ?? b.items?.[i]) as Value));
  }
  if (a.entries && b.entries) {
    out.entries = new Map(a.entries);
    for (const [k, v] of b.entries) out.entries.set(k, out.entries.has(k) ? join(out.entries.get(k) as Value, v) : v);
  }
  if (a.rest || b.rest) out.rest = join(a.rest ?? CLEAN, b.rest ?? CLEAN);
  if (a.role && a.role === b.role) out.role = a.role;
  if (a.role === 'cookie' || b.role === 'cookie') {
    out.secure = Boolean(a.secure) && Boolean(b.secure);
    out.httpOnly = Boolean(a.httpOnly) && Boolean(b.httpOnly);
  }
  return out;
}

export function joinAll(values: readonly Value[]): Value {
  return values.length ? values.reduce(join) : CLEAN;
}

/** Everything a container holds, as one value: what a sink or an unknown method sees. */
export function flatten(v: Value): Value {
  let out: Value = { ...joinTaint(v, CLEAN), ...(v.constant ? { constant: v.constant, ...(v.setting ? { setting: v.setting } : {}) } : {}) };
  for (const item of v.items ?? []) out = { ...joinTaint(out, flatten(item)) };
  for (const item of v.entries?.values() ?? []) out = { ...joinTaint(out, flatten(item)) };
  if (v.rest) out = { ...joinTaint(out, flatten(v.rest)) };
  return out;
}

/** A value derived from inputs (concatenation, a method call): tainted if any input is, with one more step. */
/** `step` is built only when the result is tainted: most values are clean and positions cost an N-API call. */
export function derive(inputs: readonly Value[], step: () => TraceStep, folded?: Const): Value {
  let taint = CLEAN as Pick<Value, 'taint' | 'trace' | 'cleanFor'>;
  for (const input of inputs) taint = joinTaint(taint as Value, flatten(input));
  if (taint.taint === 'none') return folded === undefined ? CLEAN : constant(folded);
  return { taint: taint.taint, trace: appendStep(taint.trace, step()), ...(taint.cleanFor ? { cleanFor: taint.cleanFor } : {}) };
}

export function sanitized(v: Value, kinds: readonly SinkKind[] | 'all'): Value {
  const flat = flatten(v);
  if (flat.taint === 'none' || kinds === 'all') return CLEAN;
  return { ...flat, cleanFor: new Set([...(flat.cleanFor ?? []), ...kinds]) };
}

export function source(step: TraceStep): Value {
  return { taint: 'tainted', trace: [step] };
}

/** Whether a value reaching a sink of this kind should be reported, and how. */
export function reachesAs(v: Value, kind: SinkKind): Taint {
  const flat = flatten(v);
  if (flat.taint === 'none' || flat.cleanFor?.has(kind)) return 'none';
  return flat.taint;
}

/** `obj[key]` (C#, PHP, the script languages): the element under a constant index or key, else all the container holds. */
export function elementAt(obj: Value, key: Value): Value {
  if (isConst(key)) {
    if (typeof key.constant.value === 'number' && obj.items?.[key.constant.value]) return obj.items[key.constant.value] as Value;
    const entry = obj.entries?.get(String(key.constant.value));
    if (entry) return entry;
  }
  return { ...joinTaint(flatten(obj), CLEAN) };
}

/** `obj[key]` in Go and Kotlin: a number reads a list, anything else a map, joined with what went in under unknown keys. */
export function elementOrRestAt(obj: Value, key: Value): Value {
  if (isConst(key)) {
    const found = typeof key.constant.value === 'number' ? obj.items?.[key.constant.value] : obj.entries?.get(String(key.constant.value));
    if (found) return join(found, obj.rest ?? CLEAN);
  }
  return { ...joinTaint(flatten(obj), CLEAN) };
}
