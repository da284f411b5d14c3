/**
 * C# calls and constructors: request readers (sources), sanitizers (parsing, encoders, Path.GetFileName),
 * StringBuilder (the builder carries what was appended), methods of the same file (inlined with the
 * caller's values), minimal-API handlers, sinks from the API table, and by default "the result carries
 * the inputs' taint".
 */
import type { SgNode } from '@ast-grep/napi';
import { csSinkForCall, csSinkForConstructor, csSinkForProperty, roleOfType, SANITIZERS, SCALAR_METHODS } from '../languages/csharp.js';
import type { SinkSpec } from '../report.js';
import { checkSinkAt } from '../sink-check.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, derive, flatten, isConst, sanitized, source, type Value } from '../value.js';
import { stepAt, type Ctx, type Frame } from './context.js';
import { argumentExpressions, bind, collection, evalExpr } from './expressions.js';
import { inlineCall, runHandler } from './functions.js';

/** Arguments that build the text right at the sink: `+` with a literal, interpolation, string.Format/Concat/Join. */
function builtHere(arg: SgNode): boolean {
  const kind = kindOf(arg);
  if (kind === 'binary_expression') return /"/.test(arg.text());
  if (kind === 'interpolated_string_expression') return named(arg).some((c) => kindOf(c) === 'interpolation');
  return kind === 'invocation_expression' && /^(?:string|String)\.(?:Format|Concat|Join)$/.test(arg.field('function')?.text() ?? '');
}

export function checkCsSink(spec: SinkSpec, node: SgNode, args: readonly Value[], argNodes: readonly SgNode[], ctx: Ctx): void {
  checkSinkAt({ file: ctx.file, report: ctx.report, builtHere }, spec, node, args, argNodes);
}

const BUILDER_METHODS = /^(?:Append|AppendLine|AppendFormat|AppendJoin|Insert|Replace)$/;
const REQUEST_READERS = /^(?:ReadFromJsonAsync|ReadFormAsync|GetDisplayUrl|GetEncodedUrl|GetEncodedPathAndQuery)$/;
const MINIMAL_API = /^Map(?:Get|Post|Put|Delete|Patch|Methods)$/;

function simpleName(node: SgNode | null | undefined): string {
  if (!node) return '';
  return kindOf(node) === 'generic_name' ? (named(node)[0]?.text() ?? '') : node.text();
}

/** The local a chain of calls starts from: `sb` in `sb.Append(a).Append(b)`. */
function chainRoot(node: SgNode): SgNode | undefined {
  let current: SgNode | null = node;
  while (current && (kindOf(current) === 'invocation_expression' || kindOf(current) === 'member_access_expression')) {
    current = kindOf(current) === 'invocation_expression' ? current.field('function') : current.field('expression');
  }
  return current && kindOf(current) === 'identifier' ? current : undefined;
}

interface Args {
  nodes: SgNode[];
  values: Value[];
  /** `out var n` / `out n` targets. */
  outs: SgNode[];
}

function evalArgs(list: SgNode | null, ctx: Ctx, frame: Frame): Args {
  const nodes = argumentExpressions(list);
  const outs = list ? named(list).filter((a) => kindOf(a) === 'argument' && /^\s*(?:\w+\s*:\s*)?out\b/.test(a.text())).map((a) => named(a).at(-1) as SgNode) : [];
  const values = nodes.map((n) => (outs.includes(n) ? CLEAN : evalExpr(n, ctx, frame)));
  return { nodes, values, outs };
}

const constantsOf = (values: readonly Value[]): unknown[] => values.map((v) => (isConst(v) ? v.constant.value : undefined));

