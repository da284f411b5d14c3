/** Parsing of the dynamic languages on @ast-grep/napi: TypeScript/TSX built in, Python through @ast-grep/lang-python. */
import { Lang, parse, type SgNode } from '@ast-grep/napi';
import { ensureGrammars } from '../grammars.js';

/** The node's kind, asked of N-API once per wrapper (the interpreter switches on it at every visit). */
export { kindOf } from '../tree.js';

export type ScriptLanguage = 'javascript' | 'python';

export function scriptLanguageOf(file: string): ScriptLanguage | undefined {
  if (/\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/.test(file)) return 'javascript';
  if (file.endsWith('.py')) return 'python';
  return undefined;
}

export function parseScript(file: string, text: string): SgNode {
  childrenCache.clear();
  byWrapper = new WeakMap();
  if (file.endsWith('.py')) {
    ensureGrammars();
    return parse('python', text).root();
  }
  // Plain .ts cannot hold JSX (`<T>x` is a cast there); everything else may.
  return parse(/\.[cm]?ts$/.test(file) ? Lang.TypeScript : Lang.Tsx, text).root();
}

/** Named children by node id for the tree being analysed: the interpreter revisits nodes (loops, helpers) and each N-API call costs. */
const childrenCache = new Map<number, SgNode[]>();
let byWrapper = new WeakMap<SgNode, SgNode[]>();

/** Named children, comments left out. */
export function named(node: SgNode): SgNode[] {
  // Children come back as the same wrapper objects, so most lookups skip even the id() call.
  let children = byWrapper.get(node);
  if (children) return children;
  const id = node.id();
  children = childrenCache.get(id);
  if (!children) {
    children = node.namedChildren().filter((c) => c.kind() !== 'comment');
    childrenCache.set(id, children);
  }
  byWrapper.set(node, children);
  return children;
}

export function position(node: SgNode): { line: number; column: number } {
  const { start } = node.range();
  return { line: start.line + 1, column: start.column + 1 };
}
