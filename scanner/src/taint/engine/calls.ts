/**
 * Calls, resolved in one order for every language: the models (a request getter is a source, a
 * sanitizer cleans, a sink is checked, a propagator decides the result), then the file's own code — a
 * class's constructor or an instance's method, or a helper: its summary for the same argument shape, else
 * its body inlined —, then a function of another file (its summary in the project index), and otherwise
 * "the result carries its inputs".
 */
import { isPathMethodNormalizer, isPathNormalizer, NORMALIZED_PATH } from '../allow-list.js';
import { lookup } from '../env.js';
import type { Expr, FunctionIR } from '../ir/nodes.js';
import type { CompiledSink } from '../models/compiled.js';
import { inputsPropagator, propagatesAs, safeTemplateVariables, sanitizerRow, sinkRowForCall } from '../models/match.js';
import { CLEAN, derive, flatten, isConst, join, joinTaint, sanitized, source, type Value } from '../value.js';
import { traceStep, type Ctx, type Frame } from './context.js';
import { evaluate, globalValue, ofUnknownOrigin, REQUEST_DATA, requestData } from './expressions.js';
import { calleeParts, type Callee } from './callee.js';
import { callFunction, resolveFunction, runInlineFunction } from './functions.js';
import { checkSinkRow } from './sink-check.js';
import { reportCallCheck, setCallFlag } from './call-checks.js';
import { applySummary, INSTANCE, linkedCallee, linkedInstance } from './cross-file.js';
import { startsWithFixedHost } from '../url-prefix.js';
import { knownPlacesCall } from './collections.js';
import { requestWrapperCall } from './request-wrapper.js';
import { foldStringMethod } from './string-methods.js';
import { settingsCall } from './settings-calls.js';
import { calleeSpellings, type Spelled } from './imported-names.js';

type Call = Extract<Expr, { k: 'call' }>;

/** The values of a call's arguments: positional in order, keyword by name (Python `shell=True`). */
interface Args {
  values: Value[];
  exprs: Expr[];
  named: Map<string, { value: Value; expr: Expr }>;
}

/** What one element of a collection holds (the parameter of a `forEach` callback). */
function elementOf(collection: Value): Value {
  return { ...joinTaint(flatten(collection), CLEAN) };
}

function evaluateArgs(call: Call, callee: Callee, recv: Value, ctx: Ctx, frame: Frame): Args {
  const out: Args = { values: [], exprs: [], named: new Map() };
  const elements = propagatesAs(ctx.models, callee.name, { callback: 'elements' });
  for (const a of call.args) {
    if (elements && a.value.k === 'function') runInlineFunction(a.value.fn, ctx, frame, [elementOf(recv)]);
    const value = elements && a.value.k === 'function' ? CLEAN : a.spread ? flatten(evaluate(a.value, ctx, frame)) : evaluate(a.value, ctx, frame);
    if (a.name) out.named.set(a.name, { value, expr: a.value });
    else {
      out.values.push(value);
      out.exprs.push(a.value);
    }
  }
  return out;
}

/** A sink's keyword arguments: those its row names, and the variables a Jinja2 template prints with |safe. */
function sinkKeywords(row: CompiledSink, receiverText: string, args: Args): string[] {
  const template = row.safeTemplate === 'receiver' ? receiverText : row.safeTemplate === 'first-argument' ? args.values[0]?.constant?.value : undefined;
  const names = [...(row.kwargs ?? []), ...(typeof template === 'string' ? safeTemplateVariables(template) : [])];
  return names.filter((n) => args.named.has(n));
}

/** An options object written at the call (`axios({ url, params })`): only the keys the row names reach the sink. */
function onlyKeys(value: Value, expr: Expr | undefined, keys: readonly string[] | undefined): Value {
  if (!keys || expr?.k !== 'map' || !value.entries) return value;
  return keys.reduce((acc, k) => join(acc, value.entries?.get(k) ?? CLEAN), value.rest ?? CLEAN);
}

