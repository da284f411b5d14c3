/**
 * A real S3-compatible server (s3rver: the S3 REST API over files) on loopback, with one bucket,
 * so the S3 storage is tested over HTTP with the AWS SDK exactly as it runs against a bucket.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/storage/storage-config.js';

export interface TestS3 {
  /** The storage configuration a process gets from STORAGE_URL=s3://vigia-test/<prefix> and S3_ENDPOINT. */
  config(prefix?: string): S3StorageConfig;
  endpoint: string;
  close(): Promise<void>;
}

export const TEST_BUCKET = 'vigia-test';

export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vigia-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    config: (prefix = 'vigia/') => ({
      kind: 's3',
      bucket: TEST_BUCKET,
      prefix,
      region: 'us-east-1',
      endpoint,
      // s3rver's fixed account: it checks the request signatures made with it.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
