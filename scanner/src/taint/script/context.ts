/** State shared by the parts of the dynamic-language interpreter (one file at a time). */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from '../env.js';
import type { InterpreterState } from '../interpreter.js';
import type { ScriptApi } from '../languages/script-api.js';
import type { TaintReport } from '../report.js';
import type { TraceStep } from '../trace.js';
import type { Value } from '../value.js';
import { position } from './parser.js';

export interface Ctx extends InterpreterState {
  file: string;
  text: string;
  api: ScriptApi;
  /** Functions declared in the file (declarations, methods, `const f = () => ...`), by name. */
  functions: Map<string, SgNode>;
  report(report: TaintReport): void;
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


export { spend } from '../interpreter.js';
