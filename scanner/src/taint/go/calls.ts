/**
 * Go calls: request readers (sources), binders and decoders that fill `&dto`, builtins (`append`,
 * `len`), sanitizers, builders (`strings.Builder`, `fmt.Fprintf(&sb, ...)`), same-file helpers (inlined
 * with the caller's values), sinks from the API table, and by default "the result carries the inputs' taint".
 */
import type { SgNode } from '@ast-grep/napi';
import {
  DECODERS, FORMATTERS, REQUEST_METHODS, ROUTER_READERS, SANITIZERS, SCALAR_FUNCTIONS, WEB_BINDERS, WEB_SOURCES, sinkForCall,
} from '../languages/go.js';
import { isPathNormalizer, NORMALIZED_PATH } from '../allow-list.js';
import { checkSinkAt } from '../sink-check.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { startsWithFixedHost } from '../url-prefix.js';
import { CLEAN, constant, derive, flatten, isConst, sanitized, type Value } from '../value.js';
import { step, type Ctx, type Frame } from './context.js';
import { evalExpr, inputAt, sourceAt } from './expressions.js';
import { inlineCall } from './functions.js';

interface Callee {
  pkg: string;
  name: string;
  receiverNode?: SgNode;
}

function calleeOf(fn: SgNode, ctx: Ctx, frame: Frame): Callee {
  if (kindOf(fn) === 'identifier') return { pkg: '', name: textOf(fn) };
  if (kindOf(fn) !== 'selector_expression') return { pkg: '', name: '', receiverNode: fn };
  const [operand, field] = named(fn) as [SgNode, SgNode | undefined];
  const name = field ? textOf(field) : '';
  const isPackage = kindOf(operand) === 'identifier' && !frame.env.has(textOf(operand)) && ctx.packages.has(textOf(operand));
  return isPackage ? { pkg: textOf(operand), name } : { pkg: '', name, receiverNode: operand };
}

/** The variable behind `&dto`, `dto` or `sb` (what a binder, decoder or builder writes into). */
function variableOf(node: SgNode | undefined): string | undefined {
  let current = node;
  while (current && (kindOf(current) === 'unary_expression' || kindOf(current) === 'parenthesized_expression')) current = named(current).at(-1);
  return current && kindOf(current) === 'identifier' && textOf(current) !== '_' ? textOf(current) : undefined;
}

function writeInto(node: SgNode | undefined, value: Value, frame: Frame): void {
  const name = variableOf(node);
  if (name) frame.env.set(name, value);
}

/** `filepath.Clean("/" + nome)`: cleaning a rooted path removes every `..`; a relative one keeps them. */
function isRootedJoin(node: SgNode | undefined, ctx: Ctx, frame: Frame): boolean {
  if (!node || kindOf(node) !== 'binary_expression') return false;
  const left = evalExpr(fieldOf(node, 'left') as SgNode, ctx, frame);
  return isConst(left) && String(left.constant.value).startsWith('/');
}

const NUMERIC_TYPES = /^(?:u?int\d*|float\d+|bool|byte|rune)$/;

