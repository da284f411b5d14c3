/** State shared by the parts of the Go interpreter (one file at a time). */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from '../env.js';
import type { InterpreterState } from '../interpreter.js';
import type { SinkSite } from '../sink-check.js';
import { stepAt } from '../tree.js';
import type { TraceStep } from '../trace.js';

export interface Ctx extends SinkSite, InterpreterState {
  /** Functions and methods declared in the file, by name (methods of any receiver type share the name space). */
  functions: Map<string, SgNode>;
  /** Names the file imports packages under (`http`, `exec`, an alias): a selector on them is a package call. */
  packages: Set<string>;
  /** Functions interpreted at their call sites (see analyzableFunctions); other calls carry their inputs' taint. */
  inlinable: Set<SgNode>;
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

export { spend } from '../interpreter.js';
