/**
 * What the interpreters of every language share: the per-file work budget, the way a loop is
 * interpreted and the order entries run in. Each language's Ctx carries these fields next to its own.
 */
import type { SgNode } from '@ast-grep/napi';
import { copyEnv, joinEnv, type Env } from './env.js';
import { kindOf, named, WorkBudgetExceeded } from './tree.js';
import { join, type Value } from './value.js';

export interface WorkState {
  /** Expressions and statements left to evaluate in this file; below zero the analysis of the file stops. */
  work: number;
  /** Loops being interpreted: only the outermost runs its body twice (nested ones would multiply). */
  loopDepth: number;
}

/** The call-stack part of an interpreter's state: no recursion, and a bounded number of helper bodies per file. */
export interface InterpreterState extends WorkState {
  /** Functions being interpreted right now (no recursion) and those interpreted at least once. */
  active: Set<number>;
  visited: Set<number>;
  /** Helper bodies interpreted per file, at most (a call tree that fans out grows exponentially). */
  inlineBudget: number;
}

/** A file's fresh state: `work` evaluations and `inlineBudget` helper bodies at most. */
export function interpreterState(work: number, inlineBudget: number): InterpreterState {
  return { active: new Set(), visited: new Set(), inlineBudget, work, loopDepth: 0 };
}

/** Counts one evaluation against the file's budget; throws WorkBudgetExceeded when it runs out (the findings so far are kept). */
export function spend(state: WorkState): void {
  state.work -= 1;
  if (state.work < 0) throw new WorkBudgetExceeded('taint: orçamento de trabalho do arquivo esgotado');
}

/**
 * Interprets a loop: `pass` runs the body twice when the loop is outermost (a value written late in
 * one iteration reaches the next), once when nested; afterwards the variables are the join of
 * "the body never ran" and "it ran".
 */
export function interpretLoop(state: WorkState, frame: { env: Env }, pass: () => void): void {
  const before = copyEnv(frame.env);
  state.loopDepth += 1;
  try {
    for (let count = 0; count < (state.loopDepth === 1 ? 2 : 1); count += 1) pass();
  } finally {
    state.loopDepth -= 1;
  }
  frame.env = joinEnv(before, frame.env);
}

/** `return x`: the call's result joins x (a function may return on several paths). */
export function addReturn(frame: { ret?: Value }, value: Value): void {
  frame.ret = frame.ret ? join(frame.ret, value) : value;
}

export type StatementRule<C, F> = (node: SgNode, ctx: C, frame: F) => void;

/**
 * A statement interpreter (C#, PHP): kinds skipped (declarations run as entries or at their call
 * sites), kinds with their own rule, blocks whose statements run in order, and anything else
 * evaluated as an expression. Every statement counts against the file's work budget.
 */
export function statementInterpreter<C extends WorkState, F>(kinds: {
  skipped: ReadonlySet<string>;
  rules: ReadonlyMap<string, StatementRule<C, F>>;
  block: RegExp;
  evaluate: StatementRule<C, F>;
}): StatementRule<C, F> {
  const exec: StatementRule<C, F> = (node, ctx, frame) => {
    spend(ctx);
    const kind = kindOf(node);
    if (kinds.skipped.has(kind)) return;
    const rule = kinds.rules.get(kind);
    if (rule) rule(node, ctx, frame);
    else if (kinds.block.test(kind)) for (const child of named(node)) exec(child, ctx, frame);
    else kinds.evaluate(node, ctx, frame);
  };
  return exec;
}

/** Interprets the arms of a switch, each from the variables before it; afterwards their join with "no arm matched". */
export function interpretArms<Arm>(frame: { env: Env }, arms: readonly Arm[], runArm: (arm: Arm) => void): void {
  const before = frame.env;
  const ends: Env[] = [before];
  for (const arm of arms) {
    frame.env = copyEnv(before);
    runArm(arm);
    ends.push(frame.env);
  }
  frame.env = ends.reduce(joinEnv);
}

/**
 * Runs every function nobody in the file calls (handlers, actions, exports), then the helpers no entry
 * reached (called only from themselves, or past the budget) on their own.
 */
export function runEntries(functions: readonly SgNode[], isCalled: (fn: SgNode) => boolean, state: InterpreterState, run: (fn: SgNode) => void): void {
  for (const fn of functions) if (!isCalled(fn)) run(fn);
  for (const fn of functions) if (!state.visited.has(fn.id())) run(fn);
}
