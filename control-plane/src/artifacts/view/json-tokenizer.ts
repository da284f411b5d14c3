/**
 * A push tokenizer for JSON that works on raw bytes, chunk by chunk, and keeps only the structure:
 * the stack of open containers with their child counts. Scalars are materialised only when the
 * listener asks for them (a byte limit per value), so skipping a 50 MB SARIF costs a fixed amount
 * of memory; strings are skipped with Buffer.indexOf (native), not byte by byte.
 *
 * Events: `begin` when a value starts (its depth, its index in the parent, its key when the
 * listener asked for keys at that depth), `end` when it is complete (containers with their number
 * of children, scalars with the captured bytes). The listener may call `stop()` at any time.
 *
 * Kept over a library because it measured clearly faster (issue 30; `node bench/artifact-viewer.mjs`,
 * each read in its own process, medians of 3 interleaved rounds, two runs on a loaded 2-core machine):
 * on a 100 MB SARIF (161,281 results), the page of 50 children in the middle of /runs/0/results took
 * 0.92–0.98 s at 59 MB peak RSS here, against 4.1–6.9 s (4–8×, 67 MB) with @streamparser/json 0.0.26's
 * Tokenizer and 6.4–12 s (6–13×, 135 MB) with stream-json 3.8.0's parser; one result in the middle
 * expanded, 0.39–0.44 s against 3.0–3.1 s (7–8×) and 5.9–10.4 s (13–27×). Both libraries hand every
 * key and string over as a JS string; this one skips what the page does not show.
 */
import { BACKSLASH, isNumberByte, isWhitespace, LITERALS, QUOTE } from './json-bytes.js';
import { Capture, Recording } from './json-capture.js';
import { JsonSyntaxError, type JsonKind, type JsonListener } from './json-events.js';
import { decodeJsonString } from './json-string.js';

const MAX_DEPTH = 512;

// Parser states.
const VALUE = 0; // a value is expected
const AFTER_VALUE = 1; // ',' or a closing bracket (or the end) is expected
const FIRST_KEY_OR_END = 2; // after '{'
const KEY = 3; // after ',' in an object
const COLON = 4;
const STRING = 5;
const NUMBER = 6;
const LITERAL = 7;
const FIRST_VALUE_OR_END = 8; // after '['
const DONE = 9;

export class JsonTokenizer {
  private state = VALUE;
  /** 1 object, 0 array, per open container. */
  private readonly containers: number[] = [];
  /** Children seen so far, per open container. */
  private readonly counts: number[] = [];
  /** Captured key of the member being read, per depth (the member's depth). */
  private pendingKey: string | undefined;
  private offset = 0;
  private stopped = false;

  // The scalar or key being read.
  private inKey = false;
  private escaped = false;
  private capture: Capture | undefined;
  private scalarKind: JsonKind = 'string';
  private literal: Buffer | undefined;
  private literalAt = 0;

  /** Raw recording of one value's bytes (a whole subtree), bounded. */
  private recording: Recording | undefined;
  /** The chunk being read (recordings end inside it). */
  private chunk: Buffer = Buffer.alloc(0);
  /** Position of the next backslash in the chunk at or after the read position (length: none). */
  private slashAt = -1;

  constructor(private readonly listener: JsonListener) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  stop(): void {
    this.stopped = true;
  }

  /** Starts keeping every byte from absolute `offset` (a value's first byte, in the current chunk), up to `limit` bytes. */
  startRecording(offset: number, limit: number): void {
    this.recording = new Recording(offset, limit);
  }

  /** The recorded bytes up to absolute `endOffset` (in the current chunk); undefined past the limit. */
  finishRecording(endOffset: number): Buffer | undefined {
    const rec = this.recording;
    this.recording = undefined;
    return rec?.finish(this.chunk.subarray(Math.max(rec.from - this.offset, 0), endOffset - this.offset));
  }

  /** A recording went past its limit: the tokenizer stopped. */
  get recordingOverflowed(): boolean {
    return this.recording?.overflow ?? false;
  }

  private get depth(): number {
    return this.containers.length;
  }

  private beginValue(kind: JsonKind, at: number): number {
    const depth = this.depth;
    if (depth > 0) {
      const parent = depth - 1;
      const index = this.counts[parent] as number;
      this.counts[parent] = index + 1;
      const key = this.pendingKey;
      this.pendingKey = undefined;
      return this.listener.begin(kind, depth, index, key, at);
    }
    return this.listener.begin(kind, 0, 0, undefined, at);
  }

  private afterValue(): void {
    this.state = this.depth === 0 ? DONE : AFTER_VALUE;
  }

  private endScalar(endOffset: number): void {
    const capture = this.capture;
    this.capture = undefined;
    this.listener.end(this.scalarKind, this.depth, 0, capture?.bytes(), capture?.truncated ?? false, endOffset);
    this.afterValue();
  }

