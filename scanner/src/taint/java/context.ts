/** State shared by the Java interpreter's parts: the file, its methods and constants, and where findings go. */
import type { SgNode } from '@ast-grep/napi';
import type { Env } from '../env.js';
import type { TaintReport } from '../report.js';
import type { TraceStep } from '../trace.js';
import type { Value } from '../value.js';
import { position } from './parser.js';

export type { TaintReport };

export interface Ctx {
  file: string;
  /** Methods declared anywhere in the file (inner classes included), by name. */
  methods: Map<string, SgNode[]>;
  /** Simple names of the classes declared in the file (their instances are not library objects). */
  classes: Set<string>;
  /** Class fields: their initializers merged with every value a method writes to them. */
  fields: Env;
  /** Set when a method write changed a field's taint: the entry methods run once more. */
  fieldsChanged: boolean;
  /** Declared type of each variable or field name seen (file-wide approximation: names rarely clash). */
  types: Map<string, string>;
  report(report: TaintReport): void;
  /** Methods being interpreted right now (no recursion), and the current nesting depth. */
  active: Set<SgNode>;
  /**
   * Helper bodies interpreted so far may not exceed this per file: a call tree that fans out would
   * grow exponentially. Past it, a helper's result simply carries its arguments' taint.
   */
  inlineBudget: number;
  /** Name of the method whose body is being interpreted (e.g. a password-hashing helper). */
  methodName: string;
}

export interface Frame {
  env: Env;
  ret?: Value;
}

export function stepAt(ctx: Ctx, node: SgNode, kind: TraceStep['kind'], note: string): TraceStep {
  return { file: ctx.file, ...position(node), kind, note };
}

/** `java.util.Random` → `Random`; `List<String>` → `List`. */
export function simpleType(type: string): string {
  return type.replace(/<[\s\S]*$/, '').replace(/\[\]/g, '').split('.').at(-1)?.trim() ?? type;
}
