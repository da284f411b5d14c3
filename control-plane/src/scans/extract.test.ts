import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { rawTarGz, zipOf } from '../../test/helpers/scans.js';
import { ArchiveError } from './archive-error.js';
import { extractTar, extractZip } from './extract.js';
import { safeTarget } from './names.js';

const limits = { maxFiles: 100, maxBytes: 10 * 1024 * 1024, maxRatio: 100 };
const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function extract(kind: 'tar' | 'zip', archive: Buffer): Promise<{ root: string; result: Awaited<ReturnType<typeof extractTar>> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vigia-extract-'));
  made.push(dir);
  const file = path.join(dir, 'upload');
  writeFileSync(file, archive);
  const root = path.join(dir, 'out');
  const result = await (kind === 'tar' ? extractTar : extractZip)(file, archive.length, root, limits);
  return { root, result };
}

async function tree(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.map((e) => `${path.relative(root, path.join(e.parentPath, e.name))}${e.isSymbolicLink() ? '@' : e.isDirectory() ? '/' : ''}`).sort();
}

describe('safe extraction', () => {
  it('refuses absolute paths and climbing out, accepts ./ and nested names', () => {
    const root = '/tmp/root';
    expect(safeTarget(root, './a/b.js')).toBe('/tmp/root/a/b.js');
    expect(safeTarget(root, './')).toBeNull();
    for (const bad of ['/etc/passwd', 'C:/x', '..', 'a/../../b', 'a\\..\\..\\b', 'x\0y']) {
      expect(() => safeTarget(root, bad)).toThrow(ArchiveError);
    }
  });

  it('refuses names with control characters or deceptive Unicode, shown escaped in the message', () => {
    const root = '/tmp/root';
    expect(() => safeTarget(root, 'a\u001b[2Jb.js')).toThrow('Arquivo inválido: nome de arquivo com caractere de controle ("a\\u001b[2Jb.js")');
    expect(() => safeTarget(root, 'src/\u202Etxt.exe')).toThrow(/caractere Unicode enganoso \("src\/\\u202etxt\.exe"\)/);
    for (const lookAlike of ['..\u2215x', '\uFF0E\uFF0E/x', 'a\uFF0Fb', 'a\u2044b', 'a\u2066b']) expect(() => safeTarget(root, lookAlike)).toThrow(ArchiveError);
    // Letters of other scripts are ordinary names.
    expect(safeTarget(root, 'src/\u0430pp.js')).toBe('/tmp/root/src/\u0430pp.js');
    expect(safeTarget(root, 'src/ação.js')).toBe('/tmp/root/src/ação.js');
  });

  it('writes files and folders of a tar.gz and skips symbolic and hard links', async () => {
    const { root, result } = await extract(
      'tar',
      rawTarGz([
        { name: 'src/', type: '5' },
        { name: 'src/a.js', body: 'a' },
        { name: 'src/out', type: '2', linkname: '../../../etc' },
        { name: 'src/hard', type: '1', linkname: '/etc/passwd' },
      ]),
    );
    expect(await tree(root)).toEqual(['src/', 'src/a.js']);
    expect(result).toMatchObject({ skipped: 2, bytes: 1 });
  });

  it('skips zip entries that are symbolic links', async () => {
    const zip = await zipOf([
      { name: 'a.js', body: 'a' },
      { name: 'link', body: '/etc/passwd', mode: 0o120777 },
    ]);
    const { root, result } = await extract('zip', zip);
    expect(await tree(root)).toEqual(['a.js']);
    expect(result.skipped).toBe(1);
  });

  it('counts entries against the file limit', async () => {
    const entries = Array.from({ length: 101 }, (_, i) => ({ name: `f${i}`, body: 'x' }));
    await expect(extract('tar', rawTarGz(entries))).rejects.toThrow(/mais de 100 arquivos/);
    await expect(extract('zip', await zipOf(entries))).rejects.toThrow(/mais de 100 arquivos/);
  });

  it('stops at the uncompressed size limit', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 'a');
    await expect(extract('zip', await zipOf([{ name: 'big.txt', body: big }]))).rejects.toThrow(ArchiveError);
  });
});
