/**
 * PHP expressions: variables, superglobals, strings with interpolation and heredocs, `.`, arrays (kept
 * by constant key or index), casts, ternaries, assignments; calls are in calls.ts. Unknown constructs
 * carry the taint of their parts.
 */
import type { SgNode } from '@ast-grep/napi';
import { lookup } from '../env.js';
import { decodeEscape } from '../escapes.js';
import { SERVER_CLIENT_KEYS, SUPERGLOBAL_SOURCES, REQUEST_BAGS } from '../languages/php.js';
import { kindOf, named } from '../tree.js';
import { CLEAN, constant, derive, elementAt, flatten, isConst, join, joinTaint, source, type Value } from '../value.js';
import { evalCall, checkPhpSink } from './calls.js';
import { spend, stepAt, type Ctx, type Frame } from './context.js';
import { runClosure } from './functions.js';
import { refine } from './refine.js';
import { SINKS } from '../languages/sink-families.js';

const STRING_PARTS = new Set(['string_content', 'escape_sequence', 'string_value', 'heredoc_start', 'heredoc_end', 'nowdoc_string']);
const LITERAL_PARTS = new Set(['string_content', 'string_value', 'nowdoc_body']);
const NUMERIC_CASTS = /^\(\s*(?:int|integer|float|double|real|bool|boolean)\s*\)$/i;
const CONCAT_OPS = new Set(['.']);
const JOIN_OPS = new Set(['??', '?:']);

function passThrough(node: SgNode, ctx: Ctx, frame: Frame): Value {
  let out: Value = CLEAN;
  for (const child of named(node)) out = { ...joinTaint(out, flatten(evalExpr(child, ctx, frame))) };
  return out;
}

function unknownOrigin(ctx: Ctx, node: SgNode, what: string): Value {
  return { taint: 'unknown', trace: [stepAt(ctx, node, 'source', `${what} (origem não vista no arquivo)`)] };
}

/** The text of a string's parts; the grammar marks the escapes each kind of string knows (`\'` only, in single quotes). */
function literalText(parts: readonly SgNode[]): string {
  return parts.map((c) => (kindOf(c) === 'escape_sequence' ? decodeEscape(c.text(), 'php') : LITERAL_PARTS.has(kindOf(c)) ? c.text() : '')).join('');
}

/** A double-quoted string, heredoc or backtick command: each interpolated part flows into the text. */
export function stringValue(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const children = named(node);
  const body = children.find((c) => kindOf(c) === 'heredoc_body' || kindOf(c) === 'nowdoc_body');
  const parts = (body ? named(body) : children).filter((c) => !STRING_PARTS.has(kindOf(c)));
  if (parts.length === 0) return constant(literalText(body ? named(body) : children));
  return derive(parts.map((p) => evalExpr(p, ctx, frame)), () => stepAt(ctx, node, 'step', 'interpolação em string'));
}

function binary(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const left = evalExpr(node.field('left') as SgNode, ctx, frame);
  const right = evalExpr(node.field('right') as SgNode, ctx, frame);
  const op = node.field('operator')?.text() ?? '';
  if (JOIN_OPS.has(op)) return join(left, right);
  if (!CONCAT_OPS.has(op)) return CLEAN;
  const folded = isConst(left) && isConst(right) ? `${String(left.constant.value ?? '')}${String(right.constant.value ?? '')}` : undefined;
  return derive([left, right], () => stepAt(ctx, node, 'step', 'concatenação'), folded);
}

/** `$x`: a local, a superglobal (client data), `$this`, or a name never assigned here (origin not visible). */
function variable(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const name = node.text();
  if (frame.env.has(name)) return lookup(frame.env, name);
  if (SUPERGLOBAL_SOURCES.has(name)) return source(stepAt(ctx, node, 'source', `entrada: ${name}`));
  if (name === '$_SERVER') return { ...CLEAN, role: 'server' };
  if (name === '$this') return { ...CLEAN, role: 'this' };
  if (/^\$(?:_ENV|_SESSION|GLOBALS)$/.test(name)) return CLEAN;
  return unknownOrigin(ctx, node, `variável ${name}`);
}