function builtin(name: string, args: readonly Value[], argNodes: readonly SgNode[]): Value | undefined {
  if (name === 'append') {
    const [list = CLEAN, ...more] = args;
    return { ...CLEAN, ...flatten(list), items: [...(list.items ?? [flatten(list)]), ...more] };
  }
  if (name === 'len' || name === 'cap' || name === 'copy' || name === 'delete' || NUMERIC_TYPES.test(name)) return CLEAN;
  if (name === 'make' || name === 'new') return /^map\[/.test(argNodes[0]?.text() ?? '') ? { ...CLEAN, entries: new Map() } : CLEAN;
  if (name === 'string') return args[0] ?? CLEAN;
  return undefined;
}

export function evalCall(node: SgNode, ctx: Ctx, frame: Frame): Value {
  // Children by position: the function first, the argument list last (type arguments may sit between).
  const parts = named(node);
  const fn = parts[0] as SgNode;
  if (kindOf(fn) === 'func_literal') {
    evalExpr(fn, ctx, frame);
    return CLEAN;
  }
  const { pkg, name, receiverNode } = calleeOf(fn, ctx, frame);
  const recv = receiverNode ? evalExpr(receiverNode, ctx, frame) : CLEAN;
  const argList = parts.length > 1 && kindOf(parts.at(-1) as SgNode) === 'argument_list' ? parts.at(-1) : undefined;
  const argNodes = argList ? named(argList) : [];
  const args = argNodes.map((a) => evalExpr(a, ctx, frame));
  const constArgs = args.map((a) => (isConst(a) && typeof a.constant.value === 'string' ? a.constant.value : undefined));

  // Sources: the request's readers, a framework context's readers and binders, router path variables.
  if (recv.role === 'input') return inputAt(ctx, node);
  if (recv.role === 'request' && REQUEST_METHODS.has(name)) return sourceAt(ctx, node);
  if (recv.role === 'web') {
    if (name === 'Request') return { ...CLEAN, role: 'request' };
    if (name === 'Response' || name === 'Writer') return { ...CLEAN, role: 'response' };
    if (WEB_BINDERS.test(name)) {
      // The bound struct is request data; its fields are read later (the trace starts here, at the bind).
      writeInto(argNodes[0], sourceAt(ctx, node), frame);
      return CLEAN;
    }
    if (WEB_SOURCES.has(name)) return sourceAt(ctx, node);
  }
  if (ROUTER_READERS.test(name) && args.some((a) => a.role === 'request')) return inputAt(ctx, node);
  if (DECODERS.test(name) && argNodes.length >= 1) {
    // json.Unmarshal(body, &dto) / json.NewDecoder(r.Body).Decode(&dto): dto holds what was decoded.
    const decoded = derive([recv, ...args.slice(0, -1)], () => step(ctx, node, 'step', `decodificação (${name})`));
    if (decoded.taint !== 'none') writeInto(argNodes.at(-1), decoded, frame);
    return CLEAN;
  }
  if (!pkg && !receiverNode) {
    const value = builtin(name, args, argNodes);
    if (value) return value;
  }

  const qualified = `${pkg}.${name}`;
  const cleans = SANITIZERS.get(qualified);
  if (cleans) return sanitized(args[0] ?? CLEAN, cleans);
  if ((pkg === 'filepath' || pkg === 'path') && name === 'Clean' && isRootedJoin(argNodes[0], ctx, frame)) return sanitized(args[0] ?? CLEAN, ['path']);
  if (pkg && isPathNormalizer(pkg, name)) return { ...derive(args, () => step(ctx, node, 'step', `${qualified}()`)), role: NORMALIZED_PATH };
  if (pkg === 'regexp' && /^(?:MustCompile|Compile)$/.test(name) && args[0] && isConst(args[0])) return { ...args[0], role: 'regexp' };

  const helper = !pkg && !recv.role ? ctx.functions.get(name) : undefined;
  if (helper && ctx.inlinable.has(helper)) {
    const result = inlineCall(helper, args, ctx);
    if (result) return result.taint === 'tainted' && result.role !== 'tuple' ? derive([result], () => step(ctx, node, 'step', `retorno de ${name}()`)) : result;
  }

  const receiver = receiverNode ? (textOf(receiverNode).split('.').at(-1) ?? '') : '';
  const sink = sinkForCall({ pkg, name, receiver, receiverRole: recv.role, constArgs, firstArgRole: args[0]?.role });
  if (sink) {
    if (!(sink.kind === 'xss' && frame.plainResponse)) checkSinkAt(ctx, sink, node, args, argNodes);
    return CLEAN;
  }
  // w.Header().Set("Content-Type", "application/json") / c.Header(...): the body is not read as HTML.
  if ((name === 'Set' || name === 'Add' || (name === 'Header' && recv.role === 'web')) && /^content-type$/i.test(constArgs[0] ?? '') && constArgs[1] !== undefined) {
    frame.plainResponse = !/html/i.test(constArgs[1]);
    return CLEAN;
  }
  // strings.Builder / bytes.Buffer: sb.WriteString(x) and fmt.Fprintf(&sb, ...) grow the variable.
  if (/^Write(?:String|Byte|Rune)?$/.test(name) && receiverNode && recv.role !== 'response') {
    writeInto(receiverNode, { ...derive([recv, ...args], () => step(ctx, node, 'step', `${name} em builder`)), role: 'builder' }, frame);
    return CLEAN;
  }
  if (pkg === 'fmt' && /^Fprint(?:f|ln)?$/.test(name) && args[0]?.role !== 'response') {
    writeInto(argNodes[0], { ...derive(args, () => step(ctx, node, 'step', `formatação com fmt.${name}`)), role: 'builder' }, frame);
    return CLEAN;
  }
  if (FORMATTERS.has(qualified)) {
    const built = derive(args, () => step(ctx, node, 'step', pkg === 'fmt' ? `formatação com fmt.${name}` : `${qualified}()`));
    // fmt.Sprintf("https://api.x.com.br/contas/%s", c): the host is the program's.
    const prefix = name === 'Sprintf' && constArgs[0] !== undefined ? constArgs[0].split('%')[0] : undefined;
    return prefix !== undefined && startsWithFixedHost(constant(prefix)) ? sanitized(built, ['ssrf', 'redirect']) : built;
  }
  if (SCALAR_FUNCTIONS.has(name) || (recv.role === 'regexp' && /^Match/.test(name))) return CLEAN;
  if (name === 'String' && recv.role === 'builder') return { ...recv, role: undefined };
  if (pkg && args.length === 0) return CLEAN;
  return derive([recv, ...args], () => step(ctx, node, 'step', `${name}()`));
}
