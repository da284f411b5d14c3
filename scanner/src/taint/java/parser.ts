/** The Java tree-sitter grammar for @ast-grep/napi (registered with the others in ../grammars.ts). */
import { parse, type SgNode } from '@ast-grep/napi';
import { ensureGrammars } from '../grammars.js';

/** Named children by node id, for the tree being analysed: the interpreter revisits nodes (loops, helpers) and each N-API call costs. */
const childrenCache = new Map<number, SgNode[]>();

export function parseJava(text: string): SgNode {
  ensureGrammars();
  childrenCache.clear();
  return parse('java', text).root();
}

/** Named children only: punctuation and keywords are of no use to the interpreter. */
export function namedChildren(node: SgNode): SgNode[] {
  const id = node.id();
  let children = childrenCache.get(id);
  if (!children) {
    children = node.namedChildren().filter((c) => !String(c.kind()).endsWith('comment'));
    childrenCache.set(id, children);
  }
  return children;
}

export function position(node: SgNode): { line: number; column: number } {
  const { start } = node.range();
  return { line: start.line + 1, column: start.column + 1 };
}