function checkCallSink(ctx: Ctx, row: CompiledSink, call: Call, receiverText: string, args: Args): void {
  const values = args.values.map((v, i) => onlyKeys(v, args.exprs[i], row.match.objectKeys));
  const keys = sinkKeywords(row, receiverText, args);
  const extra = keys.map((k) => args.named.get(k) as { value: Value; expr: Expr });
  const positional = row.args?.map((i) => (i < 0 ? args.values.length + i : i));
  const indexes = positional && keys.length ? [...positional, ...keys.map((_, i) => args.values.length + i)] : positional;
  const spec = { ...row, ...(indexes ? { args: indexes } : {}) };
  checkSinkRow(ctx, spec, call.range, [...values, ...extra.map((e) => e.value)], [...args.exprs, ...extra.map((e) => e.expr)]);
}

/** What an argument reads or starts with, for rows with firstArgText: a constant, the leading constant of a built string, a name, a key. */
export function argumentText(e: Expr | undefined): string {
  if (!e) return '';
  if (e.k === 'const') return String(e.value);
  if (e.k === 'var' || e.k === 'member') return e.name;
  if (e.k === 'index') return e.text ?? argumentText(e.index);
  if (e.k === 'binary') return argumentText(e.left);
  return e.k === 'template' ? argumentText(e.parts[0]) : '';
}

/** The first of a call's spellings (as written, then as imported: imported-names.ts) that a model row of some kind names. */
function firstSpelling<T>(spellings: readonly Spelled[], row: (s: Spelled) => T | undefined): { row: T; as: Spelled } | undefined {
  for (const as of spellings) {
    const found = row(as);
    if (found !== undefined) return { row: found, as };
  }
  return undefined;
}

