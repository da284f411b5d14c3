/**
 * The trees of the files parsed last in a scan, shared by the project's summaries and the per-file pass,
 * so a file that others call into is parsed once when both need it. Only the tree is shared: each lowers
 * its own IR, because lowering is lazy and a shared IR would make findings depend on which came first.
 */
import type { SgNode } from '@ast-grep/napi';

export class ParsedFiles {
  /** Most recently used last. */
  private readonly recent = new Map<string, { text: string; root: SgNode }>();

  constructor(private readonly max: number) {}

  /** The file's tree, parsed by `parse` unless this text's tree is still kept. */
  root(file: string, text: string, parse: () => SgNode): SgNode {
    const kept = this.recent.get(file);
    this.recent.delete(file);
    const root = kept?.text === text ? kept.root : parse();
    this.recent.set(file, { text, root });
    if (this.recent.size > this.max) this.recent.delete(this.recent.keys().next().value as string);
    return root;
  }
}
