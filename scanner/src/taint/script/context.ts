/** State shared by the parts of the dynamic-language interpreter (one file at a time). */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from '../env.js';
import type { ScriptApi } from '../languages/script-api.js';
import type { TaintReport } from '../report.js';
import type { TraceStep } from '../trace.js';
import type { Value } from '../value.js';
import { position } from './parser.js';

export interface Ctx {
  file: string;
  text: string;
  api: ScriptApi;
  /** Functions declared in the file (declarations, methods, `const f = () => ...`), by name. */
  functions: Map<string, SgNode>;
  report(report: TaintReport): void;
  /** Functions being interpreted right now: no recursion. */
  active: Set<number>;
  /** Functions interpreted at least once (as an entry or at a call). */
  visited: Set<number>;
  /** Helper bodies interpreted per file, at most (a call tree that fans out grows exponentially). */
  inlineBudget: number;
  /** Expressions and statements left to evaluate in this file; at zero the analysis stops (see WorkLimit). */
  work: number;
  /** Loops being interpreted: only the outermost runs its body twice (nested ones would multiply). */
  loopDepth: number;
  /** How many times each inline callback ran (each at most twice: loops and helpers would repeat it). */
  callbackRuns: Map<number, number>;
  /** Module-level variables (constants, imports), seen by every function. */
  globals: Frame;
}

export interface Frame {
  env: Env;
  ret?: Value;
  /** A Flask view (`@app.route`): a string it returns is the HTML body of the response. */
  htmlReturn?: boolean;
}

export function stepAt(ctx: Ctx, node: SgNode, kind: TraceStep['kind'], note: string): TraceStep {
  return { file: ctx.file, ...position(node), kind, note };
}

/** Thrown when a file's work budget runs out: the findings so far are kept, the rest of the file is not interpreted. */
export class WorkLimit extends Error {}

export function spend(ctx: Ctx): void {
  ctx.work -= 1;
  if (ctx.work < 0) throw new WorkLimit('taint: orçamento de trabalho do arquivo esgotado');
}
