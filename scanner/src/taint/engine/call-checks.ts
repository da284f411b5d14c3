/**
 * Checks of a call itself rather than of the data reaching it (sink rows of kind `check`): a weak
 * algorithm named by a constant the engine folded (`MessageDigest.getInstance(ALG)`), a predictable
 * generator (`new Random()`), an object sent without the flags its setters give (`addCookie(c)` with no
 * `c.setSecure(true)`). The enclosing function's name may choose a stronger rule (a hash in hashPassword).
 */
import type { Expr, Range } from '../ir/nodes.js';
import type { CompiledSink, Models } from '../models/compiled.js';
import type { Value } from '../value.js';
import { located, traceStep, type Ctx, type Frame } from './context.js';

/** `c.setSecure(true)` on a variable: the object it names now has the flag (false for anything but constant true). */
export function setCallFlag(models: Models, name: string, receiver: Expr | undefined, args: readonly Value[], frame: Frame): boolean {
  const flag = models.flagSetters.get(name);
  if (!flag || receiver?.k !== 'var' || !frame.env.has(receiver.name)) return false;
  frame.env.set(receiver.name, { ...(frame.env.get(receiver.name) as Value), [flag]: args[0]?.constant?.value === true });
  return true;
}

export function reportCallCheck(ctx: Ctx, row: CompiledSink, at: Range, args: readonly Value[], frame: Frame): void {
  // A constant read from a configuration file: the trace starts where the file writes it.
  const setting = args.find((a) => a.setting)?.setting;
  const report = (rule: string): void => ctx.report({ rule, node: located(at), trace: [...(setting ? [setting] : []), traceStep(ctx, at, 'sink', row.note)] });
  if (row.argFlags) {
    for (const { flag, rule } of row.argFlags) if (args[0] && args[0][flag] !== true) report(rule);
    return;
  }
  const inFunction = row.ruleInFunction && frame.functionName !== undefined && new RegExp(row.ruleInFunction.pattern, 'i').test(frame.functionName);
  report(inFunction ? (row.ruleInFunction as { rule: string }).rule : row.rule);
}