  /** Feeds the next chunk. Returns early (leaving the rest unread) once stopped. */
  write(chunk: Buffer): void {
    this.chunk = chunk;
    this.slashAt = -1;
    const length = chunk.length;
    let i = 0;
    while (i < length && !this.stopped) {
      switch (this.state) {
        case STRING: {
          if (this.escaped) {
            this.capture?.add(chunk, i, i + 1);
            this.escaped = false;
            i += 1;
            break;
          }
          // Fast path: jump to the next quote, minding a backslash before it.
          const quote = chunk.indexOf(QUOTE, i);
          if (this.slashAt < i) {
            const found = chunk.indexOf(BACKSLASH, i);
            this.slashAt = found === -1 ? length : found;
          }
          const slash = this.slashAt;
          if (slash < length && (quote === -1 || slash < quote)) {
            this.capture?.add(chunk, i, slash + 1);
            this.escaped = true;
            i = slash + 1;
            break;
          }
          if (quote === -1) {
            this.capture?.add(chunk, i, length);
            i = length;
            break;
          }
          this.capture?.add(chunk, i, quote);
          i = quote + 1;
          if (this.inKey) {
            const capture = this.capture;
            this.capture = undefined;
            this.inKey = false;
            this.pendingKey = capture ? decodeJsonString(capture.bytes(), capture.truncated) : undefined;
            this.state = COLON;
          } else {
            this.endScalar(this.offset + i);
          }
          break;
        }
        case NUMBER: {
          let j = i;
          while (j < length && isNumberByte(chunk[j] as number)) j += 1;
          this.capture?.add(chunk, i, j);
          i = j;
          if (j < length) this.endScalar(this.offset + j);
          break;
        }
        case LITERAL: {
          const literal = this.literal as Buffer;
          while (i < length && this.literalAt < literal.length) {
            if (chunk[i] !== literal[this.literalAt]) throw new JsonSyntaxError('literal inválido', this.offset + i);
            this.capture?.add(chunk, i, i + 1);
            this.literalAt += 1;
            i += 1;
          }
          if (this.literalAt === literal.length) this.endScalar(this.offset + i);
          break;
        }
        default: {
          const byte = chunk[i] as number;
          if (isWhitespace(byte)) {
            i += 1;
            break;
          }
          i = this.structural(chunk, i, byte);
        }
      }
    }
    const rec = this.recording;
    // Past its limit, the recording stops the tokenizer (the value is too large to show).
    if (rec && !this.stopped && !rec.add(chunk.subarray(Math.max(rec.from - this.offset, 0), length))) this.stopped = true;
    this.offset += length;
  }

  /** Handles one non-whitespace byte outside strings, numbers and literals; returns the next position. */
  private structural(chunk: Buffer, i: number, byte: number): number {
    const at = this.offset + i;
    switch (this.state) {
      case VALUE:
      case FIRST_VALUE_OR_END:
        if (byte === 0x5d && this.state === FIRST_VALUE_OR_END) return this.close(0, at, i);
        return this.value(chunk, i, byte, at);
      case AFTER_VALUE:
        if (byte === 0x2c) {
          this.state = this.containers[this.depth - 1] === 1 ? KEY : VALUE;
          return i + 1;
        }
        if (byte === 0x7d) return this.close(1, at, i);
        if (byte === 0x5d) return this.close(0, at, i);
        throw new JsonSyntaxError('esperado "," ou fim do contêiner', at);
      case FIRST_KEY_OR_END:
      case KEY:
        if (byte === 0x7d && this.state === FIRST_KEY_OR_END) return this.close(1, at, i);
        if (byte !== QUOTE) throw new JsonSyntaxError('esperada uma chave', at);
        this.inKey = true;
        this.escaped = false;
        {
          const limit = this.listener.keyLimit(this.depth);
          this.capture = limit > 0 ? new Capture(limit) : undefined;
        }
        this.state = STRING;
        return i + 1;
      case COLON:
        if (byte !== 0x3a) throw new JsonSyntaxError('esperado ":"', at);
        this.state = VALUE;
        return i + 1;
      case DONE:
        throw new JsonSyntaxError('conteúdo após o fim do documento', at);
      default:
        throw new JsonSyntaxError('estado inválido', at);
    }
  }

  private value(_chunk: Buffer, i: number, byte: number, at: number): number {
    if (byte === 0x7b || byte === 0x5b) {
      if (this.depth >= MAX_DEPTH) throw new JsonSyntaxError('aninhamento profundo demais', at);
      const isObject = byte === 0x7b;
      this.beginValue(isObject ? 'object' : 'array', at);
      this.containers.push(isObject ? 1 : 0);
      this.counts.push(0);
      this.state = isObject ? FIRST_KEY_OR_END : FIRST_VALUE_OR_END;
      return i + 1;
    }
    if (byte === QUOTE) {
      this.scalarKind = 'string';
      const limit = this.beginValue('string', at);
      this.capture = limit > 0 ? new Capture(limit) : undefined;
      this.inKey = false;
      this.escaped = false;
      this.state = STRING;
      return i + 1;
    }
    if (byte === 0x2d || (byte >= 0x30 && byte <= 0x39)) {
      this.scalarKind = 'number';
      const limit = this.beginValue('number', at);
      this.capture = limit > 0 ? new Capture(limit) : undefined;
      this.state = NUMBER;
      return i;
    }
    const literal = byte === 0x74 ? LITERALS[0] : byte === 0x66 ? LITERALS[1] : byte === 0x6e ? LITERALS[2] : undefined;
    if (!literal) throw new JsonSyntaxError('valor inesperado', at);
    this.scalarKind = 'literal';
    const limit = this.beginValue('literal', at);
    this.capture = limit > 0 ? new Capture(limit) : undefined;
    this.literal = literal;
    this.literalAt = 0;
    this.state = LITERAL;
    return i;
  }

  private close(isObject: 0 | 1, at: number, i: number): number {
    if (this.containers[this.depth - 1] !== isObject) throw new JsonSyntaxError('fechamento inesperado', at);
    this.containers.pop();
    const size = this.counts.pop() as number;
    this.listener.end(isObject ? 'object' : 'array', this.depth, size, undefined, false, at + 1);
    this.afterValue();
    return i + 1;
  }

  /** The input is over: a number at the very end completes; anything else left open is an error. */
  end(): void {
    if (this.stopped) return;
    if (this.state === NUMBER) this.endScalar(this.offset);
    if (this.state !== DONE) throw new JsonSyntaxError('documento incompleto', this.offset);
  }
}
