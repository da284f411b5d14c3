import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';
import { FIXTURE_FILES, rawTarGz, uploadScan, waitForScan, zipOf, zipWithRenames, type RawEntry } from './helpers/scans.js';

// Hostile archives beyond the basic set of scans.test.ts, uploaded by a CI token to the real
// control plane: each is refused with a Portuguese message (422 INVALID_ARCHIVE) or accepted
// with the hostile part skipped, and in both cases nothing is left on disk afterwards (temp
// upload folders and scan folders empty, no file planted anywhere under DATA_DIR).
let app: TestApp;
let runToken: string;
let projectId: string;
/** A tree with one line of 50 MB (random text: it compresses like a real bundle, not like a bomb). */
let bigLine: Buffer;

beforeAll(async () => {
  // Built before any connection is open: seconds of synchronous work in this process would
  // otherwise let an idle keep-alive connection expire under the next request.
  bigLine = rawTarGz([
    { name: 'src/app.js', body: FIXTURE_FILES['src/app.js'] },
    { name: 'dist/bundle.js', body: Buffer.from(randomBytes(37.5 * 1024 * 1024).toString('base64')) },
  ]);
  app = await startTestApp();
  const admin = await app.signIn('admin@demo.local');
  const tenantId = (await admin.get('/auth/whoami')).body.user.tenantId as string;
  projectId = ((await admin.get('/api/v1/projects')).body.projects as { id: string; name: string }[]).find((p) => p.name === 'Internet Banking')?.id as string;
  runToken = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'ci', projectId, kind: 'RUN' })).body.secret;
});

afterAll(async () => {
  await app?.close();
});

