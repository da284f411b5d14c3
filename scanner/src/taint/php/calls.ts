/**
 * PHP calls in their four forms (`f()`, `$o->f()`, `C::f()`, `new C()`): request getters and
 * `request('x')` (sources), sanitizers, functions and methods of the same file (inlined with the
 * caller's values), sinks from the API table, and by default "the result carries the inputs' taint".
 */
import type { SgNode } from '@ast-grep/napi';
import {
  NUMERIC_FILTERS, phpSinkFor, REQUEST_GETTERS, REQUEST_SCALAR_GETTERS, SANITIZERS, SCALAR_FUNCTIONS, type PhpCall,
} from '../languages/php.js';
import type { SinkSpec } from '../report.js';
import { checkSinkAt } from '../sink-check.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, derive, flatten, isConst, sanitized, source, type Value } from '../value.js';
import { stepAt, type Ctx, type Frame } from './context.js';
import { evalExpr } from './expressions.js';
import { applyClosure, inlineCall } from './functions.js';

/** Arguments that build the text right at the sink: `.`, interpolation, sprintf/implode. */
function builtHere(arg: SgNode): boolean {
  const kind = kindOf(arg);
  if (kind === 'binary_expression') return arg.field('operator')?.text() === '.';
  if (kind === 'encapsed_string' || kind === 'heredoc') return arg.text() !== arg.text().replace(/\$/g, '');
  return kind === 'function_call_expression' && /^(?:sprintf|vsprintf|implode|join|str_replace)$/i.test(arg.field('function')?.text() ?? '');
}

export function checkPhpSink(spec: SinkSpec, node: SgNode, args: readonly Value[], argNodes: readonly SgNode[], ctx: Ctx): void {
  checkSinkAt({ file: ctx.file, report: ctx.report, builtHere }, spec, node, args, argNodes);
}

