/**
 * Where artifacts, uploaded sources and scan file lists live: the local data folder (the embedded
 * default) or an S3-compatible bucket, behind one interface so no caller knows which.
 *
 * Keys are relative, '/'-separated paths (`artifacts/<tenant>/<project>/<scan>/<name>`,
 * `scans/<scan>/...`); in the local folder a key is the file's path under DATA_DIR, so rows written
 * before this interface existed still resolve.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

export interface PutOptions {
  contentType?: string;
}

export interface ObjectStorage {
  /** `local` (DATA_DIR) or `s3`; says nothing a caller needs except where a copy is worth keeping. */
  readonly kind: 'local' | 's3';
  /** Stores the object whole or not at all (a reader never sees half of it). */
  put(key: string, body: Buffer, options?: PutOptions): Promise<void>;
  /** Stores `size` bytes read from the stream. */
  putStream(key: string, body: Readable, size: number, options?: PutOptions): Promise<void>;
  /** Moves a file of this machine into the storage (the file is gone afterwards). */
  putFile(key: string, file: string, options?: PutOptions): Promise<void>;
  /** The object's bytes as a stream; ObjectMissingError when there is none. */
  get(key: string): Promise<Readable>;
  head(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which must end with '/'). */
  deletePrefix(prefix: string): Promise<void>;
  /** Keys under `prefix` (which must end with '/'), in key order. */
  list(prefix: string): Promise<string[]>;
  /** A time-limited URL a plain HTTP client can GET the object from; undefined for the local folder. */
  presign(key: string, ttlSeconds: number): Promise<string | undefined>;
  /**
   * A file on this machine with the object's bytes, for readers that seek (the paged artifact
   * viewer): the file itself in the local folder, a cached copy (refreshed when the size or date
   * changed) otherwise. ObjectMissingError when there is none.
   */
  localPath(key: string): Promise<string>;
}

export class ObjectMissingError extends Error {
  constructor(readonly key: string) {
    super(`object ${key} is not in the storage`);
    this.name = 'ObjectMissingError';
  }
}

/** A key that does not check out: never one we wrote, so it reads as an object that is not there. */
export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidKeyError';
  }
}

/** The object cannot be had: missing, or its key (from a row) does not check out. */
export const isUnavailable = (error: unknown): boolean => error instanceof ObjectMissingError || error instanceof InvalidKeyError;

/** Keys are ours, but one must never climb out of the folder or prefix (no '..', no absolute path, no control characters). */
export function checkKey(key: string, { prefix = false } = {}): string {
  const body = prefix ? key.replace(/\/$/, '') : key;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\\]/.test(body) || body.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new InvalidKeyError(key);
  }
  return key;
}

/** Reads a whole (small) object: file lists, uploaded SARIF documents, compliance reports. */
export async function readObject(storage: ObjectStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