const scanCount = async () => Number((await app.cp.db.selectFrom('scans').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
/** Temp upload folders and scan working folders: both must be empty once an upload is dealt with. */
const leftovers = async () => {
  const list = (dir: string) => readdir(dir).catch(() => [] as string[]);
  return [...(await list(path.join(app.dataDir, 'tmp', 'uploads'))), ...(await list(path.join(app.dataDir, 'scans')))];
};
/** Any file under DATA_DIR whose name says it was planted by an archive. */
const planted = async () => (await readdir(app.dataDir, { recursive: true })).filter((name) => /evil|planted/i.test(path.basename(name)));
const findingFiles = async (scanId: string) =>
  [...new Set((await app.cp.db.selectFrom('findings').select('file').where('scan_id', '=', scanId).execute()).map((f) => f.file))].sort();

const good: RawEntry = { name: 'src/app.js', body: FIXTURE_FILES['src/app.js'] };
const tar = (...entries: RawEntry[]) => async () => rawTarGz([good, ...entries]);
const file = (name: string): RawEntry => ({ name, body: 'planted' });

describe('refused: names that climb out, look absolute or deceive', () => {
  const cases: [string, () => Promise<Buffer>, RegExp][] = [
    ['a tar name climbing out with backslashes', tar(file('..\\..\\evil.js')), /sai do diretório/],
    ['a tar name climbing out from inside a folder', tar(file('src/../../evil.js')), /sai do diretório/],
    ['a tar name climbing out after ./', tar(file('./../evil.js')), /sai do diretório/],
    ['a tar name with a drive letter and backslash', tar(file('C:\\evil.js')), /caminho absoluto/],
    ['a tar name with a drive letter and slash', tar(file('C:/evil.js')), /caminho absoluto/],
    ['a tar name relative to a drive', tar(file('c:evil.js')), /caminho absoluto/],
    ['a tar name on a Windows share', tar(file('\\\\server\\share\\evil.js')), /caminho absoluto/],
    ['a zip name climbing out with backslashes', () => zipWithRenames([{ name: 'ok.js', body: 'x' }, { name: 'aa/evil.js', body: 'x' }], { 'aa/evil.js': '..\\evil.js' }), /sai do diretório/],
    ['a zip name with a drive letter', () => zipWithRenames([{ name: 'cc/evil.js', body: 'x' }], { 'cc/evil.js': 'C:/evil.js' }), /caminho absoluto/],
    ['a zip name with a drive letter and backslash', () => zipWithRenames([{ name: 'cc/evil.js', body: 'x' }], { 'cc/evil.js': 'C:\\evil.js' }), /caminho absoluto|sai do diretório/],
    ['a tar name with an escape sequence', tar(file('src/\u001b[31mevil.js')), /caractere de controle \("src\/\\u001b\[31mevil\.js"\)/],
    ['a tar name with a line break', tar(file('src/ok.js\nsrc/evil.js')), /caractere de controle/],
    ['a tar name with DEL', tar(file('src/evil\u007f.js')), /caractere de controle/],
    ['a zip name with a carriage return', () => zipOf([{ name: 'ok.js', body: 'x' }, { name: 'src/a\revil.js', body: 'x' }]), /caractere de controle/],
    ['a tar name reversed by a bidi override', tar(file('src/\u202Esj.live.txt')), /caractere Unicode enganoso \("src\/\\u202esj\.live\.txt"\)/],
    ['a tar name with look-alike slashes', tar(file('..\u2215..\u2215evil.js')), /caractere Unicode enganoso/],
    ['a tar name with fullwidth dots', tar(file('\uFF0E\uFF0E/evil.js')), /caractere Unicode enganoso/],
    ['a zip name with a look-alike slash', () => zipOf([{ name: 'ok.js', body: 'x' }, { name: 'src\u2044evil.js', body: 'x' }]), /caractere Unicode enganoso/],
    [
      'a gzip inside the gzip (double-compressed bomb)',
      async () => gzipSync(rawTarGz([{ name: 'zeros.txt', body: Buffer.alloc(24 * 1024 * 1024) }])),
      /não foi possível ler o arquivo compactado|taxa de compressão/,
    ],
  ];
  for (const [name, build, message] of cases) {
    it(`when CI sends ${name}, then it is refused with a Portuguese message and nothing is left`, async () => {
      const before = await scanCount();
      const res = await uploadScan(app.url, await build(), { bearer: runToken });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.code).toBe('INVALID_ARCHIVE');
      expect(res.body.message).toMatch(/^Arquivo inválido: /);
      expect(res.body.message).toMatch(message);
      expect(await scanCount()).toBe(before);
      expect(await leftovers()).toEqual([]);
      expect(await planted()).toEqual([]);
    });
  }
});

describe('accepted with the hostile part skipped', () => {
  /** Uploads, waits for the scan, and returns it once it completed. */
  async function scanned(archive: Buffer) {
    const res = await uploadScan(app.url, archive, { bearer: runToken });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const done = await waitForScan(app.client(), res.body.scanId, projectId, { bearer: runToken, timeoutMs: 180_000 });
    expect(done.stage, JSON.stringify(done)).toBe('completed');
    return { scanId: res.body.scanId as string, done };
  }

  it('skips a symbolic link and a file written through it, and a hard link to a file outside', async () => {
    const { scanId } = await scanned(
      rawTarGz([
        good,
        { name: 'src/out', type: '2', linkname: path.join(app.dataDir, '..') },
        { name: 'src/out/evil.js', body: 'planted' },
        { name: 'src/shadow', type: '1', linkname: '/etc/shadow' },
        { name: 'src/abs', type: '2', linkname: '/etc' },
      ]),
    );
    expect(await findingFiles(scanId)).toEqual(['src/app.js']);
    expect(await leftovers()).toEqual([]);
    expect(await planted()).toEqual([]);
  });

  it('skips a sparse file that claims 10 GB once expanded', async () => {
    const { scanId } = await scanned(rawTarGz([good, { name: 'src/sparse.js', type: 'S', body: 'eval(x);', realSize: 10 * 1024 ** 3 }]));
    expect(await findingFiles(scanId)).toEqual(['src/app.js']);
    expect(await leftovers()).toEqual([]);
  });

  it('keeps nested archives (a bomb inside a tar.gz, a zip inside a zip) packed: never expanded, never scanned', async () => {
    const innerBomb = gzipSync(Buffer.alloc(24 * 1024 * 1024));
    const innerZip = await zipOf([{ name: 'zeros.txt', body: Buffer.alloc(24 * 1024 * 1024) }]);
    const { scanId } = await scanned(rawTarGz([good, { name: 'vendor/bomb.tar.gz', body: innerBomb }, { name: 'vendor/inner.zip', body: innerZip }]));
    expect(await findingFiles(scanId)).toEqual(['src/app.js']);
    expect(await leftovers()).toEqual([]);
  });

  it('scans 20,000 tiny files (the limit) and leaves nothing behind', { timeout: 240_000 }, async () => {
    const entries: RawEntry[] = [good, ...Array.from({ length: 19_999 }, (_, i) => ({ name: `f/${Math.floor(i / 1000)}/${i}.txt`, body: 'a' }))];
    const { scanId, done } = await scanned(rawTarGz(entries));
    expect(await findingFiles(scanId)).toEqual(['src/app.js']);
    expect(done.filesScanned).toBeGreaterThanOrEqual(1);
    expect(await leftovers()).toEqual([]);
  });

  it('skips a single line of 50 MB (a minified bundle) and scans the rest', { timeout: 240_000 }, async () => {
    const { scanId } = await scanned(bigLine);
    expect(await findingFiles(scanId)).toEqual(['src/app.js']);
    expect(await leftovers()).toEqual([]);
  });

  it('scans a name with look-alike letters as its own file, apart from the real one', async () => {
    const { scanId } = await scanned(rawTarGz([good, { name: 'src/\u0430pp.js', body: FIXTURE_FILES['src/app.js'] }]));
    expect(await findingFiles(scanId)).toEqual(['src/app.js', 'src/\u0430pp.js']);
    expect(await leftovers()).toEqual([]);
  });
});
