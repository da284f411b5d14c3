/** The Java tree-sitter grammar for @ast-grep/napi, registered once per process. */
import { parse, registerDynamicLanguage, type SgNode } from '@ast-grep/napi';
import java from '@ast-grep/lang-java';

let registered = false;

export function parseJava(text: string): SgNode {
  if (!registered) {
    registerDynamicLanguage({ java } as unknown as Parameters<typeof registerDynamicLanguage>[0]);
    registered = true;
  }
  return parse('java', text).root();
}

/** Named children only: punctuation and keywords are of no use to the interpreter. */
export function namedChildren(node: SgNode): SgNode[] {
  return node.children().filter((c) => c.isNamed() && c.kind() !== 'line_comment' && c.kind() !== 'block_comment');
}

export function position(node: SgNode): { line: number; column: number } {
  const { start } = node.range();
  return { line: start.line + 1, column: start.column + 1 };
}
