/** State shared by the parts of the Kotlin interpreter (one file at a time). */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from '../env.js';
import type { InterpreterState } from '../interpreter.js';
import type { SinkSite } from '../sink-check.js';
import { stepAt } from '../tree.js';
import type { TraceStep } from '../trace.js';
import type { Value } from '../value.js';

export interface Ctx extends SinkSite, InterpreterState {
  /** Functions declared in the file (top level, in classes, objects), by name. */
  functions: Map<string, SgNode>;
  /** Functions interpreted at their call sites (see analyzableFunctions); other calls carry their inputs' taint. */
  inlinable: Set<SgNode>;
  /** Class properties, constructor properties and top-level/companion constants, seen by every function. */
  globals: Env;
}

export interface Frame {
  env: Env;
  ret?: Value;
  /** Inside `buildString { ... }`: what the implicit StringBuilder holds so far. */
  builder?: Value;
  /** `response.contentType = "application/json"`: what the handler writes is not markup. */
  plainResponse?: boolean;
}

/** What running a statement or a block gives: its value (the last expression's) and whether it always leaves. */
export interface Outcome {
  value: Value;
  leaves: boolean;
}

export function step(ctx: Ctx, node: SgNode, kind: TraceStep['kind'], note: string): TraceStep {
  return stepAt(ctx.file, node, kind, note);
}

export { spend } from '../interpreter.js';

/** Text of the anonymous tokens of a node (`+=`, `!in`, `==`, `return`). */
export function operatorOf(node: SgNode): string {
  return node.children().filter((c) => !c.isNamed()).map((c) => c.text()).join(' ');
}
