/** State shared by the parts of the PHP interpreter (one file at a time). */
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
  /** Functions and methods of the file by lower-cased name (PHP names ignore case). */
  functions: Map<string, SgNode>;
  /** `const X = ...`, `define('X', ...)` and class constants, by name: what the program chose. */
  constants: Map<string, Value>;
  /** Properties (`$this->x`) by name, merged over every write in the file (flow-insensitive, as Java fields). */
  fields: Map<string, Value>;
  /** Whether the file has `<?= ... ?>` tags (only then is an expression statement checked for one). */
  shortEchoes: boolean;
  /** The top-level script's variables: what `global $x` reads. */
  globals: Env;
}

export interface Frame {
  env: Env;
  ret?: Value;
}

export function stepAt(ctx: Ctx, node: SgNode, kind: TraceStep['kind'], note: string): TraceStep {
  return stepIn(ctx.file, node, kind, note);
}

export { spend } from '../interpreter.js';
