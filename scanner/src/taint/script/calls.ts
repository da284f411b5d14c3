/**
 * Calls: request getters (sources), sanitizers, same-file helpers (inlined with the caller's values),
 * sinks from the language's table, and by default "the result carries the inputs' taint".
 */
import type { SgNode } from '@ast-grep/napi';
import { CLEAN, derive, isConst, sanitized, source, type Value } from '../value.js';
import { stepAt, type Ctx, type Frame } from './context.js';
import { evalExpr } from './expressions.js';
import { checkSink, inlineCall } from './functions.js';
import { named } from './parser.js';

interface Callee {
  name: string;
  receiverNode?: SgNode;
}

function calleeOf(fn: SgNode | null): Callee {
  if (!fn) return { name: '' };
  const kind = fn.kind();
  if (kind === 'identifier') return { name: fn.text() };
  if (kind === 'member_expression' || kind === 'attribute') {
    return { name: (fn.field('property') ?? fn.field('attribute'))?.text() ?? '', receiverNode: fn.field('object') ?? undefined };
  }
  return { name: '', receiverNode: fn };
}

export function evalCall(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const { api } = ctx;
  const { name, receiverNode } = calleeOf(node.field('function') ?? node.field('constructor'));
  const receiver = receiverNode?.text() ?? '';
  // A receiver declared nowhere in the file is a module or a library object (fs, os, db), not data.
  const freeReceiver = receiverNode?.kind() === 'identifier' && !frame.env.has(receiver) && receiver !== 'request';
  const recv = receiverNode && !freeReceiver ? evalExpr(receiverNode, ctx, frame) : CLEAN;
  const args: Value[] = [];
  const argNodes: SgNode[] = [];
  const kwargs = new Map<string, Value>();
  const kwargNodes = new Map<string, SgNode>();
  const argList = node.field('arguments');
  // A tagged template (sql`...`) has the template itself as its arguments.
  for (const arg of argList?.kind() === 'template_string' ? [argList] : argList ? named(argList) : []) {
    if (arg.kind() === 'keyword_argument') {
      const key = arg.field('name')?.text() ?? '';
      kwargs.set(key, evalExpr(arg.field('value') as SgNode, ctx, frame));
      kwargNodes.set(key, arg.field('value') as SgNode);
    } else {
      args.push(evalExpr(arg, ctx, frame));
      argNodes.push(arg);
    }
  }
  if (name === 'input' && receiver === '' && api.language === 'python') return { taint: 'unknown', trace: [stepAt(ctx, node, 'source', 'entrada: input() do terminal')] };
  if (recv.role === 'request' && api.requestGetters.has(name)) return source(stepAt(ctx, node, 'source', `entrada: ${receiver}.${name}()`));
  const tail = receiver.split('.').at(-1) ?? '';
  const cleans = api.sanitizers.get(`${receiver}.${name}`) ?? api.sanitizers.get(`${tail}.${name}`) ?? (receiver === '' ? api.sanitizers.get(name) : undefined);
  if (cleans) return sanitized(args[0] ?? CLEAN, cleans);
  const helper = /^(?:|this|self|cls)$/.test(receiver) ? ctx.functions.get(name) : undefined;
  if (helper) {
    const result = inlineCall(helper, args, kwargs, ctx);
    if (result) return result.taint === 'tainted' ? derive([result], () => stepAt(ctx, node, 'step', `retorno de ${name}()`)) : result;
  }
  const sink = api.sinkFor({ name, receiver, receiverRole: recv.role, args, kwargs, fileText: ctx.text });
  if (sink) {
    // Keyword arguments that reach the sink are checked as extra arguments after the positional ones.
    const keys = (sink.kwargs ?? []).filter((k) => kwargs.has(k));
    const extra = keys.map((_, i) => args.length + i);
    const spec = keys.length && sink.args ? { ...sink, args: [...sink.args, ...extra] } : sink;
    checkSink(spec, node, [...args, ...keys.map((k) => kwargs.get(k) as Value)], [...argNodes, ...keys.map((k) => kwargNodes.get(k) as SgNode)], ctx);
    // re.sub/re.split/re.findall hand back the subject's text: only the pattern is the sink.
    if (sink.kind !== 'regex') return CLEAN;
  }
  if (api.scalarMethods.has(name)) return CLEAN;
  if (name === 'get' && recv.entries && args[0] && isConst(args[0])) return recv.entries.get(String(args[0].constant.value)) ?? args[1] ?? CLEAN;
  // The whole request handed to a function we cannot see: what comes back may well be client data.
  if (args.some((a) => a.role === 'request')) return { taint: 'unknown', trace: [stepAt(ctx, node, 'source', `retorno de ${name}() com a requisição (origem não vista no arquivo)`)] };
  return derive([recv, ...args, ...kwargs.values()], () => stepAt(ctx, node, 'step', `${name}()`));
}
