import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonPathNotFound, JsonValueTooLarge, parseJsonPointer, readJsonTreePage, readJsonValue } from './json-tree.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vigia-json-tree-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const PAGE = { offset: 0, limit: 50, childStringBytes: 2048, nodeStringBytes: 65536 };

async function fileWith(name: string, content: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

const DOCUMENT = {
  kind: 'COMPLIANCE_JSON',
  'a/b': { '~x': 1 },
  text: 'olá "mundo" \\ \n \u00e9 \ud83d\ude00 fim',
  nums: [0, -1.5e3, 2 ** 64, true, false, null],
  nested: { deep: [[1, [2, { three: 3 }]]] },
  empty: { obj: {}, arr: [] },
  list: Array.from({ length: 120 }, (_, i) => ({ id: i, name: `item ${i}` })),
};

describe('readJsonTreePage', () => {
  it('summarises the root: scalars in full, containers as {type, size}', async () => {
    const file = await fileWith('doc.json', JSON.stringify(DOCUMENT, null, 2));
    for (const chunk of [1, 7, 4096, undefined]) {
      const page = await readJsonTreePage(file, [], PAGE, chunk);
      expect(page.node).toEqual({ pointer: '', index: 0, type: 'object', size: 7 });
      expect(page.totalChildren).toBe(7);
      expect(page.children).toEqual([
        { pointer: '/kind', key: 'kind', index: 0, type: 'string', value: 'COMPLIANCE_JSON' },
        { pointer: '/a~1b', key: 'a/b', index: 1, type: 'object', size: 1 },
        { pointer: '/text', key: 'text', index: 2, type: 'string', value: DOCUMENT.text },
        { pointer: '/nums', key: 'nums', index: 3, type: 'array', size: 6 },
        { pointer: '/nested', key: 'nested', index: 4, type: 'object', size: 1 },
        { pointer: '/empty', key: 'empty', index: 5, type: 'object', size: 2 },
        { pointer: '/list', key: 'list', index: 6, type: 'array', size: 120 },
      ]);
    }
  });

  it('follows pointers with escapes and array indexes, keeping numbers as written', async () => {
    const file = await fileWith('doc2.json', JSON.stringify(DOCUMENT));
    const escaped = await readJsonTreePage(file, parseJsonPointer('/a~1b') as string[], PAGE, 3);
    expect(escaped.children).toEqual([{ pointer: '/a~1b/~0x', key: '~x', index: 0, type: 'number', value: '1' }]);
    const nums = await readJsonTreePage(file, ['nums'], PAGE, 5);
    expect(nums.children.map((c) => [c.type, c.value])).toEqual([
      ['number', '0'],
      ['number', '-1500'],
      ['number', '18446744073709552000'],
      ['boolean', 'true'],
      ['boolean', 'false'],
      ['null', 'null'],
    ]);
    const deep = await readJsonTreePage(file, parseJsonPointer('/nested/deep/0/1/1') as string[], PAGE, 2);
    expect(deep.node).toEqual({ pointer: '/nested/deep/0/1/1', index: 1, type: 'object', size: 1 });
    expect(deep.children).toEqual([{ pointer: '/nested/deep/0/1/1/three', key: 'three', index: 0, type: 'number', value: '3' }]);
    const scalar = await readJsonTreePage(file, ['text'], PAGE, 2);
    expect(scalar).toEqual({ node: { pointer: '/text', key: 'text', index: 2, type: 'string', value: DOCUMENT.text }, children: [], totalChildren: 0 });
    const empty = await readJsonTreePage(file, ['empty', 'arr'], PAGE);
    expect(empty).toEqual({ node: { pointer: '/empty/arr', key: 'arr', index: 1, type: 'array', size: 0 }, children: [], totalChildren: 0 });
  });

  it('pages the children', async () => {
    const file = await fileWith('doc3.json', JSON.stringify(DOCUMENT, null, 1));
    const page3 = await readJsonTreePage(file, ['list'], { ...PAGE, offset: 100, limit: 50 }, 64);
    expect(page3.totalChildren).toBe(120);
    expect(page3.children.map((c) => c.pointer)).toEqual(Array.from({ length: 20 }, (_, i) => `/list/${100 + i}`));
    expect(page3.children[0]).toEqual({ pointer: '/list/100', index: 100, type: 'object', size: 2 });
    const beyond = await readJsonTreePage(file, ['list'], { ...PAGE, offset: 500 });
    expect(beyond.children).toEqual([]);
  });

  it('cuts long strings without breaking escapes or UTF-8 sequences', async () => {
    const long = `${'é'.repeat(3000)}\\"${'😀'.repeat(10)}`;
    const file = await fileWith('long.json', JSON.stringify({ a: long, b: 'x'.repeat(10) + '\n'.repeat(5) }));
    for (const limit of [9, 10, 11, 12, 13]) {
      const page = await readJsonTreePage(file, [], { ...PAGE, childStringBytes: limit }, 4);
      const first = page.children[0];
      expect(first?.truncated).toBe(true);
      expect(long.startsWith(first?.value ?? '?')).toBe(true);
      const second = page.children[1];
      expect(`${'x'.repeat(10)}${'\n'.repeat(5)}`.startsWith(second?.value ?? '?')).toBe(true);
    }
  });

  it('refuses missing paths and malformed documents', async () => {
    const file = await fileWith('doc4.json', JSON.stringify(DOCUMENT));
    await expect(readJsonTreePage(file, ['nope'], PAGE)).rejects.toBeInstanceOf(JsonPathNotFound);
    await expect(readJsonTreePage(file, ['list', '120'], PAGE)).rejects.toBeInstanceOf(JsonPathNotFound);
    await expect(readJsonTreePage(file, ['list', '01'], PAGE)).rejects.toBeInstanceOf(JsonPathNotFound);
    await expect(readJsonTreePage(file, ['kind', 'x'], PAGE)).rejects.toBeInstanceOf(JsonPathNotFound);
    const broken = await fileWith('broken.json', '{"a": [1, 2,, 3]}');
    await expect(readJsonTreePage(broken, [], PAGE)).rejects.toThrow(/byte/);
    const truncatedFile = await fileWith('cut.json', '{"a": [1, 2');
    await expect(readJsonTreePage(truncatedFile, [], PAGE)).rejects.toThrow(/incompleto/);
    expect(parseJsonPointer('a')).toBeUndefined();
    expect(parseJsonPointer('/a~2')).toBeUndefined();
  });
});

describe('readJsonValue', () => {
  it('returns the parsed value at a path, across chunk boundaries', async () => {
    const file = await fileWith('whole.json', JSON.stringify(DOCUMENT, null, 2));
    for (const chunk of [1, 13, undefined]) {
      expect(await readJsonValue(file, [], 1e6, chunk)).toEqual(JSON.parse(JSON.stringify(DOCUMENT)));
      expect(await readJsonValue(file, ['nested'], 1e6, chunk)).toEqual(DOCUMENT.nested);
      expect(await readJsonValue(file, ['list', '7'], 1e6, chunk)).toEqual({ id: 7, name: 'item 7' });
      expect(await readJsonValue(file, ['text'], 1e6, chunk)).toBe(DOCUMENT.text);
      expect(await readJsonValue(file, ['nums', '5'], 1e6, chunk)).toBeNull();
    }
  });

  it('refuses values larger than the limit', async () => {
    const file = await fileWith('big.json', JSON.stringify({ small: [1], big: 'x'.repeat(5000), list: DOCUMENT.list }));
    expect(await readJsonValue(file, ['small'], 100, 16)).toEqual([1]);
    await expect(readJsonValue(file, ['big'], 1000, 16)).rejects.toBeInstanceOf(JsonValueTooLarge);
    await expect(readJsonValue(file, ['list'], 1000, 16)).rejects.toBeInstanceOf(JsonValueTooLarge);
  });
});
