/** The Java tree-sitter grammar for @ast-grep/napi, registered once per process. */
import { parse, registerDynamicLanguage, type SgNode } from '@ast-grep/napi';
import java from '@ast-grep/lang-java';

let registered = false;
/** Named children by node id, for the tree being analysed: the interpreter revisits nodes (loops, helpers) and each N-API call costs. */
const childrenCache = new Map<number, SgNode[]>();

export function parseJava(text: string): SgNode {
  if (!registered) {
    registerDynamicLanguage({ java } as unknown as Parameters<typeof registerDynamicLanguage>[0]);
    registered = true;
  }
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
