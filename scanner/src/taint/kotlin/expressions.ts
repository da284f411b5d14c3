/**
 * Kotlin expressions: literals fold to constants, string templates and `+` build strings, property
 * reads on the servlet request or Ktor's `call` are sources, `m["k"]` and `a to b` keep containers'
 * elements, `?:` merges, `if`/`when`/`try` used as values take their branches' values (statements.ts).
 * The grammar has almost no field names: children are read by position.
 */
import type { SgNode } from '@ast-grep/napi';
import { lookup } from '../env.js';
import { decodeEscapes } from '../escapes.js';
import { KTOR_SOURCES, REQUEST_PROPERTIES } from '../languages/kotlin.js';
import { brief, kindOf, named, textOf } from '../tree.js';
import { startsWithFixedHost } from '../url-prefix.js';
import { CLEAN, constant, derive, elementOrRestAt, flatten, isConst, join, joinTaint, sanitized, source, type Value } from '../value.js';
import { evalCall } from './calls.js';
import { operatorOf, spend, step, type Ctx, type Frame } from './context.js';
import { runControl } from './statements.js';

/** Request data read at this node; the note is the whole expression (`call.parameters["cpf"]`). */
export function sourceAt(ctx: Ctx, node: SgNode): Value {
  return source(step(ctx, node, 'source', `entrada: ${brief(node)}`));
}

/** A request object (`call.parameters`, `call.request.queryParameters`): what is read off it is request data. */
export function inputAt(ctx: Ctx, node: SgNode): Value {
  return { ...sourceAt(ctx, node), role: 'input' };
}

const STRING_KINDS = new Set(['string_literal', 'multiline_string_literal', 'line_string_literal']);

/** A raw string (`"""…"""`) holds no escapes; a quoted one keeps them inside its content. */
function contentText(literal: SgNode, content: SgNode): string {
  return textOf(literal).startsWith('"""') ? content.text() : decodeEscapes(content.text(), 'kotlin');
}

function stringValue(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const parts = named(node);
  if (!parts.some((p) => kindOf(p) === 'interpolated_identifier' || kindOf(p) === 'interpolated_expression')) return constant(parts.map((p) => (kindOf(p) === 'string_content' ? contentText(node, p) : p.text().replace(/^\\/, ''))).join(''));
  let prefix = '';
  let prefixDone = false;
  const values: Value[] = [];
  for (const part of parts) {
    const isHole = kindOf(part) === 'interpolated_identifier' || kindOf(part) === 'interpolated_expression';
    const value = !isHole ? constant(kindOf(part) === 'string_content' ? contentText(node, part) : part.text()) : kindOf(part) === 'interpolated_identifier' ? lookupName(part, ctx, frame) : evalExpr(named(part).at(-1), ctx, frame);
    if (isHole) values.push(value);
    if (!prefixDone && isConst(value)) prefix += String(value.constant.value);
    else prefixDone = true;
  }
  const built = derive(values, () => step(ctx, node, 'step', 'interpolação em string'));
  // "https://$HOST_FIXO/extrato/$conta": the host is the program's (constants folded into the prefix).
  return startsWithFixedHost(constant(prefix)) ? sanitized(built, ['ssrf', 'redirect']) : built;
}

function lookupName(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const name = textOf(node);
  if (frame.env.has(name)) return lookup(frame.env, name);
  if (ctx.globals.has(name)) return lookup(ctx.globals, name);
  // Ktor's `call` inside a route: the request and the response.
  if (name === 'call') return { ...CLEAN, role: 'ktor' };
  // Objects, classes and functions of the file or a library (`Runtime`, `ContentType`), not data.
  if (/^[A-Z]/.test(name) || ctx.functions.has(name) || name === 'it' || name === 'this') return CLEAN;
  return { taint: 'unknown', trace: [step(ctx, node, 'source', `variável ${name} (origem não vista no arquivo)`)] };
}

function additive(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const [leftNode, rightNode] = named(node);
  const left = evalExpr(leftNode as SgNode, ctx, frame);
  const right = evalExpr(rightNode as SgNode, ctx, frame);
  if (operatorOf(node) !== '+') return CLEAN;
  const folded = isConst(left) && isConst(right) && typeof left.constant.value === 'string' ? `${left.constant.value}${String(right.constant.value)}` : undefined;
  const joined = derive([left, right], () => step(ctx, node, 'step', 'concatenação'), folded);
  return startsWithFixedHost(left) ? sanitized(joined, ['ssrf', 'redirect']) : joined;
}

/** `obj.prop`: request properties and Ktor's readers are sources; the response's writer is where XSS lands. */
export function readProperty(obj: Value, name: string, node: SgNode, ctx: Ctx): Value {
  if (obj.role === 'input') return NUMERIC_PROPERTY.test(name) ? CLEAN : inputAt(ctx, node);
  if (obj.role === 'request') return REQUEST_PROPERTIES.has(name) ? sourceAt(ctx, node) : name === 'session' ? { ...CLEAN, role: 'session' } : CLEAN;
  if (obj.role === 'ktor') return KTOR_SOURCES.has(name) ? inputAt(ctx, node) : name === 'response' ? { ...CLEAN, role: 'ktor' } : CLEAN;
  if (obj.role === 'response' && (name === 'writer' || name === 'outputStream')) return { ...CLEAN, role: 'writer' };
  return obj.entries?.get(name) ?? { ...joinTaint(flatten(obj), CLEAN) };
}

