/** What a call names: the method or function, its receiver expression and the receiver's source text. */
import type { Expr } from '../ir/nodes.js';

export interface Callee {
  name: string;
  receiver?: Expr;
  /** The receiver's source text ('' for a plain call). */
  receiverText: string;
}

export function calleeParts(callee: Expr): Callee {
  if (callee.k === 'var') return { name: callee.name, receiverText: '' };
  if (callee.k === 'member') {
    const text = callee.text.slice(0, Math.max(0, callee.text.length - callee.name.length)).replace(/\??\.\s*$/, '');
    return { name: callee.name, receiver: callee.object, receiverText: callee.object.k === 'this' && !/^(?:self|cls)\b/.test(text) ? 'this' : text };
  }
  return { name: '', receiver: callee, receiverText: '' };
}

