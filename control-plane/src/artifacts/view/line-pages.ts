/**
 * The text view of an artifact: a page of lines with their numbers, read without loading the file.
 * A sparse line index (the byte offset of every LINE_INDEX_STRIDE-th line and the line count) is
 * built once by streaming the file and stored beside it (`<file>.lines.json`, rebuilt when the
 * file's size or mtime change), so page N is a seek to the nearest indexed line plus a short read.
 * Lines longer than the limit come cut, with `truncated`.
 */
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { fileChunks } from './file-chunks.js';

export const LINE_INDEX_STRIDE = 1000;
const READ_CHUNK = 256 * 1024;
const NEWLINE = 0x0a;

export interface LineIndex {
  version: 1;
  size: number;
  mtimeMs: number;
  stride: number;
  totalLines: number;
  /** offsets[k] = byte offset of line k * stride (0-based). */
  offsets: number[];
}

export interface TextLine {
  /** 1-based line number. */
  number: number;
  text: string;
  truncated?: boolean;
}

export function lineIndexPath(file: string): string {
  return `${file}.lines.json`;
}

async function buildLineIndex(file: string, size: number, mtimeMs: number): Promise<LineIndex> {
  const offsets = [0];
  let lines = 0;
  let position = 0;
  let last = -1;
  for await (const chunk of fileChunks(file, 0, READ_CHUNK)) {
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) {
      lines += 1;
      if (lines % LINE_INDEX_STRIDE === 0) offsets.push(position + at + 1);
    }
    position += chunk.length;
    if (chunk.length > 0) last = chunk[chunk.length - 1] as number;
  }
  // A last line without its newline still counts.
  const totalLines = size === 0 ? 0 : lines + (last === NEWLINE ? 0 : 1);
  // An offset at the very end (file ends with a newline on a stride boundary) starts no line.
  if (offsets.length > 1 && offsets[offsets.length - 1] === size) offsets.pop();
  return { version: 1, size, mtimeMs, stride: LINE_INDEX_STRIDE, totalLines, offsets };
}

/** The stored index when it still describes the file, else a new one (written beside the file). */
export async function lineIndexOf(file: string): Promise<LineIndex> {
  const info = await stat(file);
  const indexFile = lineIndexPath(file);
  try {
    const stored = JSON.parse(await readFile(indexFile, 'utf8')) as LineIndex;
    if (stored.version === 1 && stored.size === info.size && stored.mtimeMs === info.mtimeMs && stored.stride === LINE_INDEX_STRIDE) return stored;
  } catch {
    // Missing or unreadable: build it.
  }
  const index = await buildLineIndex(file, info.size, info.mtimeMs);
  const temporary = `${indexFile}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temporary, JSON.stringify(index), { mode: 0o600 });
    await rename(temporary, indexFile);
  } catch {
    // A read-only store still gets its page; the index is rebuilt next time.
  }
  return index;
}

/** Cuts a line's bytes at `limit` without splitting a UTF-8 sequence. */
function lineText(bytes: Buffer, limit: number): { text: string; truncated: boolean } {
  let end = bytes.length;
  if (end > 0 && bytes[end - 1] === 0x0d) end -= 1;
  if (end <= limit) return { text: bytes.toString('utf8', 0, end), truncated: false };
  let cut = limit;
  while (cut > 0 && ((bytes[cut] as number) & 0xc0) === 0x80) cut -= 1;
  return { text: bytes.toString('utf8', 0, cut), truncated: true };
}

/**
 * Lines [first, first + count) (0-based `first`), each cut at `lineBytes` bytes. Reads from the
 * indexed offset at or before `first` and stops once the page is complete.
 */
export async function readLines(
  file: string,
  index: LineIndex,
  first: number,
  count: number,
  lineBytes: number,
): Promise<TextLine[]> {
  if (first >= index.totalLines || count <= 0) return [];
  const checkpoint = Math.min(Math.floor(first / index.stride), index.offsets.length - 1);
  let lineNo = checkpoint * index.stride;
  const lines: TextLine[] = [];
  const wanted = Math.min(count, index.totalLines - first);
  // The current line's bytes, kept only up to the limit (+1 to know it was cut).
  let parts: Buffer[] = [];
  let kept = 0;
  const keep = (chunk: Buffer, from: number, to: number) => {
    if (lineNo < first || kept > lineBytes) return;
    const take = Math.min(to - from, lineBytes + 1 - kept);
    if (take <= 0) return;
    parts.push(Buffer.from(chunk.subarray(from, from + take)));
    kept += take;
  };
  const finishLine = () => {
    if (lineNo >= first) {
      const { text, truncated } = lineText(Buffer.concat(parts), lineBytes);
      lines.push({ number: lineNo + 1, text, ...(truncated ? { truncated: true } : {}) });
    }
    parts = [];
    kept = 0;
    lineNo += 1;
  };
  outer: for await (const chunk of fileChunks(file, index.offsets[checkpoint] ?? 0, 64 * 1024)) {
    let from = 0;
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, from)) {
      keep(chunk, from, at);
      finishLine();
      from = at + 1;
      if (lines.length >= wanted) break outer;
    }
    keep(chunk, from, chunk.length);
  }
  // The last line of the file, without a newline.
  if (lines.length < wanted && lineNo < index.totalLines) finishLine();
  return lines;
}
