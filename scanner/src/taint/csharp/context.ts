/** State shared by the parts of the C# interpreter (one file at a time). */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from '../env.js';
import type { TaintReport } from '../report.js';
import type { TraceStep } from '../trace.js';
import { stepAt as stepIn, WorkBudgetExceeded } from '../tree.js';
import type { Value } from '../value.js';

export interface Ctx {
  file: string;
  report(report: TaintReport): void;
  /** Methods and local functions of the file by name. */
  methods: Map<string, SgNode>;
  /** Fields, properties and constants by name, merged over every write in the file (flow-insensitive, as in Java). */
  fields: Map<string, Value>;
  /** Methods being interpreted right now (no recursion) and those interpreted at least once. */
  active: Set<number>;
  visited: Set<number>;
  /** Helper bodies interpreted per file, at most. */
  inlineBudget: number;
  /** Expressions and statements left to evaluate in this file (see WorkBudgetExceeded). */
  work: number;
  /** Loops being interpreted: only the outermost runs its body twice. */
  loopDepth: number;
}

export interface Frame {
  env: Env;
  ret?: Value;
}

export function stepAt(ctx: Ctx, node: SgNode, kind: TraceStep['kind'], note: string): TraceStep {
  return stepIn(ctx.file, node, kind, note);
}

export function spend(ctx: Ctx): void {
  ctx.work -= 1;
  if (ctx.work < 0) throw new WorkBudgetExceeded('taint: orçamento de trabalho do arquivo esgotado');
}