function subscript(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const [objNode, keyNode] = named(node);
  if (!objNode) return CLEAN;
  // An element checked in place (`if (ctype_digit($_GET['lote']))`): the branch knows it is safe.
  if (frame.env.has(node.text())) return lookup(frame.env, node.text());
  const key = keyNode ? evalExpr(keyNode, ctx, frame) : CLEAN;
  if (kindOf(objNode) === 'variable_name' && SUPERGLOBAL_SOURCES.has(objNode.text()) && !frame.env.has(objNode.text())) {
    return source(stepAt(ctx, node, 'source', `entrada: ${node.text().slice(0, 60)}`));
  }
  const obj = evalExpr(objNode, ctx, frame);
  if (obj.role === 'server') {
    return isConst(key) && SERVER_CLIENT_KEYS.test(String(key.constant.value)) ? source(stepAt(ctx, node, 'source', `entrada: ${node.text().slice(0, 60)}`)) : CLEAN;
  }
  return elementAt(obj, key);
}

function arrayLiteral(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const items: Value[] = [];
  const entries = new Map<string, Value>();
  let rest: Value | undefined;
  for (const element of named(node)) {
    const parts = named(element);
    if (parts.length === 2 && !element.text().startsWith('...')) {
      const key = evalExpr(parts[0] as SgNode, ctx, frame);
      const value = evalExpr(parts[1] as SgNode, ctx, frame);
      if (isConst(key)) entries.set(String(key.constant.value), value);
      else rest = join(rest ?? CLEAN, value);
    } else if (parts[0] && !element.text().startsWith('...')) {
      const value = evalExpr(parts[0], ctx, frame);
      entries.set(String(items.length), value);
      items.push(value);
    } else rest = join(rest ?? CLEAN, passThrough(element, ctx, frame));
  }
  return { ...CLEAN, items, entries, ...(rest ? { rest } : {}) };
}

/** `$obj->name`: a Symfony request bag, a Laravel magic request field (client data), a property of the class. */
function memberAccess(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const objNode = node.field('object') as SgNode;
  const name = node.field('name')?.text() ?? '';
  const obj = evalExpr(objNode, ctx, frame);
  if (obj.role === 'request') {
    if (REQUEST_BAGS.has(name)) return { ...CLEAN, role: 'request-bag' };
    return source(stepAt(ctx, node, 'source', `entrada: ${node.text().slice(0, 60)}`));
  }
  if (obj.role === 'this') return ctx.fields.get(name) ?? CLEAN;
  const entry = obj.entries?.get(name);
  if (entry) return entry;
  return { ...joinTaint(flatten(obj), CLEAN) };
}

function conditional(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const cond = node.field('condition');
  const body = node.field('body');
  const alternative = node.field('alternative');
  if (!cond || !alternative) return passThrough(node, ctx, frame);
  const c = evalExpr(cond, ctx, frame);
  // `$a ?: $b` is $a when truthy.
  if (!body) return join(c, evalExpr(alternative, ctx, frame));
  const refined: Frame = { env: refine(cond, new Map(frame.env), true, ctx, frame) };
  return join(evalExpr(body, ctx, refined), evalExpr(alternative, ctx, frame));
}

export function evalExpr(node: SgNode, ctx: Ctx, frame: Frame): Value {
  spend(ctx);
  switch (kindOf(node)) {
    case 'variable_name':
      return variable(node, ctx, frame);
    case 'string':
    case 'nowdoc':
      return constant(literalText(named(node)));
    case 'encapsed_string':
    case 'heredoc':
      return stringValue(node, ctx, frame);
    case 'integer':
    case 'float':
      return constant(Number(node.text().replace(/_/g, '')));
    case 'boolean':
      return constant(/^true$/i.test(node.text()));
    case 'null':
      return constant(null);
    case 'name':
    case 'qualified_name':
      return ctx.constants.get(node.text()) ?? CLEAN;
    case 'class_constant_access_expression':
      return ctx.constants.get(named(node).at(-1)?.text() ?? '') ?? CLEAN;
    case 'binary_expression':
      return binary(node, ctx, frame);
    case 'unary_op_expression':
      passThrough(node, ctx, frame);
      return CLEAN;
    case 'cast_expression': {
      const value = evalExpr(node.field('value') as SgNode, ctx, frame);
      return NUMERIC_CASTS.test(`(${node.field('type')?.text() ?? ''})`) ? CLEAN : value;
    }
    case 'subscript_expression':
      return subscript(node, ctx, frame);
    case 'array_creation_expression':
      return arrayLiteral(node, ctx, frame);
    case 'member_access_expression':
    case 'nullsafe_member_access_expression':
      return memberAccess(node, ctx, frame);
    case 'scoped_property_access_expression':
      return ctx.fields.get(named(node).at(-1)?.text().replace(/^\$/, '') ?? '') ?? CLEAN;
    case 'function_call_expression':
    case 'member_call_expression':
    case 'nullsafe_member_call_expression':
    case 'scoped_call_expression':
    case 'object_creation_expression':
      return evalCall(node, ctx, frame);
    case 'conditional_expression':
      return conditional(node, ctx, frame);
    case 'assignment_expression':
    case 'reference_assignment_expression':
    case 'augmented_assignment_expression':
      return assign(node, ctx, frame);
    case 'shell_command_expression': {
      const command = stringValue(node, ctx, frame);
      checkPhpSink(SINKS.command, node, [command], [node], ctx);
      return command;
    }
    case 'include_expression':
    case 'include_once_expression':
    case 'require_expression':
    case 'require_once_expression': {
      const [pathNode] = named(node);
      if (pathNode) checkPhpSink(SINKS.path, node, [evalExpr(pathNode, ctx, frame)], [pathNode], ctx);
      return CLEAN;
    }
    case 'print_intrinsic': {
      const [arg] = named(node);
      if (arg) checkPhpSink(SINKS.xss, node, [evalExpr(arg, ctx, frame)], [arg], ctx);
      return constant(1);
    }
    case 'anonymous_function':
    case 'arrow_function':
      runClosure(node, ctx, frame);
      return CLEAN;
    default:
      return passThrough(node, ctx, frame);
  }
}

