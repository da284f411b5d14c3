/** STORAGE_URL and the S3 variables -> where objects live. */
import path from 'node:path';
import { LocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3-storage.js';

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Key prefix inside the bucket: '' or ending with '/'. */
  prefix: string;
  region: string;
  /** S3_ENDPOINT (an S3-compatible server, addressed path-style); unset = AWS. */
  endpoint: string | undefined;
  /** AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; unset = the SDK's chain (instance role, web identity...). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

export type StorageConfig = { kind: 'local' } | S3StorageConfig;

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** Unset or `file:` = the local data folder; `s3://bucket[/prefix]` = S3-compatible storage. */
export function storageConfigFrom(env: Env): StorageConfig {
  const url = value(env, 'STORAGE_URL');
  if (!url || url === 'file:' || url === 'local') return { kind: 'local' };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`STORAGE_URL must be s3://bucket/prefix or unset for the data folder (got "${url}")`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const accessKeyId = value(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'AWS_SECRET_ACCESS_KEY');
  const sessionToken = value(env, 'AWS_SESSION_TOKEN');
  return {
    kind: 's3',
    bucket: match[1] as string,
    prefix: prefix ? `${prefix}/` : '',
    region: value(env, 'AWS_REGION') ?? value(env, 'AWS_DEFAULT_REGION') ?? 'us-east-1',
    endpoint: value(env, 'S3_ENDPOINT') ?? value(env, 'AWS_ENDPOINT_URL_S3') ?? value(env, 'AWS_ENDPOINT_URL'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } : undefined,
  };
}

/** The storage of a process: the data folder itself, or a bucket with a disposable cache in DATA_DIR/cache. */
export function openStorage(config: StorageConfig, dataDir: string): ObjectStorage {
  return config.kind === 'local' ? new LocalStorage(dataDir) : new S3Storage(config, path.join(dataDir, 'cache', 'objects'));
}
