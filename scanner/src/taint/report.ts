/**
 * Language-neutral end of every taint pass: what a sink is (kind, catalog ids, pt-BR note), which of
 * its arguments reaches it worst, and how the collected reports become hits (one per sink and family).
 */
import type { Hit } from '../findings/make-finding.js';
import { appendStep, type TraceStep } from './trace.js';
import { flatten, reachesAs, type SinkKind, type Value } from './value.js';

export interface SinkSpec {
  kind: SinkKind;
  /** Catalog id when tainted data reaches it / when the origin is unknown ("sink presente"). */
  rule: string;
  sinkRule: string;
  /** pt-BR note of the sink step. */
  note: string;
  /** Argument indexes that matter; undefined = all. */
  args?: readonly number[];
  /** Keyword arguments that matter too (Python: `extra(where=[...])`, a template's `|safe` variables). */
  kwargs?: readonly string[];
}

/** Anything with a source range: a tree node, or an IR node (engine/context.ts `located`). */
export interface Located {
  range(): { start: { line: number; column: number }; end: { line: number; column: number } };
}

export interface TaintReport {
  rule: string;
  node: Located;
  trace?: TraceStep[];
}

/** The argument that reaches the sink worst (tainted over unknown origin), with its node. */
export function worstArgument<N extends Located>(spec: SinkSpec, args: readonly Value[], argNodes: readonly N[], fallback: N): { value: Value; node: N } | undefined {
  const indexes = spec.args ?? args.map((_, i) => i);
  let worst: { value: Value; node: N } | undefined;
  for (const i of indexes) {
    if (!args[i]) continue;
    const how = reachesAs(args[i], spec.kind);
    const argNode = argNodes[i] ?? fallback;
    if (how === 'tainted' && worst?.value.taint !== 'tainted') worst = { value: flatten(args[i]), node: argNode };
    else if (how === 'unknown' && !worst) worst = { value: flatten(args[i]), node: argNode };
  }
  return worst;
}

export function sinkTrace(value: Value, step: TraceStep): TraceStep[] {
  return appendStep(value.trace, step);
}

const ruleFamily = (rule: string): string => rule.replace(/-sink$/, '');

/** Collects reports; the same sink reached from several callers keeps the definite finding over "sink presente". */
export class ReportSet {
  private readonly byKey = new Map<string, TaintReport>();

  add(r: TaintReport): void {
    const { start } = r.node.range();
    const key = `${start.line}:${start.column}:${ruleFamily(r.rule)}`;
    const seen = this.byKey.get(key);
    if (!seen || (seen.rule.endsWith('-sink') && !r.rule.endsWith('-sink'))) this.byKey.set(key, r);
  }

  toHits(file: string, text: string, language: string): Hit[] {
    const lines = text.split('\n');
    return [...this.byKey.values()].map((r) => {
      const { start, end } = r.node.range();
      return {
        ruleId: r.rule,
        file,
        line: start.line + 1,
        column: start.column + 1,
        endLine: end.line + 1,
        endColumn: end.column + 1,
        snippet: lines[start.line] ?? '',
        source: 'taint',
        engineRule: `${r.rule}/${language}`,
        ...(r.trace ? { trace: r.trace } : {}),
      };
    });
  }
}
