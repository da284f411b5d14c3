/** What the JSON tokenizer tells its listener (json-tokenizer.ts), and the syntax error it throws. */

export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'literal';

export interface JsonListener {
  /**
   * A value begins at `depth` (root 0), child number `index` of its parent (0 for the root),
   * with `key` when it is an object member whose key was captured. Returns how many bytes of a
   * scalar's text to keep (0: none); ignored for containers.
   */
  begin(kind: JsonKind, depth: number, index: number, key: string | undefined, offset: number): number;
  /** The value that began at `depth` is complete: `size` children (containers), `raw` text (scalars, as kept). */
  end(kind: JsonKind, depth: number, size: number, raw: Buffer | undefined, truncated: boolean, endOffset: number): void;
  /** Bytes of object keys to keep at `depth` (0: keys are not needed there). */
  keyLimit(depth: number): number;
}

export class JsonSyntaxError extends Error {
  constructor(message: string, readonly offset: number) {
    super(`${message} (byte ${offset})`);
    this.name = 'JsonSyntaxError';
  }
}
