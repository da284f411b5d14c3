/**
 * Method calls and constructors: sources, sanitizers, containers, string builders, helper methods of
 * the same file (interpreted with the caller's argument values, so the result depends on exactly the
 * parameters that reach the return), sinks, and by default "the result carries the inputs' taint".
 */
import type { SgNode } from '@ast-grep/napi';
import {
  BUILDER_TYPES, COOKIE_TYPE, LIST_TYPES, MAP_TYPES, REQUEST_SOURCES, REQUEST_TYPE, RESPONSE_TYPE, SANITIZERS, SCALAR_METHODS,
  QUIET_WHEN_UNKNOWN, SESSION_TYPE, URL_ENCODERS, sinkForCall, sinkForConstructor, type SinkSpec,
} from '../languages/java.js';
import { isPathMethodNormalizer, NORMALIZED_PATH } from '../allow-list.js';
import { appendStep } from '../trace.js';
import { sinkTrace, worstArgument } from '../report.js';
import { CLEAN, constant, derive, flatten, isConst, join, sanitized, source, type Value } from '../value.js';
import { checkCryptoCall, checkCryptoConstructor } from './checks.js';
import { simpleType, stepAt, type Ctx, type Frame } from './context.js';
import { elementAt, evalExpr } from './expressions.js';
import { namedChildren } from './parser.js';
import { runMethod } from './statements.js';
import { foldStringMethod } from '../engine/string-methods.js';

export interface CallInfo {
  node: SgNode;
  name: string;
  receiver?: SgNode;
  receiverText: string;
  receiverType?: string;
  recv: Value;
  args: Value[];
  argNodes: SgNode[];
}

function declaredType(node: SgNode | undefined, ctx: Ctx): string | undefined {
  return node?.kind() === 'identifier' ? ctx.types.get(node.text()) : undefined;
}

/** Reports a sink reached by tainted data, or by data of unknown origin ("sink presente"). */
export function checkSink(spec: SinkSpec, node: SgNode, args: readonly Value[], argNodes: readonly SgNode[], ctx: Ctx): void {
  const worst = worstArgument(spec, args, argNodes, node);
  if (!worst || (worst.value.taint !== 'tainted' && QUIET_WHEN_UNKNOWN.has(spec.kind))) return;
  const trace = sinkTrace(worst.value, stepAt(ctx, node, 'sink', spec.note));
  // Data of unknown origin concatenated into SQL or a command right at the call is still "montado com
  // strings" (what the pattern rules always reported); otherwise only the sink is certain.
  const builtHere = worst.node.kind() === 'binary_expression' && (spec.kind === 'sql' || spec.kind === 'command') && /"/.test(worst.node.text());
  ctx.report({ rule: worst.value.taint === 'tainted' || builtHere ? spec.rule : spec.sinkRule, node, trace });
}

/** The variable at the start of a builder chain (sb in sb.append(a).append(b)), to update it in place. */
function rootVariable(node: SgNode | undefined): string | undefined {
  let current = node;
  while (current?.kind() === 'method_invocation') current = current.field('object') ?? undefined;
  return current?.kind() === 'identifier' ? current.text() : undefined;
}

function updateVariable(call: CallInfo, value: Value, frame: Frame): void {
  const root = rootVariable(call.receiver);
  if (root && frame.env.has(root)) frame.env.set(root, value);
}

const BUILDER_MUTATORS = new Set(['append', 'insert', 'replace', 'appendCodePoint']);
const BUILDER_KEEP = new Set(['reverse', 'deleteCharAt', 'delete', 'setLength', 'setCharAt', 'trimToSize']);

function builderCall(call: CallInfo, ctx: Ctx, frame: Frame): Value | undefined {
  const { name, recv, args, node } = call;
  if (recv.role !== 'builder' && !BUILDER_TYPES.test(call.receiverType ?? '')) return undefined;
  if (BUILDER_MUTATORS.has(name)) {
    const value = args.at(-1) as Value;
    const folded = isConst(recv) && isConst(value) ? `${recv.constant.value}${value.constant.value}` : undefined;
    const next = { ...derive([recv, value], () => stepAt(ctx, node, 'step', `${name} em StringBuilder`), name === 'append' ? folded : undefined), role: 'builder' };
    updateVariable(call, next, frame);
    return next;
  }
  if (BUILDER_KEEP.has(name)) return recv;
  if (name === 'toString') return { ...recv, role: undefined };
  return undefined;
}

