/**
 * Go expressions: literals fold to constants, `+` concatenates, selectors and indexes read the request
 * (sources) or a container's entries, composite literals keep their elements, func literals (inline
 * handlers) run where written. Unknown constructs carry the taint of their parts.
 */
import type { SgNode } from '@ast-grep/napi';
import { lookup } from '../env.js';
import { decodeEscapes } from '../escapes.js';
import { REQUEST_FIELDS } from '../languages/go.js';
import { brief, fieldOf, kindOf, named, textOf } from '../tree.js';
import { CLEAN, constant, derive, elementOrRestAt, flatten, isConst, join, joinTaint, sanitized, source, type Value } from '../value.js';
import { startsWithFixedHost } from '../url-prefix.js';
import { evalCall } from './calls.js';
import { spend, step, type Ctx, type Frame } from './context.js';
import { runFuncLiteral } from './functions.js';

/** Request data read at this node; the note is the whole expression (`r.URL.Query().Get("cpf")`). */
export function sourceAt(ctx: Ctx, node: SgNode): Value {
  return source(step(ctx, node, 'source', `entrada: ${brief(node)}`));
}

/** A request object (`r.URL`, `r.Header`, `mux.Vars(r)`): what is read off it is request data, with one source step for the whole chain. */
export function inputAt(ctx: Ctx, node: SgNode): Value {
  return { ...sourceAt(ctx, node), role: 'input' };
}

function stringLiteral(node: SgNode): Value {
  const text = node.text();
  // Raw strings hold no escapes (carriage returns are dropped from them).
  return constant(kindOf(node) === 'raw_string_literal' ? text.slice(1, -1).replace(/\r/g, '') : decodeEscapes(text.slice(1, -1), 'go'));
}

function binary(node: SgNode, ctx: Ctx, frame: Frame): Value {
  // Children by position (left, right): field lookups cost an N-API call each; the operator follows the left text.
  const [leftNode, rightNode] = named(node);
  const left = evalExpr(leftNode, ctx, frame);
  const right = evalExpr(rightNode, ctx, frame);
  if (!leftNode || !/^\+(?!\+)/.test(textOf(node).slice(textOf(leftNode).length).trimStart())) return CLEAN;
  const folded = isConst(left) && isConst(right) && typeof left.constant.value === 'string' ? `${left.constant.value}${String(right.constant.value)}` : undefined;
  const joined = derive([left, right], () => step(ctx, node, 'step', 'concatenação'), folded);
  return startsWithFixedHost(left) ? sanitized(joined, ['ssrf', 'redirect']) : joined;
}

/** `x.Field`: the request's fields are sources; a framework context exposes the request and the writer. */
function selector(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const [operand, fieldNode] = named(node) as [SgNode, SgNode | undefined];
  const field = fieldNode ? textOf(fieldNode) : '';
  if (kindOf(operand) === 'identifier' && !frame.env.has(textOf(operand)) && ctx.packages.has(textOf(operand))) {
    // os.Args: whoever runs the program chose them; of unknown origin, as process.argv is.
    return textOf(operand) === 'os' && field === 'Args' ? { taint: 'unknown', trace: [step(ctx, node, 'source', 'entrada: linha de comando (os.Args)')] } : CLEAN;
  }
  const obj = evalExpr(operand, ctx, frame);
  if (obj.role === 'request') return REQUEST_FIELDS.has(field) ? inputAt(ctx, node) : CLEAN;
  if (obj.role === 'input') return inputAt(ctx, node);
  if (obj.role === 'web' && field === 'Request') return { ...CLEAN, role: 'request' };
  if (obj.role === 'web' && field === 'Writer') return { ...CLEAN, role: 'response' };
  return obj.entries?.get(field) ?? { ...joinTaint(flatten(obj), CLEAN) };
}

function index(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const [operand, keyNode] = named(node);
  const obj = evalExpr(operand, ctx, frame);
  const key = keyNode ? evalExpr(keyNode, ctx, frame) : CLEAN;
  if (obj.role === 'input') return sourceAt(ctx, node);
  return elementOrRestAt(obj, key);
}

