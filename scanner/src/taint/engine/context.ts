/** State of the one engine over one file's IR, and the frame of one function activation. */
import type { Env } from '../env.js';
import type { InterpreterState } from '../interpreter.js';
import type { FunctionIR, ModuleIR, Range } from '../ir/nodes.js';
import type { CompiledSink, Models } from '../models/compiled.js';
import type { ModuleLinks } from '../project/link.js';
import type { ProjectSettings } from '../project/settings.js';
import type { Located, TaintReport } from '../report.js';
import type { TraceStep } from '../trace.js';
import type { Value } from '../value.js';

export interface Ctx extends InterpreterState {
  file: string;
  text: string;
  module: ModuleIR;
  models: Models;
  /** Every named function of the file: a call by name that no enclosing scope declares resolves here. */
  functions: Map<string, FunctionIR>;
  report(report: TaintReport): void;
  /** How many times each inline callback ran (each at most twice: loops and helpers would repeat it). */
  callbackRuns: Map<number, number>;
  /** Module-level variables (constants, imports) and functions, seen by every function. */
  globals: Frame;
  /** One object state per class: a field written in one method is read in another. */
  classes: Map<string, Value>;
  /** Methods of the file's classes, by class and name: `new C(req)` runs C's constructor, `c.m()` its method. */
  methods: Map<string, Map<string, FunctionIR>>;
  /** Bumped when a class's state gains taint, so methods that ran before it are run again. */
  classVersion: number;
  /** Results of helper bodies by function and argument shape (see functions.ts). */
  summaries: Map<string, Value>;
  /** Functions of other files this one imports, with their summaries (a scan with a project index). */
  links?: ModuleLinks;
  /** The tree's configuration files, which a program may load its settings from (a scan with a project index). */
  settings?: ProjectSettings;
}

export interface Frame {
  env: Env;
  ret?: Value;
  /** Functions declared in this activation (`function f` or `const f = () => ...`), visible to its closures. */
  locals: Map<string, FunctionIR>;
  /** Names this activation binds (parameters, assignments): such a name hides a module's import of it. */
  bound: Set<string>;
  /** The enclosing activation whose variables and functions a nested function sees. */
  scope?: Frame;
  /** The class whose method runs here (`this`). */
  className?: string;
  /** The function that runs here (a lambda: the one it is written in), for rows that read it (call-checks.ts). */
  functionName?: string;
  /** A string this function returns is written to the response (a Flask view). */
  returnSink?: CompiledSink;
}

export function newFrame(env: Env, scope?: Frame, className?: string, functionName?: string): Frame {
  return { env, locals: new Map(), bound: new Set(), ...(scope ? { scope } : {}), ...(className ? { className } : {}), ...(functionName ? { functionName } : {}) };
}

export function traceStep(ctx: Ctx, range: Range, kind: TraceStep['kind'], note: string): TraceStep {
  return { file: ctx.file, line: range.start.line + 1, column: range.start.column + 1, kind, note };
}

/** An IR range as the reports want it. */
export function located(range: Range): Located {
  return { range: () => range };
}

export { spend } from '../interpreter.js';