const FILE_PATH_PARTS = /^(?:name|extension|nameWithoutExtension|parent|path|absolutePath|invariantSeparatorsPath)$/;
/** Properties of request objects that are numbers (`call.request.origin.localPort`), not text. */
const NUMERIC_PROPERTY = /(?:^|[a-z])(?:port|Port|length|Length|size|Size|count|Count)$/;

function navigation(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const [objNode, suffix] = named(node);
  const member = suffix ? named(suffix)[0] : undefined;
  const name = member ? textOf(member) : '';
  // File(x).name / .parent only parse the path: nothing is opened (a name has no directory left in it).
  if (objNode && kindOf(objNode) === 'call_expression' && named(objNode)[0]?.text() === 'File' && FILE_PATH_PARTS.test(name)) {
    const args = named(objNode)[1]?.findAll({ rule: { kind: 'value_argument' } }) ?? [];
    const path = args[0] ? evalExpr(args[0], ctx, frame) : CLEAN;
    return /^(?:name|extension|nameWithoutExtension)$/.test(name) ? sanitized(path, ['path']) : path;
  }
  if (objNode && kindOf(objNode) === 'this_expression') return member && kindOf(member) === 'simple_identifier' ? lookupName(member, ctx, frame) : CLEAN;
  return readProperty(evalExpr(objNode as SgNode, ctx, frame), name, node, ctx);
}

function indexing(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const [objNode, suffix] = named(node);
  const obj = evalExpr(objNode as SgNode, ctx, frame);
  const keyNode = suffix ? named(suffix)[0] : undefined;
  const key = keyNode ? evalExpr(keyNode, ctx, frame) : CLEAN;
  if (obj.role === 'input') return sourceAt(ctx, node);
  return elementOrRestAt(obj, key);
}

function passThrough(node: SgNode, ctx: Ctx, frame: Frame): Value {
  let out: Value = CLEAN;
  for (const child of named(node)) out = { ...joinTaint(out, flatten(evalExpr(child, ctx, frame))) };
  return out;
}

export function evalExpr(node: SgNode | undefined, ctx: Ctx, frame: Frame): Value {
  // A construct of a shape not modelled here (a grammar variant) is read as carrying nothing.
  if (!node) return CLEAN;
  spend(ctx);
  const kind = kindOf(node);
  if (STRING_KINDS.has(kind)) return stringValue(node, ctx, frame);
  switch (kind) {
    case 'simple_identifier':
      return lookupName(node, ctx, frame);
    case 'integer_literal': case 'long_literal': case 'real_literal': case 'hex_literal':
      return constant(Number(node.text().replace(/[_lLfF]/g, '')) || 0);
    case 'boolean_literal':
      return constant(node.text() === 'true');
    case 'null_literal': case 'character_literal':
      return constant(node.kind() === 'null_literal' ? null : node.text());
    case 'additive_expression':
      return additive(node, ctx, frame);
    case 'multiplicative_expression': case 'comparison_expression': case 'equality_expression': case 'conjunction_expression':
    case 'disjunction_expression': case 'check_expression': case 'prefix_expression': case 'range_expression': case 'callable_reference':
      passThrough(node, ctx, frame);
      return CLEAN;
    case 'parenthesized_expression': case 'postfix_expression': case 'as_expression':
      return named(node)[0] ? evalExpr(named(node)[0] as SgNode, ctx, frame) : CLEAN;
    case 'value_argument': case 'interpolated_expression':
      // `nome = valor`: the last child is the value.
      return named(node).at(-1) ? evalExpr(named(node).at(-1) as SgNode, ctx, frame) : CLEAN;
    case 'elvis_expression': {
      const [a, b] = named(node);
      return join(evalExpr(a as SgNode, ctx, frame), evalExpr(b as SgNode, ctx, frame));
    }
    case 'infix_expression': {
      const [a, fn, b] = named(node);
      const [left, right] = [evalExpr(a as SgNode, ctx, frame), evalExpr(b as SgNode, ctx, frame)];
      // `"cpf" to x` is a pair (mapOf builds entries from pairs); other infix functions carry their inputs.
      return fn?.text() === 'to' ? { ...CLEAN, items: [left, right], role: 'pair' } : derive([left, right], () => step(ctx, node, 'step', `${fn?.text() ?? ''}()`));
    }
    case 'navigation_expression':
      return navigation(node, ctx, frame);
    case 'indexing_expression':
      return indexing(node, ctx, frame);
    case 'call_expression':
      return evalCall(node, ctx, frame);
    case 'this_expression': case 'super_expression': case 'object_literal': case 'anonymous_function': case 'lambda_literal': case 'annotated_lambda':
      return CLEAN;
    case 'if_expression': case 'when_expression': case 'try_expression': case 'jump_expression':
      return runControl(node, ctx, frame).value;
    default:
      return passThrough(node, ctx, frame);
  }
}
