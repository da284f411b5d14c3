/**
 * Calls, resolved in one order for every language: the models (a request getter is a source, a
 * sanitizer cleans, a sink is checked, a propagator decides the result), then a summary of a helper
 * already interpreted with the same argument shape, then the helper's body inlined, and otherwise "the
 * result carries its inputs".
 */
import type { Expr } from '../ir/nodes.js';
import { sanitizerRow, sinkRowForCall } from '../models/match.js';
import { CLEAN, derive, flatten, isConst, sanitized, source, type Value } from '../value.js';
import { traceStep, type Ctx, type Frame } from './context.js';
import { evaluate, ofUnknownOrigin } from './expressions.js';
import { callFunction, resolveFunction } from './functions.js';
import { checkSinkRow } from './sink-check.js';

type Call = Extract<Expr, { k: 'call' }>;

interface Callee {
  name: string;
  receiver?: Expr;
  /** The receiver's source text ('' for a plain call). */
  receiverText: string;
}

function calleeParts(callee: Expr): Callee {
  if (callee.k === 'var') return { name: callee.name, receiverText: '' };
  if (callee.k === 'member') {
    const text = callee.text.slice(0, Math.max(0, callee.text.length - callee.name.length)).replace(/\??\.\s*$/, '');
    return { name: callee.name, receiver: callee.object, receiverText: callee.object.k === 'this' ? 'this' : text };
  }
  return { name: '', receiver: callee, receiverText: '' };
}

/** A model row for the call, if any: the value it gives, or undefined to go on resolving. */
function fromModels(call: Call, callee: Callee, recv: Value, args: readonly Value[], ctx: Ctx): Value | undefined {
  const { models } = ctx;
  const { name, receiverText } = callee;
  if (recv.role && models.getters.has(`${recv.role}.${name}`)) return source(traceStep(ctx, call.range, 'source', `entrada: ${receiverText}.${name}()`));
  const cleaner = sanitizerRow(models, name, receiverText);
  if (cleaner) return sanitized(args[0] ?? CLEAN, cleaner.clears);
  const sink = sinkRowForCall(models, { name, receiver: receiverText, receiverRole: recv.role, args, argIsObject: call.args.map((a) => a.value.k === 'map'), fileText: ctx.text });
  if (sink) {
    checkSinkRow(ctx, sink, call.range, args, call.args.map((a) => a.value));
    return CLEAN;
  }
  if (receiverText !== '' && models.propagatorByName.get(name)?.result === 'clean') return CLEAN;
  // A map read under a constant key is that entry (or the default).
  if (name === 'get' && recv.entries && args[0] && isConst(args[0])) return recv.entries.get(String(args[0].constant.value)) ?? args[1] ?? CLEAN;
  return undefined;
}

export function resolveCall(call: Call, ctx: Ctx, frame: Frame): Value {
  const callee = calleeParts(call.callee);
  const { name, receiver, receiverText } = callee;
  // A receiver declared nowhere in the file is a module or a library object (fs, db), not data.
  const free = receiver?.k === 'var' && !frame.env.has(receiver.name);
  const recv = receiver && !free ? evaluate(receiver, ctx, frame) : CLEAN;
  const args = call.args.map((a) => (a.spread ? flatten(evaluate(a.value, ctx, frame)) : evaluate(a.value, ctx, frame)));
  const modelled = fromModels(call, callee, recv, args, ctx);
  if (modelled) return modelled;
  const helper = receiverText === '' || receiverText === 'this' ? resolveFunction(name, frame, ctx) : undefined;
  if (helper) {
    const result = callFunction(helper.fn, helper.scope, args, ctx);
    if (result) return result.taint === 'tainted' ? derive([result], () => traceStep(ctx, call.range, 'step', `retorno de ${name}()`)) : result;
  }
  // The whole request handed to a function we cannot see: what comes back may well be client data.
  if (args.some((a) => a.role === 'request')) return ofUnknownOrigin(ctx, call.range, `retorno de ${name}() com a requisição (origem não vista no arquivo)`);
  return derive([recv, ...args], () => traceStep(ctx, call.range, 'step', `${name}()`));
}