export function evalCall(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const fn = node.field('function') as SgNode;
  const member = kindOf(fn) === 'member_access_expression';
  const name = simpleName(member ? fn.field('name') : kindOf(fn) === 'conditional_access_expression' ? named(fn).at(-1)?.field('name') : fn);
  const receiverNode = member ? (fn.field('expression') as SgNode) : kindOf(fn) === 'conditional_access_expression' ? fn.field('condition') : undefined;
  const receiver = receiverNode?.text() ?? '';
  const recv = receiverNode && kindOf(receiverNode) !== 'this_expression' ? evalExpr(receiverNode, ctx, frame) : CLEAN;
  const list = node.field('arguments');
  if (MINIMAL_API.test(name)) {
    for (const lambda of argumentExpressions(list).filter((a) => kindOf(a) === 'lambda_expression')) runHandler(lambda, ctx);
  }
  const args = evalArgs(list, ctx, frame);
  // Out arguments: a parsed number is clean; TryGetValue and the like hand out what the receiver holds.
  for (const out of args.outs) bind(out, name === 'TryParse' ? CLEAN : flatten(recv), ctx, frame);
  if (recv.role === 'request' && REQUEST_READERS.test(name)) return source(stepAt(ctx, node, 'source', `entrada: ${node.text().slice(0, 60)}`));
  const tail = receiver.split('.').at(-1) ?? '';
  const cleans = SANITIZERS.get(`${tail}.${name}`) ?? SANITIZERS.get(`${receiver}.${name}`);
  if (cleans) return sanitized(args.values[0] ?? CLEAN, cleans);
  if (recv.role === 'builder' && BUILDER_METHODS.test(name)) {
    const built = { ...derive([recv, ...args.values], () => stepAt(ctx, node, 'step', `StringBuilder.${name}()`)), role: 'builder' };
    const root = chainRoot(fn);
    if (root && frame.env.has(root.text())) frame.env.set(root.text(), built);
    return built;
  }
  const helper = receiver === '' || receiver === 'this' ? ctx.methods.get(name) : undefined;
  if (helper) {
    const result = inlineCall(helper, args.values, ctx);
    if (result) return result.taint === 'tainted' ? derive([result], () => stepAt(ctx, node, 'step', `retorno de ${name}()`)) : result;
  }
  const sink = csSinkForCall({ name, receiver, ...(recv.role ? { receiverRole: recv.role } : {}), argConstants: constantsOf(args.values) });
  if (sink) {
    checkCsSink(sink, node, args.values, args.nodes, ctx);
    // Regex.Replace/Split hand back the input's text: only the pattern is the sink.
    if (sink.kind !== 'regex') return CLEAN;
  }
  if (SCALAR_METHODS.has(name)) return CLEAN;
  if (name === 'CreateCommand') return { ...CLEAN, role: 'command' };
  if (name === 'CreateClient') return { ...CLEAN, role: 'http' };
  const qualified = /^(?:string|String)$/.test(receiver) ? `string.${name}` : name;
  return derive([recv, ...args.values], () => stepAt(ctx, node, 'step', `${qualified}()`));
}

/** `new T(args) { Prop = v }`: a sink constructor, the object's role by type, initializer entries (property writes checked). */
export function evalNew(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const type = node.field('type')?.text() ?? '';
  const role = roleOfType(type);
  const args = evalArgs(node.field('arguments') ?? named(node).find((c) => kindOf(c) === 'argument_list') ?? null, ctx, frame);
  const initializer = node.field('initializer') ?? named(node).find((c) => kindOf(c) === 'initializer_expression');
  const init = initializer ? collection(initializer, ctx, frame) : undefined;
  if (initializer && role) {
    const fileName = init?.entries?.get('FileName')?.constant?.value;
    for (const element of named(initializer).filter((c) => kindOf(c) === 'assignment_expression')) {
      const property = element.field('left')?.text() ?? '';
      const sink = csSinkForProperty(property, role, fileName);
      if (sink) checkCsSink(sink, element, [init?.entries?.get(property) ?? CLEAN], [element.field('right') ?? element], ctx);
    }
  }
  const sink = csSinkForConstructor(type, constantsOf(args.values));
  if (sink) checkCsSink(sink, node, args.values, args.nodes, ctx);
  if (sink || role === 'command' || role === 'connection' || role === 'http') return { ...CLEAN, ...(role ? { role } : {}), ...(init ? { entries: init.entries } : {}) };
  const value = derive(args.values, () => stepAt(ctx, node, 'step', `new ${type}()`));
  return { ...value, ...(role ? { role } : {}), ...(init?.entries?.size ? { entries: init.entries, items: init.items } : {}) };
}
