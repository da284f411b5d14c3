/**
 * The JSON tree view of an artifact, read as a stream (json-tokenizer.ts): the node at a JSON
 * Pointer with one page of its children. Children that are objects or arrays are summarised as
 * {type, size} (the client expands them lazily with their pointer); scalars come in full, long
 * strings cut with `truncated`. Only the page's values are ever decoded, and reading stops as
 * soon as the node is complete, so memory stays bounded whatever the file's size.
 */
import { fileChunks } from './file-chunks.js';
import type { JsonKind, JsonListener } from './json-events.js';
import { decodeJsonString } from './json-string.js';
import { JsonTokenizer } from './json-tokenizer.js';

export type JsonNodeType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export interface JsonNodeSummary {
  /** JSON Pointer of the value ('' is the root). */
  pointer: string;
  /** Member name, for children of an object. */
  key?: string;
  /** Position in the parent (array index or member order). */
  index: number;
  type: JsonNodeType;
  /** Children of an object or array. */
  size?: number;
  /** Scalars as text: the string itself, the number as written, 'true'/'false', 'null'. */
  value?: string;
  /** The string was longer than the limit and `value` is its beginning. */
  truncated?: boolean;
}

export interface JsonTreePage {
  node: JsonNodeSummary;
  children: JsonNodeSummary[];
  /** All children of the node (0 for scalars). */
  totalChildren: number;
}

/** The pointer does not lead to a value of the document. */
export class JsonPathNotFound extends Error {}
/** The value at the pointer is larger than allowed for a whole read. */
export class JsonValueTooLarge extends Error {}

const KEY_BYTES = 4096;
const NUMBER_BYTES = 1024;
const READ_CHUNK = 256 * 1024;

