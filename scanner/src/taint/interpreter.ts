/**
 * What the interpreters of every language share: the per-file work budget and the way a loop is
 * interpreted. Each language's Ctx carries these fields next to its own.
 */
import { copyEnv, joinEnv, type Env } from './env.js';
import { WorkBudgetExceeded } from './tree.js';

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
