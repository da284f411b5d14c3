/**
 * The storage interface, the same checks on both implementations: the local data folder and the S3
 * storage against a real S3-compatible server on loopback.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidKeyError, ObjectMissingError, readObject, type ObjectStorage } from '../src/storage/object-storage.js';
import { openStorage, storageConfigFrom } from '../src/storage/storage-config.js';
import { startS3, type TestS3 } from './helpers/s3.js';

let s3: TestS3;
let folder: string;
beforeAll(async () => {
  s3 = await startS3();
  folder = await mkdtemp(path.join(tmpdir(), 'vigia-storage-'));
});
afterAll(async () => {
  await s3?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const backends: [string, () => ObjectStorage][] = [
  ['local folder', () => openStorage({ kind: 'local' }, path.join(folder, 'local'))],
  ['S3', () => openStorage(s3.config('tenant-data/'), path.join(folder, 's3-machine'))],
];

describe.each(backends)('%s storage', (_name, make) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = make();
  });

  it('puts, heads, reads back and replaces an object', async () => {
    await storage.put('artifacts/t/p/s/results.sarif', Buffer.from('{"a":1}'), { contentType: 'application/json' });
    expect(await storage.head('artifacts/t/p/s/results.sarif')).toMatchObject({ size: 7 });
    expect((await readObject(storage, 'artifacts/t/p/s/results.sarif')).toString()).toBe('{"a":1}');
    await storage.put('artifacts/t/p/s/results.sarif', Buffer.from('{"a":22}'));
    expect((await readObject(storage, 'artifacts/t/p/s/results.sarif')).toString()).toBe('{"a":22}');
  });

  it('stores a stream and moves a file in, leaving the file gone', async () => {
    const big = Buffer.alloc(300_000, 'x');
    await storage.putStream('scans/s1/upload', Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]), big.length);
    expect((await storage.head('scans/s1/upload'))?.size).toBe(big.length);
    const file = path.join(folder, `moved-${storage.kind}.json`);
    await writeFile(file, '["src/a.js"]');
    await storage.putFile('scans/s1/files.json', file);
    await expect(stat(file)).rejects.toThrow();
    expect((await readObject(storage, 'scans/s1/files.json')).toString()).toBe('["src/a.js"]');
  });

  it('lists by prefix, deletes one and a whole prefix', async () => {
    await storage.put('scans/s2/source.sarif', Buffer.from('{}'));
    expect(await storage.list('scans/s1/')).toEqual(['scans/s1/files.json', 'scans/s1/upload']);
    expect(await storage.list('scans/')).toEqual(['scans/s1/files.json', 'scans/s1/upload', 'scans/s2/source.sarif']);
    await storage.delete('scans/s2/source.sarif');
    await storage.delete('scans/s2/never-there');
    expect(await storage.head('scans/s2/source.sarif')).toBeUndefined();
    await storage.deletePrefix('scans/s1/');
    expect(await storage.list('scans/')).toEqual([]);
  });

  it('says plainly when an object is missing', async () => {
    expect(await storage.head('artifacts/none')).toBeUndefined();
    await expect(storage.get('artifacts/none')).rejects.toBeInstanceOf(ObjectMissingError);
    await expect(storage.localPath('artifacts/none')).rejects.toBeInstanceOf(ObjectMissingError);
  });

  it('gives seeking readers a file of this machine, refreshed when the object changes', async () => {
    await storage.put('artifacts/t/p/s/log.txt', Buffer.from('one\n'));
    const first = await storage.localPath('artifacts/t/p/s/log.txt');
    expect(await readFile(first, 'utf8')).toBe('one\n');
    await storage.put('artifacts/t/p/s/log.txt', Buffer.from('two, longer\n'));
    expect(await readFile(await storage.localPath('artifacts/t/p/s/log.txt'), 'utf8')).toBe('two, longer\n');
  });

  it('refuses keys that would leave the folder or prefix', async () => {
    for (const key of ['../secrets.json', 'artifacts/../../x', '/etc/passwd', 'a//b', 'a\\..\\b', 'a/\u0000b']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidKeyError);
    }
  });
});

describe('S3 specifics', () => {
  it('keeps every key under the configured prefix of the bucket', async () => {
    const scoped = openStorage(s3.config('one/'), path.join(folder, 'a'));
    const other = openStorage(s3.config('two/'), path.join(folder, 'b'));
    await scoped.put('artifacts/x', Buffer.from('1'));
    expect(await other.head('artifacts/x')).toBeUndefined();
    expect(await scoped.list('artifacts/')).toEqual(['artifacts/x']);
  });

  it('presigns a GET that a plain HTTP client can follow, and the local folder presigns nothing', async () => {
    const storage = openStorage(s3.config(), path.join(folder, 'c'));
    await storage.put('artifacts/p.txt', Buffer.from('presigned'));
    const url = await storage.presign('artifacts/p.txt', 60);
    expect(url).toMatch(/X-Amz-Signature=/);
    const answer = await fetch(url as string);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('presigned');
    expect(await openStorage({ kind: 'local' }, folder).presign('artifacts/p.txt', 60)).toBeUndefined();
  });

  it('reads STORAGE_URL and the AWS variables', () => {
    expect(storageConfigFrom({})).toEqual({ kind: 'local' });
    expect(
      storageConfigFrom({ STORAGE_URL: 's3://vigia-prod/eu/data/', S3_ENDPOINT: 'http://minio:9000', AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's', AWS_REGION: 'sa-east-1' }),
    ).toEqual({
      kind: 's3',
      bucket: 'vigia-prod',
      prefix: 'eu/data/',
      region: 'sa-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    expect(storageConfigFrom({ STORAGE_URL: 's3://vigia-prod' })).toMatchObject({ prefix: '', endpoint: undefined, credentials: undefined });
    expect(() => storageConfigFrom({ STORAGE_URL: 'ftp://x' })).toThrow(/STORAGE_URL/);
  });
});