/** A model row for the call, if any: the value it gives, or undefined to go on resolving. */
function fromModels(call: Call, callee: Callee, recv: Value, args: Args, ctx: Ctx, frame: Frame): Value | undefined {
  const { models } = ctx;
  const { name, receiverText } = callee;
  const values = args.values;
  // A reader of request data that gives a number or a boolean (Symfony's `$request->query->getInt('n')`).
  if (recv.role === REQUEST_DATA) return propagatesAs(models, name, { result: 'clean' }) ? CLEAN : requestData(ctx, call.range, call.text, true);
  const getter = recv.role ? models.getters.get(`${recv.role}.${name}`) : undefined;
  if (getter) return getter.role ? { ...CLEAN, role: getter.role } : source(traceStep(ctx, call.range, 'source', `entrada: ${receiverText}.${name}()`));
  const spellings = calleeSpellings(callee, ctx, frame);
  const called = firstSpelling(spellings, (s) => models.calls.get(s.receiverText === '' ? s.name : `${s.receiverText}.${s.name}`));
  if (called) return globalValue(called.row, `${receiverText === '' ? '' : `${receiverText}.`}${name}()`, call.range, ctx);
  const configured = settingsCall(spellings, recv, args, ctx, frame);
  if (configured) return configured;
  // new URL('/painel', request.url): an absolute path against a base stays on the base's host, the one the
  // browser asked for, so redirecting there is not an open redirect.
  const [path, base] = values;
  if (name === 'URL' && receiverText === '' && path && base && (startsWithFixedHost(path) || path.cleanFor?.has('redirect'))) return join(path, sanitized(base, ['redirect']));
  const sinkRow = (): { row: CompiledSink; as: Spelled } | undefined =>
    firstSpelling(spellings, (s) => sinkRowForCall(models, { name: s.name, receiver: s.receiverText, receiverRole: recv.role, args: values, argIsObject: args.exprs.map((e) => e.k === 'map'), named: args.named, fileText: ctx.text, firstArgText: argumentText(args.exprs[0]) }));
  const cleaner = firstSpelling(spellings, (s) => sanitizerRow(models, s.name, s.receiverText))?.row;
  if (cleaner) {
    // A cleaner may be a check of its own (PHP's hash() gives no client data back, and names its algorithm).
    const check = sinkRow()?.row;
    if (check?.reportsCall) reportCallCheck(ctx, check, call.range, values, frame);
    return sanitized(values[cleaner.arg === -1 ? values.length - 1 : (cleaner.arg ?? 0)] ?? CLEAN, cleaner.clears);
  }
  // filepath.Clean("/" + nome): cleaning a rooted path removes every `..`.
  const first = args.exprs[0];
  if (name === 'Clean' && isPathNormalizer(receiverText, name) && first?.k === 'binary' && first.op === '+' && first.left.k === 'const' && String(first.left.value).startsWith('/')) return sanitized(values[0] ?? CLEAN, ['path']);
  // path.resolve, os.path.realpath: the role lets a later prefix check (`startsWith(BASE)`) clean the path.
  // Kotlin and Java: a java.nio Path's normalize() / a File's canonicalPath, called on the path itself.
  if (isPathNormalizer(receiverText.split('.').at(-1) ?? '', name) || ((ctx.module.language === 'kotlin' || ctx.module.language === 'java') && receiverText !== '' && isPathMethodNormalizer(name))) {
    return { ...derive([recv, ...values], () => traceStep(ctx, call.range, 'step', `${name}()`)), role: NORMALIZED_PATH };
  }
  if (setCallFlag(models, name, callee.receiver, values, frame)) return CLEAN;
  const matched = sinkRow();
  if (matched) {
    const { row: sink, as } = matched;
    if (sink.reportsCall) reportCallCheck(ctx, sink, call.range, values, frame);
    else if (sink.receiverIsSubject && callee.receiver) checkSinkRow(ctx, sink, call.range, [recv], [callee.receiver]);
    else checkCallSink(ctx, sink, call, as.receiverText, args);
    // A regex call checks its pattern and still hands back the subject's data (re.sub, re.split).
    const carried = inputsPropagator(models, as.name);
    if (!carried) return CLEAN;
    const inputs = carried.args ? carried.args.map((i) => values[i] ?? CLEAN) : [recv, ...values];
    return derive(inputs, () => traceStep(ctx, call.range, 'step', `${name}()`));
  }
  if (receiverText !== '' && propagatesAs(models, name, { result: 'clean' })) return CLEAN;
  // `partes.push(x)`, `codigos.append(x)`, `buf.write(x)`: the receiver now holds x too.
  // A fluent chain (`sb.Append(a).Append(b)`) writes the variable it starts from.
  const rootOf = (e: Expr | undefined): string | undefined => (e?.k === 'var' ? e.name : e?.k === 'call' && e.callee.k === 'member' && propagatesAs(models, e.callee.name, { result: 'receiver' }) ? rootOf(e.callee.object) : undefined);
  const target = rootOf(callee.receiver);
  const placed = knownPlacesCall(name, recv, values, callee.receiver?.k === 'var' && frame.env.has(callee.receiver.name) ? callee.receiver.name : undefined, frame);
  if (placed) return placed;
  if (target && frame.env.has(target) && propagatesAs(models, name, { result: 'receiver' })) {
    const obj = frame.env.get(target) as Value;
    frame.env.set(target, { ...obj, rest: [...values, ...[...args.named.values()].map((a) => a.value)].reduce((r, v) => join(r, flatten(v)), obj.rest ?? CLEAN) });
    // Java's writers hand the builder back (`sb.append(a).toString()`); elsewhere a write on a name returns no data (push's length).
    return callee.receiver?.k === 'var' && ctx.module.language !== 'java' ? CLEAN : frame.env.get(target);
  }
  // A map read under a constant key is that entry (or the default).
  if (name === 'get' && recv.entries && values[0] && isConst(values[0])) return recv.entries.get(String(values[0].constant.value)) ?? values[1] ?? CLEAN;
  // Properties loaded at run time are not seen: `props.getProperty(k, default)` is what the code can know.
  if (name === 'getProperty' && !recv.entries && values.length === 2 && isConst(values[1] as Value)) return values[1];
  return undefined;
}