const LIST_ADD = new Set(['add', 'addElement', 'push', 'offer', 'addLast', 'offerLast']);
const LIST_TAKE_FIRST = new Set(['poll', 'pop', 'peek', 'getFirst', 'element', 'firstElement', 'remove', 'pollFirst', 'removeFirst']);
const CONTAINER_VIEWS = new Set(['iterator', 'listIterator', 'values', 'keySet', 'entrySet', 'stream', 'toArray', 'subList', 'elements', 'descendingIterator', 'clone']);

function containerCall(call: CallInfo, frame: Frame): Value | undefined {
  const { name, recv, args } = call;
  const [a0 = CLEAN, a1 = CLEAN] = args;
  const isList = recv.items !== undefined || LIST_TYPES.test(call.receiverType ?? '') || /(?:^|\.)(?:List|Set|Collection|Queue|Deque)\b/.test(call.receiverType ?? '');
  const isMap = recv.entries !== undefined || MAP_TYPES.test(call.receiverType ?? '') || /(?:^|\.)Map\b/.test(call.receiverType ?? '');
  if (name === 'getProperty' && args.length === 2) {
    // Properties loaded at run time are not seen; the default in the code is what the analysis can know.
    const key = a0;
    return isConst(key) && recv.entries?.has(String(key.constant.value)) ? recv.entries.get(String(key.constant.value)) : a1;
  }
  if (!isList && !isMap) return undefined;
  const root = rootVariable(call.receiver) ?? (call.receiver?.kind() === 'identifier' ? call.receiver.text() : undefined);
  if (isMap && (name === 'put' || name === 'setProperty' || name === 'putIfAbsent') && args.length === 2) {
    const [key, value] = [a0, a1];
    if (recv.entries && isConst(key)) recv.entries.set(String(key.constant.value), value);
    else if (recv.entries) recv.rest = join(recv.rest ?? CLEAN, value);
    else if (root) frame.env.set(root, join(recv, value));
    return CLEAN;
  }
  if (isMap && (name === 'get' || name === 'getProperty' || name === 'getOrDefault' || name === 'remove') && args.length >= 1) {
    const key = a0;
    const found = isConst(key) ? recv.entries?.get(String(key.constant.value)) : undefined;
    if (found) return join(found, recv.rest ?? CLEAN);
    return a1 ? join(flatten(recv), a1) : flatten(recv);
  }
  if (isList && LIST_ADD.has(name) && args.length >= 1) {
    const value = args.at(-1) as Value;
    const index = args.length === 2 && isConst(a0) && typeof a0.constant.value === 'number' ? a0.constant.value : undefined;
    if (recv.items && index !== undefined) recv.items.splice(index, 0, value);
    else if (recv.items) recv.items.push(value);
    else if (root) frame.env.set(root, join(recv, value));
    return CLEAN;
  }
  if (isList && name === 'addFirst' && recv.items) { recv.items.unshift(a0 ?? CLEAN); return CLEAN; }
  if (isList && name === 'set' && args.length === 2 && recv.items && isConst(a0)) {
    const old = elementAt(recv, Number(a0.constant.value));
    recv.items[Number(a0.constant.value)] = a1;
    return old;
  }
  if (isList && (name === 'get' || name === 'elementAt' || (name === 'remove' && args.length === 1))) {
    const index = isConst(a0) && typeof a0.constant.value === 'number' ? a0.constant.value : undefined;
    const value = elementAt(recv, index);
    if (name === 'remove' && recv.items && index !== undefined) recv.items.splice(index, 1);
    return value;
  }
  if (isList && LIST_TAKE_FIRST.has(name) && args.length === 0) {
    const value = elementAt(recv, 0);
    if (name !== 'peek' && name !== 'getFirst' && name !== 'element' && name !== 'firstElement') recv.items?.shift();
    return value;
  }
  if (isList && (name === 'getLast' || name === 'lastElement' || name === 'peekLast')) return elementAt(recv, recv.items ? recv.items.length - 1 : undefined);
  if (name === 'addAll' && args.length >= 1) {
    if (recv.items) recv.items.push(flatten(args.at(-1) as Value));
    else if (root) frame.env.set(root, join(recv, flatten(args.at(-1) as Value)));
    return CLEAN;
  }
  if (name === 'clear' && recv.items) { recv.items.length = 0; return CLEAN; }
  if (CONTAINER_VIEWS.has(name)) return recv;
  return undefined;
}

