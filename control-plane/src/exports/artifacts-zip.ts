import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export interface ZipEntry {
  /** Name inside the zip. */
  name: string;
  /** Opens the entry's bytes when the zip reaches it (one open stream at a time). */
  open(): Promise<Readable>;
}

/**
 * Writes the zip to a private temporary file first, so the response can announce its exact
 * Content-Length (the browser shows progress) without holding large artifacts in memory.
 * The caller removes the file with `dispose` once it has been sent.
 */
export async function writeZip(tmpDir: string, entries: readonly ZipEntry[]): Promise<{ file: string; size: number; dispose(): Promise<void> }> {
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const file = path.join(tmpDir, `${randomUUID()}.zip`);
  const dispose = () => rm(file, { force: true });
  try {
    const zip = new yazl.ZipFile();
    for (const entry of entries) {
      zip.addReadStreamLazy(entry.name, (done) => {
        entry.open().then((stream) => done(null, stream), (error: unknown) => done(error, undefined as never));
      });
    }
    zip.end();
    await pipeline(zip.outputStream, createWriteStream(file, { mode: 0o600 }));
    return { file, size: (await stat(file)).size, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