/** Arguments of a constant sprintf format written with numeric conversions (%d, %u, %f, ...): they come out as numbers. */
function numericOnly(format: string, count: number): Set<number> {
  const numeric = new Set<number>();
  const text = new Set<number>();
  let next = 0;
  for (const m of format.matchAll(/%(?:(\d+)\$)?[-+ 0]*(?:'.)?\d*(?:\.\d+)?([%bcdeEfFgGosuxX])/g)) {
    if (m[2] === '%') continue;
    const index = m[1] ? Number(m[1]) - 1 : next++;
    (/[sS]/.test(m[2] ?? '') ? text : numeric).add(index);
  }
  return new Set([...numeric].filter((i) => !text.has(i) && i < count));
}

interface Callee {
  form: PhpCall['form'];
  name: string;
  receiverNode?: SgNode;
  receiver: string;
}

function calleeOf(node: SgNode): Callee {
  const kind = kindOf(node);
  if (kind === 'function_call_expression') {
    const fn = node.field('function');
    const plain = fn && (kindOf(fn) === 'name' || kindOf(fn) === 'qualified_name');
    return { form: 'function', name: plain ? (fn.text().split('\\').at(-1) ?? '').toLowerCase() : '', receiver: '', ...(plain || !fn ? {} : { receiverNode: fn }) };
  }
  if (kind === 'object_creation_expression') {
    const type = named(node).find((c) => /name$/.test(kindOf(c)));
    const cls = type?.text().split('\\').at(-1) ?? '';
    return { form: 'new', name: cls.toLowerCase(), receiver: cls };
  }
  const name = (node.field('name')?.text() ?? '').toLowerCase();
  if (kind === 'scoped_call_expression') {
    const scope = node.field('scope')?.text() ?? '';
    return { form: 'static', name, receiver: scope.split('\\').at(-1) ?? '' };
  }
  const receiverNode = node.field('object') ?? undefined;
  return { form: 'method', name, receiver: receiverNode?.text() ?? '', ...(receiverNode ? { receiverNode } : {}) };
}

function argumentNodes(node: SgNode): SgNode[] {
  const list = node.field('arguments') ?? named(node).find((c) => kindOf(c) === 'arguments');
  // `argument` wraps the expression (and a name, for named arguments): the expression is its last child.
  return list ? named(list).map((a) => (kindOf(a) === 'argument' ? (named(a).at(-1) ?? a) : a)) : [];
}

/** A call of a helper of the same file: by name, or as `$this->f()`, `self::f()`, `static::f()`. */
function helperOf(callee: Callee, ctx: Ctx): SgNode | undefined {
  if (callee.form === 'function' || (callee.form === 'method' && callee.receiver === '$this') || (callee.form === 'static' && /^(?:self|static|parent)$/.test(callee.receiver))) {
    return ctx.functions.get(callee.name);
  }
  return undefined;
}

export function evalCall(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const callee = calleeOf(node);
  const { name, form } = callee;
  const recv = callee.receiverNode ? evalExpr(callee.receiverNode, ctx, frame) : CLEAN;
  const argNodes = argumentNodes(node);
  const args = argNodes.map((a) => evalExpr(a, ctx, frame));
  // Texts cost an N-API call each: asked only by the sinks and sources that look at them.
  const argText = (i: number): string => argNodes[i]?.text() ?? '';
  const brief = (): string => node.text().slice(0, 60);
  // Sources: the request's getters, Symfony bags, Laravel's request() helper and Request facade, the raw body.
  if (form === 'method' && recv.role === 'request') {
    if (REQUEST_SCALAR_GETTERS.has(name)) return CLEAN;
    if (REQUEST_GETTERS.has(name)) return source(stepAt(ctx, node, 'source', `entrada: ${brief()}`));
  }
  if (form === 'method' && recv.role === 'request-bag' && !REQUEST_SCALAR_GETTERS.has(name)) return source(stepAt(ctx, node, 'source', `entrada: ${brief()}`));
  if (form === 'function' && name === 'request') return args.length ? source(stepAt(ctx, node, 'source', `entrada: ${brief()}`)) : { ...CLEAN, role: 'request' };
  if (form === 'static' && /^(?:Request|Input)$/.test(callee.receiver) && REQUEST_GETTERS.has(name)) return source(stepAt(ctx, node, 'source', `entrada: ${brief()}`));
  if (form === 'function' && name === 'file_get_contents' && args[0] && isConst(args[0]) && args[0].constant.value === 'php://input') {
    return source(stepAt(ctx, node, 'source', 'entrada: corpo da requisição (php://input)'));
  }
  if (form === 'function' && (name === 'filter_input' || name === 'filter_var')) {
    if (NUMERIC_FILTERS.test(argText(name === 'filter_input' ? 2 : 1))) return CLEAN;
    if (name === 'filter_input') return source(stepAt(ctx, node, 'source', `entrada: ${brief()}`));
  }
  // Sanitizers: by function name, or as a method ($mysqli->real_escape_string($x), $pdo->quote($x)).
  const sanitizer = form === 'function' || form === 'method' ? SANITIZERS.get(name) : undefined;
  if (sanitizer && (form === 'function' || name === 'quote' || name === 'real_escape_string')) {
    return sanitized((sanitizer.arg === 'last' ? args.at(-1) : args[0]) ?? CLEAN, sanitizer.cleans);
  }
  // array_map's result is what its callback makes of each element: `intval` or `fn($id) => (int) $id` clean them.
  if (form === 'function' && name === 'array_map' && argNodes[0] && args[1]) {
    const element = flatten(args[1]);
    const callback = argNodes[0];
    if (kindOf(callback) === 'arrow_function' || kindOf(callback) === 'anonymous_function') return { ...CLEAN, rest: applyClosure(callback, [element], ctx, frame) };
    const byName = isConst(args[0] ?? CLEAN) ? SANITIZERS.get(String(args[0]?.constant?.value).toLowerCase()) : undefined;
    if (byName) return { ...CLEAN, rest: sanitized(element, byName.cleans) };
  }
  if (form === 'function' && name === 'sprintf' && args[0] && isConst(args[0])) {
    const numeric = numericOnly(String(args[0].constant.value), args.length - 1);
    return derive(args.slice(1).filter((_, i) => !numeric.has(i)), () => stepAt(ctx, node, 'step', 'sprintf()'));
  }
  const helper = helperOf(callee, ctx);
  if (helper) {
    const result = inlineCall(helper, args, ctx);
    if (result) return result.taint === 'tainted' ? derive([result], () => stepAt(ctx, node, 'step', `retorno de ${name}()`)) : result;
  }
  const sink = phpSinkFor({ name, form, receiver: callee.receiver, argCount: argNodes.length, argText });
  if (sink) {
    checkPhpSink(sink, node, args, argNodes, ctx);
    // preg_replace/preg_split/preg_grep hand back the subject's text: only the pattern is the sink.
    if (sink.kind !== 'regex') return CLEAN;
  }
  if (form === 'function' && SCALAR_FUNCTIONS.has(name)) return CLEAN;
  // The whole request handed to a function we cannot see: what comes back may well be client data.
  if (args.some((a) => a.role === 'request')) return { taint: 'unknown', trace: [stepAt(ctx, node, 'source', `retorno de ${name}() com a requisição (origem não vista no arquivo)`)] };
  return derive([recv, ...args], () => stepAt(ctx, node, 'step', `${name || 'chamada'}()`));
}
