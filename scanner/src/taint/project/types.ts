/**
 * The project index: per module, the summaries of the functions it exports, in plain JSON (no trees),
 * so it can be kept with a scan's checkpoint and its size grows with the exports, not the code.
 */
import type { TraceStep } from '../trace.js';
import type { SinkKind } from '../value.js';

/** A parameter whose data comes back in the return value (possibly cleaned for some sink kinds). */
export interface ParamToReturn {
  param: number;
  cleanFor?: SinkKind[];
}

/** A parameter holding an object of this role (the request) makes the return value client data. */
export interface RoleToReturn {
  param: number;
  role: string;
  /** Where the callee reads it, for the finding's trace. */
  trace: TraceStep[];
}

/** A parameter that reaches a sink inside the callee (or deeper). */
export interface ParamToSink {
  param: number;
  kind: SinkKind;
  rule: string;
  note: string;
  /** The sink in the callee's file. */
  at: TraceStep;
}

export interface FunctionSummary {
  /** Parameter names in order (a Python keyword argument finds its position by name). */
  params: string[];
  /** The return value is client data whatever the arguments (a helper reading the request itself). */
  returnSource?: TraceStep[];
  /** Whatever the arguments, the return value is this constant, read from a configuration file of the tree (`at`). */
  returnSetting?: { value: string; at: TraceStep };
  returnFrom: ParamToReturn[];
  returnFromRole: RoleToReturn[];
  sinks: ParamToSink[];
}

export interface ModuleSummary {
  /** The module's top-level functions (those another file can call). */
  names: string[];
  /** Their summaries by name, each made the first time a call needs it. */
  functions: Record<string, FunctionSummary>;
  /** Exported names that are another local name (`default` → `f`). */
  aliases: Record<string, string>;
  /** Go: the file's package name. */
  package?: string;
  /** Names the module imports and so gives on (`from .mod import f` in a package's __init__.py). */
  reexports: Record<string, { file: string; name: string }>;
}

export interface ProjectIndex {
  version: 1;
  /** Every file of the scan the engine reads (relative POSIX paths): import specifiers resolve against them. */
  files: string[];
  /** The tree's `.properties` and `.ini` files, whose settings a program may load (./settings.ts); absent in an index kept before. */
  settings?: string[];
  /** Summarised modules (those some file imports), by path. */
  modules: Record<string, ModuleSummary>;
}

/** A function of another file, as a call of this file names it. */
export interface LinkedFunction {
  file: string;
  name: string;
  summary: FunctionSummary;
}
