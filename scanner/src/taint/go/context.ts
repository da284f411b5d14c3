/** State shared by the parts of the Go interpreter (one file at a time). */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from '../env.js';
import type { SinkSite } from '../sink-check.js';
import { stepAt, WorkBudgetExceeded } from '../tree.js';
import type { TraceStep } from '../trace.js';

export interface Ctx extends SinkSite {
  /** Functions and methods declared in the file, by name (methods of any receiver type share the name space). */
  functions: Map<string, SgNode>;
  /** Names the file imports packages under (`http`, `exec`, an alias): a selector on them is a package call. */
  packages: Set<string>;
  /** Functions being interpreted right now (no recursion), and those interpreted at least once. */
  /** Functions interpreted at their call sites (see analyzableFunctions); other calls carry their inputs' taint. */
  inlinable: Set<SgNode>;
  active: Set<number>;
  visited: Set<number>;
  /** Helper bodies interpreted per file, at most; evaluations left (see WorkBudgetExceeded). */
  inlineBudget: number;
  work: number;
  loopDepth: number;
  /** Package-level variables and constants, seen by every function. */
  globals: Env;
}

export interface Frame {
  env: Env;
  ret?: import('../value.js').Value;
  /** The handler set a Content-Type without HTML (JSON, text): what it writes to the response is not markup. */
  plainResponse?: boolean;
}

export function step(ctx: Ctx, node: SgNode, kind: TraceStep['kind'], note: string): TraceStep {
  return stepAt(ctx.file, node, kind, note);
}

export function spend(ctx: Ctx): void {
  ctx.work -= 1;
  if (ctx.work < 0) throw new WorkBudgetExceeded('taint: orçamento de trabalho do arquivo esgotado');
}
