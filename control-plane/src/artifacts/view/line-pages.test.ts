import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_INDEX_STRIDE, lineIndexOf, lineIndexPath, readLines } from './line-pages.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vigia-lines-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const lineOf = (n: number) => `linha ${n} ${'é'.repeat(n % 7)}`;

describe('line pages', () => {
  it('indexes once and reads any page from the nearest indexed line', async () => {
    const file = path.join(dir, 'log.txt');
    const total = LINE_INDEX_STRIDE * 3 + 17;
    await writeFile(file, Array.from({ length: total }, (_, i) => lineOf(i + 1)).join('\n'));
    const index = await lineIndexOf(file);
    expect(index.totalLines).toBe(total);
    expect(index.offsets).toHaveLength(4);
    expect(JSON.parse(await readFile(lineIndexPath(file), 'utf8'))).toEqual(index);

    const first = await readLines(file, index, 0, 3, 8192);
    expect(first).toEqual([1, 2, 3].map((n) => ({ number: n, text: lineOf(n) })));
    const across = await readLines(file, index, LINE_INDEX_STRIDE - 2, 5, 8192);
    expect(across.map((l) => l.number)).toEqual([999, 1000, 1001, 1002, 1003]);
    expect(across.map((l) => l.text)).toEqual([999, 1000, 1001, 1002, 1003].map(lineOf));
    const last = await readLines(file, index, total - 2, 200, 8192);
    expect(last.map((l) => l.number)).toEqual([total - 1, total]);
    expect(last[1]?.text).toBe(lineOf(total));
    expect(await readLines(file, index, total, 10, 8192)).toEqual([]);
  });

  it('rebuilds the index when the file changes, handles CRLF, a final newline and long lines', async () => {
    const file = path.join(dir, 'crlf.txt');
    await writeFile(file, 'a\r\nb\r\n');
    expect((await lineIndexOf(file)).totalLines).toBe(2);
    await writeFile(file, `a\r\nb\r\n${'ç'.repeat(100)}\n\n`);
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    const index = await lineIndexOf(file);
    expect(index.size).toBe((await stat(file)).size);
    expect(index.totalLines).toBe(4);
    const lines = await readLines(file, index, 0, 10, 11);
    expect(lines).toEqual([
      { number: 1, text: 'a' },
      { number: 2, text: 'b' },
      { number: 3, text: 'ççççç', truncated: true },
      { number: 4, text: '' },
    ]);
  });
});
