/** State shared by the parts of the C# interpreter (one file at a time). */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from '../env.js';
import type { InterpreterState } from '../interpreter.js';
import type { TaintReport } from '../report.js';
import type { TraceStep } from '../trace.js';
import { stepAt as stepIn } from '../tree.js';
import type { Value } from '../value.js';

export interface Ctx extends InterpreterState {
  file: string;
  report(report: TaintReport): void;
  /** Methods and local functions of the file by name. */
  methods: Map<string, SgNode>;
  /** Fields, properties and constants by name, merged over every write in the file (flow-insensitive, as in Java). */
  fields: Map<string, Value>;
}

export interface Frame {
  env: Env;
  ret?: Value;
}

export function stepAt(ctx: Ctx, node: SgNode, kind: TraceStep['kind'], note: string): TraceStep {
  return stepIn(ctx.file, node, kind, note);
}

export { spend } from '../interpreter.js';