const WRAPPER_GETTER = /^get\w*(?:Param|Header|Cookie|Query|Input|Body|Part)/;

function sourceCall(call: CallInfo, ctx: Ctx): Value | undefined {
  const { name, recv, receiverText, receiverType = '' } = call;
  // An object built around the request (a wrapper or helper from another file, not seen here): its
  // getters named like the request's own (getParameter, getHeader, getCookie, getQuery...) read it.
  if (recv.role === 'request-wrapper' && WRAPPER_GETTER.test(name)) return source(stepAt(ctx, call.node, 'source', `entrada: ${name} (objeto que envolve a requisição)`));
  if (!REQUEST_SOURCES.has(name)) return undefined;
  if (recv.role !== 'request' && !REQUEST_TYPE.test(receiverType) && !/req/i.test(receiverText)) return undefined;
  return source(stepAt(ctx, call.node, 'source', `entrada: request.${name}`));
}

/** Objects whose role a later call needs: the response's writer, the session, the runtime. */
function roleOf(call: CallInfo): string | undefined {
  const { name, recv, receiverText, receiverType = '' } = call;
  const onResponse = recv.role === 'response' || RESPONSE_TYPE.test(receiverType) || /resp/i.test(receiverText);
  if ((name === 'getWriter' || name === 'getOutputStream') && onResponse) return 'writer';
  if (name === 'getSession' && (recv.role === 'request' || REQUEST_TYPE.test(receiverType) || /req/i.test(receiverText))) return 'session';
  if (name === 'getRuntime' && /Runtime$/.test(receiverText)) return 'runtime';
  return undefined;
}

function cookieCall(call: CallInfo, ctx: Ctx): void {
  const { name, recv, args } = call;
  const flag = isConst(args[0] ?? CLEAN) && (args[0] as Value).constant?.value === true;
  if (name === 'setSecure' && recv.role === 'cookie') recv.secure = flag;
  if (name === 'setHttpOnly' && recv.role === 'cookie') recv.httpOnly = flag;
  const cookie = args[0];
  if (name !== 'addCookie' || cookie?.role !== 'cookie' || !(recv.role === 'response' || /resp/i.test(call.receiverText))) return;
  if (!cookie.secure) ctx.report({ rule: 'cookie-insecure', node: call.node });
  if (!cookie.httpOnly) ctx.report({ rule: 'cookie-no-httponly', node: call.node });
}

function localMethod(call: CallInfo, ctx: Ctx): SgNode | undefined {
  const candidates = ctx.methods.get(call.name);
  if (!candidates) return undefined;
  const r = call.receiver;
  const local = !r || r.kind() === 'this' || r.kind() === 'object_creation_expression' || (r.kind() === 'identifier' && (/^[A-Z]/.test(r.text()) || ctx.classes.has(simpleType(call.receiverType ?? ''))));
  if (!local) return undefined;
  return candidates.find((m) => namedChildren(m.field('parameters') as SgNode).filter((p) => p.kind() === 'formal_parameter' || p.kind() === 'spread_parameter').length === call.args.length);
}