/** "" → [], "/runs/0/results" → ['runs', '0', 'results'] (~1 and ~0 unescaped); undefined when malformed. */
export function parseJsonPointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  const segments = pointer.slice(1).split('/');
  if (segments.some((segment) => /~(?![01])/.test(segment))) return undefined;
  return segments.map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function joinPointer(parent: string, segment: string | number): string {
  return `${parent}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function segmentMatches(segment: string, parentIsObject: boolean, key: string | undefined, index: number): boolean {
  if (parentIsObject) return key === segment;
  return /^(0|[1-9]\d*)$/.test(segment) && Number(segment) === index;
}

function scalarOf(kind: JsonKind, raw: Buffer | undefined, truncated: boolean): Pick<JsonNodeSummary, 'type' | 'value' | 'truncated'> {
  const bytes = raw ?? Buffer.alloc(0);
  if (kind === 'string') return { type: 'string', value: decodeJsonString(bytes, truncated), ...(truncated ? { truncated: true } : {}) };
  if (kind === 'number') return { type: 'number', value: bytes.toString('latin1') };
  const text = bytes.toString('latin1');
  return text.startsWith('n') ? { type: 'null', value: 'null' } : { type: 'boolean', value: text.startsWith('t') ? 'true' : 'false' };
}

/**
 * Follows a path of segments down the document. Calls `onTarget*` for the value at the end of
 * it; throws JsonPathNotFound when a step is missing.
 */
abstract class PathWalker implements JsonListener {
  tokenizer!: JsonTokenizer;
  /** Depth of the deepest open value on the path (-1 before the root). */
  protected matched = -1;
  /** Per depth on the path: whether that value is an object. */
  protected readonly objectAt: boolean[] = [];
  notFound = false;
  done = false;

  constructor(protected readonly path: string[]) {}

  protected get target(): number {
    return this.path.length;
  }

  keyLimit(depth: number): number {
    if (this.matched === depth - 1 && depth - 1 < this.target) return KEY_BYTES;
    return this.matched === this.target && depth === this.target + 1 ? KEY_BYTES : 0;
  }

  begin(kind: JsonKind, depth: number, index: number, key: string | undefined, offset: number): number {
    if (depth <= this.target && this.matched === depth - 1) {
      const onPath = depth === 0 || segmentMatches(this.path[depth - 1] as string, this.objectAt[depth - 1] ?? false, key, index);
      if (!onPath) return 0;
      this.matched = depth;
      this.objectAt[depth] = kind === 'object';
      if (depth === this.target) return this.beginTarget(kind, key, index, offset);
      // A scalar in the middle of the path: nothing below it.
      return 0;
    }
    if (this.matched === this.target && depth === this.target + 1) return this.beginChild(kind, key, index);
    return 0;
  }

  end(kind: JsonKind, depth: number, size: number, raw: Buffer | undefined, truncated: boolean, endOffset: number): void {
    if (this.matched === this.target && depth === this.target + 1) {
      this.endChild(kind, size, raw, truncated);
      return;
    }
    if (depth !== this.matched) return;
    if (depth === this.target) {
      this.endTarget(kind, size, raw, truncated, endOffset);
      this.done = true;
    } else {
      // The value on the path ended without the next step.
      this.notFound = true;
    }
    this.tokenizer.stop();
  }

  protected abstract beginTarget(kind: JsonKind, key: string | undefined, index: number, offset: number): number;
  protected abstract endTarget(kind: JsonKind, size: number, raw: Buffer | undefined, truncated: boolean, endOffset: number): void;
  protected beginChild(_kind: JsonKind, _key: string | undefined, _index: number): number {
    return 0;
  }
  protected endChild(_kind: JsonKind, _size: number, _raw: Buffer | undefined, _truncated: boolean): void {}
}

async function walk(file: string, walker: PathWalker, chunkBytes = READ_CHUNK): Promise<void> {
  const tokenizer = new JsonTokenizer(walker);
  walker.tokenizer = tokenizer;
  for await (const chunk of fileChunks(file, 0, chunkBytes)) {
    tokenizer.write(chunk);
    if (tokenizer.isStopped) break;
  }
  if (!tokenizer.isStopped) tokenizer.end();
  if (walker.notFound || !walker.done) throw new JsonPathNotFound();
}

class TreePageWalker extends PathWalker {
  node: JsonNodeSummary | undefined;
  readonly children: JsonNodeSummary[] = [];
  private child: JsonNodeSummary | undefined;
  private readonly pointer: string;

  constructor(
    path: string[],
    private readonly page: { offset: number; limit: number; childStringBytes: number; nodeStringBytes: number },
  ) {
    super(path);
    this.pointer = path.reduce<string>((pointer, segment) => joinPointer(pointer, segment), '');
  }

  protected beginTarget(kind: JsonKind, key: string | undefined, index: number): number {
    this.node = { pointer: this.pointer, ...(key !== undefined ? { key } : {}), index, type: kind === 'object' || kind === 'array' ? kind : 'null' };
    if (kind === 'string') return this.page.nodeStringBytes;
    return kind === 'number' || kind === 'literal' ? NUMBER_BYTES : 0;
  }

  protected endTarget(kind: JsonKind, size: number, raw: Buffer | undefined, truncated: boolean): void {
    const node = this.node as JsonNodeSummary;
    if (kind === 'object' || kind === 'array') node.size = size;
    else Object.assign(node, scalarOf(kind, raw, truncated));
  }

  protected override beginChild(kind: JsonKind, key: string | undefined, index: number): number {
    const { offset, limit } = this.page;
    if (index < offset || index >= offset + limit) {
      this.child = undefined;
      return 0;
    }
    const child: JsonNodeSummary = {
      pointer: joinPointer(this.pointer, key ?? index),
      ...(key !== undefined ? { key } : {}),
      index,
      type: kind === 'object' || kind === 'array' ? kind : 'null',
    };
    this.child = child;
    this.children.push(child);
    if (kind === 'string') return this.page.childStringBytes;
    return kind === 'number' || kind === 'literal' ? NUMBER_BYTES : 0;
  }

  protected override endChild(kind: JsonKind, size: number, raw: Buffer | undefined, truncated: boolean): void {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    if (kind === 'object' || kind === 'array') child.size = size;
    else Object.assign(child, scalarOf(kind, raw, truncated));
  }
}

/**
 * The node at `path` and its children [offset, offset + limit). Strings of children are cut at
 * `childStringBytes` bytes, the node's own string at `nodeStringBytes`.
 */
export async function readJsonTreePage(
  file: string,
  path: string[],
  page: { offset: number; limit: number; childStringBytes: number; nodeStringBytes: number },
  chunkBytes?: number,
): Promise<JsonTreePage> {
  const walker = new TreePageWalker(path, page);
  await walk(file, walker, chunkBytes);
  const node = walker.node as JsonNodeSummary;
  return { node, children: walker.children, totalChildren: node.size ?? 0 };
}

class WholeValueWalker extends PathWalker {
  value: unknown;
  tooLarge = false;

  constructor(
    path: string[],
    private readonly maxBytes: number,
  ) {
    super(path);
  }

  protected beginTarget(kind: JsonKind, _key: string | undefined, _index: number, offset: number): number {
    if (kind === 'object' || kind === 'array') {
      this.tokenizer.startRecording(offset, this.maxBytes);
      return 0;
    }
    return this.maxBytes + 1;
  }

  protected endTarget(kind: JsonKind, _size: number, raw: Buffer | undefined, truncated: boolean, endOffset: number): void {
    if (kind === 'object' || kind === 'array') {
      const bytes = this.tokenizer.finishRecording(endOffset);
      if (!bytes) this.tooLarge = true;
      else this.value = JSON.parse(bytes.toString('utf8'));
      return;
    }
    if (truncated) {
      this.tooLarge = true;
      return;
    }
    const text = (raw ?? Buffer.alloc(0)).toString('utf8');
    this.value = kind === 'string' ? JSON.parse(`"${text}"`) : JSON.parse(text);
  }
}

/** The whole value at `path`, parsed; JsonValueTooLarge when its text is over `maxBytes`. */
export async function readJsonValue(file: string, path: string[], maxBytes: number, chunkBytes?: number): Promise<unknown> {
  const walker = new WholeValueWalker(path, maxBytes);
  try {
    await walk(file, walker, chunkBytes);
  } catch (error) {
    if (walker.tokenizer.recordingOverflowed) throw new JsonValueTooLarge();
    throw error;
  }
  if (walker.tooLarge) throw new JsonValueTooLarge();
  return walker.value;
}
