/**
 * Small helpers over @ast-grep/napi nodes for the interpreters: named children (comments
 * left out), kinds and positions, each asked of N-API once per node wrapper (interpreters revisit
 * nodes in loops and helpers, and every N-API call costs).
 */
import type { SgNode } from '@ast-grep/napi';
import type { TraceStep } from './trace.js';

const childrenOf = new WeakMap<SgNode, SgNode[]>();
const kinds = new WeakMap<SgNode, string>();

export function named(node: SgNode): SgNode[] {
  let children = childrenOf.get(node);
  if (!children) {
    children = node.namedChildren().filter((c) => !/comment$/.test(kindOf(c)));
    childrenOf.set(node, children);
  }
  return children;
}

const fields = new WeakMap<SgNode, Map<string, SgNode | null>>();

/** A field of the node, asked of N-API once per wrapper: revisits (loops, helpers, refinements) reuse the child's wrapper and its caches. */
export function fieldOf(node: SgNode, name: string): SgNode | null {
  let byName = fields.get(node);
  if (!byName) {
    byName = new Map();
    fields.set(node, byName);
  }
  let child = byName.get(name);
  if (child === undefined) {
    child = node.field(name);
    byName.set(name, child);
  }
  return child;
}

const texts = new WeakMap<SgNode, string>();

/** The node's source text, copied out of N-API once per wrapper (identifiers are read at every visit). */
export function textOf(node: SgNode): string {
  let text = texts.get(node);
  if (text === undefined) {
    text = node.text();
    texts.set(node, text);
  }
  return text;
}

export function kindOf(node: SgNode): string {
  let kind = kinds.get(node);
  if (kind === undefined) {
    kind = String(node.kind());
    kinds.set(node, kind);
  }
  return kind;
}

export function stepAt(file: string, node: SgNode, kind: TraceStep['kind'], note: string): TraceStep {
  const { start } = node.range();
  return { file, line: start.line + 1, column: start.column + 1, kind, note };
}

/** Source text shortened for a trace note. */
export function brief(node: SgNode, max = 60): string {
  const text = node.text().replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Thrown when a file's work budget runs out: the findings so far are kept, the rest is not interpreted. */
export class WorkBudgetExceeded extends Error {}