export function evalCall(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const receiver = node.field('object') ?? undefined;
  const name = node.field('name')?.text() ?? '';
  const argNodes = namedChildren(node.field('arguments') as SgNode);
  const recv = receiver ? evalExpr(receiver, ctx, frame) : CLEAN;
  const args = argNodes.map((a) => evalExpr(a, ctx, frame));
  const call: CallInfo = { node, name, receiver, receiverText: receiver?.text() ?? '', receiverType: declaredType(receiver, ctx), recv, args, argNodes };

  checkCryptoCall(call, ctx);
  cookieCall(call, ctx);
  const sink = sinkForCall({ name, receiverText: call.receiverText, receiverType: call.receiverType, receiverRole: recv.role });
  if (sink) checkSink(sink, node, args, argNodes, ctx);

  const role = roleOf(call);
  if (role) return { ...CLEAN, role };
  const fromSource = sourceCall(call, ctx);
  if (fromSource) return fromSource;
  if (receiver && isPathMethodNormalizer(name)) return { ...derive([recv, ...args], () => stepAt(ctx, node, 'step', `${name}()`)), role: NORMALIZED_PATH };
  const sanitizer = SANITIZERS.get(name) ?? (name === 'encode' && URL_ENCODERS.test(call.receiverText) ? (['xss', 'path'] as const) : undefined);
  if (sanitizer) return sanitized(joinArgs(call), sanitizer);
  // Integer.valueOf(x), Long.valueOf(x) ... parse a number; String.valueOf(x) carries x.
  if (name === 'valueOf' && /(?:^|\.)(?:Integer|Long|Short|Byte|Double|Float|Boolean)$/.test(call.receiverText)) return CLEAN;
  const folded = foldStringMethod(name, recv, args);
  if (folded) return folded;
  if (SCALAR_METHODS.has(name)) return CLEAN;
  const container = builderCall(call, ctx, frame) ?? containerCall(call, frame);
  if (container) return container;
  const method = localMethod(call, ctx);
  if (method && !ctx.active.has(method) && ctx.active.size < 8 && ctx.inlineBudget > 0) {
    ctx.inlineBudget -= 1;
    const result = runMethod(method, args, ctx);
    return result.taint === 'none' ? result : { ...result, trace: appendStep(result.trace, stepAt(ctx, node, 'step', `retorno de ${name}()`)) };
  }
  if (name === 'format' || name === 'formatted') return derive([recv, ...args], () => stepAt(ctx, node, 'step', 'String.format'));
  return alreadyReported(derive([recv, ...args], () => stepAt(ctx, node, 'step', `chamada ${name}()`)), sink);
}

/**
 * A path (File, Path) built from untrusted data is reported where it is built; each later
 * `new FileOutputStream(file)` or `Files.read(path)` is the same flow, not a new finding.
 */
function alreadyReported(value: Value, sink: SinkSpec | undefined): Value {
  return sink?.kind === 'path' ? sanitized(value, ['path']) : value;
}

function joinArgs(call: CallInfo): Value {
  return call.args.reduce((acc, v) => join(acc, flatten(v)), CLEAN);
}

export function evalConstructor(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const typeText = node.field('type')?.text() ?? '';
  const argNodes = namedChildren(node.field('arguments') as SgNode);
  const args = argNodes.map((a) => evalExpr(a, ctx, frame));
  checkCryptoConstructor(typeText, node, ctx);
  const sink = sinkForConstructor(typeText);
  if (sink) checkSink(sink, node, args, argNodes, ctx);
  if (LIST_TYPES.test(typeText)) return { ...CLEAN, items: args[0] !== undefined && !isConst(args[0]) ? [flatten(args[0])] : [] };
  if (MAP_TYPES.test(typeText)) return { ...CLEAN, entries: new Map() };
  if (BUILDER_TYPES.test(typeText)) {
    const first = args[0];
    const initial = first && !(isConst(first) && typeof first.constant.value === 'number') ? first : constant('');
    return { ...derive([initial], () => stepAt(ctx, node, 'step', 'StringBuilder'), isConst(initial) ? initial.constant.value : undefined), role: 'builder' };
  }
  if (COOKIE_TYPE.test(typeText)) return { ...derive(args, () => stepAt(ctx, node, 'step', 'cookie')), role: 'cookie', secure: false, httpOnly: false };
  if (SESSION_TYPE.test(typeText)) return { ...CLEAN, role: 'session' };
  if (args.some((a) => a.role === 'request')) return { ...CLEAN, role: 'request-wrapper' };
  if (ctx.classes.has(simpleType(typeText))) return CLEAN;
  return alreadyReported(derive(args, () => stepAt(ctx, node, 'step', `new ${simpleType(typeText)}`)), sink);
}