/** `[]string{a, b}`, `map[string]string{"k": v}`, `Pedido{Conta: c}`: elements kept by index or constant key. */
function composite(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const body = fieldOf(node, 'body');
  const items: Value[] = [];
  const entries = new Map<string, Value>();
  let rest: Value | undefined;
  for (const element of body ? named(body) : []) {
    if (kindOf(element) === 'keyed_element') {
      const [keyNode, valueNode] = named(element);
      const keyInner = keyNode && (named(keyNode)[0] ?? keyNode);
      const key = !keyInner ? CLEAN : kindOf(keyInner) === 'identifier' ? constant(keyInner.text()) : evalExpr(keyInner, ctx, frame);
      const value = valueNode ? evalExpr(valueNode, ctx, frame) : CLEAN;
      if (isConst(key)) entries.set(String(key.constant.value), value);
      else rest = join(rest ?? CLEAN, join(key, value));
    } else items.push(evalExpr(element, ctx, frame));
  }
  return entries.size || rest ? { ...CLEAN, entries, ...(rest ? { rest } : {}) } : { ...CLEAN, items };
}

function passThrough(node: SgNode, ctx: Ctx, frame: Frame): Value {
  let out: Value = CLEAN;
  for (const child of named(node)) out = { ...joinTaint(out, flatten(evalExpr(child, ctx, frame))) };
  return out;
}

const GO_CONSTANTS = new Map<string, Value>([['true', constant(true)], ['false', constant(false)], ['nil', constant(null)], ['iota', constant(0)]]);

export function evalExpr(node: SgNode | undefined, ctx: Ctx, frame: Frame): Value {
  // A construct of a shape not modelled here (a grammar variant) is read as carrying nothing.
  if (!node) return CLEAN;
  spend(ctx);
  switch (kindOf(node)) {
    case 'identifier': {
      const name = textOf(node);
      if (frame.env.has(name)) return lookup(frame.env, name);
      const known = GO_CONSTANTS.get(name);
      if (known) return known;
      if (ctx.functions.has(name) || ctx.packages.has(name)) return CLEAN;
      // Declared in another file of the package (or nowhere): its origin is not visible here.
      return { taint: 'unknown', trace: [step(ctx, node, 'source', `variável ${name} (origem não vista no arquivo)`)] };
    }
    case 'true': case 'false': case 'nil': case 'iota':
      return GO_CONSTANTS.get(kindOf(node)) ?? CLEAN;
    case 'interpreted_string_literal': case 'raw_string_literal':
      return stringLiteral(node);
    case 'int_literal': case 'float_literal':
      return constant(Number(node.text().replace(/_/g, '')) || 0);
    case 'rune_literal':
      return constant(node.text());
    case 'binary_expression':
      return binary(node, ctx, frame);
    case 'unary_expression': {
      const operand = evalExpr(named(node)[0], ctx, frame);
      // &x and *x are x; !x, -x and ^x are numbers or booleans.
      return /^[&*<]/.test(textOf(node)) ? operand : CLEAN;
    }
    case 'literal_element': case 'variadic_argument':
      return named(node)[0] ? evalExpr(named(node)[0] as SgNode, ctx, frame) : CLEAN;
    case 'parenthesized_expression': case 'type_assertion_expression': case 'slice_expression':
      return { ...joinTaint(flatten(evalExpr(named(node)[0] as SgNode, ctx, frame)), CLEAN) };
    case 'type_conversion_expression': {
      const [type, operand] = named(node);
      const value = evalExpr(operand, ctx, frame);
      return /^(?:u?int\d*|float\d+|bool)$/.test(type ? textOf(type) : '') ? CLEAN : value;
    }
    case 'selector_expression':
      return selector(node, ctx, frame);
    case 'index_expression':
      return index(node, ctx, frame);
    case 'composite_literal':
      return composite(node, ctx, frame);
    case 'call_expression':
      return evalCall(node, ctx, frame);
    case 'func_literal':
      runFuncLiteral(node, ctx, frame);
      return CLEAN;
    default:
      return passThrough(node, ctx, frame);
  }
}
