/** What the JSON tokenizer keeps of the bytes it reads, bounded, across chunks: a scalar's or a key's text, a whole value's bytes. */

/** Keeps up to `limit` bytes of a value's text across chunks. */
export class Capture {
  private parts: Buffer[] = [];
  private size = 0;
  truncated = false;

  constructor(private readonly limit: number) {}

  add(chunk: Buffer, from: number, to: number): void {
    if (to <= from) return;
    const room = this.limit - this.size;
    if (room <= 0) {
      this.truncated = true;
      return;
    }
    const take = Math.min(room, to - from);
    // Copied: the reader reuses its chunk buffer.
    this.parts.push(Buffer.from(chunk.subarray(from, from + take)));
    this.size += take;
    if (take < to - from) this.truncated = true;
  }

  bytes(): Buffer {
    return this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts);
  }
}

/** Every byte of one value (a whole subtree) from its first, up to `limit` bytes. */
export class Recording {
  private readonly parts: Buffer[] = [];
  private size = 0;
  /** The value went past the limit: nothing is kept. */
  overflow = false;

  /** `from`: the value's first byte, as an absolute offset. */
  constructor(readonly from: number, private readonly limit: number) {}

  /** The rest of a chunk the value goes on past; false once the value is over the limit. */
  add(piece: Buffer): boolean {
    this.size += piece.length;
    if (this.size > this.limit) {
      this.overflow = true;
      return false;
    }
    // Copied: the reader reuses its chunk buffer.
    this.parts.push(Buffer.from(piece));
    return true;
  }

  /** The recorded bytes with the value's last piece; undefined past the limit. */
  finish(last: Buffer): Buffer | undefined {
    if (this.overflow || this.size + last.length > this.limit) return undefined;
    return Buffer.concat([...this.parts, last]);
  }
}
