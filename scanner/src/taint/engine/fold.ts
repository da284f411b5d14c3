/**
 * Constant folding: operators applied to constants give constants, so a condition the program fixed
 * (`if (DEBUG === false)`, `'a' + 'b'`) is known and its dead branch is not interpreted.
 */
import type { Const } from '../value.js';

type Fold = (a: Const, b: Const) => Const | undefined;

const num = (f: (a: number, b: number) => number | boolean): Fold => (a, b) => (typeof a === 'number' && typeof b === 'number' ? f(a, b) : undefined);

const BINARY: Record<string, Fold> = {
  '+': (a, b) => (typeof a === 'string' || typeof b === 'string' ? `${String(a)}${String(b)}` : typeof a === 'number' && typeof b === 'number' ? a + b : undefined),
  '-': num((a, b) => a - b),
  '*': num((a, b) => a * b),
  '/': num((a, b) => a / b),
  // Non-negative operands only: languages disagree on the sign of a negative remainder (Python's -7 % 3 is 2).
  '%': (a, b) => (typeof a === 'number' && typeof b === 'number' && a >= 0 && b > 0 ? a % b : undefined),
  '<': num((a, b) => a < b),
  '>': num((a, b) => a > b),
  '<=': num((a, b) => a <= b),
  '>=': num((a, b) => a >= b),
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  // Loose equality between constants of the same type is strict equality; across types it is not folded.
  '==': (a, b) => (typeof a === typeof b ? a === b : undefined),
  '!=': (a, b) => (typeof a === typeof b ? a !== b : undefined),
  '&&': (a, b) => (a ? b : a),
  '||': (a, b) => (a ? a : b),
  '??': (a, b) => a ?? b,
  and: (a, b) => (a ? b : a),
  or: (a, b) => (a ? a : b),
};

export function foldBinary(op: string, a: Const, b: Const): Const | undefined {
  const value = BINARY[op]?.(a, b);
  return typeof value === 'number' && !Number.isFinite(value) ? undefined : value;
}

export function foldUnary(op: string, a: Const): Const | undefined {
  if (op === '!' || op === 'not') return !a;
  if (op === '-' && typeof a === 'number') return -a;
  if (op === 'typeof') return a === null ? 'object' : typeof a;
  return undefined;
}

/** Whether a constant condition holds (JavaScript and Python agree on these constants). */
export function truthy(value: Const): boolean {
  return Boolean(value);
}
