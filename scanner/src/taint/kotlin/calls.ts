/**
 * Kotlin calls: request/Ktor readers (sources), sanitizers and conversions, constructors (`File(x)`,
 * `URL(x)`, `StringBuilder()`), builders (`sb.append`, `buildString { append(x) }`), collections
 * (`listOf`, `mapOf("k" to v)`, `add`, `put`), scope functions and inline lambdas, same-file helpers,
 * sinks (the Java table's plus Kotlin's), and by default "the result carries the inputs' taint".
 */
import type { SgNode } from '@ast-grep/napi';
import { KTOR_SOURCES, REQUEST_SOURCES, SCALAR_CONVERSIONS, URL_OPENERS, sanitizerFor, sinkForCall } from '../languages/kotlin.js';
import { isPathMethodNormalizer, NORMALIZED_PATH } from '../allow-list.js';
import { SINKS } from '../languages/sink-families.js';
import { checkSinkAt } from '../sink-check.js';
import { kindOf, named, textOf } from '../tree.js';
import { CLEAN, constant, derive, flatten, isConst, sanitized, type Value } from '../value.js';
import { step, type Ctx, type Frame } from './context.js';
import { evalExpr, inputAt, sourceAt } from './expressions.js';
import { inlineCall, runLambda } from './functions.js';

const LAMBDA_RESULT = /^(?:let|run|with|map|mapNotNull|flatMap|fold|joinToString|ifEmpty|ifBlank|getOrElse|use)$/;
const LAMBDA_RECEIVER = /^(?:also|apply|filter|filterNot|takeIf|takeUnless|sortedBy|onEach|distinctBy)$/;
const LIST_BUILDERS = /^(?:listOf|listOfNotNull|mutableListOf|arrayListOf|arrayOf|setOf|mutableSetOf|hashSetOf)$/;
const MAP_BUILDERS = /^(?:mapOf|mutableMapOf|hashMapOf|linkedMapOf)$/;

interface Callee {
  name: string;
  receiverNode?: SgNode;
}

function calleeOf(callee: SgNode): Callee {
  if (kindOf(callee) === 'simple_identifier') return { name: textOf(callee) };
  if (kindOf(callee) === 'navigation_expression') {
    const [obj, suffix] = named(callee);
    const member = suffix ? named(suffix)[0] : undefined;
    return { name: member ? textOf(member) : '', receiverNode: obj };
  }
  return { name: '', receiverNode: callee };
}

/** The variable a builder chain starts from (`sb` in `sb.append(a).append(b)`), to update it in place. */
function rootVariable(node: SgNode | undefined): string | undefined {
  let current = node;
  while (current && (kindOf(current) === 'call_expression' || kindOf(current) === 'navigation_expression')) current = named(current)[0];
  return current && kindOf(current) === 'simple_identifier' ? current.text() : undefined;
}

function mapOfPairs(args: readonly Value[]): Value {
  const entries = new Map<string, Value>();
  let rest: Value | undefined;
  for (const pair of args) {
    const [key, value = CLEAN] = pair.items ?? [];
    if (pair.role === 'pair' && key && isConst(key)) entries.set(String(key.constant.value), value);
    else rest = flatten(pair);
  }
  return { ...CLEAN, entries, ...(rest ? { rest } : {}) };
}

