/**
 * What PHP's lowering shares (./php-expressions.ts, ./php-calls.ts, ./php.ts): its state, and how PHP
 * names variables, functions (without namespace, lower-cased) and receiver chains for the model rows.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Expr, FunctionIR } from '../ir/nodes.js';
import { fieldOf, kindOf, named, textOf } from '../tree.js';

export interface PhpLowering {
  called: Set<string>;
  /** Constants the file declares (`const X = ...`, `define('X', ...)`). */
  constants: Set<string>;
  lowerFunction(node: SgNode): FunctionIR;
  /** ./php-expressions.ts's lowering, for the calls' arguments (./php-calls.ts). */
  lowerExpr(node: SgNode): Expr;
}

const MEMBER = new Set(['member_access_expression', 'nullsafe_member_access_expression']);
const METHOD_CALL = new Set(['member_call_expression', 'nullsafe_member_call_expression']);

/** A variable's name as written, `$` included (`$this` is the object, named `this`). */
export function variableName(node: SgNode): string {
  const text = textOf(node);
  return text === '$this' ? 'this' : text;
}

/** A function's name as PHP resolves it: without its namespace, lower-cased. */
export function functionName(text: string): string {
  return (text.split('\\').at(-1) ?? '').toLowerCase();
}

/** The text model rows read for a receiver chain: `$this->db` → `this.db`, `DB::` → `DB`. */
export function chainText(node: SgNode): string {
  const kind = kindOf(node);
  if (kind === 'variable_name') return variableName(node);
  if (MEMBER.has(kind) || METHOD_CALL.has(kind)) {
    const object = fieldOf(node, 'object');
    const name = fieldOf(node, 'name');
    const head = `${object ? chainText(object) : ''}.${name ? textOf(name) : ''}`;
    return METHOD_CALL.has(kind) ? `${head}()` : head;
  }
  if (kind === 'scoped_call_expression' || kind === 'scoped_property_access_expression' || kind === 'class_constant_access_expression') {
    const [scope, name] = named(node);
    return `${scope ? chainText(scope) : ''}.${name ? textOf(name).replace(/^\$/, '') : ''}`;
  }
  if (kind === 'qualified_name' || kind === 'name') return textOf(node).split('\\').at(-1) ?? '';
  return textOf(node).replace(/\s+/g, ' ');
}
