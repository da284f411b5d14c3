/**
 * S3-compatible object storage (`STORAGE_URL=s3://bucket/prefix`). Endpoint, region and credentials
 * come from the standard AWS variables (or the SDK's chain: instance roles, web identity), plus
 * `S3_ENDPOINT` for S3-compatible servers, which are addressed path-style.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, ObjectMissingError, type ObjectStorage, type PutOptions, type StoredObject } from './object-storage.js';
import type { S3StorageConfig } from './storage-config.js';

const isNotFound = (error: unknown): boolean => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

export class S3Storage implements ObjectStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  /** `cacheDir`: this machine's folder for the copies `localPath` keeps (disposable). */
  constructor(
    private readonly config: S3StorageConfig,
    private readonly cacheDir: string,
  ) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string, options?: { prefix: boolean }): string {
    return `${this.config.prefix}${checkKey(key, options)}`;
  }

  put(key: string, body: Buffer, options: PutOptions = {}): Promise<void> {
    return this.send(key, body, body.length, options);
  }

  putStream(key: string, body: Readable, size: number, options: PutOptions = {}): Promise<void> {
    return this.send(key, body, size, options);
  }

  async putFile(key: string, file: string, options: PutOptions = {}): Promise<void> {
    const { size } = await stat(file);
    await this.send(key, createReadStream(file), size, options);
    await rm(file, { force: true });
  }

  private async send(key: string, body: Buffer | Readable, size: number, options: PutOptions): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentLength: size,
        ...(options.contentType ? { ContentType: options.contentType } : {}),
      }),
    );
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new ObjectMissingError(key);
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return { size: answer.ContentLength ?? 0, modifiedAt: answer.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
    await rm(this.cachePath(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    // DeleteObjects takes at most 1,000 keys a call.
    for (let start = 0; start < keys.length; start += 1000) {
      const objects = keys.slice(start, start + 1000).map((key) => ({ Key: this.objectKey(key) }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: objects, Quiet: true } }));
    }
    await rm(path.join(this.cacheDir, checkKey(prefix, { prefix: true })), { recursive: true, force: true });
  }

  async list(prefix: string): Promise<string[]> {
    if (!prefix.endsWith('/')) throw new Error(`a prefix ends with '/': ${JSON.stringify(prefix)}`);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.objectKey(prefix, { prefix: true }), ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(this.config.prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  presign(key: string, ttlSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }), { expiresIn: ttlSeconds });
  }

  private cachePath(key: string): string {
    return path.join(this.cacheDir, checkKey(key));
  }

  async localPath(key: string): Promise<string> {
    const object = await this.head(key);
    if (!object) throw new ObjectMissingError(key);
    const file = this.cachePath(key);
    const cached = await stat(file).catch(() => undefined);
    if (cached && cached.size === object.size && cached.mtime.getTime() === object.modifiedAt.getTime()) return file;
    // Download beside the cached copy and rename, so a reader of the old copy is never cut short.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      await pipeline(await this.get(key), createWriteStream(temporary, { mode: 0o600 }));
      await utimes(temporary, object.modifiedAt, object.modifiedAt);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw error;
    }
    return file;
  }
}