/** Constructors by language: JavaScript's and Python's. */
const CONSTRUCTORS = ['constructor', '__init__'];

/**
 * A class of the file: `new C(req)` / `C(request)` runs its constructor into the class's object state and
 * gives an instance; `c.m()` on that instance runs C's method `m`. Undefined when the call is neither.
 */
function objectCall(callee: Callee, recv: Value, args: Args, ctx: Ctx): Value | undefined {
  const named = new Map([...args.named].map(([k, v]) => [k, v.value]));
  const className = recv.role?.startsWith(INSTANCE) ? recv.role.slice(INSTANCE.length) : undefined;
  if (className) {
    const method = ctx.methods.get(className)?.get(callee.name);
    return method ? callFunction(method, ctx.globals, args.values, ctx, named) : undefined;
  }
  const methods = callee.receiverText === '' ? ctx.methods.get(callee.name) : undefined;
  if (!methods) return undefined;
  // C#'s and Java's constructors bear the class's name.
  const constructor = [...CONSTRUCTORS, callee.name].map((n) => methods.get(n)).find(Boolean);
  if (constructor) callFunction(constructor, ctx.globals, args.values, ctx, named);
  return { ...CLEAN, role: `${INSTANCE}${callee.name}` };
}

export function resolveCall(call: Call, ctx: Ctx, frame: Frame): Value {
  const callee = calleeParts(call.callee);
  const { name, receiver, receiverText } = callee;
  // A receiver declared nowhere in the file is a module or a library object (fs, db), not data; a modelled global (Flask's request) is.
  const free = receiver?.k === 'var' && !frame.env.has(receiver.name) && !ctx.models.globals.has(receiver.name);
  const recv = receiver && !free ? evaluate(receiver, ctx, frame) : CLEAN;
  const args = evaluateArgs(call, callee, recv, ctx, frame);
  const folded = receiver ? foldStringMethod(name, recv, args.values) : undefined;
  if (folded) return folded;
  const modelled = fromModels(call, callee, recv, args, ctx, frame);
  if (modelled) return modelled;
  const instance = objectCall(callee, recv, args, ctx);
  if (instance) return instance.taint === 'tainted' ? derive([instance], () => traceStep(ctx, call.range, 'step', `retorno de ${name}()`)) : instance;
  const held = receiverText === '' && frame.env.has(name) ? (lookup(frame.env, name).callable as { fn: FunctionIR; scope: Frame } | undefined) : undefined;
  const helper = held ?? (/^(?:|this|self|cls)$/.test(receiverText) ? resolveFunction(name, frame, ctx) : undefined);
  if (helper) {
    const named = new Map([...args.named].map(([k, v]) => [k, v.value]));
    const result = callFunction(helper.fn, helper.scope, args.values, ctx, named);
    if (result) return result.taint === 'tainted' ? derive([result], () => traceStep(ctx, call.range, 'step', `retorno de ${name}()`)) : result;
  }
  // A function of another file: its summary from the project index.
  const linked = helper ? undefined : linkedCallee(callee, recv, ctx);
  if (linked) return applySummary(linked, call, args.values, new Map([...args.named].map(([k, v]) => [k, v.value])), ctx);
  const all = [...args.values, ...[...args.named.values()].map((a) => a.value)];
  const made = helper ? undefined : linkedInstance(callee, all, ctx);
  if (made) return made;
  const wrapped = requestWrapperCall(name, call.isNew === true, recv, all, ctx, call.range);
  if (wrapped) return wrapped;
  // The whole request handed to a function we cannot see: what comes back may well be client data.
  if (all.some((a) => a.role === 'request')) return ofUnknownOrigin(ctx, call.range, `retorno de ${name}() com a requisição (origem não vista no arquivo)`);
  return derive([recv, ...all], () => traceStep(ctx, call.range, 'step', `${name}()`));
}
