/** The embedded default: objects are files under DATA_DIR, owner-only, written through a temporary name. */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, InvalidKeyError, ObjectMissingError, type ObjectStorage, type StoredObject } from './object-storage.js';

const isMissing = (error: unknown): boolean => (error as { code?: string }).code === 'ENOENT';

export class LocalStorage implements ObjectStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string, options?: { prefix: boolean }): string {
    const file = path.resolve(this.root, checkKey(key, options));
    if (!file.startsWith(this.root + path.sep)) throw new InvalidKeyError(key);
    return file;
  }

  /** Writes through `<file>.<random>.tmp` and renames, so readers see the old file or the whole new one. */
  private async write(key: string, fill: (temporary: string) => Promise<void>): Promise<void> {
    const file = this.pathOf(key);
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fill(temporary);
      await rename(temporary, file);
    } catch (error) {
      // A full or read-only disk stops the write midway: leave no partial file behind.
      await rm(temporary, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  put(key: string, body: Buffer): Promise<void> {
    return this.write(key, (temporary) => pipeline([body], createWriteStream(temporary, { mode: 0o600 })));
  }

  putStream(key: string, body: Readable): Promise<void> {
    return this.write(key, (temporary) => pipeline(body, createWriteStream(temporary, { mode: 0o600 })));
  }

  async putFile(key: string, file: string): Promise<void> {
    await this.write(key, async (temporary) => {
      try {
        await rename(file, temporary);
      } catch (error) {
        if ((error as { code?: string }).code !== 'EXDEV') throw error;
        await copyFile(file, temporary);
        await rm(file, { force: true });
      }
    });
  }

  async get(key: string): Promise<Readable> {
    const file = await this.localPath(key);
    return createReadStream(file);
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`a prefix ends with '/': ${JSON.stringify(prefix)}`);
    await rm(this.pathOf(prefix, { prefix: true }), { recursive: true, force: true });
  }

  async list(prefix: string): Promise<string[]> {
    if (!prefix.endsWith('/')) throw new Error(`a prefix ends with '/': ${JSON.stringify(prefix)}`);
    let entries: string[];
    try {
      entries = await readdir(this.pathOf(prefix, { prefix: true }), { recursive: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const key = `${prefix}${entry.split(path.sep).join('/')}`;
      if (!key.endsWith('.tmp') && (await this.head(key))) keys.push(key);
    }
    return keys.sort();
  }

  async presign(): Promise<undefined> {
    return undefined;
  }

  async localPath(key: string): Promise<string> {
    const file = this.pathOf(key);
    if (!(await this.head(key))) throw new ObjectMissingError(key);
    return file;
  }
}