function assign(node: SgNode, ctx: Ctx, frame: Frame): Value {
  const left = node.field('left') as SgNode;
  const rightNode = node.field('right');
  let value = rightNode ? evalExpr(rightNode, ctx, frame) : CLEAN;
  if (kindOf(node) === 'augmented_assignment_expression') {
    const op = node.field('operator')?.text() ?? '';
    const old = evalExpr(left, ctx, frame);
    if (op === '.=') value = derive([old, value], () => stepAt(ctx, node, 'step', 'concatenação (.=)'), isConst(old) && isConst(value) ? `${String(old.constant.value ?? '')}${String(value.constant.value ?? '')}` : undefined);
    else if (op === '??=') value = join(old, value);
    else value = CLEAN;
  }
  bind(left, value, ctx, frame);
  return value;
}

/** Binds a target (`$x`, `$a['k']`, `$a[]`, `$this->x`, `[$a, $b]`, `list(...)`) to a value. */
export function bind(target: SgNode, value: Value, ctx: Ctx, frame: Frame): void {
  const kind = kindOf(target);
  if (kind === 'variable_name') {
    frame.env.set(target.text(), value);
  } else if (kind === 'subscript_expression') {
    const [objNode, keyNode] = named(target);
    if (objNode && kindOf(objNode) === 'variable_name') {
      const name = objNode.text();
      const obj = lookup(frame.env, name);
      const key = keyNode ? evalExpr(keyNode, ctx, frame) : undefined;
      const entries = new Map(obj.entries ?? []);
      const items = [...(obj.items ?? [])];
      if (key && isConst(key)) entries.set(String(key.constant.value), value);
      else if (!keyNode) {
        entries.set(String(items.length), value);
        items.push(value);
      }
      frame.env.set(name, { ...obj, ...joinTaint(obj, CLEAN), items, entries, ...(key && !isConst(key) ? { rest: join(obj.rest ?? CLEAN, value) } : {}) });
    }
  } else if (kind === 'member_access_expression' || kind === 'scoped_property_access_expression') {
    const objNode = target.field('object');
    const name = kind === 'member_access_expression' ? (target.field('name')?.text() ?? '') : (named(target).at(-1)?.text().replace(/^\$/, '') ?? '');
    if (kind === 'scoped_property_access_expression' || (objNode && objNode.text() === '$this')) {
      const old = ctx.fields.get(name);
      ctx.fields.set(name, old ? join(old, value) : value);
    } else if (objNode && kindOf(objNode) === 'variable_name') {
      const obj = lookup(frame.env, objNode.text());
      frame.env.set(objNode.text(), { ...obj, ...joinTaint(obj, CLEAN), entries: new Map(obj.entries ?? []).set(name, value) });
    }
  } else if (kind === 'list_literal' || kind === 'array_creation_expression') {
    named(target).forEach((element, i) => {
      const parts = named(element);
      const inner = parts.at(-1) ?? element;
      bind(inner, value.items?.[i] ?? flatten(value), ctx, frame);
    });
  } else {
    for (const inner of named(target)) bind(inner, flatten(value), ctx, frame);
  }
}
