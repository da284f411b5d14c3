/**
 * PHP expressions to IR (@ast-grep/lang-php's grammar), for ./php.ts. Variables keep their `$` (`$this` is
 * the object); `->`, `?->` and `::` are member access, so `$this->db->query` reads as `this.db.query` for the
 * model rows; `.` concatenates (the IR's `+`); plain function names are lower-cased and lose their
 * namespace (PHP ignores their case); `echo`, `print`, `include`/`require` and backticks are calls of
 * those names, so model rows decide what they are.
 */
import type { SgNode } from '@ast-grep/napi';
import { decodeEscapes } from '../escapes.js';
import type { Entry, Expr, Target } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';
import { lowerStringParts, numberOf, operatorText, rangeOf, unknownOf } from './lowering.js';
import { call, checkCall, construct, ROUTE_VERBS, routeCall } from './php-calls.js';
import { chainText, functionName, variableName, type PhpLowering } from './php-names.js';

const STRING_PARTS = new Set(['string_content', 'string_value', 'escape_sequence']);
const HEREDOC_DELIMITERS = new Set(['heredoc_start', 'heredoc_end', 'nowdoc_string']);

/** A string literal: single-quoted text is as written (only `\'` and `\\`); double-quoted and heredoc text substitutes variables. */
function lowerString(node: SgNode, cx: PhpLowering): Expr {
  const single = textOf(node).startsWith("'") || /^<<<\s*'/.test(textOf(node));
  return lowerStringParts(node, {
    skip: (child) => HEREDOC_DELIMITERS.has(kindOf(child)),
    descend: (child) => kindOf(child) === 'heredoc_body' || kindOf(child) === 'nowdoc_body',
    text: (child) => (STRING_PARTS.has(kindOf(child)) ? (single ? textOf(child).replace(/\\(['\\])/g, '$1') : decodeEscapes(textOf(child), 'php')) : undefined),
  }, (part) => lowerExpr(part, cx));
}

/** `(int) $x`, `(bool) $x`: conversions the models know by these names. */
const CASTS: Record<string, string> = { int: 'intval', integer: 'intval', float: 'floatval', double: 'floatval', real: 'floatval', bool: 'boolval', boolean: 'boolval' };

function member(node: SgNode, object: Expr, name: string): Extract<Expr, { k: 'member' }> {
  return { k: 'member', object, name, text: chainText(node), range: rangeOf(node) };
}

function lowerArray(node: SgNode, cx: PhpLowering): Expr {
  const range = rangeOf(node);
  const elements = named(node).filter((c) => kindOf(c) === 'array_element_initializer');
  const keyed = elements.some((e) => named(e).length > 1);
  if (!keyed) {
    const spreads = elements.map((e, i) => (textOf(e).startsWith('...') ? i : -1)).filter((i) => i >= 0);
    return { k: 'list', items: elements.map((e) => lowerExpr(named(e)[0] ?? e, cx)), ...(spreads.length ? { spreads } : {}), range };
  }
  const entries: Entry[] = elements.map((e): Entry => {
    const [first, second] = named(e);
    if (!second) return { value: lowerExpr(first ?? e, cx), range: rangeOf(e) };
    return { key: lowerExpr(first as SgNode, cx), value: lowerExpr(second, cx), range: rangeOf(e) };
  });
  return { k: 'map', entries, range };
}

function lowerBinary(node: SgNode, cx: PhpLowering): Expr {
  const op = operatorText(node);
  const left = lowerExpr(fieldOf(node, 'left') as SgNode, cx);
  const right = lowerExpr(fieldOf(node, 'right') as SgNode, cx);
  const ir = op === '.' ? '+' : op === '+' ? '+num' : op === '===' ? '==' : op === '!==' ? '!=' : op;
  return { k: 'binary', op: ir, left, right, range: rangeOf(node) };
}

export function lowerExpr(node: SgNode, cx: PhpLowering): Expr {
  const range = rangeOf(node);
  const kind = kindOf(node);
  switch (kind) {
    case 'variable_name': {
      const name = variableName(node);
      return name === 'this' ? { k: 'this', range } : { k: 'var', name, range };
    }
    case 'string':
    case 'encapsed_string':
    case 'heredoc':
    case 'nowdoc':
      return lowerString(node, cx);
    case 'integer':
    case 'float': {
      const value = numberOf(textOf(node));
      return { k: 'const', value: Number.isNaN(value) ? 0 : value, range };
    }
    case 'boolean':
      return { k: 'const', value: textOf(node).toLowerCase() === 'true', range };
    case 'null':
      return { k: 'const', value: null, range };
    case 'name':
    case 'qualified_name': {
      const text = textOf(node).split('\\').at(-1) ?? '';
      if (/^(?:true|false)$/i.test(text)) return { k: 'const', value: text.toLowerCase() === 'true', range };
      if (/^null$/i.test(text)) return { k: 'const', value: null, range };
      // A constant the file declares is its value; another (`PHP_EOL`, `CURLOPT_URL`) is PHP's or the program's, named by itself.
      return cx.constants.has(text) ? { k: 'var', name: text, range } : { k: 'const', value: text, range };
    }
    case 'parenthesized_expression':
      return named(node)[0] ? lowerExpr(named(node)[0] as SgNode, cx) : unknownOf(node, []);
    case 'binary_expression':
      return lowerBinary(node, cx);
    case 'unary_op_expression': {
      const operand = named(node)[0];
      const op = operatorText(node);
      return operand ? (op === '@' ? lowerExpr(operand, cx) : { k: 'unary', op, operand: lowerExpr(operand, cx), range }) : unknownOf(node, []);
    }
    case 'cast_expression': {
      const type = textOf(fieldOf(node, 'type') as SgNode).toLowerCase().trim();
      const value = fieldOf(node, 'value');
      const operand = value ? lowerExpr(value, cx) : unknownOf(node, []);
      const fn = CASTS[type];
      return fn ? construct(fn, node, [operand]) : operand;
    }
    case 'conditional_expression': {
      const test = lowerExpr(fieldOf(node, 'condition') as SgNode, cx);
      const body = fieldOf(node, 'body');
      const otherwise = lowerExpr(fieldOf(node, 'alternative') as SgNode, cx);
      // `$a ?: $b` is `$a` when truthy.
      return { k: 'conditional', test, then: body ? lowerExpr(body, cx) : test, else: otherwise, range };
    }
    case 'assignment_expression':
    case 'reference_assignment_expression':
      return { k: 'assign', target: lowerTarget(fieldOf(node, 'left') as SgNode, cx), value: lowerExpr(fieldOf(node, 'right') as SgNode, cx), range };
    case 'augmented_assignment_expression': {
      const op = operatorText(node).replace(/=$/, '');
      const target = lowerTarget(fieldOf(node, 'left') as SgNode, cx);
      const value = lowerExpr(fieldOf(node, 'right') as SgNode, cx);
      if (op === '.') return { k: 'assign', target, value, op: '+', range };
      if (op === '??') return { k: 'assign', target, value: { k: 'binary', op: '??', left: lowerExpr(fieldOf(node, 'left') as SgNode, cx), right: value, range }, range };
      return { k: 'assign', target, value: unknownOf(node, []), range };
    }
    case 'update_expression':
      return unknownOf(node, []);
    case 'subscript_expression': {
      const [object, index] = named(node);
      if (!object) return unknownOf(node, []);
      // `$a['cpf']`: an entry under a constant key reads like a field (`$_SERVER['HTTP_REFERER']`, a row's column).
      const key = index ? lowerExpr(index, cx) : undefined;
      if (key?.k === 'const' && typeof key.value === 'string' && index && kindOf(index) === 'string') return { k: 'member', object: lowerExpr(object, cx), name: key.value, text: textOf(node), range };
      return { k: 'index', object: lowerExpr(object, cx), index: index ? lowerExpr(index, cx) : unknownOf(node, []), text: textOf(node), range };
    }
    case 'member_access_expression':
    case 'nullsafe_member_access_expression': {
      const name = fieldOf(node, 'name');
      return member(node, lowerExpr(fieldOf(node, 'object') as SgNode, cx), name ? textOf(name) : '');
    }
    case 'scoped_property_access_expression':
    case 'class_constant_access_expression': {
      const [scope, name] = named(node);
      const scopeText = scope ? textOf(scope) : '';
      const object: Expr = /^(?:self|static)$/.test(scopeText) ? { k: 'this', range } : { k: 'var', name: chainText(scope ?? node), range };
      return member(node, object, name ? textOf(name).replace(/^\$/, '') : '');
    }
    case 'function_call_expression': {
      const fn = fieldOf(node, 'function') as SgNode;
      if (kindOf(fn) === 'name' || kindOf(fn) === 'qualified_name') {
        const name = functionName(textOf(fn));
        cx.called.add(name);
        return checkCall(name, node, cx) ?? call(node, { k: 'var', name, range: rangeOf(fn) }, cx);
      }
      return call(node, lowerExpr(fn, cx), cx);
    }
    case 'member_call_expression':
    case 'nullsafe_member_call_expression': {
      const object = fieldOf(node, 'object') as SgNode;
      const name = textOf(fieldOf(node, 'name') as SgNode);
      if (textOf(object) === '$this') cx.called.add(name);
      return call(node, { k: 'member', object: lowerExpr(object, cx), name, text: `${chainText(object)}.${name}`, range }, cx);
    }
    case 'scoped_call_expression': {
      const scope = fieldOf(node, 'scope') as SgNode;
      const name = textOf(fieldOf(node, 'name') as SgNode);
      const self = /^(?:self|static|parent)$/.test(textOf(scope));
      if (self) cx.called.add(name);
      const object: Expr = self ? { k: 'this', range: rangeOf(scope) } : { k: 'var', name: chainText(scope), range: rangeOf(scope) };
      if (chainText(scope) === 'Route' && ROUTE_VERBS.test(name)) return routeCall(node, object, name, cx);
      return call(node, { k: 'member', object, name, text: `${self ? 'this' : chainText(scope)}.${name}`, range }, cx);
    }
    case 'object_creation_expression': {
      const type = named(node).find((c) => /name$/.test(kindOf(c)));
      const name = type ? textOf(type).split('\\').at(-1) ?? '' : '';
      return call(node, { k: 'var', name, range: type ? rangeOf(type) : range }, cx, true);
    }
    case 'array_creation_expression':
      return lowerArray(node, cx);
    case 'print_intrinsic':
      return construct('print', node, named(node).map((c) => lowerExpr(c, cx)));
    case 'include_expression':
    case 'include_once_expression':
    case 'require_expression':
    case 'require_once_expression':
      return construct(kind.replace(/_expression$/, ''), node, named(node).map((c) => lowerExpr(c, cx)));
    case 'shell_command_expression':
      return construct('shell_exec', node, [lowerString(node, cx)]);
    case 'exit_statement':
      return construct('exit', node, named(node).map((c) => lowerExpr(c, cx)));
    case 'arrow_function':
    case 'anonymous_function':
    case 'anonymous_function_creation_expression':
      return { k: 'function', fn: cx.lowerFunction(node), range };
    case 'dynamic_variable_name':
      return unknownOf(node, named(node).map((c) => lowerExpr(c, cx)));
  }
  return unknownOf(node, named(node).map((c) => lowerExpr(c, cx)));
}

export function lowerTarget(node: SgNode, cx: PhpLowering): Target {
  const range = rangeOf(node);
  switch (kindOf(node)) {
    case 'variable_name': {
      const name = variableName(node);
      return name === 'this' ? { k: 'unknownTarget', parts: [], range } : { k: 'var', name, range };
    }
    case 'member_access_expression':
    case 'nullsafe_member_access_expression':
    case 'scoped_property_access_expression':
    case 'subscript_expression': {
      const expr = lowerExpr(node, cx);
      if (expr.k === 'index' && kindOf(node) === 'subscript_expression' && named(node).length < 2) return { k: 'index', object: expr.object, index: { k: 'unknown', parts: [], range }, range };
      return expr.k === 'member' || expr.k === 'index' ? expr : { k: 'unknownTarget', parts: [], range };
    }
    case 'list_literal':
    case 'array_creation_expression': {
      const items = named(node).map((c) => (kindOf(c) === 'array_element_initializer' ? (named(c).at(-1) ?? c) : c));
      return { k: 'listPattern', items: items.map((i) => lowerTarget(i, cx)), range };
    }
    case 'by_ref':
      return named(node)[0] ? lowerTarget(named(node)[0] as SgNode, cx) : { k: 'unknownTarget', parts: [], range };
  }
  return { k: 'unknownTarget', parts: [], range };
}
