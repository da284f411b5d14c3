/**
 * The sink check of the Go and Kotlin interpreters (same rule as Java and the script languages):
 * tainted data gives the definite rule; data of unknown origin gives "sink presente" for SQL and
 * commands only, or the definite rule when the query/command is built from strings right at the call.
 */
import type { SgNode } from '@ast-grep/napi';
import { REPORT_UNKNOWN } from './languages/sink-families.js';
import { sinkTrace, worstArgument, type SinkSpec, type TaintReport } from './report.js';
import { stepAt } from './tree.js';
import type { Value } from './value.js';

export interface SinkSite {
  file: string;
  report(r: TaintReport): void;
  /** Whether the argument node builds a string from literals and values right there (concatenation, format, template). */
  builtHere(arg: SgNode): boolean;
}

export function checkSinkAt(site: SinkSite, spec: SinkSpec, node: SgNode, args: readonly Value[], argNodes: readonly SgNode[]): void {
  const worst = worstArgument(spec, args, argNodes, node);
  if (!worst) return;
  const tainted = worst.value.taint === 'tainted';
  if (!tainted && !REPORT_UNKNOWN.has(spec.kind)) return;
  const definite = tainted || ((spec.kind === 'sql' || spec.kind === 'command') && site.builtHere(worst.node));
  site.report({ rule: definite ? spec.rule : spec.sinkRule, node, trace: sinkTrace(worst.value, stepAt(site.file, node, 'sink', spec.note)) });
}