export function evalCall(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const [callee, suffix] = named(node);
  const suffixParts = suffix ? named(suffix) : [];
  const argList = suffixParts.find((p) => kindOf(p) === 'value_arguments');
  const lambda = suffixParts.find((p) => kindOf(p) === 'annotated_lambda');
  const { name, receiverNode } = calleeOf(callee as SgNode);
  const receiverText = receiverNode ? textOf(receiverNode) : '';
  const recv = receiverNode && kindOf(receiverNode) !== 'this_expression' ? evalExpr(receiverNode, ctx, frame) : CLEAN;
  const argNodes = argList ? named(argList) : [];
  const args = argNodes.map((a) => evalExpr(a, ctx, frame));

  if (lambda) {
    if (!receiverNode && name === 'buildString') {
      const inner: Frame = { ...frame, builder: constant('') };
      runLambda(lambda, CLEAN, ctx, inner);
      frame.env = inner.env;
      return inner.builder ?? CLEAN;
    }
    const result = runLambda(lambda, receiverNode ? flatten(recv) : CLEAN, ctx, frame);
    if (LAMBDA_RESULT.test(name)) return result;
    if (LAMBDA_RECEIVER.test(name)) return recv;
  }
  if (!receiverNode && frame.builder && (name === 'append' || name === 'appendLine')) {
    frame.builder = derive([frame.builder, ...args], () => step(ctx, node, 'step', `${name} em buildString`));
    return CLEAN;
  }

  // Sources: the servlet request's getters, Ktor's call, anything read off request data.
  if (recv.role === 'ktor' && name === 'receiveParameters') return inputAt(ctx, node);
  if (recv.role === 'input' || (recv.role === 'request' && REQUEST_SOURCES.has(name)) || (recv.role === 'ktor' && KTOR_SOURCES.has(name))) return sourceAt(ctx, node);
  if (recv.role === 'response' && (name === 'getWriter' || name === 'getOutputStream')) return { ...CLEAN, role: 'writer' };
  if (recv.role === 'request' && name === 'getSession') return { ...CLEAN, role: 'session' };

  const isStatic = !receiverNode || /^[A-Z][\w.]*$/.test(receiverText);
  const cleans = isStatic ? sanitizerFor(name, receiverText) : undefined;
  if (cleans) return sanitized(args[0] ?? CLEAN, cleans);
  if (receiverNode && isPathMethodNormalizer(name)) return { ...derive([recv, ...args], () => step(ctx, node, 'step', `${name}()`)), role: NORMALIZED_PATH };
  if (receiverNode && SCALAR_CONVERSIONS.test(name)) return CLEAN;
  // Ktor: `dir.combineSafe(x)` stays inside dir; `href(Rota(id))` is a path of the application's own routes.
  if (name === 'combineSafe' && receiverNode) return sanitized(args[0] ?? CLEAN, ['path']);
  if (name === 'href') return sanitized(derive(args, () => step(ctx, node, 'step', 'href()')), ['redirect', 'ssrf']);

  const isConstructor = !receiverNode && /^[A-Z]/.test(name) && !ctx.functions.has(name);
  if (isConstructor && name === 'Regex' && args[0] && isConst(args[0])) return { ...args[0], role: 'regexp' };
  if (isConstructor && name === 'URL') return { ...derive(args, () => step(ctx, node, 'step', 'URL()')), role: 'url' };
  if (isConstructor && /^String(?:Builder|Buffer)$/.test(name)) return { ...derive(args, () => step(ctx, node, 'step', `${name}()`)), role: 'builder' };
  if (recv.role === 'url' && URL_OPENERS.test(name) && receiverNode) {
    checkSinkAt(ctx, SINKS.ssrf, node, [recv], [receiverNode]);
    return CLEAN;
  }
  if (recv.role === 'builder' && (name === 'append' || name === 'appendLine' || name === 'insert')) {
    const next = { ...derive([recv, ...args], () => step(ctx, node, 'step', `${name} em StringBuilder`)), role: 'builder' };
    const root = rootVariable(receiverNode);
    if (root && frame.env.has(root)) frame.env.set(root, next);
    return next;
  }
  if (recv.role === 'builder' && name === 'toString') return { ...recv, role: undefined };

  if (!receiverNode && LIST_BUILDERS.test(name)) return { ...CLEAN, items: args };
  if (!receiverNode && MAP_BUILDERS.test(name)) return mapOfPairs(args);
  if (recv.items && (name === 'add' || name === 'addAll' || name === 'plusAssign')) {
    recv.items.push(name === 'addAll' ? flatten(args[0] ?? CLEAN) : (args.at(-1) ?? CLEAN));
    return CLEAN;
  }
  if (recv.entries && (name === 'put' || name === 'set') && args[0] && isConst(args[0])) {
    recv.entries.set(String(args[0].constant.value), args[1] ?? CLEAN);
    return CLEAN;
  }
  if (recv.entries && (name === 'get' || name === 'getValue' || name === 'getOrDefault') && args[0] && isConst(args[0])) return recv.entries.get(String(args[0].constant.value)) ?? args[1] ?? CLEAN;

  const helper = !receiverNode || kindOf(receiverNode) === 'this_expression' ? ctx.functions.get(name) : undefined;
  if (helper && ctx.inlinable.has(helper)) {
    const result = inlineCall(helper, args, ctx);
    if (result) return result.taint === 'tainted' ? derive([result], () => step(ctx, node, 'step', `retorno de ${name}()`)) : result;
  }

  const sink = sinkForCall({ name, receiver: receiverText, receiverRole: recv.role, isConstructor, argTexts: argNodes.map((a) => a.text()) });
  if (sink) {
    if (!(sink.kind === 'xss' && frame.plainResponse)) checkSinkAt(ctx, sink, node, args, argNodes);
    return CLEAN;
  }
  if (recv.role === 'response' && name === 'setContentType' && args[0] && isConst(args[0])) frame.plainResponse = !/html/i.test(String(args[0].constant.value));
  return derive([recv, ...args], () => step(ctx, node, 'step', `${name}()`));
}
